import { type PageRequest, pageWindow } from '../domain/pagination.ts';
import type { Db } from './client.ts';
import type { TenantClient, TenantDb } from './tenant.ts';

/** A page of the tenant's keys, revoked ones included, by creation time then id. */
export async function apiKeyPage(db: TenantDb, request: PageRequest) {
  const [items, total] = await Promise.all([
    db.apiKey.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], ...pageWindow(request) }),
    db.apiKey.count(),
  ]);
  return { items, total };
}

/** The key a request authenticated with, for the rules of what it may create. */
export function creatorKey(db: TenantDb, id: string) {
  return db.apiKey.findUnique({
    where: { id },
    select: { id: true, userId: true, expiresAt: true, createdById: true },
  });
}

/**
 * Revokes keys and, transitively, every key they created (a key minted by a revoked key must not
 * outlive it), in one statement; keys already revoked keep their time. Returns how many it revoked.
 */
async function revokeLineage(
  db: Pick<Db, '$executeRaw'> | Pick<TenantClient, '$executeRaw'>,
  tenantId: string | null,
  roots: readonly string[],
  at: Date,
): Promise<number> {
  return db.$executeRaw`
    WITH RECURSIVE lineage AS (
      SELECT id FROM "ApiKey"
       WHERE id = ANY(${[...roots]}::uuid[])
         AND (${tenantId}::uuid IS NULL OR "tenantId" = ${tenantId}::uuid)
      UNION
      SELECT k.id FROM "ApiKey" k JOIN lineage l ON k."createdByKeyId" = l.id
    )
    UPDATE "ApiKey" SET "revokedAt" = ${at}::timestamptz
     WHERE id IN (SELECT id FROM lineage) AND "revokedAt" IS NULL`;
}

/** An operator's revocation (the CLI): the key and every key it created; how many were revoked now. */
export function revokeKeyForOperator(db: Db, id: string, at: Date): Promise<number> {
  return revokeLineage(db, null, [id], at);
}

/** Revokes the key (and the keys it created) unless it already is; true when the tenant has such a key. */
export async function revokeApiKey(db: TenantClient, id: string, at: Date): Promise<boolean> {
  if ((await db.apiKey.findUnique({ where: { id }, select: { id: true } })) === null) return false;
  await revokeLineage(db, db.$tenantId(), [id], at);
  return true;
}

/**
 * Deactivates a user: their sessions end, and every key they own or are accountable for (created
 * with their access token, or by a key of theirs) is revoked with its lineage, so nothing they
 * made survives them. One transaction.
 */
export async function deactivateUser(
  db: Db,
  userId: string,
  at: Date,
  /** Runs last in the transaction with what it did (the audit entry). */
  deactivated: (tx: Db, result: { revokedKeys: number }) => Promise<void> = async () => {},
): Promise<{ revokedKeys: number }> {
  return db.$transaction(async (tx) => {
    const result = await endUser(tx as Db, null, userId, at);
    await deactivated(tx as Db, result);
    return result;
  });
}

/**
 * The body of a deactivation, inside the caller's transaction: an operator's (`tenantId` null) or
 * an administrator's through the tenant-scoped client (the user must be of that tenant).
 */
export async function endUser(
  tx: Db | TenantClient,
  tenantId: string | null,
  userId: string,
  at: Date,
): Promise<{ revokedKeys: number }> {
  const db = tx as Db;
  await db.user.update({ where: { id: userId }, data: { deactivatedAt: at } });
  await db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: at } });
  const keys = await db.apiKey.findMany({ where: { OR: [{ userId }, { createdById: userId }] }, select: { id: true } });
  if (keys.length === 0) return { revokedKeys: 0 };
  const roots = keys.map((key) => key.id);
  return { revokedKeys: await revokeLineage(tx, tenantId, roots, at) };
}
