import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { api, fact, graphql, gridOf, onboardTenant, type Tenant } from './support.ts';

/**
 * Scope changes keep history (DECISIONS, "Scope changes keep history"): a control that leaves the
 * effective scope resolves its open detections `out_of_scope`; the same (organization, control,
 * subject) back in scope and failing within 30 days reopens that detection, with its first-seen
 * date, triage and comments, instead of opening a new one. Driven over HTTP with the real queue;
 * the clock is the app's (API keys, which do not expire, stand in for tokens when it moves).
 */

const DAY_MS = 86_400_000;

let app: TestApp;
let tenant: Tenant;
let standardId: string;
let organizationId: string;

const control = (name: string, predicate: string, field: string) => ({
  name,
  enabled: true,
  autonomy: 'suggest_only',
  match: { predicate },
  expect: { [field]: true },
  parameters: {},
});

const DETECTION = `query($id: UUID!) { detection(id: $id) {
  id status resolution firstSeenAt resolvedAt
  triage { state assigneeId reason }
  activity(first: 50) { edges { node { kind by body resolution } } }
} }`;

async function push(devices: Record<string, boolean>) {
  const facts = Object.entries(devices).map(([subject, encrypted]) =>
    fact('device.disk.encrypted', subject, { encrypted }),
  );
  const pushed = await api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
    typeCode: 'intune',
    predicates: ['device.disk.encrypted'],
    facts,
  });
  expect(pushed.status).toBe(202);
  await app.evaluationsSettled();
}

async function detections(status?: 'open' | 'resolved') {
  const query = status ? `?status=${status}&limit=100` : '?limit=100';
  const listed = await api(app, 'GET', `/organizations/${organizationId}/detections${query}`, tenant.key);
  expect(listed.status).toBe(200);
  return listed.body.items as { id: string; subject: string; status: string; firstSeenAt: string }[];
}

async function detection(id: string) {
  const read = await graphql(app, tenant.key, DETECTION, { id });
  expect(read.errors).toBeUndefined();
  return read.data.detection;
}

const kinds = (read: any) => read.activity.edges.map((edge: any) => edge.node.kind);

async function setStandard(enabled: boolean) {
  const body = enabled ? { enabled } : { enabled, reason: 'Framework paused for the season' };
  const changed = await api(app, 'PATCH', `/standards/${standardId}`, tenant.key, body);
  expect(changed.status, changed.text).toBe(200);
  await app.evaluationsSettled();
}

beforeAll(async () => {
  app = await startTestApp();
  tenant = await onboardTenant(app);
  const created = await api(app, 'POST', '/standards', tenant.accessToken, {
    slug: 'history',
    name: 'History',
    enabled: false,
    controls: [control('Disk encryption', 'device.disk.encrypted', 'encrypted')],
  });
  expect(created.status).toBe(201);
  standardId = created.body.id;
  organizationId = (await api(app, 'POST', '/organizations', tenant.key, { name: 'History Clinic' })).body.id;
  await api(app, 'PUT', `/organizations/${organizationId}/integrations/intune`, tenant.key, { status: 'connected' });
  await setStandard(true);
});
afterAll(() => app?.close());

