import pino from 'pino';

/**
 * Credentials never reach a log line: request headers that carry them are censored, and login or
 * key bodies are never logged at all.
 */
export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        '*.password',
        '*.refreshToken',
        '*.otp',
        '*.key',
      ],
      censor: '[redacted]',
    },
  });
}

export type Logger = ReturnType<typeof createLogger>;
