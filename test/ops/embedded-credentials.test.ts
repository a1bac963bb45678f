import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_EMBEDDED_HOME, locateBinaries } from '../../src/ops/cluster/binaries.ts';
import { placeCluster } from '../../src/ops/cluster/data-dir.ts';
import { initCluster, spawnServer, stopServer } from '../../src/ops/cluster/server-process.ts';
import { serverIdentity } from '../../src/ops/cluster/system-user.ts';
import { startEmbeddedPostgres } from '../../src/ops/embedded.ts';
import { migrateDeploy } from '../../src/ops/migrate.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cc-legacy-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

test('a data directory from before per-directory passwords keeps its data and moves to the new credentials', async () => {
  // A data directory as earlier versions left it: superuser `postgres`/`postgres`, the service's
  // tables in the `postgres` database, owned by the superuser.
  const who = await serverIdentity();
  const binaries = await locateBinaries(who, DEFAULT_EMBEDDED_HOME);
  const { clusterDir } = await placeCluster(dataDir, who, DEFAULT_EMBEDDED_HOME);
  await initCluster(
    binaries,
    clusterDir,
    who,
    { user: 'postgres', password: 'postgres' },
    { fast: true, onLog: () => {} },
  );
  const port = await freePort();
  const legacy = spawnServer(binaries, clusterDir, who, port, { fast: true, onLog: () => {} });
  await legacy.ready;
  const legacyUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  await migrateDeploy(legacyUrl);
  await query(legacyUrl, `INSERT INTO "Tenant" (id, name) VALUES ('019f0000-0000-7000-8000-000000000001', 'Kept MSP')`);
  await stopServer(legacy);

  const server = await startEmbeddedPostgres({ dataDir, fast: true });
  try {
    const credentialsFile = path.join(dataDir, 'gateway-credentials.json');
    expect((await stat(credentialsFile)).mode & 0o777).toBe(0o600);
    const credentials = JSON.parse(await readFile(credentialsFile, 'utf8'));
    expect(credentials.app).toMatchObject({ user: 'gateway', database: 'postgres' });
    expect(new URL(server.url)).toMatchObject({ username: 'gateway', pathname: '/postgres' });

    // The data is where it was, readable and writable by the application role, which is no superuser.
    expect(await query(server.url, `SELECT name FROM "Tenant"`)).toEqual([{ name: 'Kept MSP' }]);
    await query(
      server.url,
      `INSERT INTO "Tenant" (id, name) VALUES ('019f0000-0000-7000-8000-000000000002', 'New MSP')`,
    );
    expect(await query(server.url, 'SELECT rolsuper FROM pg_roles WHERE rolname = current_user')).toEqual([
      { rolsuper: false },
    ]);
    const foreign = await query<{ relname: string }>(
      server.url,
      `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND pg_get_userbyid(c.relowner) <> 'gateway'`,
    );
    expect(foreign).toEqual([]);
    // Migrations run as the owner, without the superuser.
    await expect(migrateDeploy(server.url)).resolves.toEqual({ applied: [] });
    await query(server.url, 'CREATE TABLE owner_can_create (id int)');

    // The old password no longer opens the superuser.
    await expect(query(legacyUrl.replace(String(port), String(server.port)), 'SELECT 1')).rejects.toThrow(
      /password authentication failed/,
    );
    expect(await query(server.adminUrl, 'SELECT current_user AS who')).toEqual([{ who: 'postgres' }]);
  } finally {
    await server.stop();
  }

  // A second start reads the credentials file and changes nothing.
  const again = await startEmbeddedPostgres({ dataDir, fast: true });
  try {
    expect(await query(again.url, `SELECT count(*)::int AS n FROM "Tenant"`)).toEqual([{ n: 2 }]);
  } finally {
    await again.stop();
  }
}, 120_000);
