import { refreshCookie, SESSION_PATH } from '../browser-session.ts';
import { handlerRoute } from '../route.ts';
import { ACCESS_TOKEN_SCHEMA, SIGN_IN_BODY } from '../token-pair.ts';

export default handlerRoute({
  operationId: 'createBrowserSession',
  method: 'POST',
  path: SESSION_PATH,
  tag: 'auth',
  summary: 'Sign in a browser: the access token in the body, the refresh token in an HttpOnly cookie',
  description:
    'The same checks and failures as POST /api/v1/auth/login (401, "MFA code required", 429). On success the refresh ' +
    'token is set as the cookie `cg_refresh` (HttpOnly, SameSite=Strict, Path=/api/v1/auth/session, Secure over HTTPS) ' +
    'and never appears in the body. Needs the header `X-Requested-With: compliance-console`, and an Origin, when sent, ' +
    "equal to the service's own (403 otherwise).",
  permission: null,
  authentication: 'public',
  browserSession: true,
  request: {
    body: SIGN_IN_BODY,
  },
  status: 200,
  responseSchema: ACCESS_TOKEN_SCHEMA,
  responseName: 'BrowserSession',
  handle: async ({ input, auth, ip, requestId, https, cookies }) => {
    const pair = await auth.login({ ...input.body, clientAddress: ip, requestId });
    cookies.set(refreshCookie(pair.refreshToken, https));
    return { accessToken: pair.accessToken, tokenType: pair.tokenType, expiresIn: pair.expiresIn };
  },
});
