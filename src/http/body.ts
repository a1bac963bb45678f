import type { Context as KoaContext } from 'koa';
import getRawBody from 'raw-body';
import { ApiError } from '../errors.ts';

/** The most any surface reads of one request body; a larger one is refused before it is read. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The raw request body (REST validates it as pydantic would; MCP parses JSON-RPC), bounded in size. */
export async function readBody(ctx: KoaContext): Promise<string | undefined> {
  if (ctx.req.headers['content-length'] === undefined && ctx.req.headers['transfer-encoding'] === undefined)
    return undefined;
  try {
    return await getRawBody(ctx.req, { limit: MAX_BODY_BYTES, encoding: 'utf8' });
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw new ApiError('PAYLOAD_TOO_LARGE');
    throw new ApiError('BAD_REQUEST', 'Could not read the request body');
  }
}
