import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pruneAuditLog, recordAudit } from '../../src/data/audit.ts';
import { createDb, type Db } from '../../src/data/client.ts';
import { inTransaction, scopeToTenant } from '../../src/data/tenant.ts';
import { startEngineWorker } from '../../src/engine/worker.ts';
import { createLogger } from '../../src/observability/logger.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

let database: TestDatabase;
let db: Db;
const tenantId = randomUUID();
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { poolSize: 2 });
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const SYSTEM = { actor: { kind: 'system' as const, id: null }, requestId: null, clientAddress: null };

async function entry(action: string, daysAgo = 0): Promise<string> {
  const scoped = scopeToTenant(db, tenantId);
  await inTransaction(scoped, (tx) => recordAudit(tx, SYSTEM, { action, target: { type: 'test', id: action } }));
  const [row] = await db.$queryRaw<{ id: string }[]>`SELECT id::text FROM "AuditEvent" WHERE action = ${action}`;
  if (daysAgo > 0) {
    // Only the migration's owner could backdate an entry: the guard refuses any UPDATE, so the test
    // switches the trigger off for this one statement in its own transaction. The revision
    // triggers fire at once, not at the commit: PostgreSQL refuses the ALTER with their events pending.
    await db.$transaction([
      db.$executeRawUnsafe('SET CONSTRAINTS ALL IMMEDIATE'),
      db.$executeRawUnsafe('ALTER TABLE "AuditEvent" DISABLE TRIGGER "AuditEvent_append_only"'),
      db.$executeRaw`UPDATE "AuditEvent" SET "occurredAt" = now() - make_interval(days => ${daysAgo}::int) WHERE id = ${row!.id}::uuid`,
      db.$executeRawUnsafe('ALTER TABLE "AuditEvent" ENABLE TRIGGER "AuditEvent_append_only"'),
    ]);
  }
  return row!.id;
}

const count = async (id: string) =>
  Number((await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "AuditEvent" WHERE id = ${id}::uuid`)[0]!.n);

describe('the audit log is append-only in PostgreSQL itself', () => {
  test('an UPDATE through the application connection is refused, even of an old entry', async () => {
    const id = await entry('append.update', 500);
    await expect(db.$executeRaw`UPDATE "AuditEvent" SET action = 'forged' WHERE id = ${id}::uuid`).rejects.toThrow(
      /append-only: UPDATE refused/,
    );
    const [row] = await db.$queryRaw<{ action: string }[]>`SELECT action FROM "AuditEvent" WHERE id = ${id}::uuid`;
    expect(row?.action).toBe('append.update');
  });

  test('a DELETE of an entry younger than the retention is refused, and so is TRUNCATE', async () => {
    const id = await entry('append.delete');
    await expect(db.$executeRaw`DELETE FROM "AuditEvent" WHERE id = ${id}::uuid`).rejects.toThrow(
      /append-only: DELETE of an entry younger than 400 days refused/,
    );
    await expect(db.$executeRawUnsafe('TRUNCATE "AuditEvent"')).rejects.toThrow(/TRUNCATE refused/);
    expect(await count(id)).toBe(1);
  });

  test('the retention deletes what is older than it and keeps the rest', async () => {
    const old = await entry('retention.old', 120);
    const recent = await entry('retention.recent', 80);
    expect(await pruneAuditLog(db, 100)).toBeGreaterThanOrEqual(1);
    expect(await count(old)).toBe(0);
    expect(await count(recent)).toBe(1);
    // The guard now stands at 100 days: the 80-day-old entry still may not go.
    await expect(db.$executeRaw`DELETE FROM "AuditEvent" WHERE id = ${recent}::uuid`).rejects.toThrow(/100 days/);
  });
});

test('the worker runs the retention task from the job queue', async () => {
  const old = await entry('worker.old', 40);
  const worker = await startEngineWorker({
    databaseUrl: database.url,
    db,
    now: () => new Date(),
    concurrency: 1,
    evaluationIntervalHours: 24,
    auditRetentionDays: 30,
    logger: createLogger('silent'),
  });
  try {
    await db.$executeRaw`SELECT graphile_worker.add_job('prune_audit_log', '{}'::json)`;
    await expect.poll(() => count(old), { timeout: 15_000, interval: 100 }).toBe(0);
  } finally {
    await worker.stop();
  }
});
