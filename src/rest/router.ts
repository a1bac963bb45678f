import Router from '@koa/router';
import type { GraphQLSchema } from 'graphql';
import type { Context as KoaContext } from 'koa';
import getRawBody from 'raw-body';
import type { Authenticator } from '../auth/authenticate.ts';
import type { AuthService } from '../auth/sessions.ts';
import { AuthenticationError, type Principal, credentialKindRefusal } from '../auth/principal.ts';
import { type ContextDeps, buildContext } from '../graphql/context.ts';
import type { Logger } from '../observability/logger.ts';
import { prepareOperation } from './executor.ts';
import { HttpError } from './http-error.ts';
import { type AnyRoute, type HandlerRoute, isGraphRoute } from './route.ts';
import { type RequestDecl, validateRequest } from './validation.ts';

export const API_PREFIX = '/api/v1';
const MAX_BODY_BYTES = 1024 * 1024;

/** `/organizations/{organization_id}` -> `/organizations/:organization_id` */
function koaPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

export async function authenticateRequest(authenticator: Authenticator, ctx: KoaContext): Promise<Principal> {
  try {
    return await authenticator.authenticate(ctx.get('authorization') || undefined);
  } catch (error) {
    if (error instanceof AuthenticationError) throw new HttpError(401, error.detail, { 'WWW-Authenticate': 'Bearer' });
    throw error;
  }
}

/**
 * The route-level check FastAPI would run as a security dependency, before any parameter is
 * validated. The graph checks the same permission again, so GraphQL and MCP callers are held to
 * the same rule.
 */
function authorize(route: AnyRoute, principal: Principal): void {
  const refusal = credentialKindRefusal(principal, { humanTokenOnly: route.humanTokenOnly });
  if (refusal) throw new HttpError(403, refusal);
  if (route.permission && !principal.scopes.has(route.permission)) throw new HttpError(403, 'Not enough permissions');
}

/** The raw request body (REST validates it as pydantic would; MCP parses JSON-RPC), bounded in size. */
export async function readBody(ctx: KoaContext): Promise<string | undefined> {
  if (ctx.req.headers['content-length'] === undefined && ctx.req.headers['transfer-encoding'] === undefined) return undefined;
  try {
    return await getRawBody(ctx.req, { limit: MAX_BODY_BYTES, encoding: 'utf8' });
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 413) throw new HttpError(413, 'Request body too large');
    throw new HttpError(400, 'Could not read the request body');
  }
}

export function createRestRouter(deps: {
  routes: readonly AnyRoute[];
  schema: GraphQLSchema;
  authenticator: Authenticator;
  contextDeps: ContextDeps & { auth: AuthService };
  logger: Logger;
}): Router {
  const router = new Router({ prefix: API_PREFIX });
  const logUnexpected = (error: unknown) => deps.logger.error({ err: error }, 'unexpected error in a REST operation');

  for (const route of deps.routes) {
    const prepared = isGraphRoute(route) ? prepareOperation(deps.schema, route.operation, logUnexpected) : null;
    const hasBody = route.request.body !== undefined;

    router.register(koaPath(route.path), [route.method], async (ctx) => {
      const principal = route.authentication === 'public' ? null : await authenticateRequest(deps.authenticator, ctx);
      if (principal) authorize(route, principal);

      const validated = validateRequest(route.request, {
        params: ctx.params,
        query: ctx.query,
        body: hasBody ? await readBody(ctx) : undefined,
        contentType: ctx.get('content-type') || undefined,
      });
      if (!validated.ok) throw new HttpError(422, validated.body.detail);

      const requestId = ctx.state.requestId as string;
      const context = principal ? buildContext(deps.contextDeps, principal, requestId) : null;
      let body: unknown;
      if (isGraphRoute(route)) {
        if (!context) throw new Error(`route ${route.operationId} reads the graph and must not be public`);
        body = route.shape(await prepared!.run(context, route.variables(validated.value)));
      } else {
        body = await (route as HandlerRoute<RequestDecl>).handle({ input: validated.value, principal, context, auth: deps.contextDeps.auth, requestId, headers: ctx.headers, ip: ctx.ip });
      }
      ctx.status = body === undefined ? 204 : route.status;
      if (body !== undefined) ctx.body = body;
    }, { name: route.operationId });
  }
  return router;
}
