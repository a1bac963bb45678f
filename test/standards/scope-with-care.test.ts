import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, fact, graphql, onboardTenant, type Tenant } from '../engine/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

/**
 * Disabling a standard or a control across all clients (DECISIONS, "Scope changes keep history"):
 * a reason or a 422 `missing` (REST) / bad input (graph); what it would touch readable first; one
 * audit entry naming what it touched; the reason kept on the standard or control until re-enabled.
 */

let app: TestApp;
let tenant: Tenant;
let standardId: string;
let diskId: string;
let firewallId: string;
const organizations: string[] = [];

const control = (name: string, predicate: string, field: string) => ({
  name,
  enabled: true,
  autonomy: 'suggest_only',
  match: { predicate },
  expect: { [field]: true },
  parameters: {},
});

const IMPACT = `query($s: UUID!) {
  standard(id: $s) { enabled disabledReason disabledByName disableImpact { organizations controls openDetections } }
  control: standardControls(standardId: $s, pageSize: 100) { items { id enabled disabledReason disableImpact { organizations controls openDetections } } }
}`;

async function impact() {
  const read = await graphql(app, tenant.key, IMPACT, { s: standardId });
  expect(read.errors).toBeUndefined();
  const controls = read.data.control.items as any[];
  return {
    standard: read.data.standard,
    disk: controls.find((c) => c.id === diskId),
    firewall: controls.find((c) => c.id === firewallId),
  };
}

async function lastAudit(targetId: string) {
  return app.db.auditEvent.findFirstOrThrow({ where: { targetId }, orderBy: { occurredAt: 'desc' } });
}

beforeAll(async () => {
  app = await startTestApp();
  tenant = await onboardTenant(app);
  const created = await api(app, 'POST', '/standards', tenant.accessToken, {
    slug: 'careful',
    name: 'Careful',
    enabled: false,
    controls: [
      control('Disk encryption', 'device.disk.encrypted', 'encrypted'),
      control('Host firewall', 'device.firewall.enabled', 'enabled'),
    ],
  });
  standardId = created.body.id;
  [diskId, firewallId] = ['Disk encryption', 'Host firewall'].map(
    (name) => created.body.controls.find((c: { name: string }) => c.name === name).id,
  );
  expect((await api(app, 'PATCH', `/standards/${standardId}`, tenant.key, { enabled: true })).status).toBe(200);
  for (const name of ['Careful One', 'Careful Two', 'Careful Three']) {
    const id = (await api(app, 'POST', '/organizations', tenant.key, { name })).body.id;
    organizations.push(id);
    await api(app, 'PUT', `/organizations/${id}/integrations/jamf`, tenant.key, { status: 'connected' });
    await api(app, 'POST', `/organizations/${id}/facts`, tenant.key, {
      typeCode: 'jamf',
      facts: [
        fact('device.disk.encrypted', 'D1', { encrypted: false }),
        fact('device.disk.encrypted', 'D2', { encrypted: false }),
        fact('device.firewall.enabled', 'D1', { enabled: true }),
      ],
    });
  }
  await app.evaluationsSettled();
  // The third client is scoped out of the standard (its two detections resolve out of scope), the
  // second has its own firewall exception.
  await api(app, 'PUT', `/organizations/${organizations[2]}/standards/${standardId}/override`, tenant.key, {
    enabled: false,
    reason: 'Not in contract',
  });
  await api(app, 'PUT', `/organizations/${organizations[1]}/controls/${firewallId}/override`, tenant.key, {
    enabled: false,
    reason: 'Perimeter appliance',
  });
  await app.evaluationsSettled();
});
afterAll(() => app?.close());

describe('a reason is required', () => {
  test('REST: enabled false without a reason is a 422 missing, nothing changed', async () => {
    for (const path of [`/standards/${standardId}`, `/controls/${diskId}`]) {
      const refused = await api(app, 'PATCH', path, tenant.key, { enabled: false });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        detail: [{ type: 'missing', loc: ['body', 'reason'], msg: 'Field required', input: { enabled: false } }],
      });
    }
    expect((await api(app, 'PATCH', `/controls/${diskId}`, tenant.key, {})).body.detail[0]).toMatchObject({
      type: 'missing',
      loc: ['body', 'enabled'],
    });
    const tooLong = await api(app, 'PATCH', `/controls/${diskId}`, tenant.key, {
      enabled: false,
      reason: 'x'.repeat(2_001),
    });
    expect(tooLong.status).toBe(422);
    expect((await impact()).standard).toMatchObject({ enabled: true, disabledReason: null });
  });

  test('the graph: bad input at input.reason (missing, or with enabled true)', async () => {
    const cases = [
      [`mutation($id: UUID!) { updateStandard(id: $id, input: {enabled: false}) { id } }`, standardId],
      [`mutation($id: UUID!) { updateControl(id: $id, input: {enabled: false}) { id } }`, diskId],
      [`mutation($id: UUID!) { updateControl(id: $id, input: {enabled: true, reason: "x"}) { id } }`, diskId],
    ] as const;
    for (const [mutation, id] of cases) {
      const refused = await graphql(app, tenant.key, mutation, { id });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: ['input', 'reason'] });
    }
  });

  test("another tenant's standard or control is not found; a reader may not write", async () => {
    const other = await onboardTenant(app);
    const body = { enabled: false, reason: 'x' };
    expect((await api(app, 'PATCH', `/standards/${standardId}`, other.key, body)).status).toBe(404);
    expect((await api(app, 'PATCH', `/controls/${diskId}`, other.key, body)).body).toEqual({
      detail: 'Control not found',
    });
    const reader = await tenant.keyWith(['detection_rule.read']);
    expect((await api(app, 'PATCH', `/controls/${diskId}`, reader, body)).status).toBe(403);
  });
});

