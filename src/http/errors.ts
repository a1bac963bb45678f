import type { Middleware } from 'koa';
import { ApiError, databaseRefusal, ERROR_CODES, type ErrorCode, isDatabaseUnavailable } from '../errors.ts';
import type { Logger } from '../observability/logger.ts';

/**
 * The one error envelope, mounted first. An ApiError shows its detail with its status and
 * headers; anything else is a 500 that says nothing about the cause and is logged with the
 * request id; a database that cannot be reached or does not answer in time is a 503 with
 * `Retry-After`, logged as a (rate-limited) warning. The body takes the shape of the surface that was called: `{"detail": ...}` for REST
 * and MCP (unmatched routes get FastAPI's own 404 and 405 words), a GraphQL error list for the
 * GraphQL endpoint, whose clients expect one even when the refusal (a rate limit, an oversized
 * body) comes before the graph.
 */
export function errorEnvelope(logger: Logger, options: { graphqlPath: string }): Middleware {
  const render = (path: string, code: ErrorCode, detail: unknown) =>
    path === options.graphqlPath
      ? { errors: [{ message: typeof detail === 'string' ? detail : ERROR_CODES[code].detail, extensions: { code } }] }
      : { detail };

  return async (ctx, next) => {
    try {
      await next();
      const status = ctx.status;
      if ((ctx.body === undefined || ctx.body === null) && (status === 404 || status === 405)) {
        ctx.body = { detail: ERROR_CODES[status === 404 ? 'NOT_FOUND' : 'METHOD_NOT_ALLOWED'].detail };
        // Assigning a body resets an implicit status to 200.
        ctx.status = status;
      }
    } catch (caught) {
      let error = caught;
      if (!(error instanceof ApiError) && isDatabaseUnavailable(error)) {
        logger.warn({ err: error, requestId: ctx.state.requestId }, 'database unavailable');
        error = databaseRefusal(error);
      }
      if (error instanceof ApiError) {
        ctx.status = error.status;
        ctx.set(error.headers);
        ctx.body = render(ctx.path, error.code, error.detail);
        return;
      }
      // Koa's own HTTP errors (ctx.throw, a malformed request) that are safe to show.
      const { status, expose } = error as { status?: number; expose?: boolean };
      const code = (Object.keys(ERROR_CODES) as ErrorCode[]).find((c) => ERROR_CODES[c].status === status);
      if (typeof status === 'number' && status >= 400 && status < 500 && expose) {
        ctx.status = status;
        ctx.body = render(ctx.path, code ?? 'BAD_REQUEST', code ? ERROR_CODES[code].detail : (error as Error).message);
        return;
      }
      logger.error({ err: error, requestId: ctx.state.requestId }, 'unhandled error');
      ctx.status = 500;
      ctx.body = render(ctx.path, 'INTERNAL_SERVER_ERROR', ERROR_CODES.INTERNAL_SERVER_ERROR.detail);
    }
  };
}
