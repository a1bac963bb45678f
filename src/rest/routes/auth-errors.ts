import { SignInError } from '../../auth/sessions.ts';
import type { JsonSchema } from '../validation.ts';
import { HttpError } from '../http-error.ts';

/** Runs a sign-in step; its failures become `{"detail": ...}` with the status the service chose. */
export async function signInStep<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof SignInError)) throw error;
    const headers: Record<string, string> =
      error.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
    throw new HttpError(error.status, error.detail, headers);
  }
}

export const TOKEN_PAIR_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'A signed-in session\'s credentials. The refresh token rotates on every use.',
  properties: {
    accessToken: { type: 'string', description: 'Signed JWT, valid expiresIn seconds.' },
    refreshToken: { type: 'string', description: 'Opaque ccrt_ token for POST /api/v1/auth/refresh, valid 30 days, single use.' },
    tokenType: { const: 'bearer' },
    expiresIn: { type: 'integer', description: 'Lifetime of the access token in seconds.' },
  },
  required: ['accessToken', 'refreshToken', 'tokenType', 'expiresIn'],
  additionalProperties: false,
};
