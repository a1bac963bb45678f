import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expireOverride } from '../../src/engine/expiry.ts';
import { createChangePublisher } from '../../src/events/publisher.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

let app: TestApp;
let api: string;
let organizationId: string;
let controlIds: string[];
beforeAll(async () => {
  app = await startTestApp();
  api = `${app.url}/api/v1`;
  const created = await request(`${api}/organizations`, {
    method: 'POST',
    token: app.adminKey,
    body: { name: 'Expiry Org' },
  });
  organizationId = created.body.id;
  const controls = await app.db.control.findMany({
    where: { tenantId: app.demoTenantId },
    take: 3,
    orderBy: { id: 'asc' },
  });
  controlIds = controls.map((control) => control.id);
}, 120_000);
afterAll(() => app?.close());

const put = (controlId: string, body: unknown) =>
  request(`${api}/organizations/${organizationId}/controls/${controlId}/override`, {
    method: 'PUT',
    token: app.adminKey,
    body,
  });
const overrideOf = (controlId: string) =>
  app.db.controlOverride.findFirst({ where: { organizationId, controlId }, select: { expiresAt: true } });

describe('an override with an end', () => {
  test('expiresAt in the past or beyond 366 days is a 422 at ["body","expiresAt"]', async () => {
    const past = await put(controlIds[0]!, { enabled: false, reason: 'r', expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(422);
    expect(past.body.detail.map((issue: { loc: unknown }) => issue.loc)).toEqual([['body', 'expiresAt']]);
    const far = new Date(Date.now() + 367 * 86_400_000).toISOString();
    const tooFar = await put(controlIds[0]!, { enabled: false, reason: 'r', expiresAt: far });
    expect(tooFar.status).toBe(422);
    expect(tooFar.body.detail[0].loc).toEqual(['body', 'expiresAt']);
    const garbage = await put(controlIds[0]!, { enabled: false, reason: 'r', expiresAt: 'soon' });
    expect(garbage.status).toBe(422);
    expect(garbage.body.detail[0].loc).toEqual(['body', 'expiresAt']);
    expect(await overrideOf(controlIds[0]!)).toBeNull();
  });

  test('when it passes, the worker removes it, re-evaluates, and records an audit entry and an event', async () => {
    const expiresAt = new Date(Date.now() + 1_500).toISOString();
    const set = await put(controlIds[1]!, { enabled: false, reason: 'maintenance window', expiresAt });
    expect(set.status).toBe(200);
    expect((await overrideOf(controlIds[1]!))?.expiresAt?.toISOString()).toBe(expiresAt);
    await expect.poll(() => overrideOf(controlIds[1]!), { timeout: 20_000, interval: 200 }).toBeNull();
    const entry = await app.db.auditEvent.findFirst({
      where: { tenantId: app.demoTenantId, action: 'control_override.expired', targetId: controlIds[1]! },
    });
    expect(entry).toMatchObject({ actorKind: 'system', organizationId, changes: { expiresAt: [expiresAt, null] } });
    const event = await app.db.changeEvent.findFirst({
      where: { tenantId: app.demoTenantId, type: 'control.override_expired', organizationId },
    });
    expect(event?.data).toStrictEqual({
      organizationId,
      controlId: controlIds[1],
      standardId: null,
      reason: 'maintenance window',
      expiredAt: expiresAt,
    });
    await app.evaluationsSettled();
  });

  test('the job is idempotent: an override set again without the end, or already gone, is left alone', async () => {
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    expect((await put(controlIds[2]!, { enabled: false, reason: 'r', expiresAt })).status).toBe(200);
    expect((await put(controlIds[2]!, { enabled: false, reason: 'for good' })).status).toBe(200);
    const expiry = {
      tenantId: app.demoTenantId,
      organizationId,
      kind: 'control' as const,
      targetId: controlIds[2]!,
      expiresAt,
    };
    expect(await expireOverride(app.db, expiry, createChangePublisher())).toBe(false);
    expect(await overrideOf(controlIds[2]!)).toEqual({ expiresAt: null });
  });
});

describe('GET /organizations/{organization_id}/overrides', () => {
  test('lists control and standard overrides, last changed first, with who, when and the end', async () => {
    const standard = await app.db.standard.findFirstOrThrow({ where: { tenantId: app.demoTenantId } });
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const set = await request(`${api}/organizations/${organizationId}/standards/${standard.id}/override`, {
      method: 'PUT',
      token: app.adminKey,
      body: { enabled: false, reason: 'out of contract', expiresAt },
    });
    expect(set.status).toBe(200);
    const first = await request(`${api}/organizations/${organizationId}/overrides?limit=1`, { token: app.adminKey });
    expect(first.status).toBe(200);
    expect(first.body.items).toStrictEqual([
      {
        kind: 'standard',
        controlId: null,
        standardId: standard.id,
        enabled: false,
        reason: 'out of contract',
        disabledBy: null,
        disabledAt: expect.any(String),
        updatedAt: expect.any(String),
        expiresAt,
      },
    ]);
    expect(first.body.hasMore).toBe(true);
    const rest = await request(`${api}/organizations/${organizationId}/overrides?cursor=${first.body.nextCursor}`, {
      token: app.adminKey,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.items.map((item: { kind: string }) => item.kind)).toContain('control');
    const bad = await request(`${api}/organizations/${organizationId}/overrides?cursor=nope`, { token: app.adminKey });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['query', 'cursor']);
    const other = await app.key(['organization.read'], { tenantId: app.otherTenantId });
    const foreign = await request(`${api}/organizations/${organizationId}/overrides`, { token: other });
    expect(foreign.status).toBe(404);
  });
});

test("the client report's exceptions carry their expiry", async () => {
  const standard = await app.db.standard.findFirstOrThrow({ where: { tenantId: app.demoTenantId } });
  const override = await app.db.standardOverride.findFirstOrThrow({
    where: { organizationId, standardId: standard.id },
  });
  const report = await request(`${api}/organizations/${organizationId}/report`, { token: app.adminKey });
  expect(report.status).toBe(200);
  const day = override.expiresAt!.toISOString().slice(0, 10);
  expect(report.text).toMatch(new RegExp(`<td>out of contract</td><td>[^<]*</td><td>[^<]*</td><td>${day}</td>`));
});
