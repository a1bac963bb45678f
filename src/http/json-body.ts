import type { Middleware } from 'koa';

/**
 * Serializes a JSON body once, where it is produced. Koa answers an object body by stringifying it,
 * and koa-compress, to compare the body's length with its threshold, reads `ctx.response.length`,
 * which for an object stringifies it too: every JSON answer was serialized twice (4.5% of the REST
 * grid's CPU in a profile; docs/performance.md, "The read path"). Mounted inside compression, so compression and Koa
 * both see a string whose length is known.
 */
export function serializeJsonOnce(): Middleware {
  return async (ctx, next) => {
    await next();
    const { body } = ctx;
    // Plain objects and arrays only: streams, buffers, blobs and web streams are bytes already.
    if (body === null || typeof body !== 'object') return;
    const prototype = Object.getPrototypeOf(body);
    if (!Array.isArray(body) && prototype !== Object.prototype && prototype !== null) return;
    // Koa set the JSON content type when the object was assigned; a string keeps it.
    ctx.body = JSON.stringify(body);
  };
}
