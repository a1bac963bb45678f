import type { Context } from 'koa';
import { ForbiddenError } from '../errors.ts';
import { requestIsHttps } from '../http/client-address.ts';
import { API_PREFIX } from '../http/paths.ts';

/**
 * The browser form of sign-in (the console, GraphiQL): the refresh token lives in a cookie that
 * JavaScript cannot read and that the browser sends only to the session routes, while the access
 * token stays in the page's memory. API clients keep the body form (/auth/login, /auth/refresh).
 */

export const REFRESH_COOKIE = 'cg_refresh';
/** The session routes all sit under this path, so the browser sends the cookie to them and nowhere else. */
export const SESSION_PATH = '/auth/session';
/** The header the console sends; see refuseCrossSite. */
export const CONSOLE_HEADER = 'X-Requested-With';
export const CONSOLE_HEADER_VALUE = 'compliance-console';

function cookie(value: string, https: boolean, extra: string[]): string {
  // No Max-Age: the cookie ends with the browser session; the token's own expiry still applies.
  return [`${REFRESH_COOKIE}=${value}`, `Path=${API_PREFIX}${SESSION_PATH}`, 'HttpOnly', 'SameSite=Strict']
    .concat(https ? ['Secure'] : [], extra)
    .join('; ');
}

/** `Set-Cookie` for a refresh token; `Secure` whenever the client reached us over HTTPS. */
export function refreshCookie(token: string, https: boolean): string {
  return cookie(token, https, []);
}

/** `Set-Cookie` that makes the browser forget the refresh token. */
export function clearedRefreshCookie(https: boolean): string {
  return cookie('', https, ['Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
}

/**
 * CSRF defence of the cookie routes. A cross-site form cannot set a custom header, and a
 * cross-site fetch that sets one needs a CORS preflight this service never grants; SameSite=Strict
 * already keeps the cookie off cross-site requests, this holds where SameSite does not (old
 * browsers, same-site sibling origins). When the browser names the Origin, it must be our own.
 */
export function refuseCrossSite(ctx: Context): void {
  if (ctx.get(CONSOLE_HEADER) !== CONSOLE_HEADER_VALUE) {
    throw new ForbiddenError(`The ${CONSOLE_HEADER}: ${CONSOLE_HEADER_VALUE} header is required`);
  }
  const origin = ctx.get('origin');
  if (origin === '') return;
  const own = `${requestIsHttps(ctx) ? 'https' : 'http'}://${ctx.get('host')}`.toLowerCase();
  if (origin.toLowerCase() !== own) throw new ForbiddenError('Cross-origin request refused');
}
