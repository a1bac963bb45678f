import { type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of the usual
 * load balancers (60 s), so a balancer never sends a request down a connection the service is
 * closing at that instant (the client sees ECONNRESET). Clients that honour the `Keep-Alive:
 * timeout=65` hint stop reusing a connection before the service closes it.
 */
export const KEEP_ALIVE_MS = 65_000;
/** A request's head (request line and headers) must arrive within this, from its first byte. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** A whole request (head and body) must arrive within this; the handlers' own body timeout is shorter. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How often Node checks the two timeouts above (its default, 30 s, would let them run 30 s late). */
const TIMEOUT_CHECK_MS = 250;
/** How long a connection refused by the parser stays half open, reading and dropping, before it closes. */
const LINGER_MS = 2_000;

/**
 * The connection-level bounds of the HTTP server, before any request reaches Koa:
 * - keep-alive as above; since Node 18 the headers and request timeouts count from a request's
 *   first byte, so an idle keep-alive connection is closed by the keep-alive timer only;
 * - a head slower than HEADERS_TIMEOUT_MS, or a request slower than REQUEST_TIMEOUT_MS, is
 *   answered 408 and closed (a connection that never sends a byte counts as a slow head);
 * - what Node's parser refuses itself (headers over 16 KiB: 431; a malformed request line or
 *   header, an unknown method: 400; a timeout: 408) is answered `{"detail": ...}` like every other
 *   refusal, with `Connection: close`, and the connection is closed after a linger that reads and
 *   drops what the client still sends, not reset under it (Node's own answer destroys the
 *   socket at once, and a socket closed with unread bytes sends a reset that can take the
 *   answer with it).
 */
export function configureConnections(
  server: Server,
  timeouts: { headersMs?: number; requestMs?: number } = {},
): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = timeouts.headersMs ?? HEADERS_TIMEOUT_MS;
  server.requestTimeout = timeouts.requestMs ?? REQUEST_TIMEOUT_MS;
  // Read when the server starts listening.
  Object.assign(server, { connectionsCheckingInterval: TIMEOUT_CHECK_MS });
  server.on('clientError', answerClientError);
  return server;
}

const answered = new WeakSet<Socket>();

function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // The parser reports every later chunk of a connection it has given up on: answered once.
  if (answered.has(socket)) return;
  answered.add(socket);
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
          ? 413
          : 400;
  const body = JSON.stringify({ detail: status === 413 ? 'Request body too large' : STATUS_CODES[status] });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.once('close', () => clearTimeout(timer));
  socket.resume();
}
