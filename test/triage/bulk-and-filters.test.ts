import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { issueApiKey } from '../../src/auth/api-keys.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { api, fact, graphql, onboardTenant, type Tenant } from '../engine/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

/**
 * Triage complete (issue 33): the users a detection may be assigned to, the filters "assigned to
 * me" and "snoozed", the fleet's detection list, and bulk triage (all or nothing, each detection
 * changed as a single triage changes it, serialized per detection).
 */

let app: TestApp;
let tenant: Tenant;
let other: Tenant;
let editor: { id: string; name: string };
let retired: { id: string };
let organizations: string[];
let open: { id: string; organizationId: string; subject: string }[];

const TRIAGE_MANY = `mutation($ids: [UUID!]!, $input: DetectionTriageInput!) {
  triageDetections(detectionIds: $ids, input: $input) { detectionId state assigneeId assigneeName reason }
}`;
/** The fleet's list is the detections connection without organizationId. */
const FLEET = `query($after: String, $first: Int, $me: Boolean, $states: [TriageState!], $status: DetectionStatus) {
  detections(after: $after, first: $first, assignedToMe: $me, triageState: $states, status: $status) {
    edges { node { id subject organization { name } triage { state assigneeId } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const OF_ORGANIZATION = `query($org: UUID!, $me: Boolean, $states: [TriageState!]) {
  detections(organizationId: $org, assignedToMe: $me, triageState: $states, first: 100) { edges { node { id } } }
  organizationDetections(organizationId: $org, assignedToMe: $me, triageState: $states, limit: 100) { items { id } }
}`;

const nodes = (answer: any) => answer.data.detections.edges.map((edge: { node: unknown }) => edge.node);

async function user(name: string, role: 'editor' | 'viewer', deactivated = false) {
  return app.db.user.create({
    data: {
      tenantId: tenant.id,
      email: `${name.toLowerCase().replaceAll(' ', '.')}-${tenant.id}@engine.example`,
      name,
      role,
      passwordHash: await hashPassword('not used in this test'),
      deactivatedAt: deactivated ? new Date() : null,
    },
  });
}

const activity = (detectionId: string) =>
  app.db.detectionActivity.findMany({ where: { detectionId }, orderBy: [{ at: 'asc' }, { id: 'asc' }] });

beforeAll(async () => {
  app = await startTestApp();
  tenant = await onboardTenant(app);
  other = await onboardTenant(app);
  editor = await user('Erin Editor', 'editor');
  retired = await user('Rita Retired', 'editor', true);
  const created = await api(app, 'POST', '/standards', tenant.accessToken, {
    slug: 'triage-day',
    enabled: false,
    controls: [
      {
        name: 'Disk encryption',
        enabled: true,
        autonomy: 'suggest_only',
        match: { predicate: 'device.disk.encrypted' },
        expect: { encrypted: true },
        parameters: {},
      },
    ],
  });
  await api(app, 'PATCH', `/standards/${created.body.id}`, tenant.key, { enabled: true });
  organizations = [];
  for (const name of ['Alpha Dental', 'Beta Law']) {
    const id = (await api(app, 'POST', '/organizations', tenant.key, { name })).body.id;
    organizations.push(id);
    await api(app, 'PUT', `/organizations/${id}/integrations/intune`, tenant.key, { status: 'connected' });
    await api(app, 'POST', `/organizations/${id}/facts`, tenant.key, {
      typeCode: 'intune',
      facts: ['L1', 'L2', 'L3'].map((subject) => fact('device.disk.encrypted', subject, { encrypted: false })),
    });
  }
  await app.evaluationsSettled();
  open = await app.db.detection.findMany({
    where: { tenantId: tenant.id, status: 'open' },
    orderBy: { id: 'asc' },
    select: { id: true, organizationId: true, subject: true },
  });
  expect(open).toHaveLength(6);
});
afterAll(() => app?.close());

describe('assignees', () => {
  test("assignableUsers: the tenant's active users by name, never another tenant's or a deactivated one", async () => {
    const read = await graphql(app, tenant.key, '{ assignableUsers { id name } }');
    expect(read.data.assignableUsers).toEqual(
      [tenant.user, { id: editor.id, name: editor.name }].sort((a, b) => a.name.localeCompare(b.name)),
    );
    const viewer = await tenant.keyWith(['organization.read']);
    expect((await graphql(app, viewer, '{ assignableUsers { id } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test("another tenant's user or a deactivated one is never assignable, alone or in bulk", async () => {
    for (const assigneeId of [other.user.id, retired.id]) {
      const single = await api(app, 'PATCH', `/detections/${open[0]!.id}/triage`, tenant.key, { assigneeId });
      expect(single.status).toBe(422);
      expect(single.body.detail[0]).toMatchObject({ type: 'value_error', loc: ['body', 'assigneeId'] });
      const bulk = await graphql(app, tenant.key, TRIAGE_MANY, { ids: [open[0]!.id], input: { assigneeId } });
      expect(bulk.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: ['input', 'assigneeId'] });
    }
    expect(await app.db.detectionTriage.count({ where: { detectionId: open[0]!.id } })).toBe(0);
  });
});

describe('bulk triage', () => {
  test('changes each detection as a single triage would: its activity entry, event and audit entry', async () => {
    const ids = open.slice(0, 3).map((d) => d.id);
    const changed = await graphql(app, tenant.accessToken, TRIAGE_MANY, {
      ids: [...ids, ids[0]],
      input: { state: 'acknowledged', assigneeId: editor.id },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data.triageDetections).toEqual(
      ids.map((detectionId) => ({
        detectionId,
        state: 'acknowledged',
        assigneeId: editor.id,
        assigneeName: editor.name,
        reason: null,
      })),
    );
    for (const id of ids) {
      expect((await activity(id)).map((entry) => [entry.kind, entry.actorName])).toEqual([
        ['triage_changed', tenant.user.name],
      ]);
      const audit = await app.db.auditEvent.findMany({ where: { targetId: id } });
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'detection.triage_changed',
          actorKind: 'user',
          actorId: tenant.user.id,
          targetType: 'detection',
          changes: { state: ['new', 'acknowledged'], assigneeId: [null, editor.id] },
        }),
      ]);
      const events = await app.db.changeEvent.count({
        where: { type: 'detection.triage_changed', data: { path: ['detectionId'], equals: id } },
      });
      expect(events).toBe(1);
    }
  });

  test('all or nothing: one resolved, unknown or badly triaged detection changes none, and is named', async () => {
    const ids = open.slice(3, 6).map((d) => d.id);
    const foreign = (await app.db.detection.findFirstOrThrow({ where: { tenantId: app.demoTenantId } })).id;
    await app.db.detection.update({ where: { id: ids[2]! }, data: { status: 'resolved', resolvedAt: new Date() } });
    const before = await app.db.detectionActivity.count({ where: { tenantId: tenant.id } });
    const conflict = await graphql(app, tenant.key, TRIAGE_MANY, { ids, input: { state: 'in_progress' } });
    expect(conflict.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', detectionId: ids[2] });
    const unknown = await graphql(app, tenant.key, TRIAGE_MANY, {
      ids: [ids[0], foreign],
      input: { state: 'in_progress' },
    });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', detectionId: foreign });
    expect(unknown.errors?.[0]?.message).toBe('Detection not found');
    const bad = await graphql(app, tenant.key, TRIAGE_MANY, { ids: ids.slice(0, 2), input: { state: 'snoozed' } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', detectionId: ids[0] });
    const tooMany = await graphql(app, tenant.key, TRIAGE_MANY, {
      ids: Array.from({ length: 101 }, (_, i) => `01900000-0000-7000-8000-${String(i).padStart(12, '0')}`),
      input: { state: 'acknowledged' },
    });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'detectionIds' });
    expect(await app.db.detectionActivity.count({ where: { tenantId: tenant.id } })).toBe(before);
    expect(await app.db.detectionTriage.count({ where: { detectionId: { in: ids } } })).toBe(0);
    await app.db.detection.update({ where: { id: ids[2]! }, data: { status: 'open', resolvedAt: null } });
    const viewer = await tenant.keyWith(['detection.read']);
    const refused = await graphql(app, viewer, TRIAGE_MANY, { ids, input: { state: 'in_progress' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('expected: a triage changed since it was read makes the whole bulk change a conflict naming it', async () => {
    const ids = open.slice(0, 2).map((d) => d.id);
    const EXPECTING = `mutation($ids: [UUID!]!, $input: DetectionTriageInput!, $expected: [TriageVersionInput!]) {
      triageDetections(detectionIds: $ids, input: $input, expected: $expected) { detectionId state }
    }`;
    /** Each detection's triage version as a client reads it now (null: never triaged). */
    const versions = async () => {
      const rows = await app.db.detectionTriage.findMany({ where: { detectionId: { in: ids } } });
      return ids.map((detectionId) => ({
        detectionId,
        updatedAt: rows.find((row) => row.detectionId === detectionId)?.updatedAt.toISOString() ?? null,
      }));
    };
    const read = await versions();
    // Someone else changes the second one after it was read.
    await api(app, 'PATCH', `/detections/${ids[1]}/triage`, tenant.key, { state: 'acknowledged', reason: 'elsewhere' });
    const before = await app.db.detectionActivity.count({ where: { tenantId: tenant.id } });
    const stale = await graphql(app, tenant.key, EXPECTING, { ids, input: { state: 'in_progress' }, expected: read });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', detectionId: ids[1] });
    expect(await app.db.detectionActivity.count({ where: { tenantId: tenant.id } })).toBe(before);
    const stray = await graphql(app, tenant.key, EXPECTING, {
      ids: [ids[0]],
      input: { state: 'in_progress' },
      expected: read,
    });
    expect(stray.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'expected' });
    // Read again, the same change goes through.
    const again = await graphql(app, tenant.key, EXPECTING, {
      ids,
      input: { state: 'in_progress' },
      expected: await versions(),
    });
    expect(again.errors).toBeUndefined();
    expect(again.data.triageDetections.map((view: { state: string }) => view.state)).toEqual([
      'in_progress',
      'in_progress',
    ]);
  });

  test('serialized per detection: concurrent bulk and single changes lose no update', async () => {
    const ids = open.slice(3, 6).map((d) => d.id);
    const states = ['acknowledged', 'in_progress'] as const;
    await Promise.all(
      Array.from({ length: 12 }, (_, round) =>
        round % 3 === 0
          ? api(app, 'PATCH', `/detections/${ids[round % ids.length]}/triage`, tenant.key, {
              state: states[round % 2],
              reason: `single ${round}`,
            })
          : graphql(app, tenant.key, TRIAGE_MANY, {
              ids: round % 2 ? ids : [...ids].reverse(),
              input: { state: states[round % 2], reason: `bulk ${round}` },
            }),
      ),
    );
    for (const id of ids) {
      const changes = (await activity(id)).map((entry) => entry.change as { from: string; to: string; reason: string });
      expect(changes.length).toBeGreaterThan(0);
      // Each change starts from the one before it: no two were read from the same triage.
      for (const [at, change] of changes.entries()) expect(change.from).toBe(at === 0 ? 'new' : changes[at - 1]!.to);
      const triage = await app.db.detectionTriage.findUniqueOrThrow({ where: { detectionId: id } });
      expect([triage.state, triage.reason]).toEqual([changes.at(-1)!.to, changes.at(-1)!.reason]);
    }
  });
});

describe('filters and the fleet list', () => {
  test('assignedToMe: the signed-in user, or the owner of a user-scoped key; a tenant key is refused', async () => {
    const mine = open[5]!;
    await api(app, 'PATCH', `/detections/${mine.id}/triage`, tenant.key, { assigneeId: tenant.user.id });
    const fleet = await graphql(app, tenant.accessToken, FLEET, { me: true });
    expect(nodes(fleet).map((d: { id: string }) => d.id)).toEqual([mine.id]);
    const ofOrganization = await graphql(app, tenant.accessToken, OF_ORGANIZATION, {
      org: mine.organizationId,
      me: true,
    });
    expect(nodes(ofOrganization)).toEqual([{ id: mine.id }]);
    expect(ofOrganization.data.organizationDetections.items).toEqual([{ id: mine.id }]);
    const userKey = (
      await issueApiKey(app.db, {
        tenantId: tenant.id,
        userId: tenant.user.id,
        name: 'my key',
        scopes: ['detection.read', 'organization.read'],
        expiresAt: null,
      })
    ).plaintext;
    expect(nodes(await graphql(app, userKey, FLEET, { me: true }))).toHaveLength(1);
    const refused = await graphql(app, tenant.key, FLEET, { me: true });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'assignedToMe' });
  });

  test('snoozed: triageState [snoozed], on one organization and across the fleet', async () => {
    const snoozed = open[4]!;
    const until = new Date(app.clock.now().getTime() + 86_400_000).toISOString();
    const set = await api(app, 'PATCH', `/detections/${snoozed.id}/triage`, tenant.key, {
      state: 'snoozed',
      reason: 'Waiting for the replacement laptop',
      snoozedUntil: until,
    });
    expect(set.status).toBe(200);
    const fleet = await graphql(app, tenant.key, FLEET, { states: ['snoozed'] });
    expect(nodes(fleet)).toEqual([
      expect.objectContaining({ id: snoozed.id, triage: { state: 'snoozed', assigneeId: null } }),
    ]);
    const ofOrganization = await graphql(app, tenant.key, OF_ORGANIZATION, {
      org: snoozed.organizationId,
      states: ['snoozed'],
    });
    expect(nodes(ofOrganization)).toEqual([{ id: snoozed.id }]);
    expect(ofOrganization.data.organizationDetections.items).toEqual([{ id: snoozed.id }]);
  });

  test("the fleet's list: detections without organizationId, every organization of the tenant, newest first, by first/after", async () => {
    const seen: { id: string; organization: { name: string } }[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: any = await graphql(app, tenant.key, FLEET, { after, first: 4, status: 'open' });
      expect(page.errors).toBeUndefined();
      seen.push(...nodes(page));
      after = page.data.detections.pageInfo.hasNextPage ? page.data.detections.pageInfo.endCursor : null;
      pages++;
    } while (after);
    expect(pages).toBe(2);
    expect(seen.map((d) => d.id).sort()).toEqual(open.map((d) => d.id).sort());
    expect(new Set(seen.map((d) => d.organization.name))).toEqual(new Set(['Alpha Dental', 'Beta Law']));
    const stored = await app.db.detection.findMany({
      where: { tenantId: tenant.id, status: 'open' },
      orderBy: [{ firstSeenAt: 'desc' }, { id: 'desc' }],
      select: { id: true },
    });
    expect(seen.map((d) => d.id)).toEqual(stored.map((d) => d.id));
    // null is the whole fleet too; another tenant sees none of them.
    const asNull = await graphql(
      app,
      tenant.key,
      'query { detections(organizationId: null, first: 100, status: open) { edges { node { id } } } }',
    );
    expect(nodes(asNull).map((d: { id: string }) => d.id)).toEqual(stored.map((d) => d.id));
    const theirs = await graphql(app, other.key, FLEET, { first: 100 });
    expect(nodes(theirs)).toEqual([]);
  });
});
