import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { migrateCreate, migrateDeploy, migrateStatus } from '../../src/ops/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const migrationsDir = path.join(root, 'prisma', 'migrations');
const schemaPath = path.join(root, 'prisma', 'schema.prisma');

async function migrationNames(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function tablesOf(url: string): Promise<string[]> {
  const rows = await query<{ table_name: string }>(
    url,
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** Every file under `dir` with its content, to prove an operation wrote nothing. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = await readFile(file, 'utf8');
  }
  return files;
}

const scratchDirs: string[] = [];
async function scratchCopyOfMigrations(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cc-migrations-'));
  scratchDirs.push(dir);
  await cp(migrationsDir, path.join(dir, 'migrations'), { recursive: true });
  return path.join(dir, 'migrations');
}

afterAll(async () => {
  await Promise.all(scratchDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('migrateDeploy on an empty database', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrated: false });
  });
  afterAll(() => db.drop());

  test('status lists every migration as pending before the first deploy', async () => {
    const status = await migrateStatus(db.url);
    expect(status.hasMigrationsTable).toBe(false);
    expect(status.pending).toEqual(await migrationNames(migrationsDir));
    expect(status.upToDate).toBe(false);
  });

  test('applies the init migration and creates a table per model', async () => {
    const names = await migrationNames(migrationsDir);
    expect(names.some((name) => /^\d{14}_init$/.test(name))).toBe(true);

    const { applied } = await migrateDeploy(db.url);

    expect(applied).toEqual(names);
    const models = [...(await readFile(schemaPath, 'utf8')).matchAll(/^model (\w+) \{/gm)].map((match) => match[1]);
    expect(models.length).toBeGreaterThan(0);
    expect(await tablesOf(db.url)).toEqual([...models, '_prisma_migrations'].sort());
  });

  test('running again applies nothing and adds no rows', async () => {
    const before = await query<{ count: string }>(db.url, 'SELECT count(*) FROM _prisma_migrations');

    expect(await migrateDeploy(db.url)).toEqual({ applied: [] });

    expect(await query(db.url, 'SELECT count(*) FROM _prisma_migrations')).toEqual(before);
  });

  test('status is clean afterwards', async () => {
    expect(await migrateStatus(db.url)).toEqual({
      pending: [],
      unknownToDirectory: [],
      failed: [],
      edited: [],
      hasMigrationsTable: true,
      upToDate: true,
    });
  });

  test('_prisma_migrations records each migration as the Prisma CLI does', async () => {
    const rows = await query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
      applied_steps_count: number;
      logs: string | null;
    }>(db.url, 'SELECT * FROM _prisma_migrations ORDER BY migration_name');

    const names = await migrationNames(migrationsDir);
    expect(rows.map((row) => row.migration_name)).toEqual(names);
    for (const row of rows) {
      const sql = await readFile(path.join(migrationsDir, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
      expect(row.logs).toBeNull();
    }
  });
});

describe('migrateDeploy with hand-written migrations', () => {
  let db: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    dir = await scratchCopyOfMigrations();
  });
  afterAll(() => db.drop());

  test('runs a script whole, so a ";" inside a string literal survives', async () => {
    await mkdir(path.join(dir, '29990101000000_semicolon'));
    await writeFile(
      path.join(dir, '29990101000000_semicolon', 'migration.sql'),
      `INSERT INTO "Tenant" ("id", "name") VALUES ('0190a6f0-0000-7000-8000-000000000001', 'Acme; Inc.');\n`,
    );

    expect(await migrateDeploy(db.url, { migrationsDir: dir })).toEqual({ applied: ['29990101000000_semicolon'] });
    expect(await query(db.url, `SELECT name FROM "Tenant"`)).toEqual([{ name: 'Acme; Inc.' }]);
  });

  test('a failing migration leaves none of its statements behind and is reported as failed', async () => {
    await mkdir(path.join(dir, '29990102000000_broken'));
    await writeFile(
      path.join(dir, '29990102000000_broken', 'migration.sql'),
      `INSERT INTO "Tenant" ("id", "name") VALUES ('0190a6f0-0000-7000-8000-000000000002', 'half');\nSELECT 1 / 0;\n`,
    );

    await expect(migrateDeploy(db.url, { migrationsDir: dir })).rejects.toThrow(/division by zero/);

    expect(await query(db.url, `SELECT name FROM "Tenant" ORDER BY name`)).toEqual([{ name: 'Acme; Inc.' }]);
    const status = await migrateStatus(db.url, { migrationsDir: dir });
    expect(status.failed).toEqual(['29990102000000_broken']);
    expect(status.upToDate).toBe(false);
  });

  // An up-to-date database is answered by one query before the engine loads: these are the cases
  // that query must hand to the engine.
  test('a deploy again refuses while the failed migration stands, as the engine words it', async () => {
    await expect(migrateDeploy(db.url, { migrationsDir: dir })).rejects.toThrow(/failed migrations/);
  });

  test("an applied migration edited since is the engine's to judge, not taken as applied", async () => {
    await rm(path.join(dir, '29990102000000_broken'), { recursive: true });
    await query(db.url, `DELETE FROM _prisma_migrations WHERE migration_name = '29990102000000_broken'`);
    expect(await migrateDeploy(db.url, { migrationsDir: dir })).toEqual({ applied: [] });
    await writeFile(path.join(dir, '29990101000000_semicolon', 'migration.sql'), 'SELECT 1;\n');
    expect((await migrateStatus(db.url, { migrationsDir: dir })).edited).toEqual(['29990101000000_semicolon']);
    // The engine's deploy applies nothing for an edited migration (as `prisma migrate deploy`), and
    // a new one after it is applied: the quick check did not take the database as up to date.
    await mkdir(path.join(dir, '29990103000000_after_edit'));
    await writeFile(
      path.join(dir, '29990103000000_after_edit', 'migration.sql'),
      `INSERT INTO "Tenant" ("id", "name") VALUES ('0190a6f0-0000-7000-8000-000000000003', 'after');\n`,
    );
    expect(await migrateDeploy(db.url, { migrationsDir: dir })).toEqual({ applied: ['29990103000000_after_edit'] });
  });
});

