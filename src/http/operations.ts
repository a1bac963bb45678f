import type { Middleware } from 'koa';
import type { Registry } from 'prom-client';
import type { Db } from '../data/client.ts';

/**
 * What operators and orchestrators poll, answered before any limit or credential check:
 * `/healthz` (the process is up), `/readyz` (the database answers), `/metrics` (Prometheus text).
 */
export function operationalEndpoints(deps: { db: Db; registry: Registry }): Middleware {
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
      ctx.type = deps.registry.contentType;
      ctx.body = await deps.registry.metrics();
    } else {
      return next();
    }
  };
}
