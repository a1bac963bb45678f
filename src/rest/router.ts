import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import Router from '@koa/router';
import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import type { Context as KoaContext, Middleware } from 'koa';
import type { Authenticator } from '../auth/authenticate.ts';
import { ANONYMOUS, type Principal } from '../auth/principal.ts';
import type { SecretBox } from '../auth/secret-box.ts';
import type { AuthService } from '../auth/sessions.ts';
import { ApiError, StaleWriteError } from '../errors.ts';
import { buildContext, type ContextDeps } from '../graphql/context.ts';
import { type PreparedOperation, prepareOperation } from '../graphql/execute.ts';
import { etagSigner, type ResponseCache } from '../graphql/response-cache.ts';
import { anonymousRequest, authenticateRequest } from '../http/authenticate.ts';
import { readBody } from '../http/body.ts';
import { requestIsHttps } from '../http/client-address.ts';
import { cachedReads } from '../http/kept-answers.ts';
import { API_PREFIX } from '../http/paths.ts';
import type { Logger } from '../observability/logger.ts';
import type { Context } from '../schema/context.ts';
import { refuseCrossSite } from './browser-session.ts';
import { bodyValueErrors } from './graph-input-errors.ts';
import { type Answer, idempotent } from './idempotency.ts';
import { type InferRequest, type RequestDecl, validateRequest } from './pydantic/request.ts';
import {
  type AnyRoute,
  type DocumentAnswer,
  type DocumentRoute,
  type GraphRoute,
  type GraphRunner,
  type HandlerCall,
  type HandlerRoute,
  isDocumentRoute,
  isGraphRoute,
  isHandlerRoute,
  resultBody,
} from './route.ts';

/**
 * Operations a document route runs, prepared once each (as a graph route's own is at start-up).
 * Each run gets a fresh context: the statement budget is per operation, and an export runs one
 * operation per page, however many pages there are.
 */
function graphRunner(schema: GraphQLSchema, onUnexpected: (error: GraphQLError) => void) {
  const prepared = new Map<DocumentNode, PreparedOperation<unknown, unknown>>();
  return (newContext: () => Context): GraphRunner => ({
    schema,
    run<TData, TVariables>(operation: TypedDocumentNode<TData, TVariables>, variables: TVariables) {
      let compiled = prepared.get(operation);
      if (!compiled) {
        compiled = prepareOperation(schema, operation, onUnexpected) as PreparedOperation<unknown, unknown>;
        prepared.set(operation, compiled);
      }
      return compiled.run(newContext(), variables) as Promise<TData>;
    },
  });
}

/** A document route's answer on the wire; a stream is piped by Koa, which pauses it while the client is slow. */
function sendDocument(ctx: KoaContext, status: number, answer: DocumentAnswer, logger: Logger): void {
  ctx.status = status;
  ctx.set('Content-Type', Buffer.isBuffer(answer.body) ? answer.contentType : `${answer.contentType}; charset=utf-8`);
  if (answer.filename) ctx.set('Content-Disposition', `attachment; filename="${answer.filename}"`);
  if (answer.headers) ctx.set({ ...answer.headers });
  if (typeof answer.body !== 'string' && !Buffer.isBuffer(answer.body)) {
    // Past the first byte no error body can be sent: cutting the connection before the chunked
    // end tells the client the file is incomplete, where ending it would pass a short file as whole.
    answer.body.once('error', (error) => {
      logger.error({ err: error, requestId: ctx.state.requestId }, 'a streamed document failed part-way');
      ctx.res.destroy(error);
    });
  }
  ctx.body = answer.body;
}

/** What a handler route is given of its request. */
function handlerCall(
  ctx: KoaContext,
  call: Pick<HandlerCall<RequestDecl>, 'input' | 'principal' | 'context' | 'auth'>,
): HandlerCall<RequestDecl> {
  return {
    ...call,
    requestId: ctx.state.requestId as string,
    headers: ctx.headers,
    ip: ctx.ip,
    https: requestIsHttps(ctx),
    cookies: { get: (name) => ctx.cookies.get(name), set: (header) => ctx.append('Set-Cookie', header) },
  };
}

/** Runs a graph route's operation; a refusal is worded for the wire as the route says. */
async function runGraphRoute(
  route: GraphRoute<RequestDecl, unknown, unknown>,
  prepared: PreparedOperation<unknown, unknown>,
  context: Context,
  variables: unknown,
  input: InferRequest<RequestDecl>,
): Promise<unknown> {
  try {
    return await prepared.run(context, variables);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (route.conditional && error instanceof StaleWriteError) throw new ApiError('PRECONDITION_FAILED', error.detail);
    const asBody = route.bodyVariable ? bodyValueErrors(error, route.bodyVariable, input.body) : null;
    throw asBody ?? route.refusal?.(error, input) ?? error;
  }
}

