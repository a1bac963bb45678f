/**
 * Structured logs: one JSON object per line on stderr (stdout is left to `--dry-run`'s facts), with
 * `time`, `level` and `msg`, as log shippers (journald, Docker, Loki) read them. Never a secret.
 */
export type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export function createLogger(
  options: { level?: Level; write?: (line: string) => void; bindings?: Record<string, unknown> } = {},
): Logger {
  const threshold = ORDER[options.level ?? 'info'];
  const write = options.write ?? ((line: string) => process.stderr.write(line));
  const bindings = options.bindings ?? {};
  const at =
    (level: Level) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[level] < threshold) return;
      write(
        `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...bindings, ...fields }, errorsAsText)}\n`,
      );
    };
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (fields) => createLogger({ ...options, bindings: { ...bindings, ...fields } }),
  };
}

/** An Error logs as its message (stacks are for the programmer, not the scheduler's log). */
function errorsAsText(_key: string, value: unknown): unknown {
  return value instanceof Error ? value.message : value;
}

export const silentLogger: Logger = createLogger({ write: () => {} });
