import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

let app: TestApp;
let api: string;
let openIds: string[];
let admin: { id: string; name: string };
let foreignUserId: string;

beforeAll(async () => {
  app = await startTestApp();
  api = `${app.url}/api/v1`;
  await app.evaluationsSettled();
  const open = await app.db.detection.findMany({
    where: { tenantId: app.demoTenantId, status: 'open' },
    orderBy: { id: 'asc' },
    take: 8,
  });
  openIds = open.map((d) => d.id);
  admin = await app.db.user.findFirstOrThrow({
    where: { email: 'admin@demo.example' },
    select: { id: true, name: true },
  });
  const stranger = await app.db.user.create({
    data: {
      tenantId: app.otherTenantId,
      email: 'stranger@other.example',
      name: 'Stranger',
      role: 'admin',
      passwordHash: 'x',
    },
  });
  foreignUserId = stranger.id;
});
afterAll(() => app.close());

const call = (method: string, path: string, body?: unknown, token = app.adminKey) =>
  request(`${api}${path}`, { method, token, body });
const patch = (id: string, body: unknown, token?: string) => call('PATCH', `/detections/${id}/triage`, body, token);

describe('PATCH /detections/{id}/triage', () => {
  test('acknowledges and assigns, and says who did it', async () => {
    const id = openIds[0]!;
    const { status, body } = await patch(id, { state: 'acknowledged', assigneeId: admin.id });
    expect(status).toBe(200);
    expect(body).toStrictEqual({
      detectionId: id,
      state: 'acknowledged',
      assigneeId: admin.id,
      assigneeName: admin.name,
      snoozedUntil: null,
      reason: null,
      updatedAt: app.clock.now().toISOString(),
      updatedByName: 'Bootstrap admin key',
    });
    // A PATCH keeps what it leaves out; one that changes nothing records nothing.
    const next = await patch(id, { state: 'in_progress' });
    expect(next.body).toMatchObject({ state: 'in_progress', assigneeId: admin.id });
    const entries = await app.db.detectionActivity.count({ where: { detectionId: id } });
    const same = await patch(id, { state: 'in_progress', assigneeId: admin.id });
    expect(same).toMatchObject({ status: 200, body: next.body });
    expect(await app.db.detectionActivity.count({ where: { detectionId: id } })).toBe(entries);
  });

  test('triage never changes the status or the v1 record', async () => {
    const id = openIds[1]!;
    const before = await call('GET', `/detections/${id}`);
    expect((await patch(id, { state: 'false_positive', reason: 'test device' })).status).toBe(200);
    const after = await call('GET', `/detections/${id}`);
    expect(after.body).toStrictEqual(before.body);
    expect(after.body.status).toBe('open');
  });

  test("snoozed needs reason and snoozedUntil; false_positive needs reason (the graph's rule, one for every surface)", async () => {
    const id = openIds[2]!;
    const snooze = await patch(id, { state: 'snoozed' });
    expect(snooze.status).toBe(422);
    expect(snooze.body.detail).toStrictEqual([
      {
        type: 'value_error',
        loc: ['body', 'snoozedUntil'],
        msg: 'Value error, snoozedUntil is required to snooze',
        input: null,
        ctx: { error: {} },
      },
      {
        type: 'value_error',
        loc: ['body', 'reason'],
        msg: 'Value error, A reason is required for state snoozed',
        input: null,
        ctx: { error: {} },
      },
    ]);
    const falsePositive = await patch(id, { state: 'false_positive' });
    expect(falsePositive.status).toBe(422);
    expect(falsePositive.body.detail.map((e: { loc: unknown }) => e.loc)).toEqual([['body', 'reason']]);
  });

  test('moving a snooze keeps its reason: a PATCH judged on the merged triage, as the graph judges it', async () => {
    const id = openIds[2]!;
    const day = 86_400_000;
    const now = app.clock.now().getTime();
    const first = await patch(id, {
      state: 'snoozed',
      reason: 'waiting for the vendor',
      snoozedUntil: new Date(now + day).toISOString(),
    });
    expect(first.status).toBe(200);
    const later = new Date(now + 7 * day).toISOString();
    const moved = await patch(id, { state: 'snoozed', snoozedUntil: later });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ state: 'snoozed', reason: 'waiting for the vendor', snoozedUntil: later });
    expect((await patch(id, { state: 'new' })).status).toBe(200);
  });

  test('snoozedUntil must be in the future within 365 days', async () => {
    const id = openIds[2]!;
    const now = app.clock.now().getTime();
    for (const at of [now - 1_000, now + 366 * 86_400_000]) {
      const snoozedUntil = new Date(at).toISOString();
      const { status, body } = await patch(id, { state: 'snoozed', reason: 'later', snoozedUntil });
      expect(status).toBe(422);
      expect(body.detail).toStrictEqual([
        {
          type: 'value_error',
          loc: ['body', 'snoozedUntil'],
          msg: 'Value error, snoozedUntil must be in the future, within 365 days',
          input: snoozedUntil,
          ctx: { error: {} },
        },
      ]);
    }
  });

  test("an assignee of another tenant, or nobody's id, is a 422 at assigneeId", async () => {
    for (const assigneeId of [foreignUserId, '00000000-0000-4000-8000-000000000000']) {
      const { status, body } = await patch(openIds[3]!, { assigneeId });
      expect(status).toBe(422);
      expect(body.detail[0]).toMatchObject({ type: 'value_error', loc: ['body', 'assigneeId'], input: assigneeId });
    }
  });

  test("a resolved detection's triage is read-only (409); foreign or unknown ids are 404", async () => {
    const resolved = await app.db.detection.findFirst({ where: { tenantId: app.demoTenantId, status: 'resolved' } });
    const id = resolved?.id ?? openIds[4]!;
    if (!resolved)
      await app.db.detection.update({ where: { id }, data: { status: 'resolved', resolvedAt: new Date() } });
    const conflict = await patch(id, { state: 'acknowledged' });
    expect(conflict.status).toBe(409);
    const foreign = await app.db.detection.findFirst({ where: { tenantId: { not: app.demoTenantId } } });
    for (const other of [foreign?.id, '00000000-0000-4000-8000-000000000000'].filter(Boolean)) {
      expect((await patch(other!, { state: 'acknowledged' })).status).toBe(404);
      expect((await call('POST', `/detections/${other}/comments`, { body: 'x' })).status).toBe(404);
      expect((await call('GET', `/detections/${other}/activity`)).status).toBe(404);
    }
  });

  test.each([
    ['editor', 200],
    ['viewer', 403],
  ] as const)('a key of an %s user is answered %i (detection.write is editor and up)', async (role, expected) => {
    const user = await app.db.user.create({
      data: { tenantId: app.demoTenantId, email: `${role}-triage@demo.example`, name: role, role, passwordHash: 'x' },
    });
    const token = await app.key(['detection.read', 'detection.write'], { userId: user.id });
    expect((await patch(openIds[6]!, { state: 'acknowledged' }, token)).status).toBe(expected);
  });

  test('needs detection.write: a viewer-level key is 403', async () => {
    const token = await app.key(['detection.read', 'organization.read']);
    const { status, body } = await patch(openIds[0]!, { state: 'acknowledged' }, token);
    expect({ status, body }).toStrictEqual({ status: 403, body: { detail: 'Not enough permissions' } });
  });
});

