import type { JsonSchema } from '../pydantic/core.ts';

export const TOKEN_PAIR_SCHEMA: JsonSchema = {
  type: 'object',
  description: "A signed-in session's credentials. The refresh token rotates on every use.",
  properties: {
    accessToken: { type: 'string', description: 'Signed JWT, valid expiresIn seconds.' },
    refreshToken: {
      type: 'string',
      description: 'Opaque ccrt_ token for POST /api/v1/auth/refresh, valid 30 days, single use.',
    },
    tokenType: { const: 'bearer' },
    expiresIn: { type: 'integer', description: 'Lifetime of the access token in seconds.' },
  },
  required: ['accessToken', 'refreshToken', 'tokenType', 'expiresIn'],
  additionalProperties: false,
};