/** `/organizations/{organization_id}` -> `/organizations/:organization_id` */
function koaPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

export interface RestRouterDeps {
  routes: readonly AnyRoute[];
  schema: GraphQLSchema;
  authenticator: Authenticator;
  contextDeps: ContextDeps & { auth: AuthService };
  /** Seals the answers kept for Idempotency-Key replays. */
  secrets: SecretBox;
  /** Null: no ETags and no cached answers (RESPONSE_CACHE=off). */
  responseCache?: ResponseCache | null;
  logger: Logger;
}

/** A route the router serves (an external one is served by its own middleware). */
type ServedRoute = GraphRoute<RequestDecl, unknown, unknown> | DocumentRoute<RequestDecl> | HandlerRoute<RequestDecl>;

/** What every route's handler shares, built once for the router. */
interface RouterParts extends RestRouterDeps {
  logUnexpected: (error: unknown) => void;
  runnerFor: ReturnType<typeof graphRunner>;
  etagOf: (key: string) => string;
}

/** A request as a route's answer sees it: authenticated (unless public) and validated. */
interface RouteCall<P extends Principal | null> {
  ctx: KoaContext;
  input: InferRequest<RequestDecl>;
  principal: P;
}

type Answerer<P extends Principal | null> = (call: RouteCall<P>) => Promise<Answer>;

/** A fresh graph context for each operation of the caller (the statement budget is per operation). */
function contextFor(parts: RouterParts, ctx: KoaContext, principal: Principal): () => Context {
  return () => buildContext(parts.contextDeps, principal, ctx.state.requestId as string, ctx.ip);
}

/**
 * The steps every route takes, in FastAPI's order: the cross-site refusal of a browser's session
 * route, the credential and its permission, the body read, then (under the Idempotency-Key of a
 * caller's POST: src/rest/idempotency.ts; the public ones have no tenant to keep a key in) the
 * request validated and answered; then the answer sent.
 */
function routeHandler<P extends Principal | null>(
  route: ServedRoute,
  parts: RouterParts,
  authenticate: (ctx: KoaContext) => Promise<P>,
  answer: Answerer<P>,
  send: (ctx: KoaContext, answer: Answer) => void,
): Middleware {
  const hasBody = route.request.body !== undefined;
  return async (ctx) => {
    if (route.browserSession) refuseCrossSite(ctx);
    const principal = await authenticate(ctx);
    const rawBody = hasBody ? await readBody(ctx) : undefined;
    const run = async (): Promise<Answer> => {
      const validated = validateRequest(route.request, {
        params: ctx.params,
        query: ctx.query,
        body: rawBody,
        contentType: ctx.get('content-type') || undefined,
      });
      if (!validated.ok) throw new ApiError('BAD_USER_INPUT', validated.body.detail);
      return answer({ ctx, input: validated.value, principal });
    };
    const idempotency = { ...parts.contextDeps, secrets: parts.secrets, rawBody };
    send(
      ctx,
      route.method === 'POST' && principal ? await idempotent(ctx, { ...idempotency, principal }, run) : await run(),
    );
  };
}

function sendJson(ctx: KoaContext, { status, body }: Answer): void {
  ctx.status = status;
  if (body === undefined) return;
  ctx.body = body;
  // A cached answer is its JSON bytes already; the type is the one Koa gives an object body.
  if (Buffer.isBuffer(body)) ctx.type = 'json';
}

/**
 * A bearer credential with the route's permission; none on a public route (the one-click
 * unsubscribe), whose operation runs as the anonymous caller (contextOf).
 */
function bearer(route: ServedRoute, parts: RouterParts) {
  if (route.authentication === 'public')
    return async (ctx: KoaContext): Promise<Principal | null> => anonymousRequest(ctx);
  return (ctx: KoaContext): Promise<Principal | null> => authenticateRequest(parts.authenticator, ctx, route);
}

const contextOf = (parts: RouterParts, ctx: KoaContext, principal: Principal | null) =>
  contextFor(parts, ctx, principal ?? ANONYMOUS);

