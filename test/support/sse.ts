/**
 * A GraphQL-over-SSE client ("distinct connections" mode, what yoga and GraphiQL speak): one HTTP
 * request per subscription, `Accept: text/event-stream`, answered by `event: next` messages and
 * a final `event: complete`. Parses the stream as it arrives, so tests see events live.
 */
export interface SseMessage {
  event: string;
  data: string;
}

export interface SseSubscription {
  status: number;
  headers: Headers;
  /** Every message so far, pings (comments) excluded. */
  messages: SseMessage[];
  /** The data of the next `next` message, parsed; fails on `complete` or after `timeoutMs`. */
  next(timeoutMs?: number): Promise<any>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function subscribe(
  url: string,
  options: { token?: string; query: string; variables?: Record<string, unknown>; method?: 'GET' | 'POST' },
): Promise<SseSubscription> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let target = url;
  let body: string | undefined;
  if (options.method === 'GET') {
    const search = new URLSearchParams({ query: options.query });
    if (options.variables) search.set('variables', JSON.stringify(options.variables));
    target = `${url}?${search}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ query: options.query, variables: options.variables });
  }
  const response = await fetch(target, { method: options.method ?? 'POST', headers, body, signal: abort.signal });

  const messages: SseMessage[] = [];
  let cursor = 0;
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  let finished = false;
  const ended = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let boundary = buffer.indexOf('\n\n');
        while (boundary !== -1) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf('\n\n');
          const lines = block.split('\n').filter((line) => !line.startsWith(':'));
          if (lines.length === 0) continue;
          const field = (name: string) =>
            lines
              .filter((line) => line.startsWith(`${name}:`))
              .map((line) => line.slice(name.length + 1).replace(/^ /, ''))
              .join('\n');
          messages.push({ event: field('event') || 'message', data: field('data') });
          wake();
        }
      }
    } catch {
      // Aborted by close(), or the server went away.
    } finally {
      finished = true;
      wake();
    }
  })();

  return {
    status: response.status,
    headers: response.headers,
    messages,
    ended,
    async next(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (cursor < messages.length) {
          const message = messages[cursor++]!;
          if (message.event === 'next') return JSON.parse(message.data);
          if (message.event === 'complete') throw new Error('the stream completed');
        }
        if (finished) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close() {
      abort.abort();
    },
  };
}
