import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';
import type { Middleware } from 'koa';

/**
 * What a graceful stop needs from the HTTP layer: the requests still being handled, and a way to
 * tell keep-alive clients not to reuse their connection. Mounted first, so it sees every request.
 */
export interface Drain {
  middleware: Middleware;
  readonly draining: boolean;
  readonly inFlight: number;
  /** From now on every response carries `Connection: close` (those not yet started included). */
  begin(): void;
  /** Resolves when no request is being handled, or after `timeoutMs`; true when none is left. */
  settled(timeoutMs: number): Promise<boolean>;
}

export function createDrain(): Drain {
  const responses = new Set<ServerResponse>();
  let draining = false;
  let waiters: (() => void)[] = [];

  const closeAfter = (res: ServerResponse) => {
    // Read when the head is written: `Connection: close`, and the socket ends after this response.
    if (!res.headersSent) res.shouldKeepAlive = false;
  };

  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return responses.size;
    },
    middleware: async (ctx, next) => {
      const res = ctx.res;
      responses.add(res);
      if (draining) closeAfter(res);
      try {
        await next();
      } finally {
        responses.delete(res);
        if (responses.size === 0) {
          for (const wake of waiters) wake();
          waiters = [];
        }
      }
    },
    begin() {
      draining = true;
      for (const res of responses) closeAfter(res);
    },
    settled(timeoutMs) {
      if (responses.size === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(responses.size === 0), timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}

/**
 * Stops an HTTP server without resetting anyone:
 * 1. the listening socket closes (new connections are refused), but open keep-alive connections
 *    stay up: a request already on its way on one is served, with `Connection: close`;
 * 2. every request being handled finishes (up to `graceMs`), each answered with `Connection: close`;
 * 3. connections still open after a short linger without a request are closed; after `graceMs`
 *    whatever is left is cut, and the handlers still running get `handlerGraceMs` more to finish
 *    (their database must outlive them).
 * Resolves with the number of requests cut.
 */
export async function closeGracefully(
  server: Server,
  drain: Drain,
  options: { graceMs: number; lingerMs?: number; handlerGraceMs?: number },
): Promise<{ cut: number }> {
  const started = Date.now();
  const remaining = () => Math.max(0, options.graceMs - (Date.now() - started));
  drain.begin();
  // net.Server's close, not http.Server's: the latter also drops idle keep-alive connections at
  // once, resetting a client whose next request is already in flight on one.
  let allClosed = false;
  const closed = new Promise<void>((resolve) => {
    net.Server.prototype.close.call(server, () => {
      allClosed = true;
      resolve();
    });
  });
  await drain.settled(remaining());
  // Clients that were between two requests get a moment to send the next one (it is answered
  // with `Connection: close`); connections still idle after that are closed.
  const lingerUntil = Date.now() + Math.min(options.lingerMs ?? 500, remaining());
  while (Date.now() < lingerUntil && !allClosed) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (drain.inFlight > 0) await drain.settled(remaining());
  }
  server.closeIdleConnections();
  let cut = 0;
  const everythingClosed = await Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), remaining())),
  ]);
  if (!everythingClosed) {
    cut = drain.inFlight;
    server.closeAllConnections();
    await drain.settled(options.handlerGraceMs ?? 5_000);
    await closed;
  }
  return { cut };
}
