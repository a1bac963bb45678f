import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDb, type Db, driverOf } from '../../src/data/client.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { uncaughtDuring } from '../support/uncaught.ts';

// An idle pooled connection that PostgreSQL closes (a restart, an administrator, a dropped
// database) is an 'error' event on the pool. Prisma's adapter listens for it only once Prisma has
// used the pool, and the service's fixed statements (the key lookup, the grid) use it without
// Prisma: with no listener, the event was an uncaught exception that ends the process (CI saw it
// when a test file's database was dropped under a pool being closed).

let database: TestDatabase;
let db: Db;
const lost: Error[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { poolSize: 2, onConnectionLost: (error) => lost.push(error) });
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

test('a pool that served only fixed statements survives PostgreSQL closing its idle connections', async () => {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  const uncaught = await uncaughtDuring(async () => {
    const driver = driverOf(db);
    await Promise.all([driver.query('SELECT 1', []), driver.query('SELECT 2', [])]);
    const { rows } = await admin.query<{ closed: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS closed FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    expect(rows[0]?.closed).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The pool opens new connections for what comes next.
    expect((await driver.query<{ n: number }>('SELECT 3 AS n', [])).rows).toEqual([{ n: 3 }]);
  }).finally(() => admin.end());
  expect(uncaught).toEqual([]);
  // Told, as the service logs it: "terminating connection due to administrator command".
  expect(lost.map((error) => (error as Error & { code?: string }).code)).toEqual(['57P01', '57P01']);
});
