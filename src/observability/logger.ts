import pino from 'pino';
import { createRepeatLimiter, repeatKey } from './log-limiter.ts';
import { currentRequest } from './request-context.ts';

const ERROR_LEVEL = 50;

/**
 * Credentials never reach a log line: request headers that carry them are censored, and login or
 * key bodies are never logged at all. Every line written while serving a request carries its
 * request id, wherever in the code it is written. Identical warnings and errors are rate-limited
 * (see log-limiter.ts).
 */
export function createLogger(level: string) {
  const limiter = createRepeatLimiter();
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
    mixin(mergeObject) {
      const scope = currentRequest();
      return scope && !('requestId' in mergeObject) ? { requestId: scope.requestId } : {};
    },
    hooks: {
      logMethod(args, method, levelValue) {
        if (levelValue < ERROR_LEVEL - 10) return method.apply(this, args);
        const [first, second] = args as unknown[];
        const object = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : undefined;
        const message = typeof first === 'string' ? first : typeof second === 'string' ? second : '';
        const err = object?.err ?? (first instanceof Error ? first : undefined);
        const dropped = limiter.admit(`${levelValue}\u0000${repeatKey(message, err)}`);
        if (dropped === null) return;
        if (dropped > 0 && object !== undefined && !(first instanceof Error)) {
          return method.apply(this, [{ ...object, repeatsDropped: dropped }, ...(args.slice(1) as [])] as Parameters<
            typeof method
          >);
        }
        return method.apply(this, args);
      },
    },
  });
}

export type Logger = ReturnType<typeof createLogger>;
