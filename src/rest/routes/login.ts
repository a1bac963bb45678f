import { handlerRoute } from '../route.ts';
import { SIGN_IN_BODY, TOKEN_PAIR_SCHEMA } from '../token-pair.ts';

export default handlerRoute({
  operationId: 'login',
  method: 'POST',
  path: '/auth/login',
  tag: 'auth',
  summary: 'Sign in with email and password (and a TOTP code once MFA is enrolled)',
  description:
    'Wrong password and unknown email answer the same 401. With MFA enrolled and no otp: 401 "MFA code required". ' +
    'Five consecutive failures lock the email for 15 minutes, whether or not an account has it (429 with Retry-After); ' +
    'attempts are also limited per client address and per email (429, policy "sign-in").',
  permission: null,
  authentication: 'public',
  request: {
    body: SIGN_IN_BODY,
  },
  status: 200,
  responseSchema: TOKEN_PAIR_SCHEMA,
  handle: ({ input, auth, ip, requestId }) => auth.login({ ...input.body, clientAddress: ip, requestId }),
});
