import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrateDeploy } from '../../src/ops/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { uncaughtDuring } from '../support/uncaught.ts';

// The job queue's migrations ran on graphile-worker's own pool, which drops its error listener when
// released and does not wait for its connections to close. A database that stops right after the
// migrations (the embedded PostgreSQL of a start that fails next, a test's cluster) then closed a
// connection still on its way out: an 'error' event nobody listened for, which ends the process
// (CI saw it after test/ops/embedded-credentials.test.ts stopped its legacy cluster).

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

test('a database that closes every connection right after the migrations leaves nothing uncaught', async () => {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  const warned: unknown[] = [];
  const warn = console.warn;
  // graphile-worker warns on the console (a CLI's stderr) when a pool it is given lacks a handler.
  console.warn = (...args: unknown[]) => void warned.push(args);
  const uncaught = await uncaughtDuring(async () => {
    for (let round = 0; round < 10; round++) {
      await migrateDeploy(database.url);
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }).finally(async () => {
    console.warn = warn;
    await admin.end();
  });
  expect(uncaught).toEqual([]);
  expect(warned).toEqual([]);
});
