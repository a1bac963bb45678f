import Koa from 'koa';
import compress from 'koa-compress';
import type { AccessTokens, Clock } from './auth/access-tokens.ts';
import { type Authenticator, createAuthenticator } from './auth/authenticate.ts';
import { createAuthService } from './auth/sessions.ts';
import type { Db } from './data/client.ts';
import { oldestEvaluationByTenant } from './data/freshness.ts';
import { routes } from './developer/routes.ts';
import { useGraphQLTracing } from './graphql/plugins/use-graphql-tracing.ts';
import { useOperationMetrics } from './graphql/plugins/use-operation-metrics.ts';
import { createGraphQLServer, type Yoga } from './graphql/yoga.ts';
import { createDrain, type Drain } from './http/drain.ts';
import { errorEnvelope } from './http/errors.ts';
import { graphqlEndpoint } from './http/graphql.ts';
import { operationalEndpoints } from './http/operations.ts';
import { GRAPHQL_PATH } from './http/paths.ts';
import { createRateLimit, DEFAULT_RATE_LIMIT, type RateLimit, type RateLimitOptions } from './http/rate-limit.ts';
import { requestId } from './http/request-id.ts';
import { mcpMiddleware } from './mcp/server.ts';
import type { Logger } from './observability/logger.ts';
import { createMetrics } from './observability/metrics.ts';
import { tracingEnabled } from './observability/tracing.ts';
import { createRestRouter } from './rest/router.ts';
import type { EventServices } from './schema/context.ts';
import { schema } from './schema/index.ts';

export interface ServerDeps {
  db: Db;
  tokens: AccessTokens;
  clock: Clock;
  logger: Logger;
  /** Request budgets; defaults to DEFAULT_RATE_LIMIT (in memory). */
  limits?: RateLimitOptions;
  /** Defaults to 30 days. */
  refreshTokenTtlSeconds?: number;
  /** Subscriptions' change feed and webhook registration (src/events); without them those fields answer 503. */
  events?: EventServices;
}

export interface Server {
  app: Koa;
  yoga: Yoga;
  authenticator: Authenticator;
  /** Close it on shutdown: the postgres store holds its own pool. */
  rateLimit: RateLimit;
  /** In-flight requests and `Connection: close` once a graceful stop begins. */
  drain: Drain;
}

/** Assembles the HTTP surfaces over one graph. A factory, so tests can build as many as they need. */
export function buildServer(deps: ServerDeps): Server {
  const { db, clock, logger } = deps;
  const authenticator = createAuthenticator(db, deps.tokens, clock);
  const auth = createAuthService({
    db,
    tokens: deps.tokens,
    clock,
    refreshTokenTtlSeconds: deps.refreshTokenTtlSeconds,
  });
  const { events } = deps;
  const metrics = createMetrics({ oldestEvaluations: () => oldestEvaluationByTenant(db) });
  const yoga = createGraphQLServer({
    endpoint: GRAPHQL_PATH,
    db,
    authenticator,
    auth,
    clock,
    logger,
    events,
    plugins: [useOperationMetrics(metrics.registry), ...(tracingEnabled() ? [useGraphQLTracing()] : [])],
  });
  const rest = createRestRouter({ routes, schema, authenticator, contextDeps: { db, clock, auth, events }, logger });
  const rateLimit = createRateLimit(deps.limits ?? DEFAULT_RATE_LIMIT, logger);

  const drain = createDrain();

  const app = new Koa({ proxy: false });
  app.on('error', (err: { code?: string; status?: number; expose?: boolean }) => {
    // A client that closes a stream (a subscription, most often) is no fault of the server.
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.status === 404 || err.expose) return;
    logger.error({ err }, 'error while answering a request');
  });
  app.use(drain.middleware);
  app.use(requestId(logger));
  app.use(errorEnvelope(logger, { graphqlPath: GRAPHQL_PATH }));
  app.use(metrics.middleware);
  app.use(compress({ threshold: 1024 }));

  app.use(operationalEndpoints({ db, registry: metrics.registry, isDraining: () => drain.draining }));

  // After the operational endpoints above, which stay unlimited; before every API surface.
  app.use(rateLimit.middleware);

  app.use(graphqlEndpoint(yoga));
  app.use(mcpMiddleware({ schema, authenticator, contextDeps: { db, clock, auth, events }, logger }));
  app.use(rest.routes());
  app.use(rest.allowedMethods());
  return { app, yoga, authenticator, rateLimit, drain };
}
