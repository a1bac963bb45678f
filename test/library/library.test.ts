import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONNECTOR_CATALOG } from '../../src/domain/connector-catalog.ts';
import type { LibraryFramework } from '../../src/domain/library.ts';
import { LIBRARY } from '../../src/domain/library-content.ts';
import { expireAttestation } from '../../src/engine/attestations.ts';
import { installConnectorCatalog, LibraryContentError } from '../../src/engine/catalog.ts';
import { api, graphql, onboardTenant, type Tenant } from '../engine/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
let tenant: Tenant;
let other: Tenant;
beforeAll(async () => {
  app = await startTestApp();
  tenant = await onboardTenant(app, 'Library MSP');
  other = await onboardTenant(app, 'Library Other MSP');
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const SCUBA = 'cisa-scuba-m365';

describe('the library as reference data', () => {
  test('is installed once: a second install changes nothing; invalid content is refused with one line, nothing written', async () => {
    const rows = await app.db.libraryStandard.findMany({ orderBy: { key: 'asc' } });
    expect(rows.map((row) => row.key)).toEqual(['asd-essential-eight-ml1', SCUBA, 'nist-csf-2']);
    const again = await installConnectorCatalog(app.db);
    expect(again.library).toEqual({ created: [], updated: [], removed: [] });
    expect(await app.db.libraryStandard.findMany({ orderBy: { key: 'asc' } })).toEqual(rows);

    const broken: LibraryFramework[] = LIBRARY.map((framework) =>
      framework.key === 'nist-csf-2'
        ? {
            ...framework,
            version: 'broken',
            controls: framework.controls.map((c, i) => (i === 2 ? { ...c, requires: ['nothing.supplies.this'] } : c)),
          }
        : framework,
    );
    const refused = await installConnectorCatalog(app.db, CONNECTOR_CATALOG, broken).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LibraryContentError);
    expect((refused as Error).message).toBe(
      "library content is invalid: library standard 'nist-csf-2' control 'ID.RA-01': unknown predicate 'nothing.supplies.this' (no connector type of the catalog supplies it)",
    );
    expect((refused as Error).message).not.toContain('\n');
    expect(await app.db.libraryStandard.findMany({ orderBy: { key: 'asc' } })).toEqual(rows);
  });

  test('GET /library/standards lists every framework by cursor, with what the tenant can judge', async () => {
    const all = await api(app, 'GET', '/library/standards', tenant.key);
    expect(all.status).toBe(200);
    expect(all.body.hasMore).toBe(false);
    expect(all.body.items.map((item: any) => item.key)).toEqual(['asd-essential-eight-ml1', SCUBA, 'nist-csf-2']);
    const scuba = all.body.items.find((item: any) => item.key === SCUBA);
    expect(Object.keys(scuba)).toEqual([
      'key',
      'name',
      'publisher',
      'version',
      'licence',
      'sourceUrl',
      'controlCount',
      'judgeableCount',
    ]);
    expect(scuba).toMatchObject({ controlCount: 31, judgeableCount: 31, version: '1.8.0-1' });
    const first = await api(app, 'GET', '/library/standards?limit=1', tenant.key);
    expect(first.body.items).toHaveLength(1);
    expect(first.body.hasMore).toBe(true);
    const next = await api(app, 'GET', `/library/standards?limit=2&cursor=${first.body.nextCursor}`, tenant.key);
    expect(next.body.items.map((item: any) => item.key)).toEqual([SCUBA, 'nist-csf-2']);
    expect((await api(app, 'GET', '/library/standards?cursor=nonsense', tenant.key)).status).toBe(422);
    expect((await api(app, 'GET', '/library/standards', undefined)).status).toBe(401);
  });

  test('GET /library/standards/{key} has the controls with their remediation; an unknown key is a 404', async () => {
    const one = await api(app, 'GET', `/library/standards/${SCUBA}`, tenant.key);
    expect(one.status).toBe(200);
    expect(one.body.controls).toHaveLength(31);
    expect(one.body.controls.find((c: any) => c.identifier === 'MS.AAD.3.1v1')).toMatchObject({
      name: 'Phishing-resistant MFA SHALL be enforced for all users.',
      severity: 'high',
      requires: ['identity.mfa.phishing_resistant'],
      expect: { enforced: true },
      judgeable: true,
      remediation: {
        url: 'https://github.com/cisagov/ScubaGear/blob/v1.8.0/PowerShell/ScubaGear/baselines/aad.md#msaad31v1-instructions',
      },
    });
    expect(await api(app, 'GET', '/library/standards/no-such-framework', tenant.key)).toMatchObject({
      status: 404,
      body: { detail: 'Library standard not found' },
    });
  });
});

describe('adoption and upgrades', () => {
  let standardId: string;

  test('adopt creates the tenant\u2019s standard once (201, then 409), its controls tagged, with an audit entry', async () => {
    const adopted = await api(app, 'POST', `/library/standards/${SCUBA}/adopt`, tenant.key, { enabled: true });
    expect(adopted.status).toBe(201);
    expect(adopted.body).toMatchObject({ slug: SCUBA, version: 1, enabled: true, controlCount: 31 });
    standardId = adopted.body.id;
    const again = await api(app, 'POST', `/library/standards/${SCUBA}/adopt`, tenant.key, {});
    expect(again).toMatchObject({
      status: 409,
      body: { detail: `This tenant already adopted the library standard '${SCUBA}'` },
    });
    // Another tenant adopts the same framework on its own.
    expect((await api(app, 'POST', `/library/standards/${SCUBA}/adopt`, other.key, {})).status).toBe(201);
    const bad = await api(app, 'POST', '/library/standards/nist-csf-2/adopt', tenant.key, { enabled: 'maybe' });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['body', 'enabled']);

    const data = await graphql(
      app,
      tenant.key,
      `query($id: UUID!) { standard(id: $id) { libraryKey libraryVersion libraryUpdate { toVersion }
        controls(pageSize: 100) { items { slug libraryKey libraryControlId remediation { summary url } } } } }`,
      { id: standardId },
    );
    expect(data.data.standard).toMatchObject({ libraryKey: SCUBA, libraryVersion: '1.8.0-1', libraryUpdate: null });
    const control = data.data.standard.controls.items.find((c: any) => c.libraryControlId === 'MS.AAD.1.1v1');
    expect(control).toMatchObject({ slug: `${SCUBA}-ms-aad-1-1v1`, libraryKey: SCUBA });
    expect(control.remediation.summary).toBe(
      'Block legacy authentication for all users with a Conditional Access policy.',
    );
    const entries = await app.db.auditEvent.findMany({ where: { tenantId: tenant.id, action: 'standard.adopted' } });
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toMatchObject({ libraryKey: [null, SCUBA], controls: [null, 31] });
  });

  test('a start with a newer library offers the difference; applying it keeps remaining overrides, bumps the version, announces standard.updated', async () => {
    const organization = await api(app, 'POST', '/organizations', tenant.key, { name: 'Upgrade Client' });
    const controls = await app.db.control.findMany({
      where: { standardId },
      select: { id: true, libraryControlId: true },
    });
    const kept = controls.find((c) => c.libraryControlId === 'MS.AAD.2.1v1')!;
    const override = await api(
      app,
      'PUT',
      `/organizations/${organization.body.id}/controls/${kept.id}/override`,
      tenant.key,
      {
        enabled: false,
        reason: 'No Entra ID P2 licence',
      },
    );
    expect(override.status).toBe(200);

    const scuba = LIBRARY.find((f) => f.key === SCUBA)!;
    const newer: LibraryFramework[] = LIBRARY.map((framework) =>
      framework.key !== SCUBA
        ? framework
        : {
            ...scuba,
            version: '1.9.0-1',
            controls: [
              ...scuba.controls
                .filter((c) => c.identifier !== 'MS.AAD.8.2v1')
                .map((c) => (c.identifier === 'MS.AAD.2.1v1' ? { ...c, severity: 'medium' as const } : c)),
              {
                ...scuba.controls[0]!,
                identifier: 'MS.AAD.3.9v1',
                name: 'Device code authentication SHOULD be blocked.',
              },
            ],
          },
    );
    expect((await installConnectorCatalog(app.db, CONNECTOR_CATALOG, newer)).library.updated).toEqual([SCUBA]);
    const offered = await graphql(
      app,
      tenant.key,
      `query($id: UUID!) { standard(id: $id) { version libraryUpdate { fromVersion toVersion added { identifier }
        removed removedIdentifiers changed { controlId fields to { severity } } } } }`,
      { id: standardId },
    );
    const removedId = controls.find((c) => c.libraryControlId === 'MS.AAD.8.2v1')!.id;
    expect(offered.data.standard).toEqual({
      version: 1,
      libraryUpdate: {
        fromVersion: '1.8.0-1',
        toVersion: '1.9.0-1',
        added: [{ identifier: 'MS.AAD.3.9v1' }],
        removed: [removedId],
        removedIdentifiers: ['MS.AAD.8.2v1'],
        changed: [{ controlId: kept.id, fields: ['severity'], to: { severity: 'medium' } }],
      },
    });
    // Not applied by itself: the adopted standard is unchanged until someone applies it.
    expect(await app.db.control.count({ where: { standardId } })).toBe(31);

    expect((await api(app, 'POST', `/standards/${standardId}/library-update`, other.key)).status).toBe(404);
    const applied = await api(app, 'POST', `/standards/${standardId}/library-update`, tenant.key);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ id: standardId, version: 2, controlCount: 31 });
    expect(await app.db.control.findUnique({ where: { id: removedId } })).toBeNull();
    expect(await app.db.control.findUniqueOrThrow({ where: { id: kept.id } })).toMatchObject({ severity: 'medium' });
    expect(await app.db.controlOverride.count({ where: { controlId: kept.id, enabled: false } })).toBe(1);
    expect((await api(app, 'POST', `/standards/${standardId}/library-update`, tenant.key)).status).toBe(409);
    const entry = await app.db.auditEvent.findFirstOrThrow({
      where: { tenantId: tenant.id, action: 'standard.library_updated' },
    });
    expect(entry.changes).toMatchObject({ version: [1, 2], libraryVersion: ['1.8.0-1', '1.9.0-1'] });
    const events = await app.db.changeEvent.findMany({ where: { tenantId: tenant.id, type: 'standard.updated' } });
    expect(events.map((event) => event.organizationId)).toEqual([organization.body.id]);
    expect(events[0]!.data).toMatchObject({
      standardId,
      fromVersion: 1,
      toVersion: 2,
      added: 1,
      removed: 1,
      changed: 1,
    });
    await app.evaluationsSettled();
    // Back to the shipped library for the tests that follow.
    await installConnectorCatalog(app.db);
  });
});