describe('migrateCreate', () => {
  test('returns null and writes nothing when the migrations already match the schema', async () => {
    const dir = await scratchCopyOfMigrations();
    const before = await snapshot(dir);

    expect(await migrateCreate(inject('postgresAdminUrl'), 'nothing_to_do', { migrationsDir: dir })).toBeNull();

    expect(await snapshot(dir)).toEqual(before);
  });

  test('writes the difference between the migrations and a changed schema', async () => {
    const dir = await scratchCopyOfMigrations();
    const changedSchema = path.join(path.dirname(dir), 'schema.prisma');
    await writeFile(
      changedSchema,
      `${await readFile(schemaPath, 'utf8')}\nmodel MigrateCreateProbe {\n  id Int @id\n}\n`,
    );

    const created = await migrateCreate(inject('postgresAdminUrl'), 'Add probe!', {
      migrationsDir: dir,
      schemaPath: changedSchema,
    });

    expect(created).toMatch(/^\d{14}_add_probe$/);
    const existing = await migrationNames(migrationsDir);
    expect(await migrationNames(dir)).toEqual([...existing, created]);
    const sql = await readFile(path.join(dir, created!, 'migration.sql'), 'utf8');
    expect(sql).toContain('CREATE TABLE "MigrateCreateProbe"');
    // Only the new model: anything else would mean the migrations were not replayed faithfully.
    expect(sql.match(/CREATE TABLE/g)).toHaveLength(1);
    expect(sql).not.toMatch(/DROP|ALTER/);
  });

  test('leaves no shadow database behind', async () => {
    const rows = await query(
      inject('postgresAdminUrl'),
      `SELECT datname FROM pg_database WHERE datname LIKE 'prisma_migrate_shadow_db_%'`,
    );
    expect(rows).toEqual([]);
  });
});

describe('createTestDatabase', () => {
  test('clones a fully migrated database that the next test cannot see into', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      expect(first.url).not.toBe(second.url);
      expect((await migrateStatus(first.url)).upToDate).toBe(true);
      await query(
        first.url,
        `INSERT INTO "Tenant" ("id", "name") VALUES ('0190a6f0-0000-7000-8000-000000000003', 'only here')`,
      );
      expect(await query(second.url, `SELECT * FROM "Tenant"`)).toEqual([]);
    } finally {
      await Promise.all([first.drop(), second.drop()]);
    }
  });

  test('drop removes the database', async () => {
    const db = await createTestDatabase();
    const name = new URL(db.url).pathname.slice(1);
    await db.drop();
    expect(await query(inject('postgresAdminUrl'), `SELECT 1 FROM pg_database WHERE datname = '${name}'`)).toEqual([]);
  });
});
