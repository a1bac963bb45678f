import { clearedRefreshCookie, REFRESH_COOKIE, SESSION_PATH } from '../browser-session.ts';
import { handlerRoute } from '../route.ts';

export default handlerRoute({
  operationId: 'endBrowserSession',
  method: 'DELETE',
  path: SESSION_PATH,
  tag: 'auth',
  summary: 'Sign a browser out: end the session of its refresh cookie and clear the cookie',
  description:
    "The session's access and refresh tokens stop working at once. Without a cookie, or with one that no longer " +
    'works, it only clears the cookie (204 all the same). Needs `X-Requested-With: compliance-console` and a ' +
    'same-origin Origin (403).',
  permission: null,
  authentication: 'public',
  browserSession: true,
  request: {},
  status: 204,
  handle: async ({ auth, ip, requestId, https, cookies }) => {
    const presented = cookies.get(REFRESH_COOKIE);
    if (presented) await auth.endSession(presented, { clientAddress: ip, requestId });
    cookies.set(clearedRefreshCookie(https));
    return undefined;
  },
});
