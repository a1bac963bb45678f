import type { Db } from './client.ts';
import type { Prisma } from './generated/prisma/client.ts';

/**
 * The rows a credential is checked against (API keys, refresh tokens, sessions) and the JWT
 * signing keys. Looked up by hash, never by plaintext; the rules of what makes a credential valid
 * are src/auth's.
 */

export function apiKeyByHash(db: Db, keyHash: string) {
  return db.apiKey.findUnique({
    where: { keyHash },
    include: { user: { select: { role: true, deactivatedAt: true, tenantId: true } } },
  });
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
