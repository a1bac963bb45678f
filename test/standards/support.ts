import { hashSecret, newSecret, REFRESH_TOKEN_PREFIX } from '../../src/auth/secrets.ts';
import type { TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

/**
 * Credentials of a signed-in human without going through the sign-in endpoint: a session row and
 * the token the sign-in flow would sign for it (plus a refresh token of that session).
 */
export async function signIn(
  app: TestApp,
  email: string,
): Promise<{ accessToken: string; refreshToken: string; userId: string }> {
  const user = await app.db.user.findUniqueOrThrow({ where: { email } });
  const expiresAt = new Date(app.clock.now().getTime() + 86_400_000);
  const session = await app.db.session.create({
    data: { tenantId: user.tenantId, userId: user.id, amr: ['pwd'], expiresAt },
  });
  const refreshToken = newSecret(REFRESH_TOKEN_PREFIX);
  await app.db.refreshToken.create({ data: { sessionId: session.id, tokenHash: hashSecret(refreshToken), expiresAt } });
  const accessToken = await app.tokens.sign({
    userId: user.id,
    tenantId: user.tenantId,
    sessionId: session.id,
    amr: ['pwd'],
  });
  return { accessToken, refreshToken, userId: user.id };
}

export const ADMIN = 'admin@demo.example';
export const ANALYST = 'analyst@demo.example';
export const OTHER_ADMIN = 'admin@other.example';

export function control(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    enabled: false,
    autonomy: 'suggest_only',
    match: { predicate: 'device.disk.encryption' },
    expect: { encrypted: true },
    parameters: {},
    ...overrides,
  };
}

export function standardBody(slug: string, controls: Record<string, unknown>[] = [control()]): Record<string, unknown> {
  return { slug, enabled: false, controls };
}

export const STANDARD_KEYS = [
  'id',
  'slug',
  'name',
  'description',
  'version',
  'enabled',
  'controlCount',
  'organizationCount',
  'rollup',
  'createdAt',
  'updatedAt',
];
export const CONTROL_KEYS = [
  'id',
  'standardId',
  'name',
  'slug',
  'category',
  'severity',
  'autonomy',
  'enabled',
  'parameters',
  'definition',
  'requires',
  'createdAt',
  'updatedAt',
  'description',
];
export const EMPTY_ROLLUP = { pass: 0, fail: 0, noData: 0, notCovered: 0, notApplicable: 0 };

export function post(app: TestApp, path: string, token: string | undefined, body: unknown) {
  return request(`${app.url}/api/v1${path}`, { method: 'POST', token, body });
}
