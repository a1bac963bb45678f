import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { END_SNOOZE_TASK } from '../../src/engine/queue.ts';
import { organizationWithMostOpenDetections, startTestApp, type TestApp } from '../support/app.ts';
import { eventually } from '../support/events.ts';
import { request } from '../support/http.ts';
import { type SseSubscription, subscribe } from '../support/sse.ts';

let app: TestApp;
let organizationId: string;
let detections: { id: string; controlId: string; subject: string }[];
let adminId: string;
const open: SseSubscription[] = [];

beforeAll(async () => {
  app = await startTestApp();
  await app.evaluationsSettled();
  organizationId = await organizationWithMostOpenDetections(app);
  detections = await app.db.detection.findMany({
    where: { organizationId, status: 'open' },
    orderBy: { id: 'asc' },
    select: { id: true, controlId: true, subject: true },
  });
  adminId = (await app.db.user.findFirstOrThrow({ where: { email: 'admin@demo.example' } })).id;
});
afterAll(async () => {
  for (const subscription of open) subscription.close();
  await app.close();
});

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const { body } = await request(`${app.url}/graphql`, {
    method: 'POST',
    token: app.adminKey,
    body: { query, variables },
  });
  return body as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

const TRIAGE = `mutation ($id: UUID!, $input: DetectionTriageInput!) {
  triageDetection(detectionId: $id, input: $input) { state assigneeId snoozedUntil reason updatedByName }
}`;
const LIST = `query ($org: UUID!, $states: [TriageState!], $assignee: UUID) {
  organizationDetections(organizationId: $org, triageState: $states, assigneeId: $assignee, limit: 100) {
    items { id triage { state assigneeId } }
  }
}`;

describe('the graph', () => {
  test('triageDetection, Detection.triage and the filters by triage state and assignee', async () => {
    expect(detections.length).toBeGreaterThanOrEqual(2);
    const [a, b] = detections;
    const triaged = await graphql(TRIAGE, { id: a!.id, input: { state: 'in_progress', assigneeId: adminId } });
    expect(triaged).toEqual({
      data: {
        triageDetection: {
          state: 'in_progress',
          assigneeId: adminId,
          snoozedUntil: null,
          reason: null,
          updatedByName: 'Bootstrap admin key',
        },
      },
    });
    const inProgress = await graphql(LIST, { org: organizationId, states: ['in_progress'] });
    expect(inProgress.data.organizationDetections.items).toEqual([
      { id: a!.id, triage: { state: 'in_progress', assigneeId: adminId } },
    ]);
    const assigned = await graphql(LIST, { org: organizationId, assignee: adminId });
    expect(assigned.data.organizationDetections.items.map((d: { id: string }) => d.id)).toEqual([a!.id]);
    // `new` includes the detections nobody has triaged yet.
    const fresh = await graphql(LIST, { org: organizationId, states: ['new'] });
    const freshIds = fresh.data.organizationDetections.items.map((d: { id: string }) => d.id);
    expect(freshIds).toContain(b!.id);
    expect(freshIds).not.toContain(a!.id);
    const all = await graphql(LIST, { org: organizationId });
    expect(all.data.organizationDetections.items.length).toBe(freshIds.length + 1);
  });

  test('a snooze needs a reason: bad input at input.reason', async () => {
    const until = new Date(app.clock.now().getTime() + 60_000).toISOString();
    const result = await graphql(TRIAGE, { id: detections[1]!.id, input: { state: 'snoozed', snoozedUntil: until } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: ['input', 'reason'] });
  });
});

