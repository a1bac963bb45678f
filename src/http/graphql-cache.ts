import { createHash } from 'node:crypto';
import type { Context as KoaContext } from 'koa';
import type { Clock } from '../auth/access-tokens.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../data/client.ts';
import type { KeepSignal } from '../graphql/plugins/use-response-cache.ts';
import type { ResponseCache } from '../graphql/response-cache.ts';
import { keptBytes } from './compression.ts';

/** What the endpoint hands yoga: the caller it resolved, and the slot the cache plugin marks. */
export interface YogaCall {
  principal?: Promise<Principal>;
  keepable?: KeepSignal;
}

const NEWLINE = 0x0a;
/**
 * A body past this is no read anyone repeats (a document is at most 64 KiB, a read's variables a
 * few ids and filters): it runs without a lookup, rather than hashing a megabyte for a miss.
 */
const KEPT_BODY_CHARS = 128 * 1024;

/**
 * What decides yoga's answer besides the caller and the data, as the client sent it: the method,
 * the query string or body (the query text, operation name, variables and extensions), the body's
 * type and Accept (yoga negotiates the content type from it). Hashed, so a long query text is not
 * kept in every key. (CORS headers are the HTTP layer's, src/http/cors.ts, added to every answer.)
 */
function requestHash(ctx: KoaContext, body: string | undefined): string {
  const parts = [ctx.method, ctx.querystring, ctx.get('content-type'), ctx.get('accept'), body ?? ''];
  return createHash('sha256').update(parts.join('\n')).digest('base64url');
}

/** Yoga's headers (but the length, which Koa sets) on a line of their own, then its body. */
function framed(headers: Headers, text: string): Buffer {
  const kept = [...headers].filter(([name]) => name.toLowerCase() !== 'content-length');
  return Buffer.concat([Buffer.from(`${JSON.stringify(kept)}\n`), Buffer.from(text)]);
}

/**
 * Answers on /graphql served as the bytes yoga wrote the first time: a hit is neither parsed nor
 * validated nor executed nor serialised, only looked up under the request as sent (its hash) and
 * the response cache's key of the caller and revisions (src/graphql/response-cache.ts). What is
 * kept is what the cache plugin keeps (src/graphql/plugins/use-response-cache.ts: queries of a
 * caller with a credential, without errors, one result), marked for the endpoint through the
 * server context; anonymous requests, mutations, subscriptions and streams never are.
 */
export function graphqlAnswers(
  cache: ResponseCache | null | undefined,
  deps: { db: Db; clock: Clock; authenticator: Authenticator },
) {
  if (!cache) return null;
  return {
    async answer(
      ctx: KoaContext,
      body: string | undefined,
      run: (call: YogaCall) => Promise<{ status: number; headers: Headers; text: string | null }>,
    ): Promise<void> {
      const authorization = ctx.get('authorization');
      if ((ctx.method !== 'GET' && ctx.method !== 'POST') || !authorization || (body?.length ?? 0) > KEPT_BODY_CHARS) {
        await run({});
        return;
      }
      // Resolved once: yoga is handed the same promise, a refusal included, and answers it its way.
      const principal = deps.authenticator.authenticate(authorization);
      const caller = await principal.catch(() => null);
      if (caller === null || caller.kind === 'anonymous') {
        await run({ principal });
        return;
      }
      const operation = `graphql-http:${requestHash(ctx, body)}`;
      const revisions = await cache.revisionsFor(deps.db, caller);
      const key = await cache.keyFor(deps.db, deps.clock.now(), caller, operation, null, revisions);
      // A miss is counted once, by the plugin's lookup, when the read reaches execution.
      const kept = cache.get(key, { countMiss: false });
      if (kept !== undefined) {
        await sendKept(ctx, cache, key, kept);
        return;
      }
      // The plugin keys the same read with these revisions: one statement per request, not two.
      const keepable: KeepSignal = { keep: false, revisions };
      const answer = await run({ principal, keepable });
      if (keepable.keep && answer.status === 200 && answer.text !== null) {
        cache.set(key, framed(answer.headers, answer.text));
      }
    },
  };
}

async function sendKept(ctx: KoaContext, cache: ResponseCache, key: string, kept: Buffer): Promise<void> {
  const split = kept.indexOf(NEWLINE);
  const headers = JSON.parse(kept.subarray(0, split).toString('utf8')) as [string, string][];
  ctx.status = 200;
  for (const [name, value] of headers) ctx.append(name, value);
  ctx.body = await keptBytes(ctx, cache, key, kept.subarray(split + 1));
}
