import type { Middleware } from 'koa';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Prometheus metrics, per app instance (tests build several apps in one process). */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  const signIns = new Counter({
    name: 'sign_in_attempts_total',
    help: 'Sign-in attempts by outcome; succeeded, failed and mfa_required ran a password check, locked did not',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  const middleware: Middleware = async (ctx, next) => {
    const stop = duration.startTimer();
    try {
      await next();
    } finally {
      // The route template, not the path, keeps label cardinality bounded.
      const route =
        (ctx as { _matchedRoute?: string })._matchedRoute ?? (ctx.path === '/graphql' ? '/graphql' : 'unmatched');
      stop({ method: ctx.method, route });
      requests.inc({ method: ctx.method, route, status: String(ctx.status) });
    }
  };
  const signIn = (outcome: string) => signIns.inc({ outcome });
  return { registry, middleware, signIn };
}
