import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import Router from '@koa/router';
import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import type { Context as KoaContext, Middleware } from 'koa';
import type { Authenticator } from '../auth/authenticate.ts';
import type { SecretBox } from '../auth/secret-box.ts';
import type { AuthService } from '../auth/sessions.ts';
import { ApiError, StaleWriteError } from '../errors.ts';
import { buildContext, type ContextDeps } from '../graphql/context.ts';
import { type PreparedOperation, prepareOperation } from '../graphql/execute.ts';
import { etagSigner, type ResponseCache } from '../graphql/response-cache.ts';
import { anonymousRequest, authenticateRequest } from '../http/authenticate.ts';
import { readBody } from '../http/body.ts';
import { requestIsHttps } from '../http/client-address.ts';
import { API_PREFIX } from '../http/paths.ts';
import type { Logger } from '../observability/logger.ts';
import type { Context } from '../schema/context.ts';
import { refuseCrossSite } from './browser-session.ts';
import { cachedReads } from './cached-read.ts';
import { bodyValueErrors } from './graph-input-errors.ts';
import { type Answer, idempotent } from './idempotency.ts';
import { type InferRequest, type RequestDecl, validateRequest } from './pydantic/request.ts';
import {
  type AnyRoute,
  type DocumentAnswer,
  type GraphRoute,
  type GraphRunner,
  type HandlerCall,
  type HandlerRoute,
  isDocumentRoute,
  isExternalRoute,
  isGraphRoute,
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
  ctx.set('Content-Type', `${answer.contentType}; charset=utf-8`);
  if (answer.filename) ctx.set('Content-Disposition', `attachment; filename="${answer.filename}"`);
  if (answer.contentSecurityPolicy) ctx.set('Content-Security-Policy', answer.contentSecurityPolicy);
  if (typeof answer.body !== 'string') {
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

/** The request's path, query and body judged by the route's declaration (pydantic's rules). */
function validateKoaRequest(route: AnyRoute, ctx: KoaContext, body: Parameters<typeof validateRequest>[1]['body']) {
  const contentType = ctx.get('content-type') || undefined;
  return validateRequest(route.request, { params: ctx.params, query: ctx.query, body, contentType });
}

export function createRestRouter(deps: RestRouterDeps): Router {
  const router = new Router({ prefix: API_PREFIX });
  const logUnexpected = (error: unknown) => deps.logger.error({ err: error }, 'unexpected error in a REST operation');
  const runnerFor = graphRunner(deps.schema, logUnexpected);
  const etagOf = etagSigner(deps.secrets);

  for (const route of deps.routes) {
    if (isExternalRoute(route)) continue;
    const prepared = isGraphRoute(route) ? prepareOperation(deps.schema, route.operation, logUnexpected) : null;
    if (isGraphRoute(route) && (route.result === undefined) !== (route.status === 204))
      throw new Error(`route ${route.operationId}: a result path exactly when it answers with a body`);
    const hasBody = route.request.body !== undefined;
    // Reads of the graph answer ETags and repeats from the response cache (src/rest/cached-read.ts).
    const reads = isGraphRoute(route) ? cachedReads(route, deps.responseCache, deps.schema, etagOf) : null;

    router.register(
      koaPath(route.path),
      [route.method],
      async (ctx) => {
        if (route.browserSession) refuseCrossSite(ctx);
        const principal =
          route.authentication === 'public'
            ? anonymousRequest(ctx)
            : await authenticateRequest(deps.authenticator, ctx, route);

        const rawBody = hasBody ? await readBody(ctx) : undefined;
        const answer = async (): Promise<Answer> => {
          const validated = validateKoaRequest(route, ctx, rawBody);
          if (!validated.ok) throw new ApiError('BAD_USER_INPUT', validated.body.detail);

          const requestId = ctx.state.requestId as string;
          // Built when needed: a cached read or a 304 answers without one.
          const context = principal ? () => buildContext(deps.contextDeps, principal, requestId, ctx.ip) : null;
          let body: unknown;
          if (isDocumentRoute(route)) {
            if (!context) throw new Error(`route ${route.operationId} reads the graph and must not be public`);
            const graph = runnerFor(context);
            const rendered = await route.render({ input: validated.value, context: context(), graph });
            return { status: route.status, body: rendered };
          }
          if (isGraphRoute(route)) {
            if (!context) throw new Error(`route ${route.operationId} reads the graph and must not be public`);
            const variables = route.variables(validated.value, ctx.headers);
            const build = async () =>
              resultBody(route, await runGraphRoute(route, prepared!, context(), variables, validated.value));
            if (reads)
              return reads.answer(ctx, { ...deps.contextDeps, principal: principal! }, route, variables, build);
            body = await build();
            if (route.conditional) ctx.set('ETag', route.conditional.etag(body));
          } else {
            const call = handlerCall(ctx, {
              input: validated.value,
              principal,
              context: context?.() ?? null,
              auth: deps.contextDeps.auth,
            });
            body = await (route as HandlerRoute<RequestDecl>).handle(call);
          }
          return { status: body === undefined ? 204 : route.status, body };
        };
        // Every POST of a caller is retry-safe under an Idempotency-Key (src/rest/idempotency.ts);
        // the public ones (sign-in, refresh) have no tenant to keep a key in.
        const { status, body } =
          route.method === 'POST' && principal
            ? await idempotent(ctx, { ...deps.contextDeps, secrets: deps.secrets, principal, rawBody }, answer)
            : await answer();
        if (isDocumentRoute(route)) return sendDocument(ctx, status, body as DocumentAnswer, deps.logger);
        ctx.status = status;
        if (body === undefined) return;
        ctx.body = body;
        // A cached answer is its JSON bytes already; the type is the one Koa gives an object body.
        if (Buffer.isBuffer(body)) ctx.type = 'json';
      },
      { name: route.operationId },
    );
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
