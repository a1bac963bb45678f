import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { Context as KoaContext } from 'koa';
import type { Clock } from '../auth/access-tokens.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../data/client.ts';
import { isCacheable, matchesIfNoneMatch, type ResponseCache } from '../graphql/response-cache.ts';
import { keptBytes } from '../http/compression.ts';
import type { Answer } from './idempotency.ts';

/**
 * A GET graph route's answer through the response cache. The key (src/graphql/response-cache.ts)
 * costs one statement, the revisions; its HMAC is the ETag, so an `If-None-Match` naming it is a
 * 304 without the operation running, and a repeat is the kept bytes (compressed once for the
 * clients that accept it: src/http/compression.ts). A body is kept only once the operation
 * answered without a refusal: an error never reaches the cache. A route whose operation selects a
 * volatile field (isCacheable) has neither: it is built on every request.
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
    ): Promise<Answer> {
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
