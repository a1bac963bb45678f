import { createHash } from 'node:crypto';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { Context as KoaContext } from 'koa';
import type { Clock } from '../auth/access-tokens.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../data/client.ts';
import { isCacheable, matchesIfNoneMatch, type ResponseCache } from '../graphql/response-cache.ts';
import { keptBytes } from './compression.ts';

/**
 * Kept answers on the wire (the cache itself is src/graphql/response-cache.ts): /graphql's bytes
 * served before yoga, and a REST read's ETag, 304 and kept body. Both go out compressed once per
 * entry for the clients that accept it (src/http/compression.ts).
 */

/** What the /graphql endpoint hands yoga: the caller it resolved, if it did. */
export interface YogaCall {
  principal?: Promise<Principal>;
}

/** Yoga's answer as the endpoint sent it: one result's text, or null for a stream. */
type YogaAnswer = { status: number; headers: Headers; text: string | null };

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
 * the caller and revisions. What is kept is what the cache's yoga plugin keeps (queries of a
 * caller with a credential, without errors, one result), which it records for this request
 * (`keptAnswerOf`); anonymous requests, mutations, subscriptions and streams never are.
 */
export function graphqlAnswers(
  cache: ResponseCache | null | undefined,
  deps: { db: Db; clock: Clock; authenticator: Authenticator },
) {
  if (!cache) return null;
  return {
    async answer(ctx: KoaContext, body: string | undefined, run: (call: YogaCall) => Promise<YogaAnswer>) {
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
      const read = { db: deps.db, now: deps.clock.now(), principal: caller, operation, variables: null };
      const { key, kept } = await cache.lookupRequest(read, ctx.req);
      if (kept !== undefined) {
        await sendKept(ctx, cache, key, kept);
        return;
      }
      const answer = await run({ principal });
      if (cache.keptAnswerOf(ctx.req) && answer.status === 200 && answer.text !== null) {
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

/**
 * A GET graph route's answer on REST through the response cache. The key costs one statement, the
 * revisions; its HMAC is the ETag, so an `If-None-Match` naming it is a 304 without the operation
 * running, and a repeat is the kept bytes. A body is kept only once the operation answered without
 * a refusal: an error never reaches the cache. A route whose operation selects a volatile field
 * (isCacheable) has neither: it is built on every request.
 */
export function cachedReads(
  route: { method: string; operation: DocumentNode },
  cache: ResponseCache | null | undefined,
  schema: GraphQLSchema,
  etagOf: (key: string) => string,
) {
  if (!cache || route.method !== 'GET' || !isCacheable(schema, route.operation)) return null;
  return {
    async answer(
      ctx: KoaContext,
      caller: { db: Db; clock: Clock; principal: Principal },
      route: { operationId: string; status: number },
      variables: unknown,
      build: () => Promise<unknown>,
    ): Promise<{ status: number; body: Buffer | undefined }> {
      const key = await cache.keyFor(
        caller.db,
        caller.clock.now(),
        caller.principal,
        `rest:${route.operationId}`,
        variables,
      );
      const etag = etagOf(key);
      const condition = ctx.get('if-none-match') || undefined;
      if (matchesIfNoneMatch(condition, etag)) {
        ctx.set('ETag', etag);
        return { status: 304, body: undefined };
      }
      let body = cache.get(key);
      if (body === undefined) {
        body = Buffer.from(JSON.stringify(await build()));
        cache.set(key, body);
      }
      ctx.set('ETag', etag);
      // `*` is answered once the representation is known to exist (a missing one threw its 404 above).
      if (matchesIfNoneMatch(condition, etag, true)) return { status: 304, body: undefined };
      return { status: route.status, body: await keptBytes(ctx, cache, key, body) };
    },
  };
}
