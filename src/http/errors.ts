import type { Middleware } from 'koa';
import type { Logger } from '../observability/logger.ts';
import { HttpError, STATUS_DETAIL } from '../rest/http-error.ts';

/**
 * The one error envelope, `{"detail": ...}`, mounted first. Errors meant for clients show their
 * detail; everything else is a 500 that says nothing about the cause and is logged with the
 * request id. Unmatched routes get FastAPI's own 404 and 405 bodies.
 */
export function errorEnvelope(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      const status = ctx.status;
      if ((ctx.body === undefined || ctx.body === null) && (status === 404 || status === 405)) {
        ctx.body = { detail: STATUS_DETAIL[status] };
        // Assigning a body resets an implicit status to 200.
        ctx.status = status;
      }
    } catch (error) {
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.set(error.headers);
        ctx.body = { detail: error.detail };
        return;
      }
      const status = (error as { status?: number; expose?: boolean }).status;
      if (typeof status === 'number' && status >= 400 && status < 500 && (error as { expose?: boolean }).expose) {
        ctx.status = status;
        ctx.body = { detail: STATUS_DETAIL[status] ?? (error as Error).message };
        return;
      }
      logger.error({ err: error, requestId: ctx.state.requestId }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { detail: STATUS_DETAIL[500] };
    }
  };
}
