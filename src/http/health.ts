import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Registry } from 'prom-client';
import { hashSecret } from '../auth/secrets.ts';
import type { Db } from '../data/client.ts';
import { databasePing } from '../data/ping.ts';
import { ApiError, unauthenticated } from '../errors.ts';

const HEALTH_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** /readyz answers within this bound even when the database hangs. */
export const READINESS_TIMEOUT_MS = 900;

/**
 * What operators and orchestrators poll, answered before any limit or credential check:
 * - `/healthz` is liveness: the process is up and its event loop answers. It stays 200 while the
 *   database is down, since restarting this process would not bring an external database back
 *   (and the embedded one is restarted by its supervisor, or the process exits non-zero when it
 *   cannot be); it says `draining` during a graceful stop.
 * - `/readyz` is readiness: 200 when `SELECT 1` answers within READINESS_TIMEOUT_MS, else 503,
 *   and 503 once a graceful stop has begun, so a load balancer stops routing here.
 * - `/metrics` is Prometheus text; with METRICS_TOKEN set, only for `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function healthEndpoints(deps: {
  db: Db;
  registry: Registry;
  isDraining?: () => boolean;
  metricsToken?: string;
}): Middleware {
  const expected = deps.metricsToken === undefined ? null : hashSecret(deps.metricsToken);
  // Compared as hashes, in constant time: the scraper's token is a credential like any other.
  const metricsAllowed = (authorization: string) => {
    if (expected === null) return true;
    const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    return presented !== undefined && timingSafeEqual(Buffer.from(hashSecret(presented)), Buffer.from(expected));
  };
  return async (ctx, next) => {
    if (!HEALTH_PATHS.has(ctx.path)) return next();
    // HEAD as GET, without the body (Koa drops it); any other method is refused as FastAPI would.
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD')
      throw new ApiError('METHOD_NOT_ALLOWED', undefined, { headers: { Allow: 'GET, HEAD' } });
    if (ctx.path === '/healthz') {
      ctx.body = { status: deps.isDraining?.() ? 'draining' : 'ok' };
    } else if (ctx.path === '/readyz') {
      if (deps.isDraining?.()) {
        ctx.status = 503;
        ctx.body = { detail: 'Shutting down' };
      } else if (await databaseAnswers(deps.db)) {
        ctx.body = { status: 'ready' };
      } else {
        ctx.status = 503;
        ctx.body = { detail: 'Database unreachable' };
      }
    } else {
      if (!metricsAllowed(ctx.get('authorization'))) throw unauthenticated();
      ctx.type = deps.registry.contentType;
      ctx.body = await deps.registry.metrics();
    }
  };
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
  });
  const probe = databasePing(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