describe('what a disable touches, before and after', () => {
  test('the impact read counts organizations, controls and open detections in scope now', async () => {
    const before = await impact();
    // Two clients have the standard in scope (the third is scoped out); both controls are in
    // scope somewhere; each client fails D1 and D2 on disk encryption.
    expect(before.standard.disableImpact).toEqual({ organizations: 2, controls: 2, openDetections: 4 });
    expect(before.disk.disableImpact).toEqual({ organizations: 2, controls: 1, openDetections: 4 });
    // The firewall is excepted at the second client.
    expect(before.firewall.disableImpact).toEqual({ organizations: 1, controls: 1, openDetections: 0 });
  });

  test('disabling a control: one audit entry with the counts, the reason kept, detections out of scope', async () => {
    const changed = await api(app, 'PATCH', `/controls/${diskId}`, tenant.accessToken, {
      enabled: false,
      reason: 'Replaced by the MDM baseline',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: diskId, enabled: false });
    await app.evaluationsSettled();
    const entries = await app.db.auditEvent.count({ where: { targetId: diskId, action: 'control.disabled' } });
    expect(entries).toBe(1);
    expect(await lastAudit(diskId)).toMatchObject({
      action: 'control.disabled',
      actorKind: 'user',
      actorId: tenant.user.id,
      targetType: 'control',
      changes: {
        enabled: [true, false],
        disabledReason: [null, 'Replaced by the MDM baseline'],
        organizationsInScope: [2, 0],
        controlsInScope: [1, 0],
        openDetections: [4, 0],
      },
    });
    const after = await impact();
    expect(after.disk).toMatchObject({
      enabled: false,
      disabledReason: 'Replaced by the MDM baseline',
      disableImpact: { organizations: 0, controls: 0, openDetections: 0 },
    });
    const resolved = await app.db.detection.findMany({ where: { controlId: diskId } });
    expect(resolved.map((d) => [d.status, d.resolution])).toEqual(
      Array.from({ length: 6 }, () => ['resolved', 'out_of_scope']),
    );
  });

  test('enabling the control again clears the reason, reopens its detections, audited as control.enabled', async () => {
    const changed = await graphql(
      app,
      tenant.key,
      `mutation($id: UUID!) { updateControl(id: $id, input: {enabled: true}) { enabled disabledReason disabledAt } }`,
      { id: diskId },
    );
    expect(changed.data.updateControl).toEqual({ enabled: true, disabledReason: null, disabledAt: null });
    await app.evaluationsSettled();
    expect(await lastAudit(diskId)).toMatchObject({
      action: 'control.enabled',
      actorKind: 'api_key',
      changes: { enabled: [false, true], disabledReason: ['Replaced by the MDM baseline', null] },
    });
    // The two clients in scope get their four detections back; the third stays scoped out.
    const open = await app.db.detection.findMany({ where: { controlId: diskId, status: 'open' } });
    expect(new Set(open.map((d) => d.organizationId))).toEqual(new Set(organizations.slice(0, 2)));
    expect(open).toHaveLength(4);
    expect(await app.db.detection.count({ where: { controlId: diskId } })).toBe(6);
  });

  test('disabling the standard: one audit entry naming what it touched, the reason on the standard', async () => {
    const changed = await api(app, 'PATCH', `/standards/${standardId}`, tenant.accessToken, {
      enabled: false,
      reason: 'Framework retired by the MSP',
    });
    expect(changed.status).toBe(200);
    // The v1 Standard record gains no key.
    expect(Object.keys(changed.body)).not.toContain('disabledReason');
    await app.evaluationsSettled();
    expect(await lastAudit(standardId)).toMatchObject({
      action: 'standard.disabled',
      changes: {
        enabled: [true, false],
        disabledReason: [null, 'Framework retired by the MSP'],
        organizationsInScope: [2, 0],
        controlsInScope: [2, 0],
        openDetections: [4, 0],
      },
    });
    const after = await impact();
    expect(after.standard).toMatchObject({
      enabled: false,
      disabledReason: 'Framework retired by the MSP',
      disabledByName: tenant.user.name,
      disableImpact: { organizations: 0, controls: 0, openDetections: 0 },
    });
    expect(after.disk.disableImpact).toEqual({ organizations: 0, controls: 0, openDetections: 0 });
  });
});
