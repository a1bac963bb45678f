/**
 * Identical error lines (same message, same error class and text) are written at most
 * `burst` times per `windowMs`; the next one written after the window says how many were dropped.
 * A dead database must not turn the log into megabytes of the same stack trace per second.
 */
export interface RepeatLimiter {
  /** Null: drop the line. Otherwise the number of identical lines dropped since the last one written. */
  admit(key: string): number | null;
}

export function createRepeatLimiter(
  options: { windowMs?: number; burst?: number; maxKeys?: number } = {},
): RepeatLimiter {
  const windowMs = options.windowMs ?? 10_000;
  const burst = options.burst ?? 1;
  const maxKeys = options.maxKeys ?? 1_000;
  const windows = new Map<string, { startedAt: number; written: number; dropped: number }>();
  return {
    admit(key) {
      const now = Date.now();
      const entry = windows.get(key);
      if (entry === undefined || now - entry.startedAt >= windowMs) {
        const dropped = entry?.dropped ?? 0;
        if (entry === undefined && windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        windows.set(key, { startedAt: now, written: 1, dropped: 0 });
        return dropped;
      }
      if (entry.written < burst) {
        entry.written++;
        return 0;
      }
      entry.dropped++;
      return null;
    },
  };
}

/** The identity of an error line: its message and the error's class, code and first line. */
export function repeatKey(message: string, err: unknown): string {
  if (!(err instanceof Error)) return message;
  const code = (err as { code?: unknown }).code;
  return `${message}\u0000${err.name}\u0000${typeof code === 'string' ? code : ''}\u0000${err.message.split('\n', 1)[0]}`;
}
