import { GraphQLError } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Clock } from '../auth/access-tokens.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { ANONYMOUS, type Principal } from '../auth/principal.ts';
import type { AuthService } from '../auth/sessions.ts';
import type { Db } from '../data/client.ts';
import { databaseRefusal, isDatabaseUnavailable, isPothosValidationError, pothosRefusalMessage } from '../errors.ts';
import type { Logger } from '../observability/logger.ts';
import type { Context, EventServices } from '../schema/context.ts';
import { schema } from '../schema/index.ts';
import { isPublicOperation } from '../schema/session.ts';
import { buildContext } from './context.ts';
import { useAuthenticationFirst } from './plugins/use-authentication-first.ts';
import { useCompiledExecution } from './plugins/use-compiled-execution.ts';
import { DEFAULT_QUERY_LIMITS, useQueryLimits } from './plugins/use-query-limits.ts';
import { useStorableText } from './plugins/use-storable-text.ts';
import { useSuggestionsForCallers } from './plugins/use-suggestions-for-callers.ts';
import type { ResponseCache } from './response-cache.ts';

export interface ServerContext {
  requestId: string;
  clientAddress: string;
  /** The caller, when the HTTP layer had to resolve it first (an Idempotency-Key): not resolved twice. */
  principal?: Promise<Principal>;
  /** The node request: the response cache keeps what /graphql's endpoint and its plugin share of a request by it. */
  req?: object;
}

const GRAPHIQL_EXAMPLE = `# Run this (signed in, or with an API key in the Headers tab below, which wins over the sign-in).
# Every field is described in the Docs panel; every read is limited to your tenant.
query Organizations {
  organizations(pageSize: 5) {
    total
    items {
      id
      name
      health
    }
  }
}
`;

/** GraphiQL at the GraphQL endpoint (served by src/http/graphiql.ts). */
export const GRAPHIQL_OPTIONS = {
  title: 'Compliance gateway GraphiQL',
  defaultQuery: GRAPHIQL_EXAMPLE,
  headers: JSON.stringify({ Authorization: 'Bearer <your API key or access token>' }, null, 2),
  shouldPersistHeaders: true,
  // Subscriptions run in GraphiQL over the same endpoint, one SSE stream each.
  subscriptionsProtocol: 'SSE' as const,
};

export type Yoga = YogaServerInstance<ServerContext, Context>;

/** graphql-js' "Variable "$x" got invalid value <the value>; <reason>: <the value>" quotes the client's input. */
const VARIABLE_VALUE = /^(Variable "\$[^"]+" got invalid value).*?; ([^:]*).*$/s;
/**
 * A name or token graphql-js quotes from the document ("Unexpected Name "...""): a document may
 * hold one of a megabyte, which the answer would echo whole (serialised, compressed and sent).
 */
const LONG_QUOTE = /"([^"]{40})[^"]{8,}"/g;

/**
 * What a client error may show: never its `originalError` (yoga puts the JSON parser's message,
 * which quotes the body, there) and never the value of a variable it sent.
 *
 * And its status: a request that is no GraphQL-over-HTTP request at all (a body that is not JSON,
 * an empty body, no query) is a 400 whatever the client accepts, as the GraphQL-over-HTTP spec
 * says ("Requests that the server cannot interpret SHOULD result in status code 400"). yoga marks
 * these errors `spec`, which makes them 200 to a client accepting `application/json`, the status
 * the spec gives errors of a well-formed request only (parsing and validating its document).
 */
function forClients(error: GraphQLError): GraphQLError {
  const { originalError: _dropped, ...extensions } = error.extensions;
  const http = extensions.http as { spec?: boolean } | undefined;
  const malformed = extensions.code === 'BAD_REQUEST' && http?.spec === true;
  if (malformed) {
    const { spec: _legacy, ...always } = http;
    extensions.http = always;
  }
  const message = error.message.replace(VARIABLE_VALUE, '$1; $2').replace(LONG_QUOTE, '"$1..."');
  if (message === error.message && !('originalError' in error.extensions) && !malformed) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
}

type PublicParams = { query?: unknown; operationName?: unknown };

// Whether an operation needs no credential is read from a document yoga has not parsed yet:
// the parse is held to the token limit yoga's parse keeps.
function isPublic(params: PublicParams): boolean {
  return (
    typeof params.query === 'string' &&
    isPublicOperation(params.query, typeof params.operationName === 'string' ? params.operationName : undefined, {
      maxTokens: DEFAULT_QUERY_LIMITS.tokens,
    })
  );
}

/**
 * One authentication per request, shared by the suggestion rule (before validation) and the
 * context (after it). A refusal is kept, not thrown, until the context needs the caller.
 */
function callers(authenticator: Authenticator) {
  const principals = new WeakMap<Request, Promise<Principal>>();
  const principalOf = (request: Request, server: Pick<ServerContext, 'principal'>): Promise<Principal> => {
    let principal = principals.get(request);
    if (!principal) {
      principal = server.principal ?? authenticator.authenticate(request.headers.get('authorization') ?? undefined);
      principal.catch(() => {});
      principals.set(request, principal);
    }
    return principal;
  };
  /** Rejects with the 401 of a missing or refused credential, unless the operation needs none. */
  const authenticateFirst = async (
    request: Request,
    params: PublicParams,
    server: Pick<ServerContext, 'principal'>,
  ) => {
    if (!request.headers.has('authorization') && isPublic(params)) return;
    await principalOf(request, server);
  };
  const isAuthenticated = (request: Request, server: Pick<ServerContext, 'principal'>) =>
    request.headers.has('authorization')
      ? principalOf(request, server).then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);
  return { principalOf, authenticateFirst, isAuthenticated };
}

