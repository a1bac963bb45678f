import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Context as KoaContext, Middleware } from 'koa';
import { ApiError } from '../errors.ts';

/** The most any surface reads of one request body; a larger one is refused before it is read. */
export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * The most a request without a credential may send. All it can do is sign in (or refresh), and
 * those bodies are a few hundred bytes: what an anonymous caller makes the service read, decode
 * and parse stays a few kilobytes, whatever it sends.
 */
export const ANONYMOUS_BODY_BYTES = 16 * 1024;
/** How long a request body may take to arrive, once the handler reads it; then 408. */
export const BODY_TIMEOUT_MS = 10_000;
/**
 * How long a connection closed after a refused body stays half open: the answer and the FIN have
 * gone out, what the client still sends is read and dropped, so the close never resets the
 * connection under a client that has not read the answer yet.
 */
const LINGER_MS = 2_000;

/** Requests whose connection must close after the answer (the body was refused part-way, or never came). */
const closing = new WeakSet<IncomingMessage>();
const timeouts = new WeakMap<IncomingMessage, number>();
/** How much of its body a request may send, decided by who sent it (see `allowBody`). */
const allowances = new WeakMap<IncomingMessage, number>();

/**
 * Authentication before the body, on every surface: `readBody` reads nothing until this says who
 * sends it. A caller whose credential was checked may send MAX_BODY_BYTES; a request that needs
 * none (signing in) ANONYMOUS_BODY_BYTES. src/http/authenticate.ts calls it once the credential
 * is settled, so a refused or missing credential is answered before a byte of the body is read.
 */
export function allowBody(ctx: KoaContext, sender: 'authenticated' | 'anonymous'): void {
  allowances.set(ctx.req, sender === 'authenticated' ? MAX_BODY_BYTES : ANONYMOUS_BODY_BYTES);
}

/** The declared body length, or undefined (chunked, or none). */
function declaredLength(req: IncomingMessage): number | undefined {
  const value = req.headers['content-length'];
  return value === undefined ? undefined : Number(value);
}

/**
 * The rules about request bodies that hold before a handler runs, mounted right inside the error
 * envelope (so refusals take the shape of the surface called): a declared `Content-Length` over
 * MAX_BODY_BYTES is refused with 413 at once, before any byte of the body is awaited, whoever asks
 * and wherever; and the body timeout `readBody` applies is set. What becomes of a body left
 * unread after the answer is `settleUnreadBody`'s.
 */
export function requestBodies(options: { timeoutMs?: number } = {}): Middleware {
  return async (ctx, next) => {
    timeouts.set(ctx.req, options.timeoutMs ?? BODY_TIMEOUT_MS);
    const length = declaredLength(ctx.req);
    if (length !== undefined && length > MAX_BODY_BYTES) {
      closing.add(ctx.req);
      throw new ApiError('PAYLOAD_TOO_LARGE');
    }
    await next();
  };
}

/**
 * What happens to a request body nobody read to its end once the answer is out (a 401, 403, 404,
 * 405 or 429 answered before the body, a 413, a 408, a body cut short). Mounted outermost, so
 * it sees every answer Koa writes:
 * - the body is within the limit (declared and at most MAX_BODY_BYTES, or already all received):
 *   the connection stays open and the rest of the body is read and dropped, within the body
 *   timeout; a body that stalls past it has its connection closed (the client has not finished
 *   the request, so no later request is lost);
 * - otherwise (a refused or over-limit body, chunked and unfinished, a read that timed out): the
 *   answer says `Connection: close`, and the connection is closed after a linger that reads and
 *   drops what the client still sends, so the client reads the answer instead of a reset.
 */
export function settleUnreadBody(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      settle(ctx);
    }
  };
}

function settle(ctx: KoaContext): void {
  const { req, res } = ctx;
  const refused = closing.has(req);
  // All of it has arrived (a request without a body included): Node drops what was not read.
  if (req.readableEnded || (req.complete && !refused)) return;
  const length = declaredLength(req);
  const socket = req.socket;
  if (!refused && length !== undefined && length <= MAX_BODY_BYTES) {
    res.once('finish', () => {
      if (!req.complete) {
        // Cleared when the body ends; when the socket closes first, destroying it again is harmless.
        const timer = setTimeout(() => socket.destroy(), timeouts.get(req) ?? BODY_TIMEOUT_MS).unref();
        req.once('end', () => clearTimeout(timer));
      }
      req.resume();
    });
    return;
  }
  // Read when the head is written: `Connection: close`, and Node ends the socket after the answer.
  if (!res.headersSent) res.shouldKeepAlive = false;
  lingerOnClose(socket, req);
}

/**
 * Node ends a `Connection: close` answer with `socket.destroySoon()`: the socket is destroyed as
 * soon as the FIN is out, and a socket closed with unread bytes resets the connection (RST),
 * which can take the answer with it on the client's side. This socket's destroySoon sends the
 * FIN, keeps reading and dropping, and closes when the client does, or after LINGER_MS.
 */
function lingerOnClose(socket: Socket, req: IncomingMessage): void {
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    socket.once('close', () => clearTimeout(timer));
    req.resume();
    socket.resume();
  };
}

/** A body that could not be read; the connection closes after the answer. */
function refuse(ctx: KoaContext, error: ApiError): ApiError {
  closing.add(ctx.req);
  return error;
}

/**
 * The raw request body of every surface (REST validates it as pydantic would, MCP parses JSON-RPC,
 * /graphql hands it to yoga), bounded in size and time: a declared length over the limit was
 * refused before (`requestBodies`), a chunked body is refused as soon as it passes the limit, a
 * body that has not arrived within the body timeout is a 408, one cut short or longer than
 * declared a 400. Nothing past the limit is kept. The limit is the sender's (`allowBody`): a
 * surface that has not settled its caller first cannot read a body at all.
 */
export async function readBody(ctx: KoaContext): Promise<string | undefined> {
  const { req } = ctx;
  const limit = allowances.get(req);
  if (limit === undefined) throw new Error('a request body is read only once its sender is settled (allowBody)');
  const length = declaredLength(req);
  if (length === undefined && req.headers['transfer-encoding'] === undefined) return undefined;
  if (length !== undefined && length > limit) throw refuse(ctx, new ApiError('PAYLOAD_TOO_LARGE'));
  const outcome = await collect(req, length, limit, timeouts.get(req) ?? BODY_TIMEOUT_MS);
  if (outcome === 'too-large') throw refuse(ctx, new ApiError('PAYLOAD_TOO_LARGE'));
  if (outcome === 'timeout') throw refuse(ctx, new ApiError('REQUEST_TIMEOUT'));
  if (outcome === 'broken') throw refuse(ctx, new ApiError('BAD_REQUEST', 'Could not read the request body'));
  return outcome.toString('utf8');
}

function collect(
  req: IncomingMessage,
  length: number | undefined,
  limit: number,
  timeoutMs: number,
): Promise<Buffer | 'too-large' | 'timeout' | 'broken'> {
  if (req.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (outcome: Buffer | 'too-large' | 'timeout' | 'broken') => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onBroken);
      req.off('close', onBroken);
      // What is left stays in the socket until the answer is out (see settleUnreadBody).
      if (!Buffer.isBuffer(outcome)) req.pause();
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) return finish('too-large');
      chunks.push(chunk);
    };
    const onEnd = () =>
      finish(length !== undefined && received !== length ? 'broken' : Buffer.concat(chunks, received));
    const onBroken = () => finish('broken');
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onBroken);
    req.once('close', onBroken);
  });
}
