import type { Middleware } from 'koa';

/**
 * One header policy for every HTML answer the service gives (the console, GraphiQL, the client
 * report, and any page added later), per DECISIONS "Cross-origin requests": a
 * Content-Security-Policy that frames the page nowhere, `X-Content-Type-Options: nosniff` and
 * `Referrer-Policy: no-referrer`. A page sets its own policy for what it loads (CONSOLE_CSP,
 * GRAPHIQL_CSP, CLIENT_REPORT_CSP); this middleware, mounted outermost, holds every HTML answer to
 * the rest: a page without a policy gets one that allows nothing, and one without
 * `frame-ancestors` gets `frame-ancestors 'none'`.
 */

/** What an HTML answer without a policy of its own gets: nothing loads, nothing runs, framed nowhere. */
export const BASELINE_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const FRAME_ANCESTORS = /(^|;)\s*frame-ancestors\s/i;

export function htmlAnswerHeaders(): Middleware {
  return async (ctx, next) => {
    await next();
    // A stream that wrote its head itself (MCP) is no HTML page.
    if (ctx.headerSent || !ctx.response.is('html')) return;
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    const policy = ctx.response.get('Content-Security-Policy');
    if (!policy) ctx.set('Content-Security-Policy', BASELINE_HTML_CSP);
    else if (!FRAME_ANCESTORS.test(policy)) ctx.set('Content-Security-Policy', `${policy}; frame-ancestors 'none'`);
  };
}
