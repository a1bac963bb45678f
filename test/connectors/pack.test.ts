import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { onboardTenant, type Tenant } from '../engine/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';
import { npmPack } from '../support/npm-pack.ts';
import { CONNECTOR_SCOPES } from './support.ts';

/**
 * The kit as connector authors get it: both packages packed (prepack builds them), installed into
 * an empty project outside the repository, and the 30-line connector of docs/connectors.md run with
 * `npx compliance-connector` against a live service and an inventory on loopback.
 */

const run = promisify(execFile);
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

let app: TestApp;
let tenant: Tenant;
let inventory: Server;
let project: string;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await onboardTenant(app, 'Pack MSP');
  inventory = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify([
        { hostname: 'PK-1', backupAgent: 'running', backupVersion: '4.2' },
        { hostname: 'PK-2', backupAgent: 'stopped' },
      ]),
    );
  });
  await new Promise<void>((done) => inventory.listen(0, '127.0.0.1', done));
  project = mkdtempSync(join(tmpdir(), 'connector-consumer-'));
}, 120_000);
afterAll(async () => {
  inventory?.close();
  await app?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

const CONNECTOR = `import { defineConnector } from '@compliance-gateway/connector';

const INVENTORY = process.env.INVENTORY_URL;

export default defineConnector({
  typeCode: 'acme.backup',
  name: 'Acme backup agent',
  predicates: ['backup.agent.installed'],
  async collect({ organization }) {
    const response = await fetch(\`\${INVENTORY}/clients/\${encodeURIComponent(organization.name)}/devices\`);
    if (!response.ok) throw new Error(\`inventory answered \${response.status}\`);
    const devices = await response.json();
    return {
      'backup.agent.installed': devices.map((device) => ({
        subject: device.hostname,
        fields: { installed: device.backupAgent === 'running', version: device.backupVersion ?? null },
      })),
    };
  },
});
`;

test('npm pack, install, and npx compliance-connector runs the documented connector', {
  timeout: 300_000,
}, async () => {
  const tarballs: string[] = [];
  for (const workspace of ['client', 'connector']) {
    const { filename, files } = await npmPack(workspace, project, env);
    expect(files.filter((file) => !/^(dist\/|package\.json$|README)/.test(file.path))).toEqual([]);
    tarballs.push(`./${filename}`);
  }
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...tarballs], { cwd: project, env });
  writeFileSync(join(project, 'backup-agent.mjs'), CONNECTOR);
  writeFileSync(
    join(project, 'connector.json'),
    JSON.stringify({ service: { url: app.url, apiKeyEnv: 'COMPLIANCE_API_KEY' }, concurrency: 2 }),
  );
  const key = await tenant.keyWith(CONNECTOR_SCOPES);
  const organization = await request(`${app.url}/api/v1/organizations`, {
    method: 'POST',
    token: key,
    body: { name: 'Packed Client' },
  });
  const npx = (args: string[]) =>
    run('npx', ['compliance-connector', './backup-agent.mjs', '--config', 'connector.json', '--once', ...args], {
      cwd: project,
      env: {
        ...env,
        COMPLIANCE_API_KEY: key,
        INVENTORY_URL: `http://127.0.0.1:${(inventory.address() as AddressInfo).port}`,
      },
    }).then(
      (done) => ({ code: 0, ...done }),
      (failed: { code: number; stdout: string; stderr: string }) => failed,
    );

  // The first run creates the private type; no organization has its integration yet: nothing to do.
  expect((await npx([])).code).toBe(0);
  await request(`${app.url}/api/v1/organizations/${organization.body.id}/integrations/acme.backup`, {
    method: 'PUT',
    token: key,
    body: { status: 'available' },
  });
  const dry = await npx(['--dry-run']);
  expect(JSON.parse(dry.stdout.trim())).toMatchObject({
    organization: 'Packed Client',
    body: { typeCode: 'acme.backup', predicates: ['backup.agent.installed'] },
  });
  const real = await npx([]);
  expect(real.code).toBe(0);
  const facts = await app.db.fact.findMany({
    where: { organizationId: organization.body.id },
    orderBy: { subject: 'asc' },
    select: { subject: true, fields: true },
  });
  expect(facts).toEqual([
    { subject: 'PK-1', fields: { installed: true, version: '4.2' } },
    { subject: 'PK-2', fields: { installed: false, version: null } },
  ]);
  const integrations = await request(`${app.url}/api/v1/organizations/${organization.body.id}/integrations`, {
    token: key,
  });
  expect(integrations.body.items).toEqual([expect.objectContaining({ typeCode: 'acme.backup', status: 'connected' })]);
});