describe('attestations', () => {
  let organizationId: string;
  const expiresAt = () => new Date(app.clock.now().getTime() + 30 * 86_400_000).toISOString();
  const body = (overrides: Record<string, unknown> = {}) => ({
    predicate: 'backup.restore.tested',
    subject: 'Veeam file server',
    fields: { tested: true },
    note: 'Restored the file server to a sandbox and opened three files.',
    expiresAt: expiresAt(),
    ...overrides,
  });

  beforeAll(async () => {
    organizationId = (await api(app, 'POST', '/organizations', tenant.key, { name: 'Attested Client' })).body.id;
    await api(app, 'POST', '/library/standards/asd-essential-eight-ml1/adopt', tenant.key, { enabled: true });
    await app.evaluationsSettled();
  });

  const restoreRow = async () => {
    const grid = await graphql(
      app,
      tenant.key,
      `query($id: UUID!) { complianceGrid(organizationId: $id) { items { ruleName status
        remediation { summary } attestations { subject note attestedBy { kind name } expiresAt } } } }`,
      { id: organizationId },
    );
    return grid.data.complianceGrid.items.find((row: any) => row.ruleName.startsWith('ML1-RB-04 '));
  };

  test('attestablePredicates lists what can be attested, with each field described; the catalog type supplies exactly those', async () => {
    const read = await graphql(
      app,
      tenant.key,
      '{ attestablePredicates { items { predicate subject fields { name description } } } }',
    );
    expect(read.errors).toBeUndefined();
    const items = read.data.attestablePredicates.items as {
      predicate: string;
      subject: string;
      fields: { name: string; description: string }[];
    }[];
    const catalog = await graphql(app, tenant.key, '{ connectorTypes { items { typeCode predicates } } }');
    const attestation = catalog.data.connectorTypes.items.find((type: any) => type.typeCode === 'attestation');
    expect(items.map((item) => item.predicate)).toEqual(attestation.predicates);
    expect(items.find((item) => item.predicate === 'backup.restore.tested')).toEqual({
      predicate: 'backup.restore.tested',
      subject: 'the backup system or data set restored',
      fields: [
        {
          name: 'tested',
          description: 'data, applications and settings were restored from backup in a test within the period',
        },
      ],
    });
    for (const item of items) {
      expect(item.fields.length).toBeGreaterThan(0);
      for (const field of item.fields) expect(field.description.length).toBeGreaterThan(10);
    }
    // What a form offers is what recordAttestation accepts: a listed field is taken, another is a 422.
    const office = items.find((item) => item.predicate === 'app.office_macros.blocked')!;
    const formClient = (await api(app, 'POST', '/organizations', tenant.key, { name: 'Form Client' })).body.id;
    const accepted = await api(app, 'POST', `/organizations/${formClient}/attestations`, tenant.key, {
      ...body({ predicate: office.predicate, subject: 'workstation fleet' }),
      fields: Object.fromEntries(office.fields.map((field) => [field.name, true])),
    });
    expect(accepted.status).toBe(201);
    const withdrawn = await api(
      app,
      'DELETE',
      `/organizations/${formClient}/attestations/${accepted.body.id}`,
      tenant.key,
    );
    expect(withdrawn.status).toBe(204);
    const unlisted = await api(app, 'POST', `/organizations/${formClient}/attestations`, tenant.key, {
      ...body({ predicate: office.predicate }),
      fields: { notAListedField: true },
    });
    expect(unlisted.status).toBe(422);
    expect(
      (await graphql(app, '', '{ attestablePredicates { items { predicate } } }')).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  test('recording one sets up the attestation integration, makes the control pass, and shows who, when and why on the row', async () => {
    expect((await restoreRow()).status).toBe('not_covered');
    const recorded = await api(app, 'POST', `/organizations/${organizationId}/attestations`, tenant.key, body());
    expect(recorded.status).toBe(201);
    expect(Object.keys(recorded.body)).toEqual([
      'id',
      'predicate',
      'subject',
      'fields',
      'note',
      'attestedBy',
      'attestedAt',
      'expiresAt',
    ]);
    expect(recorded.body.attestedBy).toMatchObject({ kind: 'api_key' });
    const integrations = await api(app, 'GET', `/organizations/${organizationId}/integrations`, tenant.key);
    expect(integrations.body.items).toEqual([
      expect.objectContaining({ typeCode: 'attestation', status: 'connected' }),
    ]);
    await app.evaluationsSettled();
    const row = await restoreRow();
    expect(row.status).toBe('pass');
    expect(row.remediation.summary).toBe(
      'Restore data, applications and settings from backup in a disaster recovery exercise.',
    );
    expect(row.attestations).toEqual([
      {
        subject: 'Veeam file server',
        note: 'Restored the file server to a sandbox and opened three files.',
        attestedBy: { kind: 'api_key', name: 'engine test' },
        expiresAt: recorded.body.expiresAt,
      },
    ]);
    const audit = await app.db.auditEvent.findFirstOrThrow({
      where: { action: 'attestation.recorded', targetId: recorded.body.id },
    });
    expect(audit.changes).toMatchObject({ note: [null, body().note], integration: [null, 'connected'] });
  });

  test('bad input is a 422 at its field; another tenant\u2019s organization is a 404; a push of attestation facts is refused', async () => {
    const wrong = await api(
      app,
      'POST',
      `/organizations/${organizationId}/attestations`,
      tenant.key,
      body({ predicate: 'device.disk.encrypted' }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail[0].loc).toEqual(['body', 'predicate']);
    const field = await api(
      app,
      'POST',
      `/organizations/${organizationId}/attestations`,
      tenant.key,
      body({ fields: { done: true } }),
    );
    expect(field.body.detail[0].loc).toEqual(['body', 'fields', 'done']);
    const past = await api(
      app,
      'POST',
      `/organizations/${organizationId}/attestations`,
      tenant.key,
      body({ expiresAt: '2020-01-01T00:00:00Z' }),
    );
    expect(past.body.detail[0].loc).toEqual(['body', 'expiresAt']);
    expect((await api(app, 'POST', `/organizations/${organizationId}/attestations`, other.key, body())).status).toBe(
      404,
    );
    expect((await api(app, 'GET', `/organizations/${organizationId}/attestations`, other.key)).status).toBe(404);
    const push = await api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
      typeCode: 'attestation',
      facts: [{ predicate: 'backup.restore.tested', subject: 'forged', fields: { tested: true } }],
    });
    expect(push.status).toBe(422);
    expect(push.body.detail[0].loc).toEqual(['body', 'typeCode']);
  });

  test('a newer one supersedes; withdrawal (204, then 409) and expiry each take the subject away: no_data again', async () => {
    const first = (await api(app, 'GET', `/organizations/${organizationId}/attestations`, tenant.key)).body.items[0];
    const renewed = await api(
      app,
      'POST',
      `/organizations/${organizationId}/attestations`,
      tenant.key,
      body({ note: 'Quarterly restore test passed.' }),
    );
    const listed = await api(app, 'GET', `/organizations/${organizationId}/attestations`, tenant.key);
    expect(listed.body.items.map((a: any) => a.id)).toEqual([renewed.body.id]);
    expect(await app.db.attestation.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      endReason: 'superseded',
    });

    expect(
      (await api(app, 'DELETE', `/organizations/${organizationId}/attestations/${renewed.body.id}`, tenant.key)).status,
    ).toBe(204);
    expect(
      (await api(app, 'DELETE', `/organizations/${organizationId}/attestations/${renewed.body.id}`, tenant.key)).status,
    ).toBe(409);
    await app.evaluationsSettled();
    expect((await restoreRow()).status).toBe('no_data');

    const again = await api(app, 'POST', `/organizations/${organizationId}/attestations`, tenant.key, body());
    await app.evaluationsSettled();
    expect((await restoreRow()).status).toBe('pass');
    // The expiry job's work (run here at once rather than waiting for its run_at).
    const expired = await expireAttestation(
      app.db,
      { tenantId: tenant.id, organizationId, attestationId: again.body.id, expiresAt: again.body.expiresAt },
      app.clock.now(),
    );
    expect(expired).toBe(true);
    expect(
      await expireAttestation(
        app.db,
        { tenantId: tenant.id, organizationId, attestationId: again.body.id, expiresAt: again.body.expiresAt },
        app.clock.now(),
      ),
    ).toBe(false);
    await app.evaluationsSettled();
    const row = await restoreRow();
    expect(row.status).toBe('no_data');
    expect(row.attestations).toEqual([]);
    const jobs = await app.db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = ${`expire_attestation:${again.body.id}`}`;
    expect(jobs[0]!.n).toBe(1);
    const audit = await app.db.auditEvent.findMany({
      where: { tenantId: tenant.id, organizationId, action: { in: ['attestation.withdrawn', 'attestation.expired'] } },
      orderBy: { occurredAt: 'asc' },
    });
    expect(audit.map((entry) => [entry.action, entry.actorKind])).toEqual([
      ['attestation.withdrawn', 'api_key'],
      ['attestation.expired', 'system'],
    ]);
  });
});