describe('detection.triage_changed', () => {
  test('goes through the outbox with the documented payload, and detectionChanged subscribers see it', async () => {
    const detection = detections[1]!;
    const subscription = await subscribe(`${app.url}/graphql`, {
      token: app.adminKey,
      query: `subscription ($id: UUID!) { detectionChanged(organizationId: $id) { kind detectionId subject triageFrom triageTo assigneeId } }`,
      variables: { id: organizationId },
    });
    open.push(subscription);
    // A webhook can subscribe to it: the same statement that records the event queues its delivery.
    const webhook = await app.db.webhook.create({
      data: {
        tenantId: app.demoTenantId,
        url: 'https://hooks.example/triage',
        events: ['detection.triage_changed'],
        secretSealed: 'unused: nothing is delivered in this suite',
      },
    });
    const result = await graphql(TRIAGE, { id: detection.id, input: { state: 'acknowledged', assigneeId: adminId } });
    expect(result.errors).toBeUndefined();
    const event = await app.db.changeEvent.findFirstOrThrow({
      where: { type: 'detection.triage_changed', data: { path: ['detectionId'], equals: detection.id } },
    });
    expect(event.data).toStrictEqual({
      detectionId: detection.id,
      organizationId,
      controlId: detection.controlId,
      from: 'new',
      to: 'acknowledged',
      assigneeId: adminId,
      updatedAt: app.clock.now().toISOString(),
    });
    const deliveries = await app.db.webhookDelivery.findMany({ where: { webhookId: webhook.id } });
    expect(deliveries.map((d) => d.eventId)).toEqual([event.id]);
    expect((await subscription.next()).data.detectionChanged).toEqual({
      kind: 'triage_changed',
      detectionId: detection.id,
      subject: detection.subject,
      triageFrom: 'new',
      triageTo: 'acknowledged',
      assigneeId: adminId,
    });
  });
});

describe('a snooze ends by itself', () => {
  test('back to new when snoozedUntil passes, recorded as the engine, announced', async () => {
    const detection = detections[2] ?? detections[0]!;
    const until = new Date(Date.now() + 1_500);
    const snoozed = await graphql(TRIAGE, {
      id: detection.id,
      input: { state: 'snoozed', reason: 'maintenance window', snoozedUntil: until.toISOString() },
    });
    expect(snoozed.data?.triageDetection).toMatchObject({ state: 'snoozed', reason: 'maintenance window' });
    const job = await app.db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = ${END_SNOOZE_TASK}`;
    expect(job[0]!.n).toBe(1);
    const woken = await eventually(
      async () => {
        const row = await app.db.detectionTriage.findUnique({ where: { detectionId: detection.id } });
        return row?.state === 'new' ? row : null;
      },
      10_000,
      'the snooze to end',
    );
    expect(woken).toMatchObject({ snoozedUntil: null, reason: null, updatedByName: 'engine' });
    const activity = await request(`${app.url}/api/v1/detections/${detection.id}/activity`, { token: app.adminKey });
    expect(activity.body.items.at(-1)).toMatchObject({
      kind: 'triage_changed',
      by: 'engine',
      change: { from: 'snoozed', to: 'new' },
    });
    const events = await app.db.changeEvent.findMany({
      where: { type: 'detection.triage_changed', data: { path: ['detectionId'], equals: detection.id } },
      orderBy: { occurredAt: 'asc' },
    });
    expect(events.map((e) => [(e.data as { from: string }).from, (e.data as { to: string }).to])).toEqual([
      ['new', 'snoozed'],
      ['snoozed', 'new'],
    ]);
  });

  test('a snooze changed since is left alone by the old job', async () => {
    const detection = detections[3] ?? detections[1]!;
    const until = new Date(Date.now() + 1_000);
    const input = { state: 'snoozed', reason: 'later', snoozedUntil: until.toISOString() };
    expect((await graphql(TRIAGE, { id: detection.id, input })).errors).toBeUndefined();
    expect((await graphql(TRIAGE, { id: detection.id, input: { state: 'in_progress' } })).errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await app.evaluationsSettled();
    const row = await app.db.detectionTriage.findUniqueOrThrow({ where: { detectionId: detection.id } });
    expect(row.state).toBe('in_progress');
  });
});
