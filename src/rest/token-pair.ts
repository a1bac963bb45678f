import { closed, text } from './json-schema.ts';
import { model } from './pydantic/validators/model.ts';
import { nullable } from './pydantic/validators/nullable.ts';
import { optional } from './pydantic/validators/optional.ts';
import { string } from './pydantic/validators/string.ts';

/** The body of a sign-in, in the body form and the browser's cookie form alike. */
export const SIGN_IN_BODY = model({
  email: string({ minLength: 1 }),
  password: string({ minLength: 1 }),
  otp: optional(nullable(string({ description: 'The current 6-digit TOTP code.' }))),
});

/** The body of sign-in and refresh (handler routes: the token exchange is not a graph read). */
export const TOKEN_PAIR_SCHEMA = closed("A signed-in session's credentials. The refresh token rotates on every use.", {
  accessToken: { ...text, description: 'Signed JWT, valid expiresIn seconds.' },
  refreshToken: {
    ...text,
    description: 'Opaque ccrt_ token for POST /api/v1/auth/refresh, valid 30 days, single use.',
  },
  tokenType: { const: 'bearer' },
  expiresIn: { type: 'integer', description: 'Lifetime of the access token in seconds.' },
});

/** The body of the browser's session routes: the refresh token travels in an HttpOnly cookie instead. */
export const ACCESS_TOKEN_SCHEMA = closed(
  "A browser session's access token; its refresh token is in the cg_refresh cookie, which scripts cannot read.",
  {
    accessToken: { ...text, description: 'Signed JWT, valid expiresIn seconds. Keep it in memory only.' },
    tokenType: { const: 'bearer' },
    expiresIn: { type: 'integer', description: 'Lifetime of the access token in seconds.' },
  },
);
