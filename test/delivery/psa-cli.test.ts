import { afterAll, beforeAll, expect, test } from 'vitest';
import { api, onboardTenant } from '../engine/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';
import { runCli } from './support.ts';

// The operator CLI reads a tenant's PSA connection (never its secrets), sets it through the graph
// with its secrets from the environment or stdin (sealed with the service's SECRET_KEY), pauses and
// removes it, sets an organization's PSA company (audit entries of the command line) and lists its tickets.
let app: TestApp;

const cli = (args: string[], options?: Parameters<typeof runCli>[2]) =>
  runCli(app, args, options).then(({ code, stdout, stderr }) => ({ code, stdout: stdout + stderr }));

beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(() => app?.close());

test('psa:show, psa:company, psa:tickets', async () => {
  const put = await request(`${app.url}/api/v1/psa-connection`, {
    method: 'PUT',
    token: app.adminKey,
    body: {
      system: 'autotask',
      autotask: { username: 'api@msp.example', secret: 'cli-secret-WXYZ', integrationCode: 'CODE', queueId: 8 },
    },
  });
  expect(put.status).toBe(200);
  // A verb that seals nothing runs without SECRET_KEY.
  const shown = await cli(['psa:show', '--tenant', 'Demo MSP'], { env: { SECRET_KEY: '' } });
  expect(shown.code).toBe(0);
  expect(shown.stdout).toContain('autotask (enabled) at (zone not yet discovered), queue 8, minimum severity low');
  expect(shown.stdout).toContain('ending in WXYZ');
  expect(shown.stdout).not.toContain('cli-secret');

  const organization = await app.db.organization.findFirstOrThrow({
    where: { tenantId: app.demoTenantId },
    orderBy: { name: 'asc' },
  });
  const set = await cli(['psa:company', '--tenant', 'Demo MSP', '--org', organization.id, '--company', '4242']);
  expect(set.stdout).toContain(`${organization.name}: PSA company 4242`);
  const entry = await app.db.auditEvent.findFirstOrThrow({
    where: { action: 'organization.psa_company_set', organizationId: organization.id },
  });
  expect(entry.actorKind).toBe('cli');
  expect((await cli(['psa:company', '--tenant', 'Demo MSP', '--org', organization.id])).code).toBe(2);

  const tickets = await cli(['psa:tickets', '--tenant', 'Demo MSP', '--org', organization.id]);
  expect(tickets.stdout.trim()).toBe('no tickets');
}, 120_000);

test('psa:set takes the secrets from the environment, never prints them, and the service opens what it sealed', async () => {
  const tenant = await onboardTenant(app, 'CLI Autotask MSP');
  const base = ['psa:set', '--tenant', 'CLI Autotask MSP', '--system', 'autotask', '--username', 'api@msp.example'];
  const refused = await cli([...base, '--queue', '8']);
  expect(refused.code).toBe(1);
  expect(refused.stdout).toContain(
    'cli: autotask.secret: secret and integrationCode are required for a new connection',
  );
  expect((await cli([...base, '--queue', 'eight'])).stdout).toContain('cli: --queue must be a whole number');
  expect((await cli([...base, '--queue', '8', '--priorities', 'urgent=1'])).code).toBe(2);
  expect((await cli(['psa:set', '--tenant', 'CLI Autotask MSP', '--system', 'halopsa'])).code).toBe(2);
  const noKey = await cli([...base, '--queue', '8'], {
    env: { SECRET_KEY: '', PSA_SECRET: 'at-secret-value-ABCD', PSA_INTEGRATION_CODE: 'TRACKING-CODE-1' },
  });
  expect(noKey.code).toBe(1);
  expect(noKey.stdout).toContain('cli: invalid configuration: SECRET_KEY is required with DATABASE_URL');
  expect(await app.db.psaConnection.count({ where: { tenantId: tenant.id } })).toBe(0);

  const secrets = { PSA_SECRET: 'at-secret-value-ABCD', PSA_INTEGRATION_CODE: 'TRACKING-CODE-1' };
  const set = await cli([...base, '--queue', '8', '--priorities', 'high=1,low=3', '--minimum-severity', 'medium'], {
    env: secrets,
  });
  expect(set.code, set.stdout).toBe(0);
  expect(set.stdout).toContain('autotask (enabled) at (zone not yet discovered), queue 8, minimum severity medium');
  expect(set.stdout).toContain('ending in ABCD');
  expect(set.stdout).not.toMatch(/at-secret-value|TRACKING-CODE/);

  const read = await api(app, 'GET', '/psa-connection', tenant.key);
  expect(read.body).toMatchObject({
    system: 'autotask',
    enabled: true,
    username: 'api@msp.example',
    queueId: 8,
    priorities: { high: 1, medium: null, low: 3 },
    minimumSeverity: 'medium',
  });
  const stored = await app.db.psaConnection.findUniqueOrThrow({ where: { tenantId: tenant.id } });
  expect(JSON.parse(app.secrets.open(stored.credentialsSealed))).toEqual({
    secret: 'at-secret-value-ABCD',
    integrationCode: 'TRACKING-CODE-1',
  });
  const entry = await app.db.auditEvent.findFirstOrThrow({
    where: { tenantId: tenant.id, action: 'psa_connection.created' },
  });
  expect(entry.actorKind).toBe('cli');
  expect(JSON.stringify(entry.changes)).not.toMatch(/at-secret-value|TRACKING-CODE/);
}, 120_000);

