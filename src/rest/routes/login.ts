import { model, nullable, optional, string } from '../pydantic/validators.ts';
import { handlerRoute } from '../route.ts';
import { TOKEN_PAIR_SCHEMA } from '../token-pair.ts';

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
    body: model({
      email: string({ minLength: 1 }),
      password: string({ minLength: 1 }),
      otp: optional(nullable(string({ description: 'The current 6-digit TOTP code.' }))),
    }),
  },
  status: 200,
  responseSchema: TOKEN_PAIR_SCHEMA,
  handle: ({ input, auth, ip, requestId }) => auth.login({ ...input.body, clientAddress: ip, requestId }),
});