function maskErrorWith(logger: Logger) {
  return (error: unknown, message: string): Error => {
    // An unreachable database is the service's state, not a bug: a 503 the client may retry.
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error }, 'database unavailable');
      return databaseRefusal(error);
    }
    // Pothos' refusal of a malformed cursor or global id is bad input, coded like ours.
    if (error instanceof GraphQLError && isPothosValidationError(error.originalError)) {
      return new GraphQLError(pothosRefusalMessage(error.originalError), {
        nodes: error.nodes,
        path: error.path,
        extensions: { ...error.extensions, code: 'BAD_USER_INPUT', http: { status: 422 } },
      });
    }
    // GraphQL's own errors (syntax, validation) and our ClientErrors are meant for clients;
    // anything else is masked and logged once.
    if (error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError))
      return forClients(error);
    logger.error(
      { err: error instanceof GraphQLError ? error.originalError : error },
      'unexpected error in a GraphQL operation',
    );
    return new GraphQLError(message);
  };
}

export function createGraphQLServer(deps: {
  /** Where the transport mounts the graph, e.g. `/graphql`. */
  endpoint: string;
  db: Db;
  authenticator: Authenticator;
  auth: AuthService;
  clock: Clock;
  logger: Logger;
  /** The bound every surface reads bodies with. */
  maxBodyBytes: number;
  events?: EventServices;
  /** Cross-cutting plugins of the deployment (metrics, tracing), after the query limits. */
  plugins?: Plugin[];
  /** Repeated queries answered from kept bytes; null or absent: every query executes. */
  responseCache?: ResponseCache | null;
}): Yoga {
  const { principalOf, authenticateFirst, isAuthenticated } = callers(deps.authenticator);
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: deps.endpoint,
    // GraphiQL is served before yoga, rendered out of this process's heap (src/http/graphiql.ts).
    graphiql: false,
    landingPage: false,
    // Cross-origin requests are the HTTP layer's one policy (src/http/cors.ts); yoga's own
    // default granted every Origin, with credentials.
    cors: false,
    // Nothing of the graph takes an upload; a multipart body is refused instead of parsed.
    multipart: false,
    // The HTTP layer reads the body with this bound already (src/http/graphql.ts); yoga's own
    // default is 25 MB.
    maxRequestBodySize: deps.maxBodyBytes,
    // Authentication first: a document is validated (and its fragments walked) only for a caller
    // with a valid credential, or for signing in.
    plugins: [
      useAuthenticationFirst(authenticateFirst),
      useQueryLimits(),
      useStorableText(),
      ...(deps.responseCache ? [deps.responseCache.plugin()] : []),
      useSuggestionsForCallers(isAuthenticated),
      // Before the deployment's plugins: tracing wraps whatever execution it finds in the
      // request's trace context, so it must find the compiled one (after it, the compiled
      // execution replaced the wrapper and the database's spans left the operation's trace).
      useCompiledExecution(),
      ...(deps.plugins ?? []),
    ],
    logging: deps.logger.child({ component: 'graphql' }),
    // Never a stack trace in a response, whatever NODE_ENV says.
    maskedErrors: { isDev: false, maskError: maskErrorWith(deps.logger) },
    context: async ({ request, params, requestId, clientAddress, principal }) => {
      const authorization = request.headers.get('authorization') ?? undefined;
      // Signing in is how a caller gets a credential, so those mutations alone run without one.
      if (authorization === undefined && isPublic(params)) {
        return buildContext(deps, ANONYMOUS, requestId, clientAddress);
      }
      // A refused credential is a 401 ApiError, which yoga answers with its status and challenge.
      return buildContext(deps, await principalOf(request, { principal }), requestId, clientAddress);
    },
  });
}