test('psa:set reads ConnectWise keys from stdin, keeps what is not given; psa:disable pauses, --remove deletes', async () => {
  const tenant = await onboardTenant(app, 'CLI ConnectWise MSP');
  const tenantArgs = ['--tenant', 'CLI ConnectWise MSP'];
  const first = await cli(
    [
      'psa:set',
      ...tenantArgs,
      '--system',
      'connectwise',
      '--site-url',
      'https://na.myconnectwise.net',
      '--company',
      'northwind',
      '--client-id',
      'client-1',
      '--board',
      '12',
      '--secrets-stdin',
    ],
    { stdin: 'PSA_PUBLIC_KEY=public-key-1\nPSA_PRIVATE_KEY=private-key-WXYZ\n' },
  );
  expect(first.code, first.stdout).toBe(0);
  expect(first.stdout).toContain('ending in WXYZ');
  expect(first.stdout).not.toMatch(/public-key-1|private-key/);

  const board = await cli(['psa:set', ...tenantArgs, '--system', 'connectwise', '--board', '13']);
  expect(board.code, board.stdout).toBe(0);
  expect((await api(app, 'GET', '/psa-connection', tenant.key)).body).toMatchObject({
    system: 'connectwise',
    enabled: true,
    webUrl: 'https://na.myconnectwise.net',
    companyId: 'northwind',
    clientId: 'client-1',
    boardId: 13,
    credentials: { configured: true, lastFour: 'WXYZ' },
  });
  const updated = await app.db.auditEvent.findFirstOrThrow({
    where: { tenantId: tenant.id, action: 'psa_connection.updated' },
  });
  expect(updated).toMatchObject({ actorKind: 'cli', changes: { credentials: ['set', 'kept'] } });

  const paused = await cli(['psa:disable', ...tenantArgs]);
  expect(paused.stdout).toContain('Paused the PSA connection of tenant CLI ConnectWise MSP');
  expect((await api(app, 'GET', '/psa-connection', tenant.key)).body).toMatchObject({ enabled: false, boardId: 13 });
  expect((await cli(['psa:show', ...tenantArgs])).stdout).toContain('connectwise (disabled)');

  const removed = await cli(['psa:disable', ...tenantArgs, '--remove']);
  expect(removed.code).toBe(0);
  expect((await api(app, 'GET', '/psa-connection', tenant.key)).status).toBe(404);
  const deleted = await app.db.auditEvent.findFirstOrThrow({
    where: { tenantId: tenant.id, action: 'psa_connection.deleted' },
  });
  expect(deleted.actorKind).toBe('cli');
  expect((await cli(['psa:disable', ...tenantArgs])).stdout).toContain('has no PSA connection');
}, 180_000);
