import type { Context as KoaContext } from 'koa';
import getRawBody from 'raw-body';
import { ApiError } from '../errors.ts';

/** The most any surface reads of one request body; a larger one is refused before it is read. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** How long a connection whose body was refused stays open after the 413, so the client can read it. */
const LINGER_MS = 1_000;

/**
 * The raw request body of every surface (REST validates it as pydantic would, MCP parses JSON-RPC,
 * /graphql hands it to yoga), bounded in size: a declared length over the limit is refused before
 * a byte is read, a chunked body as soon as it passes the limit. Nothing past the limit is kept.
 */
export async function readBody(ctx: KoaContext): Promise<string | undefined> {
  if (ctx.req.headers['content-length'] === undefined && ctx.req.headers['transfer-encoding'] === undefined)
    return undefined;
  try {
    return await getRawBody(ctx.req, { limit: MAX_BODY_BYTES, encoding: 'utf8' });
  } catch (error) {
    if ((error as { status?: number }).status === 413) {
      closeAfterAnswer(ctx);
      throw new ApiError('PAYLOAD_TOO_LARGE');
    }
    throw new ApiError('BAD_REQUEST', 'Could not read the request body');
  }
}

/**
 * The rest of a refused body is never read: the request stays paused and TCP pushes back on the
 * client. A client still sending would see its connection reset, and miss the answer, if the
 * socket closed the moment the 413 is written, and a paused request would hold the connection
 * until the keep-alive timeout; so the connection ends a moment after the answer has gone out.
 */
function closeAfterAnswer(ctx: KoaContext): void {
  // Not `Connection: close`: Node would then destroy the socket as soon as the answer is written.
  ctx.res.once('finish', () => {
    setTimeout(() => ctx.req.socket.destroy(), LINGER_MS).unref();
  });
}
