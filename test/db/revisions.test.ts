import { afterAll, beforeAll, expect, test } from 'vitest';
import { recordServiceAudit, recordTenantAudit } from '../../src/data/audit.ts';
import { createDb, type Db } from '../../src/data/client.ts';
import { CATALOG_SCOPE, readRevisions } from '../../src/data/revisions.ts';
import { createSession, revokeSession, rotateRefreshToken } from '../../src/data/sessions.ts';
import { installConnectorCatalog } from '../../src/engine/catalog.ts';
import { seedDemo } from '../../src/seeds/demo.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

let database: TestDatabase;
let db: Db;
let tenantId: string;
let otherTenantId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { poolSize: 4 });
  await installConnectorCatalog(db);
  await seedDemo(db, {});
  tenantId = (await db.tenant.findFirstOrThrow({ where: { name: 'Demo MSP' } })).id;
  otherTenantId = (await db.tenant.findFirstOrThrow({ where: { name: 'Other MSP' } })).id;
}, 60_000);
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

test('every table with a tenant column bumps revisions, but the Idempotency-Key replays and sessions', async () => {
  // `<table>_revision`, and for a table whose updates bump only under a condition (ApiKey) also
  // `<table>_revision_update`: together deferred, and on insert, update and delete (tgtype bits 4, 16, 8).
  const tables = await db.$queryRaw<{ table: string; triggered: boolean }[]>`
    SELECT c.table_name AS table,
           coalesce((SELECT bit_or(t.tgtype::int) & 28 = 28 AND bool_and(t.tgdeferrable AND t.tginitdeferred)
                       FROM pg_trigger t
                      WHERE t.tgrelid = format('%I', c.table_name)::regclass
                        AND t.tgname IN (c.table_name || '_revision', c.table_name || '_revision_update')
                     HAVING bool_or(t.tgname = c.table_name || '_revision')), false) AS triggered
      FROM information_schema.columns c
     WHERE c.table_schema = current_schema() AND c.column_name = 'tenantId'
     ORDER BY 1`;
  expect(tables.length).toBeGreaterThan(20);
  const untriggered = tables.filter((row) => !row.triggered).map((row) => row.table);
  // Sessions are read by no query, only by authentication (migration 20261125201000_sign_in_revisions).
  expect(untriggered).toEqual(['IdempotencyKey', 'Session']);
});

test("a write bumps its tenant's revision when it commits, once per transaction, and no other tenant's", async () => {
  const before = await readRevisions(db, tenantId);
  const otherBefore = await readRevisions(db, otherTenantId);
  await db.$transaction(async (tx) => {
    const organizations = await tx.organization.findMany({ where: { tenantId }, take: 3 });
    for (const organization of organizations)
      await tx.organization.update({ where: { id: organization.id }, data: { name: `${organization.name}!` } });
    // Deferred to the commit: inside the transaction, nothing has moved yet.
    expect(await readRevisions(tx as Db, tenantId)).toBe(before);
  });
  const after = await readRevisions(db, tenantId);
  expect(Number(after.split('.')[0])).toBe(Number(before.split('.')[0]) + 1);
  expect(after.split('.')[1]).toBe(before.split('.')[1]);
  expect(await readRevisions(db, otherTenantId)).toBe(otherBefore);
});

