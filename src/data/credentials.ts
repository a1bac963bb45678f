import { type Db, type Driver, driverOf } from './client.ts';
import type { Prisma, Role } from './generated/prisma/client.ts';

/**
 * The rows a credential is checked against (API keys, refresh tokens, sessions) and the JWT
 * signing keys. Looked up by hash, never by plaintext; the rules of what makes a credential valid
 * are src/auth's.
 */

/**
 * Where the database announces a change that can end or narrow a credential (its triggers, in the
 * migration `credential_change_notices`); replicas drop their cached principals on it.
 */
export const CREDENTIAL_CHANNEL = 'credential_changes';

/** Who hears of those changes (src/auth's principal cache), from whatever LISTENs (src/events' feed). */
export interface CredentialWatcher {
  /** A credential changed somewhere: drop everything. */
  changed(): void;
  /** The notices flow (true) or may be lost (false). */
  listening(up: boolean): void;
}

/** What an API key is checked against: the key and, for a user-scoped key, its owner. */
export interface ApiKeyCredential {
  id: string;
  tenantId: string;
  userId: string | null;
  scopes: string[];
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  user: { role: Role; deactivatedAt: Date | null; tenantId: string } | null;
}

/**
 * The key with this hash (`$1`) and its owner: the first statement of every request with a key,
 * so on the driver (shared with the bench's floor).
 */
export const API_KEY_SQL = `SELECT k.id, k."tenantId", k."userId", k.scopes, k."expiresAt", k."revokedAt", k."lastUsedAt",
       u.role, u."deactivatedAt", u."tenantId" AS "userTenantId"
  FROM "ApiKey" k LEFT JOIN "User" u ON u.id = k."userId"
 WHERE k."keyHash" = $1`;

/** API_KEY_SQL on a driver. */
export async function apiKeyOn(driver: Driver, keyHash: string): Promise<ApiKeyCredential | null> {
  const { rows } = await driver.query<
    Omit<ApiKeyCredential, 'user'> & { role: Role | null; deactivatedAt: Date | null; userTenantId: string | null }
  >(API_KEY_SQL, [keyHash]);
  const row = rows[0];
  if (!row) return null;
  const { role, deactivatedAt, userTenantId, ...key } = row;
  return { ...key, user: role === null ? null : { role, deactivatedAt, tenantId: userTenantId! } };
}

export function apiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyCredential | null> {
  return apiKeyOn(driverOf(db), keyHash);
}

/** Best effort: a lost update only makes lastUsedAt staler. */
export function recordApiKeyUse(db: Db, id: string, now: Date): void {
  db.apiKey.update({ where: { id }, data: { lastUsedAt: now } }).catch(() => {});
}

export function createApiKeyRecord(db: Pick<Db, 'apiKey'>, data: Prisma.ApiKeyUncheckedCreateInput) {
  return db.apiKey.create({ data });
}

export function refreshTokenSession(db: Db, tokenHash: string) {
  return db.refreshToken.findUnique({
    where: { tokenHash },
    include: { session: { select: { id: true, tenantId: true, userId: true, revokedAt: true } } },
  });
}

export function sessionWithRole(db: Db, id: string) {
  return db.session.findUnique({
    where: { id },
    include: { user: { select: { role: true, deactivatedAt: true } } },
  });
}

/**
 * The stored signing keys, newest first, after storing `sealedDefault` as the key `default` when
 * there is none (two replicas starting together store one).
 */
export async function signingKeys(db: Db, sealedDefault: string) {
  await db.signingKey.createMany({ data: [{ kid: 'default', secret: sealedDefault }], skipDuplicates: true });
  return db.signingKey.findMany({ orderBy: { createdAt: 'desc' } });
}

/** Conditional on the old value, so two replicas starting together seal it once. */
export async function resealSigningKey(db: Db, kid: string, stored: string, sealed: string): Promise<void> {
  await db.signingKey.updateMany({ where: { kid, secret: stored }, data: { secret: sealed } });
}