describe('comments and activity', () => {
  test('the activity lists the opening, triage changes and comments oldest first, by cursor', async () => {
    const id = openIds[5]!;
    expect((await patch(id, { state: 'acknowledged' })).status).toBe(200);
    const comment = await call('POST', `/detections/${id}/comments`, { body: 'Looking into it' });
    expect(comment.status).toBe(201);
    expect(comment.body).toMatchObject({
      kind: 'comment',
      body: 'Looking into it',
      by: 'Bootstrap admin key',
      change: null,
    });
    const first = await call('GET', `/detections/${id}/activity?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ hasMore: true, page: null, total: null });
    expect(first.body.items.map((e: { kind: string }) => e.kind)).toEqual(['opened', 'triage_changed']);
    expect(first.body.items[0]).toMatchObject({ id: null, by: 'engine' });
    expect(first.body.items[1].change).toStrictEqual({
      from: 'new',
      to: 'acknowledged',
      assigneeId: null,
      snoozedUntil: null,
      reason: null,
    });
    const rest = await call('GET', `/detections/${id}/activity?limit=2&cursor=${first.body.nextCursor}`);
    expect(rest.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect(rest.body.items).toStrictEqual([comment.body]);
  });

  test('a comment is 1 to 4,000 characters; a forged cursor is a 422', async () => {
    const id = openIds[5]!;
    const empty = await call('POST', `/detections/${id}/comments`, { body: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.detail[0]).toMatchObject({ type: 'string_too_short', loc: ['body', 'body'] });
    const long = await call('POST', `/detections/${id}/comments`, { body: 'x'.repeat(4_001) });
    expect(long.body.detail[0]).toMatchObject({ type: 'string_too_long', loc: ['body', 'body'] });
    const forged = await call('GET', `/detections/${id}/activity?cursor=abc`);
    expect(forged.status).toBe(422);
    expect(forged.body.detail[0].loc).toEqual(['query', 'cursor']);
  });
});
