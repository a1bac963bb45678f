import type { Middleware } from 'koa';
import type { Yoga } from '../graphql/yoga.ts';

const EVENT_STREAM = /^text\/event-stream\b/i;

/** Hands the GraphQL endpoint's requests to yoga and its answer back to Koa (compression, logging, metrics). */
export function graphqlEndpoint(yoga: Yoga): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== yoga.graphqlEndpoint) return next();
    const response = await yoga.handleNodeRequestAndResponse(ctx.req, ctx.res, {
      requestId: ctx.state.requestId as string,
    });
    ctx.status = response.status;
    const stream = EVENT_STREAM.test(response.headers.get('content-type') ?? '');
    for (const [key, value] of response.headers) {
      // yoga marks a stream `Content-Encoding: none` to keep compressors off it; `none` is no
      // coding a client knows, so the stream is kept uncompressed the Koa way instead.
      if (stream && key.toLowerCase() === 'content-encoding') continue;
      ctx.append(key, value);
    }
    if (stream) {
      // A subscription is a long-lived stream of small events: a compressor would hold them back
      // until its buffer filled, and so would a buffering reverse proxy.
      ctx.compress = false;
      ctx.set('X-Accel-Buffering', 'no');
    }
    // An empty string, not null: Koa turns a null body into 204 and would hide yoga's 4xx.
    ctx.body = response.body ?? '';
  };
}
