/**
 * One transport for every call a connector makes (the service's API and a vendor's, such as
 * Microsoft Graph): fetch with retries of throttled and unavailable answers (429, 503, and 502/504
 * from a proxy), honouring `Retry-After` (seconds or an HTTP date) with jitter, and of requests the
 * network broke. A POST keeps one `Idempotency-Key` across its retries, so the service does it once.
 */

export interface RetryOptions {
  /** Attempts after the first; 5 by default. */
  retries?: number;
  /** The first backoff when the answer names no Retry-After; doubled at each attempt. 500 ms by default. */
  baseDelayMs?: number;
  /** The longest wait before one attempt, whatever Retry-After says; 60 s by default. */
  maxDelayMs?: number;
  /** Replaces the global fetch. */
  fetch?: typeof fetch;
  /** Replaces the wait (tests). */
  sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1); Math.random by default. The jitter spreads clients throttled together. */
  random?: () => number;
  /** Told of each retry, e.g. to log it. */
  onRetry?: (event: RetryEvent) => void;
  /** Sends an Idempotency-Key with every POST that has none (the service's API); off for vendors. */
  idempotencyKeys?: boolean;
}

export interface RetryEvent {
  url: string;
  method: string;
  attempt: number;
  status: number | null;
  delayMs: number;
  reason: string;
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const RETRIED_STATUSES = new Set([429, 502, 503, 504]);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait an answer asks for: `Retry-After` in seconds or as a date; null when it names none. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The wait before attempt `attempt` (1-based): what the server asked for plus up to 20% more, or
 * an exponential backoff with full jitter when it asked for nothing; never above `maxDelayMs`.
 */
export function backoffMs(
  attempt: number,
  asked: number | null,
  options: { baseDelayMs: number; maxDelayMs: number; random: () => number },
): number {
  const delay =
    asked === null ? options.random() * options.baseDelayMs * 2 ** (attempt - 1) : asked * (1 + 0.2 * options.random());
  return Math.min(Math.round(delay), options.maxDelayMs);
}

/** fetch that retries as described above; the last answer (or network error) is the caller's. */
export function retryingFetch(options: RetryOptions = {}): Fetch {
  const retries = options.retries ?? 5;
  const timing = {
    baseDelayMs: options.baseDelayMs ?? 500,
    maxDelayMs: options.maxDelayMs ?? 60_000,
    random: options.random ?? Math.random,
  };
  const sleep = options.sleep ?? defaultSleep;
  const doFetch: Fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  return async (input, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    if (options.idempotencyKeys && method === 'POST' && !headers.has('idempotency-key'))
      headers.set('idempotency-key', crypto.randomUUID());
    const request = { ...init, headers };
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(input, request);
      } catch (error) {
        // An aborted request is the caller's decision, never retried.
        if (attempt > retries || init.signal?.aborted) throw error;
        const delayMs = backoffMs(attempt, null, timing);
        options.onRetry?.({ url: input, method, attempt, status: null, delayMs, reason: String(error) });
        await sleep(delayMs);
        continue;
      }
      if (!RETRIED_STATUSES.has(response.status) || attempt > retries) return response;
      const delayMs = backoffMs(attempt, retryAfterMs(response.headers.get('retry-after')), timing);
      options.onRetry?.({ url: input, method, attempt, status: response.status, delayMs, reason: response.statusText });
      await response.body?.cancel();
      await sleep(delayMs);
    }
  };
}