/** A graph route: its operation, prepared at start-up; a GET read through the response cache. */
function graphRouteHandler(route: GraphRoute<RequestDecl, unknown, unknown>, parts: RouterParts): Middleware {
  if ((route.result === undefined) !== (route.status === 204))
    throw new Error(`route ${route.operationId}: a result path exactly when it answers with a body`);
  const prepared = prepareOperation(parts.schema, route.operation, parts.logUnexpected);
  // Reads of the graph answer ETags and repeats from the response cache (src/http/kept-answers.ts).
  const reads = cachedReads(route, parts.responseCache, parts.schema, parts.etagOf);
  const answer: Answerer<Principal | null> = async ({ ctx, input, principal }) => {
    const variables = route.variables(input, ctx.headers);
    const context = contextOf(parts, ctx, principal);
    const build = async () => resultBody(route, await runGraphRoute(route, prepared, context(), variables, input));
    if (reads && principal) return reads.answer(ctx, { ...parts.contextDeps, principal }, route, variables, build);
    const body = await build();
    if (route.conditional) ctx.set('ETag', route.conditional.etag(body));
    return { status: body === undefined ? 204 : route.status, body };
  };
  return routeHandler(route, parts, bearer(route, parts), answer, sendJson);
}

/** A document route: a CSV export or the client report, rendered from graph operations. */
function documentRouteHandler(route: DocumentRoute<RequestDecl>, parts: RouterParts): Middleware {
  const answer: Answerer<Principal | null> = async ({ ctx, input, principal }) => {
    const context = contextOf(parts, ctx, principal);
    const rendered = await route.render({ input, context: context(), graph: parts.runnerFor(context) });
    return { status: route.status, body: rendered };
  };
  const send = (ctx: KoaContext, { status, body }: Answer) =>
    sendDocument(ctx, status, body as DocumentAnswer, parts.logger);
  return routeHandler(route, parts, bearer(route, parts), answer, send);
}

/** A handler route (sign-in, sessions, MFA, the references): its own function, public or not. */
function handlerRouteHandler(route: HandlerRoute<RequestDecl>, parts: RouterParts): Middleware {
  const authenticate = async (ctx: KoaContext) =>
    route.authentication === 'public'
      ? anonymousRequest(ctx)
      : await authenticateRequest(parts.authenticator, ctx, route);
  const answer: Answerer<Principal | null> = async ({ ctx, input, principal }) => {
    const context = principal ? contextFor(parts, ctx, principal)() : null;
    const body = await route.handle(handlerCall(ctx, { input, principal, context, auth: parts.contextDeps.auth }));
    return { status: body === undefined ? 204 : route.status, body };
  };
  return routeHandler(route, parts, authenticate, answer, sendJson);
}

/** The handler of a route, by its kind; none for an external route, which another middleware serves. */
function handlerFor(route: AnyRoute, parts: RouterParts): Middleware | null {
  if (isDocumentRoute(route)) return documentRouteHandler(route, parts);
  if (isGraphRoute(route)) return graphRouteHandler(route, parts);
  if (isHandlerRoute(route)) return handlerRouteHandler(route, parts);
  return null;
}

export function createRestRouter(deps: RestRouterDeps): Router {
  const router = new Router({ prefix: API_PREFIX });
  const logUnexpected = (error: unknown) => deps.logger.error({ err: error }, 'unexpected error in a REST operation');
  const parts: RouterParts = {
    ...deps,
    logUnexpected,
    runnerFor: graphRunner(deps.schema, logUnexpected),
    etagOf: etagSigner(deps.secrets),
  };
  for (const route of deps.routes) {
    const handler = handlerFor(route, parts);
    if (handler) router.register(koaPath(route.path), [route.method], handler, { name: route.operationId });
  }
  return router;
}

/**
 * Mounted after the router, so it sees only the requests no route answered: as FastAPI answers
 * them, a path some route serves, asked with a method none of them serves (TRACE, PROPFIND,
 * OPTIONS included), is 405 `{"detail": "Method Not Allowed"}` with `Allow`; any other path is
 * 404 `{"detail": "Not Found"}` whatever the method (the error envelope writes both bodies).
 * Koa router's own allowedMethods answered 501 for a method no route serves, on any path: a 5xx
 * anyone could raise.
 */
export function answerUnmatchedMethods(router: Router): Middleware {
  return async (ctx, next) => {
    const allowed = new Set(router.match(ctx.path, ctx.method).path.flatMap((layer) => layer.methods));
    if (allowed.size === 0 || allowed.has(ctx.method)) return next();
    throw new ApiError('METHOD_NOT_ALLOWED', undefined, { headers: { Allow: [...allowed].join(', ') } });
  };
}
