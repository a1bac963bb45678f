import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  /** postgres:// URL of a database only this caller uses. */
  url: string;
  /** Drops the database, disconnecting anyone still connected. */
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: a copy of the migrated template (a file copy inside
 * PostgreSQL, milliseconds), an empty one with `{ migrated: false }`, or a copy of the migrated
 * template holding the connector catalog and the demo data set with `{ demo: true }` (its admin
 * key is `inject('demoAdminKey')`).
 */
export async function createTestDatabase(opts: { migrated?: boolean; demo?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  const template =
    opts.migrated === false ? 'template0' : opts.demo ? inject('demoTemplateDatabase') : inject('templateDatabase');
  // Test files run in parallel processes, so the name must be unique across them.
  const name = `cc_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped: Promise<void> | undefined;
  return {
    url: url.toString(),
    drop() {
      dropped ??= admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      return dropped;
    },
  };
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
