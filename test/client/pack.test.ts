import { execFile, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChangePublisher } from '../../src/events/publisher.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { eventually, failingChange, installJobQueue, type Receiver, startReceiver } from '../support/events.ts';
import { request } from '../support/http.ts';
import { npmPack } from '../support/npm-pack.ts';

/**
 * The package as its users get it: `npm pack` (prepack builds dist/), the tarball installed into
 * an empty project outside this repository (its dependencies from npm's cache or registry), then
 * used from plain Node against a live server (a query, a subscription's event, a webhook of the
 * real worker), and its declarations compiled by a TypeScript consumer.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
// npm's settings of an `npm test` run (workspace, prefix) must not leak into the packing and installing.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

let app: TestApp;
let receiver: Receiver;
let project: string;

beforeAll(async () => {
  app = await startTestApp({ deliverWebhooks: true, allowPrivateWebhookTargets: true });
  await installJobQueue(app.databaseUrl);
  receiver = await startReceiver();
  project = mkdtempSync(join(tmpdir(), 'client-consumer-'));
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await app?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

async function packAndInstall(): Promise<void> {
  const { filename, files } = await npmPack('client', project, env);
  expect(files.map((file) => file.path)).toEqual(
    expect.arrayContaining(['package.json', 'dist/index.js', 'dist/index.d.ts', 'dist/generated/graphql.js']),
  );
  expect(files.filter((file) => !/^(dist\/|package\.json$|README)/.test(file.path))).toEqual([]);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', `./${filename}`], { cwd: project, env });
}

/** Runs the consumer script; resolves to its JSON lines once it exits, committing changes while it waits for one. */
async function runConsumer(input: object, organizationId: string): Promise<Record<string, unknown>[]> {
  writeFileSync(join(project, 'input.json'), JSON.stringify(input));
  copyFileSync(join(import.meta.dirname, 'consumer/use.mjs'), join(project, 'use.mjs'));
  const child = spawn(process.execPath, ['use.mjs', 'input.json'], { cwd: project, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const publish = createChangePublisher();
  // The stream is open some time after the script says it subscribes: commit until it hears one.
  await eventually(async () => {
    if (child.exitCode !== null) return true;
    if (stdout.includes('"subscribing"'))
      await app.db.$transaction((tx) => publish(tx, failingChange({ tenantId: app.demoTenantId, organizationId })));
    return stdout.includes('"event"');
  }, 20_000).finally(() => setTimeout(() => child.kill(), 5_000).unref());
  expect({ code: await exited, stderr }).toEqual({ code: 0, stderr: '' });
  return stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

test('packs, installs into an empty project and works there against a live server', async () => {
  const organizationId = (await app.db.organization.findFirstOrThrow({ where: { tenantId: app.demoTenantId } })).id;
  const created = await request(`${app.url}/api/v1/webhooks`, {
    method: 'POST',
    token: app.adminKey,
    body: { url: `${receiver.url}/hook`, events: ['organization.rollup_changed'] },
  });
  expect(created.status).toBe(201);
  const publish = createChangePublisher();
  await app.db.$transaction((tx) => publish(tx, failingChange({ tenantId: app.demoTenantId, organizationId })));
  await eventually(() => receiver.received.length > 0);
  const delivery = receiver.received[0]!;

  await packAndInstall();
  const grid = await request(`${app.url}/api/v1/organizations/${organizationId}/compliance`, { token: app.adminKey });
  const rows = grid.body.items.length;
  expect(rows).toBeGreaterThan(0);
  const output = await runConsumer(
    {
      url: app.url,
      token: app.adminKey,
      organizationId,
      webhook: { secret: created.body.secret, body: delivery.body, headers: delivery.headers },
    },
    organizationId,
  );
  expect(output).toEqual([
    { step: 'query', organizationId, rows },
    { step: 'webhook', type: 'organization.rollup_changed' },
    { step: 'tampered', refused: true },
    { step: 'subscribing' },
    { step: 'event', organizationId },
  ]);

  // The declarations type a TypeScript consumer: wrong variables and fields fail to compile.
  copyFileSync(join(import.meta.dirname, 'consumer/typed.ts'), join(project, 'typed.ts'));
  copyFileSync(join(import.meta.dirname, 'consumer/tsconfig.json'), join(project, 'tsconfig.json'));
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  const compiled = await run(process.execPath, [tsc, '-p', project], { cwd: project, env }).catch((error) => error);
  expect({ stdout: compiled.stdout, code: compiled.code ?? 0 }).toEqual({ stdout: '', code: 0 });
}, 180_000);
