import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { onboardTenant, type Tenant } from '../engine/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';
import { CONNECTOR_SCOPES, organizationsOf, runConnector, writeJson } from './support.ts';

/**
 * The file import: an RMM's CSV export and a mapping from its columns to predicates and fields.
 * A bad row is reported by its line and skipped whole; its organization's populations are not
 * pushed (their last facts stay), the others' are.
 */

let app: TestApp;
let tenant: Tenant;
let key: string;
let dir: string;

const MAPPING = {
  organization: { column: 'Client', match: 'externalRef:rmm' },
  predicates: [
    {
      predicate: 'device.disk.encrypted',
      subject: 'Hostname',
      fields: {
        encrypted: { column: 'BitLocker', type: 'boolean', true: ['Enabled', 'Yes'], false: ['Disabled', 'No'] },
      },
    },
    {
      predicate: 'device.os.supported',
      subject: 'Hostname',
      fields: { supported: { column: 'OS Support', equals: 'Supported' }, osVersion: { column: 'OS', type: 'string' } },
    },
  ],
};

beforeAll(async () => {
  app = await startTestApp();
  tenant = await onboardTenant(app, 'File MSP');
  key = await tenant.keyWith(CONNECTOR_SCOPES);
  dir = mkdtempSync(join(tmpdir(), 'file-connector-'));
  for (const [name, id] of [
    ['Clinic', 'C-1'],
    ['Bakery', 'C-2'],
  ])
    await request(`${app.url}/api/v1/organizations`, {
      method: 'POST',
      token: key,
      body: { name, externalRefs: [{ system: 'rmm', id }] },
    });
}, 120_000);
afterAll(async () => {
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const run = (csv: string) => {
  writeFileSync(join(dir, 'export.csv'), csv);
  writeJson(dir, 'mapping.json', MAPPING);
  const config = writeJson(dir, 'file.json', {
    service: { url: app.url, apiKeyEnv: 'CONNECTOR_KEY' },
    file: { typeCode: 'acme.rmm', name: 'Acme RMM export', source: 'export.csv', mapping: 'mapping.json' },
  });
  return runConnector(['file', '--config', config, '--once'], { CONNECTOR_KEY: key });
};

const factsOf = async (name: string) => {
  const organization = (await organizationsOf(app, key)).get(name)!;
  const rows = await app.db.fact.findMany({
    where: { organizationId: organization.id },
    orderBy: [{ predicate: 'asc' }, { subject: 'asc' }],
    select: { predicate: true, subject: true, fields: true },
  });
  return rows.map((row) => [row.predicate, row.subject, row.fields]);
};

describe('compliance-connector file', () => {
  test('a good export: a private type, every row pushed, each organization connected', async () => {
    const result = await run(
      [
        'Client,Hostname,BitLocker,OS,OS Support',
        'C-1,CL-PC1,Enabled,Windows 11 23H2,Supported',
        'C-1,CL-PC2,Disabled,Windows 10 21H2,Unsupported',
        '"C-2","BK-POS, front",Yes,Windows 11 23H2,Supported',
      ].join('\n'),
    );
    expect(result.code).toBe(0);
    expect(await factsOf('Clinic')).toEqual([
      ['device.disk.encrypted', 'CL-PC1', { encrypted: true }],
      ['device.disk.encrypted', 'CL-PC2', { encrypted: false }],
      ['device.os.supported', 'CL-PC1', { supported: true, osVersion: 'Windows 11 23H2' }],
      ['device.os.supported', 'CL-PC2', { supported: false, osVersion: 'Windows 10 21H2' }],
    ]);
    expect((await factsOf('Bakery')).map(([, subject]) => subject)).toEqual(['BK-POS, front', 'BK-POS, front']);
  });

  test('bad rows are reported by line and skipped; their organization keeps its last facts, the others are pushed', async () => {
    const clinicBefore = await factsOf('Clinic');
    const result = await run(
      [
        'Client,Hostname,BitLocker,OS,OS Support',
        'C-1,CL-PC1,Enabled,Windows 11 23H2,Supported',
        'C-1,CL-PC2,Maybe,Windows 10 21H2,Unsupported',
        'C-2,BK-POS,No,Windows 11 23H2,Supported',
        'C-9,GHOST,Yes,Windows 11,Supported',
      ].join('\n'),
    );
    expect(result.code).toBe(1);
    const errors = result.logs.filter((line) => line.level === 'error').map((line) => line.error);
    expect(errors).toEqual(
      expect.arrayContaining([
        "line 5: no organization 'C-9' (externalRef:rmm)",
        expect.stringContaining("line 3: BitLocker is neither Enabled nor Yes nor Disabled nor No: 'Maybe'"),
      ]),
    );
    expect(await factsOf('Clinic')).toEqual(clinicBefore);
    const clinic = (await organizationsOf(app, key)).get('Clinic')!.integrations.items[0]!;
    expect(clinic).toMatchObject({ typeCode: 'acme.rmm', status: 'error' });
    expect(clinic.lastError?.message).toContain('line 3:');
    expect(await factsOf('Bakery')).toEqual([
      ['device.disk.encrypted', 'BK-POS', { encrypted: false }],
      ['device.os.supported', 'BK-POS', { supported: true, osVersion: 'Windows 11 23H2' }],
    ]);
  });
});
