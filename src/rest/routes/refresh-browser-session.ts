import { INVALID_REFRESH } from '../../auth/sessions.ts';
import { ApiError, unauthenticated } from '../../errors.ts';
import { clearedRefreshCookie, REFRESH_COOKIE, refreshCookie, SESSION_PATH } from '../browser-session.ts';
import { handlerRoute } from '../route.ts';
import { ACCESS_TOKEN_SCHEMA } from '../token-pair.ts';

export default handlerRoute({
  operationId: 'refreshBrowserSession',
  method: 'POST',
  path: `${SESSION_PATH}/refresh`,
  tag: 'auth',
  summary: "Exchange the browser's refresh cookie for a new access token and a new cookie",
  description:
    'No body: the refresh token is the `cg_refresh` cookie set by POST /api/v1/auth/session. It is spent and replaced ' +
    '(the same rotation as POST /api/v1/auth/refresh: presenting a spent one ends the whole session). Without a valid ' +
    'cookie: 401, and the cookie is cleared. Needs `X-Requested-With: compliance-console` and a same-origin Origin (403).',
  permission: null,
  authentication: 'public',
  browserSession: true,
  request: {},
  status: 200,
  responseSchema: ACCESS_TOKEN_SCHEMA,
  responseName: 'BrowserSession',
  handle: async ({ auth, ip, requestId, https, cookies }) => {
    const presented = cookies.get(REFRESH_COOKIE);
    try {
      if (!presented) throw unauthenticated(INVALID_REFRESH);
      const pair = await auth.refresh(presented, { clientAddress: ip, requestId });
      cookies.set(refreshCookie(pair.refreshToken, https));
      return { accessToken: pair.accessToken, tokenType: pair.tokenType, expiresIn: pair.expiresIn };
    } catch (error) {
      // A cookie that no longer works is dropped, so the console shows its sign-in form at once.
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') cookies.set(clearedRefreshCookie(https));
      throw error;
    }
  },
});
