import Koa from 'koa';
import type { AccessTokens, Clock } from './auth/access-tokens.ts';
import { type Authenticator, createAuthenticator } from './auth/authenticate.ts';
import type { PrincipalCache } from './auth/principal-cache.ts';
import type { SecretBox } from './auth/secret-box.ts';
import { createAuthService } from './auth/sessions.ts';
import type { TrustProxy } from './config.ts';
import type { Db } from './data/client.ts';
import { oldestEvaluationByTenant } from './data/freshness.ts';
import { routes } from './developer/routes.ts';
import { useGraphQLTracing } from './graphql/plugins/use-graphql-tracing.ts';
import { useOperationMetrics } from './graphql/plugins/use-operation-metrics.ts';
import { ResponseCache } from './graphql/response-cache.ts';
import { createGraphQLServer, GRAPHIQL_OPTIONS, type Yoga } from './graphql/yoga.ts';
import { MAX_BODY_BYTES, requestBodies, settleUnreadBody } from './http/body.ts';
import { clientAddress } from './http/client-address.ts';
import { compression } from './http/compression.ts';
import { consoleSite } from './http/console.ts';
import { crossOrigin } from './http/cors.ts';
import { createDrain, type Drain } from './http/drain.ts';
import { errorEnvelope } from './http/errors.ts';
import { graphiqlPage } from './http/graphiql.ts';
import { graphqlEndpoint } from './http/graphql.ts';
import { healthEndpoints } from './http/health.ts';
import { htmlAnswerHeaders } from './http/html-headers.ts';
import { serializeJsonOnce } from './http/json-body.ts';
import { API_PREFIX, GRAPHQL_PATH } from './http/paths.ts';
import { createRateLimit, DEFAULT_RATE_LIMIT, type RateLimit, type RateLimitOptions } from './http/rate-limit.ts';
import { requestId } from './http/request-id.ts';
import { mcpMiddleware } from './mcp/server.ts';
import type { Logger } from './observability/logger.ts';
import { createMetrics } from './observability/metrics.ts';
import { tracingEnabled } from './observability/tracing.ts';
import { answerUnmatchedMethods, createRestRouter } from './rest/router.ts';
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
  /** How long a session lives however often it is refreshed; defaults to 30 days. */
  sessionMaxLifetimeSeconds?: number;
  /** Seals the secrets the service reads back (TOTP seeds); see src/auth/secret-box.ts. */
  secrets: SecretBox;
  /** Proxies whose X-Forwarded-For is believed; defaults to none. */
  trustProxy?: TrustProxy;
  /** Origins granted cross-origin access to the API surfaces (CORS_ORIGINS); defaults to none. */
  corsOrigins?: readonly string[];
  /** When set, /metrics needs it as a bearer token. */
  metricsToken?: string;
  /** Subscriptions' change feed and webhook registration (src/events); without them those fields answer 503. */
  events?: EventServices;
  /** How long a request body may take to arrive once a handler reads it; defaults to BODY_TIMEOUT_MS. */
  bodyTimeoutMs?: number;
  /** The built console (an absolute directory) served at `/`; unset serves no console. */
  consoleDir?: string;
  /**
   * Answers of queries kept by revision (src/graphql/response-cache.ts), shared by REST, GraphQL
   * and MCP; null switches it and REST's ETags off (RESPONSE_CACHE=off). Defaults to one of
   * DEFAULT_RESPONSE_CACHE_BYTES.
   */
  responseCache?: ResponseCache | null;
  /** API keys' principals kept for a few seconds, watching the change feed (src/auth/principal-cache.ts). */
  principalCache?: PrincipalCache;
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

/** Koa's error event, logged only when it is the server's fault. */
function logServerFaults(logger: Logger) {
  return (err: { code?: string; status?: number; expose?: boolean }) => {
    // A client that closes a stream (a subscription, most often) is no fault of the server.
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.status === 404 || err.expose) return;
    logger.error({ err }, 'error while answering a request');
  };
}

/** Assembles the HTTP surfaces over one graph. A factory, so tests can build as many as they need. */
export function buildServer(deps: ServerDeps): Server {
  const { db, clock, logger } = deps;
  const authenticator = createAuthenticator(db, deps.tokens, clock, deps.principalCache);
  const responseCache = deps.responseCache === undefined ? new ResponseCache() : deps.responseCache;
  const metrics = createMetrics({ oldestEvaluations: () => oldestEvaluationByTenant(db), responseCache });
  const rateLimit = createRateLimit(deps.limits ?? DEFAULT_RATE_LIMIT, logger, {
    // Sign-in and refresh take no credential: whatever Authorization says, they are charged to the address.
    publicPaths: routes.filter((route) => route.authentication === 'public').map((route) => API_PREFIX + route.path),
    authenticate: (authorization) => authenticator.authenticate(authorization),
    recognizes: (credentialHash) => authenticator.recognizes(credentialHash),
  });
  const auth = createAuthService({
    db,
    tokens: deps.tokens,
    clock,
    secrets: deps.secrets,
    refreshTokenTtlSeconds: deps.refreshTokenTtlSeconds,
    sessionMaxLifetimeSeconds: deps.sessionMaxLifetimeSeconds,
    throttle: rateLimit.signIn,
    onSignIn: metrics.signIn,
  });
  const { events } = deps;
  const yoga = createGraphQLServer({
    endpoint: GRAPHQL_PATH,
    db,
    authenticator,
    auth,
    clock,
    logger,
    maxBodyBytes: MAX_BODY_BYTES,
    events,
    plugins: [useOperationMetrics(metrics.registry), ...(tracingEnabled() ? [useGraphQLTracing()] : [])],
    responseCache,
  });
  const rest = createRestRouter({
    routes,
    schema,
    authenticator,
    contextDeps: { db, clock, auth, events },
    secrets: deps.secrets,
    logger,
    responseCache,
  });

  const drain = createDrain();

  const app = new Koa({ proxy: false });
  app.on('error', logServerFaults(logger));
  app.use(drain.middleware);
  app.use(settleUnreadBody());
  app.use(requestId(logger));
  // Outside everything that answers, so no HTML answer escapes the one header policy.
  app.use(htmlAnswerHeaders());
  app.use(clientAddress(deps.trustProxy ?? { kind: 'none' }));
  app.use(errorEnvelope(logger, { graphqlPath: GRAPHQL_PATH }));
  app.use(requestBodies({ timeoutMs: deps.bodyTimeoutMs }));
  app.use(metrics.middleware);
  app.use(compression);
  app.use(serializeJsonOnce());

  const isDraining = () => drain.draining;
  app.use(healthEndpoints({ db, registry: metrics.registry, isDraining, metricsToken: deps.metricsToken }));

  if (deps.consoleDir !== undefined) app.use(consoleSite(deps.consoleDir));

  // One origin policy for every API surface; a granted preflight is answered here, uncharged.
  app.use(crossOrigin(deps.corsOrigins ?? []));
  // After the health and metrics endpoints above, which stay unlimited; before every API surface.
  app.use(rateLimit.middleware);

  app.use(graphiqlPage(GRAPHQL_PATH, GRAPHIQL_OPTIONS));
  app.use(graphqlEndpoint(yoga, { db, clock, secrets: deps.secrets, authenticator, responseCache }));
  app.use(mcpMiddleware({ schema, authenticator, contextDeps: { db, clock, auth, events }, logger, responseCache }));
  app.use(rest.routes());
  app.use(answerUnmatchedMethods(rest));
  return { app, yoga, authenticator, rateLimit, drain };
}
