import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { runCli } from '../support/cli.ts';
import { api, fact } from './support.ts';

/** The operator CLI onboards and assesses a tenant while the server (and its worker) runs on the same database. */

let app: TestApp;
let dir: string;

const cli = (args: string[]) => runCli(app.databaseUrl, args);

beforeAll(async () => {
  app = await startTestApp();
  dir = await mkdtemp(join(tmpdir(), 'cli-facts-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await app?.close();
});

describe('org:create, integration:set, facts:push', () => {
  test('a tenant assessed from the command line', { timeout: 180_000 }, async () => {
    expect((await cli(['tenant:create', '--name', 'Shell MSP'])).code).toBe(0);
    const key = await cli(['key:create', '--tenant', 'Shell MSP', '--name', 'ops', '--scopes', 'all']);
    const token = /Key \(shown once, store it now\): (ccak_\S+)/.exec(key.stdout)![1]!;
    const standard = await app.db.standard.findFirstOrThrow({
      where: { tenantId: app.demoTenantId, slug: 'nist-csf-2' },
    });
    // The new tenant needs a standard: copy one over as the API would create it, then enable it.
    const tenant = await app.db.tenant.findFirstOrThrow({ where: { name: 'Shell MSP' } });
    const control = await app.db.control.findFirstOrThrow({
      where: { standardId: standard.id, requires: { equals: ['device.disk.encrypted'] } },
    });
    const own = await app.db.standard.create({
      data: { tenantId: tenant.id, slug: 'shell', name: 'Shell', enabled: true },
    });
    await app.db.control.create({
      data: {
        tenantId: tenant.id,
        standardId: own.id,
        slug: 'shell-disk',
        name: control.name,
        category: control.category,
        severity: control.severity,
        autonomy: control.autonomy,
        enabled: true,
        definition: control.definition as object,
        requires: control.requires,
      },
    });

    const created = await cli(['org:create', '--tenant', 'Shell MSP', '--name', 'Shell Client']);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    const organization = await app.db.organization.findFirstOrThrow({ where: { tenantId: tenant.id } });
    expect(created.stdout).toBe(`Created organization Shell Client (${organization.id}) in tenant Shell MSP\n`);

    const integration = await cli([
      'integration:set',
      ...['--tenant', 'Shell MSP', '--org', 'Shell Client', '--type', 'intune', '--status', 'connected'],
    ]);
    expect(integration.stdout).toBe('Integration intune of Shell Client is connected; re-evaluation queued\n');

    const file = join(dir, 'facts.json');
    await writeFile(
      file,
      JSON.stringify({ typeCode: 'intune', facts: [fact('device.disk.encrypted', 'SH-1', { encrypted: false })] }),
    );
    const pushed = await cli(['facts:push', file, '--tenant', tenant.id, '--org', organization.id]);
    expect(pushed.stdout).toBe('Pushed 1 fact(s) from intune for Shell Client; evaluation queued\n');

    await app.evaluationsSettled();
    const grid = await api(app, 'GET', `/organizations/${organization.id}/compliance`, token);
    expect(
      grid.body.items.map((row: { status: string; subjectsFailing: number }) => [row.status, row.subjectsFailing]),
    ).toEqual([['fail', 1]]);
  });

  test('a push the API would refuse is refused with the same reasons, and writes nothing', {
    timeout: 120_000,
  }, async () => {
    const organization = await app.db.organization.findFirstOrThrow({ where: { name: 'Shell Client' } });
    const before = await app.db.fact.count({ where: { organizationId: organization.id } });
    const file = join(dir, 'bad.json');
    await writeFile(
      file,
      JSON.stringify({ typeCode: 'intune', facts: [fact('identity.mfa.enforced', 'ann@shell.example', {})] }),
    );
    const refused = await cli(['facts:push', file, '--tenant', 'Shell MSP', '--org', 'Shell Client']);
    expect(refused).toMatchObject({
      code: 1,
      stderr:
        "cli: facts.0.predicate: The connector type 'intune' does not declare the predicate 'identity.mfa.enforced'\n",
    });
    await writeFile(file, JSON.stringify({ typeCode: 'intune', facts: [] }));
    const empty = await cli(['facts:push', file, '--tenant', 'Shell MSP', '--org', 'Shell Client']);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toBe(`cli: ${file}: facts: List should have at least 1 item after validation, not 0\n`);
    const usage = await cli(['facts:push', '--tenant', 'Shell MSP', '--org', 'Shell Client']);
    expect(usage.code).toBe(2);
    expect(await app.db.fact.count({ where: { organizationId: organization.id } })).toBe(before);
  });
});

describe('org:create, org:update and integration:set for collectors', () => {
  test('domains, external references and an error message from the command line', { timeout: 120_000 }, async () => {
    const created = await cli([
      'org:create',
      ...[
        '--tenant',
        'Shell MSP',
        '--name',
        'Collected Client',
        '--domains',
        'Collected.example, mail.collected.example',
      ],
      ...['--external-refs', 'microsoft365:6f0c0d3e-0000-4000-8000-000000000001'],
    ]);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    const organization = await app.db.organization.findFirstOrThrow({
      where: { name: 'Collected Client' },
      include: { externalRefs: true },
    });
    expect(organization.domains).toEqual(['collected.example', 'mail.collected.example']);
    expect(organization.externalRefs.map((ref) => [ref.system, ref.externalId])).toEqual([
      ['microsoft365', '6f0c0d3e-0000-4000-8000-000000000001'],
    ]);
    const updated = await cli(['org:update', '--tenant', 'Shell MSP', '--org', 'Collected Client', '--domains', '']);
    expect(updated).toMatchObject({ code: 0, stdout: `Updated organization Collected Client (${organization.id})\n` });
    expect((await app.db.organization.findUniqueOrThrow({ where: { id: organization.id } })).domains).toEqual([]);
    const bad = await cli([
      'org:update',
      '--tenant',
      'Shell MSP',
      '--org',
      'Collected Client',
      '--domains',
      'not a name',
    ]);
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringContaining("'not a name' is not a DNS name") });

    const failed = await cli([
      'integration:set',
      ...['--tenant', 'Shell MSP', '--org', 'Collected Client', '--type', 'dns', '--status', 'error'],
      ...['--message', 'DNS timeout'],
    ]);
    expect(failed.code).toBe(0);
    const integration = await app.db.integration.findFirstOrThrow({ where: { organizationId: organization.id } });
    expect([integration.status, integration.lastErrorMessage]).toEqual(['error', 'DNS timeout']);
  });
});

