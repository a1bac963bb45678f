import type { Middleware } from 'koa';
import { API_PREFIX, GRAPHQL_PATH } from './paths.ts';

/**
 * The one cross-origin policy of every API surface: `/graphql`, `/api/v1` and the MCP endpoint
 * under it (DECISIONS, "Cross-origin requests"). No origin is granted unless it is listed
 * (`CORS_ORIGINS`, exact origins; src/config.ts refuses `*`); a listed one gets its own origin
 * back, never `*`, and never `Access-Control-Allow-Credentials`: cross-origin callers present a
 * bearer token in a header, and the one cookie (the browser session's) is same-origin only.
 * A preflight from an origin not listed is not answered here: it reaches the surface as any
 * OPTIONS request does (405 on a route, 404 elsewhere), granting nothing.
 */

/** What a granted caller may send: the credential, the body's type, and the conditional and retry headers. */
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'Idempotency-Key',
  'If-Match',
  'If-None-Match',
  'X-Request-Id',
  'Mcp-Protocol-Version',
].join(', ');
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
/** What a granted caller's script may read beyond the CORS-safelisted headers. */
const EXPOSED_HEADERS = [
  'ETag',
  'X-Request-Id',
  'Retry-After',
  'RateLimit',
  'RateLimit-Policy',
  'WWW-Authenticate',
  'Idempotent-Replayed',
].join(', ');
/** How long a browser may keep a granted preflight, in seconds. */
const PREFLIGHT_MAX_AGE = 600;

const isApiPath = (path: string) => path === GRAPHQL_PATH || path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

export function crossOrigin(allowed: readonly string[]): Middleware {
  const origins = new Set(allowed);
  return async (ctx, next) => {
    if (origins.size === 0 || !isApiPath(ctx.path)) return next();
    // The answer depends on the Origin once any is granted: shared caches must keep them apart.
    ctx.vary('Origin');
    const origin = ctx.get('origin');
    if (!origins.has(origin)) return next();
    ctx.set('Access-Control-Allow-Origin', origin);
    if (ctx.method === 'OPTIONS' && ctx.get('access-control-request-method')) {
      ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      ctx.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE));
      ctx.status = 204;
      return;
    }
    ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    await next();
  };
}