describe('a control out of scope and back', () => {
  test('re-enabling a standard reopens the detections it resolved, with first-seen date, triage and comments', async () => {
    await push({ D1: false, D2: false });
    const [first, second] = (await detections('open')).sort((a, b) => (a.subject < b.subject ? -1 : 1));
    expect([first!.subject, second!.subject]).toEqual(['D1', 'D2']);
    const triaged = await api(app, 'PATCH', `/detections/${first!.id}/triage`, tenant.key, {
      state: 'acknowledged',
      assigneeId: tenant.user.id,
    });
    expect(triaged.status).toBe(200);
    const commented = await api(app, 'POST', `/detections/${first!.id}/comments`, tenant.key, {
      body: 'Laptop is with the vendor',
    });
    expect(commented.status).toBe(201);
    const snoozed = await api(app, 'PATCH', `/detections/${second!.id}/triage`, tenant.key, {
      state: 'snoozed',
      reason: 'Replacement disk ordered',
      snoozedUntil: new Date(app.clock.now().getTime() + 2 * DAY_MS).toISOString(),
    });
    expect(snoozed.status).toBe(200);

    app.clock.advance(DAY_MS);
    await setStandard(false);
    expect(await detections('open')).toEqual([]);
    const resolved = await detection(first!.id);
    expect(resolved).toMatchObject({ status: 'resolved', resolution: 'out_of_scope' });
    // The frozen v1 record still reads resolved, with no key added.
    const v1 = await api(app, 'GET', `/detections/${first!.id}`, tenant.key);
    expect(v1.body.status).toBe('resolved');
    expect(Object.keys(v1.body)).not.toContain('resolution');

    app.clock.advance(10 * DAY_MS);
    await setStandard(true);
    const open = await detections('open');
    expect(open.map((d) => d.id).sort()).toEqual([first!.id, second!.id].sort());
    expect(await detections()).toHaveLength(2);
    const reopened = await detection(first!.id);
    expect(reopened).toMatchObject({
      status: 'open',
      resolution: null,
      resolvedAt: null,
      firstSeenAt: first!.firstSeenAt,
      triage: { state: 'acknowledged', assigneeId: tenant.user.id, reason: null },
    });
    expect(kinds(reopened)).toEqual(['opened', 'triage_changed', 'comment', 'resolved', 'reopened']);
    const resolvedEntry = reopened.activity.edges[3].node;
    expect(resolvedEntry).toMatchObject({ by: 'engine', resolution: 'out_of_scope' });
    expect(reopened.activity.edges[2].node.body).toBe('Laptop is with the vendor');
    // A snooze that ended while the detection was resolved ends once it is open again.
    await app.evaluationsSettled();
    const woken = await detection(second!.id);
    expect(woken.triage).toEqual({ state: 'new', assigneeId: null, reason: null });
    expect(kinds(woken)).toEqual(['opened', 'triage_changed', 'resolved', 'reopened', 'triage_changed']);
    const grid = await gridOf(app, tenant.key, organizationId);
    expect(grid.row('Disk encryption')).toMatchObject({ status: 'fail', openDetectionCount: 2 });
    expect(grid.trendToday).toEqual(grid.counts);
  });

  test('a control override and a standard override resolve out_of_scope; removing them reopens', async () => {
    const [d1] = (await detections('open')).filter((d) => d.subject === 'D1');
    const controlId = (await gridOf(app, tenant.key, organizationId)).row('Disk encryption').ruleId;
    const overridePath = `/organizations/${organizationId}/controls/${controlId}/override`;
    const standardPath = `/organizations/${organizationId}/standards/${standardId}/override`;
    for (const [path, body] of [
      [overridePath, { enabled: false, reason: 'Encrypted by the MDM of the parent company' }],
      [standardPath, { enabled: false, reason: 'Not in this contract' }],
    ] as const) {
      expect((await api(app, 'PUT', path, tenant.key, body)).status).toBe(200);
      await app.evaluationsSettled();
      expect((await detection(d1!.id)).resolution).toBe('out_of_scope');
      expect((await api(app, 'DELETE', path, tenant.key)).status).toBe(204);
      await app.evaluationsSettled();
      expect((await detection(d1!.id)).status).toBe('open');
    }
    expect(await detections()).toHaveLength(2);
  });

  test('a subject that passes when it is back in scope stays resolved; failing later opens a new detection', async () => {
    const [d2] = (await detections('open')).filter((d) => d.subject === 'D2');
    await setStandard(false);
    await push({ D1: false, D2: true });
    await setStandard(true);
    expect((await detection(d2!.id)).status).toBe('resolved');
    await push({ D1: false, D2: false });
    const d2Now = (await detections('open')).filter((d) => d.subject === 'D2');
    expect(d2Now).toHaveLength(1);
    expect(d2Now[0]!.id).not.toBe(d2!.id);
  });

  test('a detection resolved because its subject passed is not reopened by a later failure', async () => {
    const [d1] = (await detections('open')).filter((d) => d.subject === 'D1');
    await push({ D1: true, D2: false });
    expect(await detection(d1!.id)).toMatchObject({ status: 'resolved', resolution: 'no_longer_failing' });
    await push({ D1: false, D2: false });
    const d1Now = (await detections('open')).filter((d) => d.subject === 'D1');
    expect(d1Now).toHaveLength(1);
    expect(d1Now[0]!.id).not.toBe(d1!.id);
  });

  test('after 30 days out of scope a failure opens a new detection', async () => {
    const before = (await detections('open')).map((d) => d.id).sort();
    await setStandard(false);
    app.clock.advance(31 * DAY_MS);
    await setStandard(true);
    const after = (await detections('open')).map((d) => d.id).sort();
    expect(after).toHaveLength(before.length);
    expect(after.some((id) => before.includes(id))).toBe(false);
    for (const id of before) expect((await detection(id)).resolution).toBe('out_of_scope');
  });
});
