import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context as KoaContext } from 'koa';
import compress from 'koa-compress';
import type { ResponseCache } from '../graphql/response-cache.ts';

/** Answers below this many bytes go out as they are (koa-compress' threshold). */
const THRESHOLD = 1024;

/** The app's compressor: every answer not already encoded (src/server.ts). */
export const compression = compress({ threshold: THRESHOLD });

interface Negotiator {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
}
// koa-compress' own copy of negotiator (1.x; the one hoisted beside it is 0.6, which knows no
// preference order), so a kept variant is in the coding koa-compress would have picked.
const fromCompress = createRequire(createRequire(import.meta.url).resolve('koa-compress'));
const Negotiator = fromCompress('negotiator') as new (request: {
  headers: Record<string, string | undefined>;
}) => Negotiator;

/** koa-compress' preference when a client accepts several codings equally. */
const PREFERENCE = ['zstd', 'br', 'gzip', 'deflate', 'identity'];

const ENCODERS: Record<string, (body: Buffer, options: object) => Promise<Buffer>> = {
  br: promisify(zlib.brotliCompress),
  gzip: promisify(zlib.gzip),
  deflate: promisify(zlib.deflate),
};

/** The coding koa-compress would answer this request with, as it negotiates it; null for none. */
function codingFor(ctx: KoaContext): string | null {
  const accepted = ctx.get('accept-encoding');
  // koa-compress reads `*` as gzip and no header as identity.
  const header = accepted === '*' ? 'gzip' : accepted || 'identity';
  const coding = new Negotiator({ headers: { 'accept-encoding': header } }).encoding(compression.preferredEncodings, {
    preferred: PREFERENCE,
  });
  return coding === undefined || coding === 'identity' ? null : coding;
}

/**
 * A kept answer on the wire: in the coding the client accepts, compressed once per entry and kept
 * with it (src/graphql/response-cache.ts), with the options koa-compress uses, so the bytes decode
 * to the body it would have sent. koa-compress is told to leave it. Identity, below the threshold
 * and HEAD are the body itself, as koa-compress would leave them.
 */
export async function keptBytes(ctx: KoaContext, cache: ResponseCache, key: string, body: Buffer): Promise<Buffer> {
  if (ctx.method === 'HEAD' || body.length < THRESHOLD) return body;
  const coding = codingFor(ctx);
  // A coding this module has no encoder for (zstd, on a Node that has it) is left to koa-compress.
  if (coding === null || !(coding in ENCODERS)) return body;
  let encoded = cache.getEncoded(key, coding);
  if (encoded === undefined) {
    const encode = ENCODERS[coding]!;
    encoded = await encode(body, compression.encodingOptions[coding as keyof typeof compression.encodingOptions]);
    cache.keepEncoded(key, coding, encoded);
  }
  // Vary: Accept-Encoding is set already: koa-compress varies every answer before it runs.
  ctx.compress = false;
  ctx.set('Content-Encoding', coding);
  return encoded;
}
