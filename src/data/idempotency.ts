import type { Db } from './client.ts';

/**
 * The first answers of POSTs sent with an `Idempotency-Key` (src/http/idempotency.ts): one row per
 * tenant, credential principal and key, claimed before the work runs (status null while in flight)
 * and completed with the answer, in PostgreSQL so that every replica answers a retry alike.
 */

export interface IdempotencyTarget {
  tenantId: string;
  principal: string;
  key: string;
}

export type Claim =
  | { kind: 'claimed' }
  /** `body` as stored: the caller's text (sealed, since an answer may carry a secret), null for none. */
  | { kind: 'replay'; status: number; body: string | null }
  | { kind: 'mismatch' }
  | { kind: 'in_flight' };

/** Expired keys removed per claim (a lazy purge: every claim clears a few). */
const PURGE_BATCH = 100;

/**
 * Claims the key for a request with this fingerprint, or says what was stored under it: the first
 * answer (same fingerprint), another request's key (another fingerprint), or work in flight. An
 * expired key is gone and is claimed afresh.
 */
export async function claimIdempotencyKey(
  db: Db,
  target: IdempotencyTarget,
  fingerprint: string,
  now: Date,
  ttlMs: number,
): Promise<Claim> {
  const { tenantId, principal, key } = target;
  await db.$executeRaw`
    DELETE FROM "IdempotencyKey" WHERE ctid IN (
      SELECT ctid FROM "IdempotencyKey" WHERE "expiresAt" <= ${now} LIMIT ${PURGE_BATCH})`;
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await db.$executeRaw`
      INSERT INTO "IdempotencyKey" ("tenantId", principal, key, fingerprint, "createdAt", "expiresAt")
      VALUES (${tenantId}::uuid, ${principal}, ${key}, ${fingerprint}, ${now}, ${new Date(now.getTime() + ttlMs)})
      ON CONFLICT DO NOTHING`;
    if (claimed === 1) return { kind: 'claimed' };
    const [stored] = await db.$queryRaw<{ fingerprint: string; status: number | null; body: string | null }[]>`
      SELECT fingerprint, status, body FROM "IdempotencyKey"
       WHERE "tenantId" = ${tenantId}::uuid AND principal = ${principal} AND key = ${key} AND "expiresAt" > ${now}`;
    // Released (its work failed) or expired since the insert: claim again.
    if (!stored) {
      await db.$executeRaw`
        DELETE FROM "IdempotencyKey"
         WHERE "tenantId" = ${tenantId}::uuid AND principal = ${principal} AND key = ${key} AND "expiresAt" <= ${now}`;
      continue;
    }
    if (stored.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (stored.status === null) return { kind: 'in_flight' };
    return { kind: 'replay', status: stored.status, body: stored.body };
  }
  return { kind: 'in_flight' };
}

/** Stores the answer a claimed key's request got (`body` as the caller wants it kept). */
export async function completeIdempotencyKey(
  db: Db,
  target: IdempotencyTarget,
  answer: { status: number; body: string | null },
): Promise<void> {
  const { tenantId, principal, key } = target;
  const { body } = answer;
  await db.$executeRaw`
    UPDATE "IdempotencyKey" SET status = ${answer.status}, body = ${body}
     WHERE "tenantId" = ${tenantId}::uuid AND principal = ${principal} AND key = ${key}`;
}

/** Gives a claimed key up (its request failed on the server's side), so a retry does the work. */
export async function releaseIdempotencyKey(db: Db, target: IdempotencyTarget): Promise<void> {
  const { tenantId, principal, key } = target;
  await db.$executeRaw`
    DELETE FROM "IdempotencyKey"
     WHERE "tenantId" = ${tenantId}::uuid AND principal = ${principal} AND key = ${key} AND status IS NULL`;
}
