import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Registry } from 'prom-client';
import { hashSecret } from '../auth/secrets.ts';
import type { Db } from '../data/client.ts';
import { unauthenticated } from '../errors.ts';

/**
 * What operators and orchestrators poll, answered before any limit or credential check:
 * `/healthz` (the process is up), `/readyz` (the database answers), `/metrics` (Prometheus text;
 * with METRICS_TOKEN set, only for `Authorization: Bearer <METRICS_TOKEN>`).
 */
export function operationalEndpoints(deps: { db: Db; registry: Registry; metricsToken?: string }): Middleware {
  const expected = deps.metricsToken === undefined ? null : hashSecret(deps.metricsToken);
  // Compared as hashes, in constant time: the scraper's token is a credential like any other.
  const metricsAllowed = (authorization: string) => {
    if (expected === null) return true;
    const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    return presented !== undefined && timingSafeEqual(Buffer.from(hashSecret(presented)), Buffer.from(expected));
  };
  return async (ctx, next) => {
    if (ctx.method !== 'GET') return next();
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
    } else if (ctx.path === '/readyz') {
      try {
        await deps.db.$queryRaw`SELECT 1`;
        ctx.body = { status: 'ready' };
      } catch {
        ctx.status = 503;
        ctx.body = { detail: 'Database unreachable' };
      }
    } else if (ctx.path === '/metrics') {
      if (!metricsAllowed(ctx.get('authorization'))) throw unauthenticated();
      ctx.type = deps.registry.contentType;
      ctx.body = await deps.registry.metrics();
    } else {
      return next();
    }
  };
}
