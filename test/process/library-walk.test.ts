import { afterAll, beforeAll, expect, test } from 'vitest';
import { runCli } from '../support/cli.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { request } from '../support/http.ts';
import { type Started, start, waitFor } from './support.ts';

// A production start, as an operator walks it: no demo data, the first tenant and admin by the
// CLI, then two library frameworks adopted and one client assessed against them.
let database: TestDatabase;
let server: Started;
beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
  server = await start({ DATABASE_URL: database.url, SEED: 'none', WORKER_CONCURRENCY: '1' });
}, 120_000);
afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await database?.drop();
});

/**
 * The CLI's verbs run in this process on the server's database: a CLI process shows nothing more
 * here (private-dir.test.ts runs it as one) and costs about 3 s of CPU per verb.
 */
async function cli(...args: string[]): Promise<string> {
  const { code, stdout, stderr } = await runCli(database.url, args);
  expect(code, stderr).toBe(0);
  return stdout;
}

test('SEED=none: CLI tenant and admin, two frameworks adopted, pushes and an attestation; the grid shows pass, fail, no_data and not_covered with reasons, the report how to fix', async () => {
  await cli('tenant:create', '--name', 'Northpoint IT');
  await cli(
    'user:create',
    '--tenant',
    'Northpoint IT',
    '--email',
    'ops@northpoint.example',
    '--name',
    'Ops',
    '--role',
    'admin',
    '--password',
    'northpoint-admin-password',
  );
  const keyLine = (await cli('key:create', '--tenant', 'Northpoint IT', '--name', 'walk', '--scopes', 'all'))
    .split('\n')
    .find((line) => line.startsWith('Key (shown once'))!;
  const key = keyLine.slice(keyLine.lastIndexOf(' ') + 1);
  const api = (method: string, path: string, body?: unknown) =>
    request(`${server.url}/api/v1${path}`, { method, token: key, body });

  const listed = await cli('library:list', '--tenant', 'Northpoint IT');
  expect(listed).toMatch(/cisa-scuba-m365\s+CISA SCuBA Microsoft 365 Secure Configuration Baselines\s+1\.8\.0-1/);
  const library = await api('GET', '/library/standards');
  expect(library.body.items.map((item: any) => item.key)).toEqual([
    'asd-essential-eight-ml1',
    'cisa-scuba-m365',
    'nist-csf-2',
  ]);
  expect((await api('POST', '/library/standards/cisa-scuba-m365/adopt', { enabled: true })).status).toBe(201);
  expect(
    await cli('library:adopt', '--tenant', 'Northpoint IT', '--key', 'asd-essential-eight-ml1', '--enabled'),
  ).toContain('Adopted ASD Essential Eight (Maturity Level One) as standard asd-essential-eight-ml1');

  const organization = (await api('POST', '/organizations', { name: 'Harbour Freight' })).body;
  const at = (path: string) => `/organizations/${organization.id}${path}`;
  expect((await api('PUT', at('/integrations/microsoft365'), { status: 'connected' })).status).toBe(200);
  expect((await api('PUT', at('/integrations/dns'), { status: 'connected' })).status).toBe(200);
  const m365 = await api('POST', at('/facts'), {
    typeCode: 'microsoft365',
    facts: [
      {
        predicate: 'identity.legacy_auth.blocked',
        subject: 'harbourfreight.onmicrosoft.com',
        fields: { blocked: true },
      },
      { predicate: 'identity.mfa.enforced', subject: 'ana@harbourfreight.example', fields: { enforced: true } },
      { predicate: 'identity.mfa.enforced', subject: 'ben@harbourfreight.example', fields: { enforced: false } },
    ],
  });
  expect(m365.status).toBe(202);
  const dns = await api('POST', at('/facts'), {
    typeCode: 'dns',
    facts: [
      {
        predicate: 'email.dmarc.policy',
        subject: 'harbourfreight.example',
        fields: { present: true, enforced: true, reject: false, reporting: true, policy: 'quarantine' },
      },
      { predicate: 'email.dkim.configured', subject: 'harbourfreight.example', fields: { configured: true } },
    ],
  });
  expect(dns.status).toBe(202);
  // An attestation that lapses a few seconds from now: the expiry job takes its subject away.
  const attested = await api('POST', at('/attestations'), {
    predicate: 'backup.restore.tested',
    subject: 'Backup appliance',
    fields: { tested: true },
    note: 'Test restore of the accounts share, ticket 4411.',
    expiresAt: new Date(Date.now() + 4_000).toISOString(),
  });
  expect(attested.status).toBe(201);
  // Reason B: the dns connector breaks after its push; its rows keep their status, flagged.
  expect((await api('PUT', at('/integrations/dns'), { status: 'error' })).status).toBe(200);

  const rows = await waitFor('the attestation to expire and the grid to settle', 60_000, async () => {
    const expiredYet = await api('GET', at('/attestations'));
    if (expiredYet.body.items.length !== 0) return undefined;
    const grid = await request(`${server.url}/graphql`, {
      method: 'POST',
      token: key,
      body: {
        query: `query($id: UUID!) { complianceGrid(organizationId: $id) { items { ruleName status
          detail { missingPredicates degradedCoverage { typeCode } } remediation { summary } } } }`,
        variables: { id: organization.id },
      },
    });
    const items = grid.body.data.complianceGrid.items as any[];
    const byId = (id: string) => items.find((row) => row.ruleName.startsWith(`${id} `));
    return byId('ML1-RB-04')?.status === 'no_data' && byId('MS.AAD.1.1v1')?.status === 'pass' ? byId : undefined;
  });
  expect(rows('MS.AAD.1.1v1').status).toBe('pass');
  expect(rows('MS.AAD.3.2v1').status).toBe('fail');
  expect(rows('MS.AAD.3.2v1').remediation.summary).toBe(
    'Require multifactor authentication for every user with a Conditional Access policy.',
  );
  expect(rows('ML1-MF-01').status).toBe('fail');
  // DKIM only the dns connector supplies, and it broke after its push: reason B on the row.
  expect(rows('MS.EXO.3.1v1')).toMatchObject({ status: 'pass', detail: { degradedCoverage: [{ typeCode: 'dns' }] } });
  expect(rows('MS.EXO.4.2v1').status).toBe('fail');
  // The expired attestation: its subject is gone, the control has proved nothing.
  expect(rows('ML1-RB-04').status).toBe('no_data');
  expect(rows('ML1-RB-01')).toMatchObject({
    status: 'not_covered',
    detail: { missingPredicates: ['backup.job.succeeded'] },
  });

  const report = await fetch(`${server.url}/api/v1${at('/report')}`, { headers: { authorization: `Bearer ${key}` } });
  expect(report.status).toBe(200);
  const html = await report.text();
  expect(html).toContain('How to fix');
  expect(html).toContain('Require multifactor authentication for every user with a Conditional Access policy.');

  const audit = await api('GET', '/audit-events?action=attestation.expired');
  expect(audit.body.items.map((entry: any) => [entry.action, entry.actor.kind])).toEqual([
    ['attestation.expired', 'system'],
  ]);
}, 240_000);
