import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDb, type Db } from '../../src/data/client.ts';
import { scopeToTenant, TENANT_MODELS, UNSCOPED_TENANT_MODELS } from '../../src/data/tenant.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

/**
 * The tenant scope covers every table with a tenant column, as the revision triggers do
 * (test/db/revisions.test.ts): the list is derived from the data model, and the database is the judge.
 */

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { poolSize: 2 });
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

test('every table with a tenantId column is scoped, but the two commented exemptions', async () => {
  const tables = await db.$queryRaw<{ table: string }[]>`
    SELECT table_name AS table FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name = 'tenantId' ORDER BY 1`;
  const withTenant = tables.map((row) => row.table);
  expect(withTenant.length).toBeGreaterThan(30);
  expect([...UNSCOPED_TENANT_MODELS].sort()).toEqual(['ConnectorType', 'IdempotencyKey']);
  expect([...TENANT_MODELS, ...UNSCOPED_TENANT_MODELS].sort()).toEqual(withTenant);
});

test("a scoped client reads none of another tenant's rows and writes its own tenant's id", async () => {
  const [mine, theirs] = await Promise.all(
    ['Scoped MSP', 'Other scoped MSP'].map((name) => db.tenant.create({ data: { name }, select: { id: true } })),
  );
  const scoped = scopeToTenant(db, mine!.id);
  const organization = await scoped.organization.create({
    data: { name: 'Mine' } as never,
    select: { tenantId: true },
  });
  expect(organization.tenantId).toBe(mine!.id);
  await db.organization.create({ data: { tenantId: theirs!.id, name: 'Theirs' } });
  expect((await scoped.organization.findMany({ select: { name: true } })).map((o) => o.name)).toEqual(['Mine']);
});