test('a rolled-back write bumps nothing', async () => {
  const before = await readRevisions(db, tenantId);
  await expect(
    db.$transaction(async (tx) => {
      await tx.organization.create({ data: { tenantId, name: 'never committed' } });
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  expect(await readRevisions(db, tenantId)).toBe(before);
});

test('a built-in connector type is the catalog, which every tenant reads', async () => {
  const before = await readRevisions(db, tenantId);
  const builtIn = await db.connectorType.findFirstOrThrow({ where: { tenantId: null } });
  await db.connectorType.update({ where: { id: builtIn.id }, data: { name: `${builtIn.name} v2` } });
  const after = await readRevisions(db, tenantId);
  expect(after.split('.')[0]).toBe(before.split('.')[0]);
  expect(Number(after.split('.')[1])).toBeGreaterThan(Number(before.split('.')[1]));
  const [catalog] = await db.$queryRaw<{ value: bigint }[]>`
    SELECT "value" FROM "Revision" WHERE "scope" = ${CATALOG_SCOPE}::uuid`;
  expect(String(catalog!.value)).toBe(after.split('.')[1]);
});

test('concurrent writers of one tenant neither deadlock nor lose a bump', async () => {
  const before = Number((await readRevisions(db, tenantId)).split('.')[0]);
  const organizations = await db.organization.findMany({ where: { tenantId }, take: 2, orderBy: { name: 'asc' } });
  const [a, b] = organizations.map((organization) => organization.id) as [string, string];
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const rename = (tx: Db, id: string, name: string) => tx.organization.update({ where: { id }, data: { name } });
  // The first writes a, then b; the second writes b meanwhile. A revision lock taken at a first
  // write would deadlock them (the second waits for it holding b, the first waits for b).
  const first = db.$transaction(async (tx) => {
    await rename(tx as Db, a, 'first a');
    await pause(150);
    await rename(tx as Db, b, 'first b');
  });
  const second = pause(50).then(() =>
    db.$transaction(async (tx) => {
      await rename(tx as Db, b, 'second b');
      await pause(150);
    }),
  );
  const results = await Promise.allSettled([first, second]);
  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
  expect(Number((await readRevisions(db, tenantId)).split('.')[0])).toBe(before + 2);
});

test("the service's own audit entries (failed sign-ins of unknown emails) expire no tenant's answers", async () => {
  const before = await readRevisions(db, tenantId);
  await recordServiceAudit(
    db,
    { actor: { kind: 'system', id: null }, requestId: null, clientAddress: '127.0.0.1' },
    { action: 'auth.sign_in_failed', target: { type: 'user', id: null } },
  );
  expect(await readRevisions(db, tenantId)).toBe(before);
});

test("a key's use (its lastUsedAt alone) bumps nothing; any other change of the key does", async () => {
  const key = await db.apiKey.findFirstOrThrow({ where: { tenantId } });
  const revision = () => readRevisions(db, tenantId);
  const before = await revision();
  await db.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: new Date() } });
  expect(await revision()).toBe(before);
  await db.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: new Date(), name: `${key.name} (used)` } });
  const renamed = await revision();
  expect(renamed).not.toBe(before);
  await db.apiKey.update({ where: { id: key.id }, data: { scopes: [...key.scopes, 'audit.read'] } });
  expect(await revision()).not.toBe(renamed);
});

test('a sign-in, a token refresh and a sign-out bump nothing: their sessions and `auth.*` entries are in no cached read', async () => {
  const user = await db.user.findFirstOrThrow({ where: { tenantId } });
  const origin = { actor: { kind: 'user' as const, id: user.id }, requestId: null, clientAddress: '127.0.0.1' };
  const before = await readRevisions(db, tenantId);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 60_000);
  const session = await db.$transaction(async (tx) => {
    await recordTenantAudit(tx, tenantId, origin, { action: 'auth.signed_in', target: { type: 'user', id: user.id } });
    return createSession(tx as Db, {
      tenantId,
      userId: user.id,
      amr: ['pwd'],
      createdAt: now,
      expiresAt,
      tokenHash: `h-${now.getTime()}`,
    });
  });
  const token = await db.refreshToken.findFirstOrThrow({ where: { sessionId: session.id } });
  const rotation = { tokenId: token.id, sessionId: session.id, nextTokenHash: `n-${now.getTime()}`, now, expiresAt };
  expect(await db.$transaction((tx) => rotateRefreshToken(tx as Db, rotation))).toBe(true);
  await revokeSession(db, session.id, now);
  // An MFA sign-in spends its TOTP step on the user (updatedAt moves with it).
  await db.user.update({ where: { id: user.id }, data: { totpLastStep: Math.floor(now.getTime() / 30_000) } });
  expect(await readRevisions(db, tenantId)).toBe(before);

  // Any other audit entry, or change of the user, still bumps.
  await recordTenantAudit(db, tenantId, origin, {
    action: 'organization.updated',
    target: { type: 'organization', id: null },
  });
  const audited = await readRevisions(db, tenantId);
  expect(audited).not.toBe(before);
  await db.user.update({ where: { id: user.id }, data: { name: `${user.name} (renamed)` } });
  expect(await readRevisions(db, tenantId)).not.toBe(audited);
});
