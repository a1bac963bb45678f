import { model, nullable, optional, string } from '../pydantic/validators.ts';
import { handlerRoute } from '../route.ts';
import { TOKEN_PAIR_SCHEMA } from './auth-tokens.ts';

export default handlerRoute({
  operationId: 'login',
  method: 'POST',
  path: '/auth/login',
  tag: 'auth',
  summary: 'Sign in with email and password (and a TOTP code once MFA is enrolled)',
  description:
    'Wrong password and unknown email answer the same 401. With MFA enrolled and no otp: 401 "MFA code required". ' +
    'Five consecutive failures lock the account for 15 minutes (429 with Retry-After).',
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
  handle: ({ input, auth }) => auth.login(input.body),
});
