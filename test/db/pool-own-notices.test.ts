import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { hashSecret } from '../../src/auth/secrets.ts';
import { revokeKeyForOperator } from '../../src/data/api-keys.ts';
import { createDb, type Db } from '../../src/data/client.ts';
import { CREDENTIAL_CHANNEL } from '../../src/data/credentials.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

// A replica drops its cached principals on the database's credential notices. Its change feed's
// connection hears them a moment after the commit; the pool that made the change must act on its
// own before the write returns, or the next request on the same replica could still find a revoked
// key cached ("revoked at once"). One connection, so its notices arrive in the order it sent them.

let database: TestDatabase;
let db: Db;
let heard = 0;
let tenantId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, {
    poolSize: 1,
    everyConnectionListens: { channel: CREDENTIAL_CHANNEL, heard: () => heard++ },
  });
  ({ id: tenantId } = await db.tenant.create({ data: { name: 'Notices' }, select: { id: true } }));
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

async function newKey(name: string): Promise<string> {
  const { id } = await db.apiKey.create({
    data: { tenantId, name, prefix: 'ccak_test', keyHash: hashSecret(name), scopes: ['organization.read'] },
    select: { id: true },
  });
  return id;
}

test('a revocation the pool commits is heard before the write returns, in a transaction or not', async () => {
  const first = await newKey('revoked-alone');
  const second = await newKey('revoked-in-a-transaction');
  heard = 0;

  expect(await revokeKeyForOperator(db, first, new Date())).toBe(1);
  expect(heard).toBe(1);

  await db.$transaction(async (tx) => {
    await revokeKeyForOperator(tx as Db, second, new Date());
    // PostgreSQL sends a transaction's notices when it commits, never before.
    expect(heard).toBe(1);
  });
  expect(heard).toBe(2);
});

test('a write that ends or narrows nothing sends no notice', async () => {
  const id = await newKey('only-used');
  heard = 0;
  await db.apiKey.update({ where: { id }, data: { lastUsedAt: new Date() } });
  // Heard in order on the one connection: had the use sent a notice, this would count two.
  await revokeKeyForOperator(db, id, new Date());
  expect(heard).toBe(1);
});

test("another connection's notice is heard too", async () => {
  heard = 0;
  // A connection waiting in the pool hears it when it next reads from the socket; a statement does.
  await db.$queryRaw`SELECT 1`;
  const other = new pg.Client({ connectionString: database.url });
  await other.connect();
  try {
    await other.query('SELECT pg_notify($1, $2)', [CREDENTIAL_CHANNEL, 'ApiKey']);
  } finally {
    await other.end();
  }
  await expect.poll(() => heard, { timeout: 1_000 }).toBe(1);
});
