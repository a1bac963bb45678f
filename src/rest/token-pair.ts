import { closed, text } from './json-schema.ts';

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