describe('connector:create, catalog:list', () => {
  test('a private type is added from the command line and listed beside the built-ins', {
    timeout: 120_000,
  }, async () => {
    const created = await cli([
      'connector:create',
      '--tenant',
      'Demo MSP',
      '--type',
      'demo.backup-script',
      '--name',
      'Backup script',
      '--predicates',
      'backup.job.succeeded, backup.offsite.copy',
    ]);
    expect(created).toMatchObject({
      code: 0,
      stdout: 'Created connector type demo.backup-script in tenant Demo MSP\n',
    });
    const listed = await cli(['catalog:list', '--tenant', 'Demo MSP']);
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines).toContain('demo.backup-script\tBackup script\tbackup.job.succeeded,backup.offsite.copy');
    expect(lines.map((line) => line.split('\t')[0])).toContain('intune');
    const other = await cli(['catalog:list', '--tenant', 'Other MSP']);
    expect(other.stdout).not.toContain('demo.backup-script');
    const again = await cli([
      'connector:create',
      '--tenant',
      'Demo MSP',
      '--type',
      'intune',
      '--name',
      'x',
      '--predicates',
      'p',
    ]);
    expect(again).toMatchObject({ code: 1, stderr: "cli: The connector type 'intune' already exists\n" });
  });
});

describe('audit:list', () => {
  test("the CLI's writes are in the audit log as kind cli, and audit:list shows them", {
    timeout: 120_000,
  }, async () => {
    expect((await cli(['tenant:create', '--name', 'Audit MSP'])).code).toBe(0);
    const key = await cli(['key:create', '--tenant', 'Audit MSP', '--name', 'audited', '--scopes', 'all']);
    const plaintext = /Key \(shown once, store it now\): (ccak_\S+)/.exec(key.stdout)![1]!;
    expect((await cli(['org:create', '--tenant', 'Audit MSP', '--name', 'Audit Client'])).code).toBe(0);
    const tenant = await app.db.tenant.findFirstOrThrow({ where: { name: 'Audit MSP' } });
    const rows = await app.db.auditEvent.findMany({
      where: { tenantId: tenant.id },
      orderBy: { occurredAt: 'asc' },
      select: { actorKind: true, actorName: true, action: true, changes: true },
    });
    expect(rows.map((row) => [row.actorKind, row.action])).toEqual([
      ['cli', 'tenant.created'],
      ['cli', 'api_key.created'],
      ['cli', 'organization.created'],
    ]);
    expect(rows.every((row) => row.actorName?.startsWith('cli:'))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(plaintext);

    const listed = await cli(['audit:list', '--tenant', 'Audit MSP', '--action', 'organization.created']);
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(listed.stdout).toContain('organization.created');
    expect(listed.stdout).toContain('{"name":[null,"Audit Client"]}');
    expect(listed.stdout).not.toContain('api_key.created');
  });
});
