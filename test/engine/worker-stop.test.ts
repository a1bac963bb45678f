import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDb, type Db } from '../../src/data/client.ts';
import { startEngineWorker } from '../../src/engine/worker.ts';
import { createLogger } from '../../src/observability/logger.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { uncaughtDuring } from '../support/uncaught.ts';

// The stop sequence stops the database right after the worker. A connection of the worker still
// open then is closed by PostgreSQL under it, and such a close is an 'error' event: with no
// listener left on its pool it killed the process on SIGTERM now and then (exit 1 instead of 0).
// Here PostgreSQL closes every other connection the moment the worker has stopped; an unhandled
// error fails the run.

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { poolSize: 1 });
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

test('a worker that has stopped survives the database closing its connections', async () => {
  const uncaught = await uncaughtDuring(async () => {
    for (let round = 0; round < 10; round++) {
      const worker = await startEngineWorker({
        databaseUrl: database.url,
        db,
        now: () => new Date(),
        concurrency: 2,
        evaluationIntervalHours: 24,
        logger: createLogger('silent'),
      });
      await worker.stop();
      await db.$executeRaw`
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()`;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  expect(uncaught).toEqual([]);
});
