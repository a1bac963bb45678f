import { afterAll, beforeAll, expect, test } from 'vitest';
import { issueApiKey } from '../../src/auth/api-keys.ts';
import { createDb, type Db } from '../../src/data/client.ts';
import { CONNECTOR_CATALOG } from '../../src/domain/connector-catalog.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { start } from './support.ts';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
  db = createDb(database.url, { poolSize: 1 });
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

async function startAndList(): Promise<{ status: number; body: any }> {
  const server = await start({ DATABASE_URL: database.url, SEED: 'none', WORKER_CONCURRENCY: '0' });
  try {
    // No seed: the operator's first tenant and key, as the CLI would make them.
    const tenant = (await db.tenant.findFirst()) ?? (await db.tenant.create({ data: { name: 'First MSP' } }));
    const { plaintext } = await issueApiKey(db, {
      tenantId: tenant.id,
      userId: null,
      name: 'first',
      scopes: ['organization.read'],
      expiresAt: null,
    });
    const response = await fetch(`${server.url}/api/v1/connector-types`, {
      headers: { authorization: `Bearer ${plaintext}` },
    });
    return { status: response.status, body: await response.json() };
  } finally {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }
}

test('a production start (SEED=none) lists the built-in catalog; a second start changes nothing', async () => {
  const expected = [...CONNECTOR_CATALOG]
    .sort((a, b) => (a.typeCode < b.typeCode ? -1 : 1))
    .map(({ typeCode, name, predicates, refusals }) => ({
      typeCode,
      name,
      predicates,
      refusals: Object.entries(refusals).map(([predicate, reason]) => ({ predicate, reason })),
    }));
  const first = await startAndList();
  expect(first.status).toBe(200);
  expect(first.body.items.map((item: any) => item.typeCode)).toEqual(expected.map((item) => item.typeCode));
  expect(first.body.items.map((item: any) => ({ ...item, refusals: sortRefusals(item.refusals) }))).toEqual(
    expected.map((item) => ({ ...item, refusals: sortRefusals(item.refusals) })),
  );
  expect(await db.tenant.count()).toBe(1);

  const rowsBefore = await db.connectorType.findMany({ orderBy: { typeCode: 'asc' } });
  const second = await startAndList();
  expect(second.body).toEqual(first.body);
  expect(await db.connectorType.findMany({ orderBy: { typeCode: 'asc' } })).toEqual(rowsBefore);
}, 180_000);

function sortRefusals(refusals: { predicate: string; reason: string }[]) {
  return [...refusals].sort((a, b) => (a.predicate < b.predicate ? -1 : 1));
}
