import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../observability/logger.ts';
import { runInRequest } from '../observability/request-context.ts';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Every response carries `X-Request-Id` (the client's, when it sent a sane one) and every request
 * leaves one log line with it. The line holds method, route, status and time, never headers or
 * bodies, so no credential can reach the log.
 */
export function requestId(logger: Logger): Middleware {
  return async (ctx, next) => {
    const given = ctx.get('x-request-id');
    const id = SANE_REQUEST_ID.test(given) ? given : randomUUID();
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    const started = performance.now();
    try {
      await runInRequest({ requestId: id }, next);
    } finally {
      logger.info(
        {
          requestId: id,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  };
}
