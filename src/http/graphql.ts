import type { Middleware } from 'koa';
import type { Yoga } from '../graphql/yoga.ts';

/** Hands the GraphQL endpoint's requests to yoga and its answer back to Koa (compression, logging, metrics). */
export function graphqlEndpoint(yoga: Yoga): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== yoga.graphqlEndpoint) return next();
    const response = await yoga.handleNodeRequestAndResponse(ctx.req, ctx.res, {
      requestId: ctx.state.requestId as string,
    });
    ctx.status = response.status;
    for (const [key, value] of response.headers) ctx.append(key, value);
    // An empty string, not null: Koa turns a null body into 204 and would hide yoga's 4xx.
    ctx.body = response.body ?? '';
  };
}
