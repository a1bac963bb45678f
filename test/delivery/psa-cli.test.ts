import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

// The operator CLI reads a tenant's PSA connection (never its secrets), sets an organization's PSA
// company through the graph (an audit entry of the command line) and lists its tickets.
let app: TestApp;

const cli = (args: string[]) =>
  promisify(execFile)('npx', ['tsx', 'scripts/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: app.databaseUrl },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout + error.stderr,
    }),
  );

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
  const shown = await cli(['psa:show', '--tenant', 'Demo MSP']);
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
