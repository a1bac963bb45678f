import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recordChangeEvents } from '../../src/data/events.ts';
import { eventsOf } from '../../src/domain/event-kinds.ts';
import { DELIVER_WEBHOOK_TASK } from '../../src/events/delivery.ts';
import { FEED_APPLICATION_NAME } from '../../src/events/feed.ts';
import { CHANGE_CHANNEL, createChangePublisher } from '../../src/events/publisher.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { eventually, failingChange, installJobQueue } from '../support/events.ts';
import { type SseSubscription, subscribe } from '../support/sse.ts';

const publish = createChangePublisher();

let app: TestApp;
let organizationId: string;
let otherOrganizationId: string;
let foreignOrganizationId: string;
const open: SseSubscription[] = [];

beforeAll(async () => {
  app = await startTestApp();
  await installJobQueue(app.databaseUrl);
  // An organization with a detection (the detection tests point at one), and another one. Not the
  // first by id: the demo's ids are random within a millisecond, and some organizations have none.
  organizationId = (await app.db.detection.findFirstOrThrow({ where: { tenantId: app.demoTenantId } })).organizationId;
  otherOrganizationId = (
    await app.db.organization.findFirstOrThrow({ where: { tenantId: app.demoTenantId, id: { not: organizationId } } })
  ).id;
  foreignOrganizationId = (await app.db.organization.findFirstOrThrow({ where: { tenantId: app.otherTenantId } })).id;
});
afterAll(async () => {
  for (const subscription of open) subscription.close();
  await app.close();
});

const COMPLIANCE = `subscription ($id: UUID!) {
  complianceChanged(organizationId: $id) {
    organizationId
    changeId
    occurredAt
    controls { controlId standardId from to evaluatedAt }
    rollup { from to }
    organization { id name }
  }
}`;
const DETECTIONS = `subscription ($id: UUID!) {
  detectionChanged(organizationId: $id) { kind detectionId ruleId standardId subject severity title at detection { id status } }
}`;

async function watch(query: string, id: string, options: { token?: string; method?: 'GET' | 'POST' } = {}) {
  const subscription = await subscribe(`${app.url}/graphql`, {
    token: options.token ?? app.adminKey,
    query,
    variables: { id },
    method: options.method,
  });
  open.push(subscription);
  return subscription;
}

const changeFor = (id: string, overrides?: Parameters<typeof failingChange>[1]) =>
  failingChange({ tenantId: app.demoTenantId, organizationId: id }, overrides);

describe('complianceChanged over SSE', () => {
  test('streams a committed change of the organization, and only of that organization', async () => {
    const subscription = await watch(COMPLIANCE, organizationId);
    expect(subscription.status).toBe(200);
    expect(subscription.headers.get('content-type')).toMatch(/^text\/event-stream/);

    // Another organization's change, then this one's: the first event is this one's.
    await app.db.$transaction((tx) => publish(tx, changeFor(otherOrganizationId)));
    await app.db.$transaction((tx) => publish(tx, changeFor(organizationId)));
    const organization = await app.db.organization.findUniqueOrThrow({ where: { id: organizationId } });
    const { data } = await subscription.next();
    expect(data.complianceChanged).toEqual({
      organizationId,
      changeId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      occurredAt: '2026-11-20T10:00:00.000Z',
      controls: [
        {
          controlId: '0195f2b0-0000-7000-8000-000000000001',
          standardId: '0195f2b0-0000-7000-8000-0000000000aa',
          from: 'pass',
          to: 'fail',
          evaluatedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
      rollup: { from: 'pass', to: 'fail' },
      organization: { id: organizationId, name: organization.name },
    });
  });

  test('a change set with only detections sends no compliance event; a rolled-back one sends nothing', async () => {
    const subscription = await watch(COMPLIANCE, organizationId);
    await app.db.$transaction((tx) => publish(tx, changeFor(organizationId, { controls: [], rollup: null })));
    await app.db
      .$transaction(async (tx) => {
        await publish(tx, changeFor(organizationId));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const rollupOnly = changeFor(organizationId, {
      controls: [],
      rollup: { organizationId, from: 'fail', to: 'no_data' },
      detections: [],
    });
    await app.db.$transaction((tx) => publish(tx, rollupOnly));
    const { data } = await subscription.next();
    expect(data.complianceChanged).toMatchObject({ controls: [], rollup: { from: 'fail', to: 'no_data' } });
  });

  test('works over GET too (what an EventSource sends), and is never compressed', async () => {
    const response = await fetch(
      `${app.url}/graphql?${new URLSearchParams({ query: COMPLIANCE, variables: JSON.stringify({ id: organizationId }) })}`,
      {
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer ${app.adminKey}`,
          'accept-encoding': 'gzip, br',
        },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    await response.body?.cancel();
    const subscription = await watch(COMPLIANCE, organizationId, { method: 'GET' });
    await app.db.$transaction((tx) => publish(tx, changeFor(organizationId)));
    expect((await subscription.next()).data.complianceChanged.organizationId).toBe(organizationId);
  });
});

describe('detectionChanged over SSE', () => {
  test('one event per detection opened or resolved, with the detection as it is now', async () => {
    const detection = await app.db.detection.findFirstOrThrow({ where: { organizationId } });
    const subscription = await watch(DETECTIONS, organizationId);
    const at = new Date('2026-11-21T08:30:00.000Z');
    const base = {
      organizationId,
      controlId: detection.controlId,
      standardId: '0195f2b0-0000-7000-8000-0000000000aa',
      severity: 'low' as const,
      title: detection.title,
      at,
    };
    await app.db.$transaction((tx) =>
      publish(
        tx,
        changeFor(organizationId, {
          detections: [
            { ...base, kind: 'opened', detectionId: detection.id, subject: detection.subject },
            { ...base, kind: 'resolved', detectionId: '0195f2b0-0000-7000-8000-0000000000d9', subject: 'gone-1' },
          ],
        }),
      ),
    );
    expect((await subscription.next()).data.detectionChanged).toEqual({
      kind: 'opened',
      detectionId: detection.id,
      ruleId: detection.controlId,
      standardId: '0195f2b0-0000-7000-8000-0000000000aa',
      subject: detection.subject,
      severity: 'low',
      title: detection.title,
      at: '2026-11-21T08:30:00.000Z',
      detection: { id: detection.id, status: detection.status },
    });
    expect((await subscription.next()).data.detectionChanged).toMatchObject({
      kind: 'resolved',
      subject: 'gone-1',
      detection: null,
    });
  });
});

describe('organizationEvents over SSE', () => {
  // A union's members select `from` with two nullabilities: GraphQL needs an alias for one of them.
  const EVENTS = `subscription ($id: UUID!, $kinds: [EventKind!]) {
    organizationEvents(organizationId: $id, kinds: $kinds) {
      kind
      organizationId
      occurredAt
      payload {
        __typename
        ... on ControlStatusChange { organizationId controlId standardId from to evaluatedAt }
        ... on RollupChange { rollupFrom: from rollupTo: to }
      }
    }
  }`;

  test('each announced event with its payload typed by its kind, in the order announced; kinds narrows the stream', async () => {
    const every = await watch(EVENTS, organizationId);
    const subscription = await subscribe(`${app.url}/graphql`, {
      token: app.adminKey,
      query: EVENTS,
      variables: { id: organizationId, kinds: ['organization_rollup_changed'] },
    });
    open.push(subscription);
    const change = changeFor(organizationId);
    await app.db.$transaction((tx) => publish(tx, change));
    const control = change.controls[0]!;
    expect((await every.next()).data.organizationEvents).toEqual({
      kind: 'control_status_changed',
      organizationId,
      occurredAt: control.evaluatedAt.toISOString(),
      payload: {
        __typename: 'ControlStatusChange',
        organizationId,
        controlId: control.controlId,
        standardId: control.standardId,
        from: control.from,
        to: control.to,
        evaluatedAt: control.evaluatedAt.toISOString(),
      },
    });
    expect((await every.next()).data.organizationEvents).toMatchObject({
      kind: 'organization_rollup_changed',
      payload: { __typename: 'RollupChange', rollupFrom: change.rollup!.from, rollupTo: change.rollup!.to },
    });
    expect((await subscription.next()).data.organizationEvents).toMatchObject({
      kind: 'organization_rollup_changed',
      payload: { __typename: 'RollupChange' },
    });
  });
});

describe('events recorded by an earlier version', () => {
  test('a detection event without standardId and title streams them as null', async () => {
    const detection = await app.db.detection.findFirstOrThrow({ where: { organizationId } });
    const subscription = await watch(DETECTIONS, organizationId);
    const batchId = randomUUID();
    const notice = JSON.stringify({ tenantId: app.demoTenantId, organizationId, batchId });
    await app.db.$transaction(async (tx) => {
      await tx.changeEvent.create({
        data: {
          tenantId: app.demoTenantId,
          organizationId,
          batchId,
          position: 1,
          type: 'detection.opened',
          occurredAt: new Date('2026-11-01T08:00:00.000Z'),
          data: {
            detectionId: detection.id,
            organizationId,
            controlId: detection.controlId,
            subject: detection.subject,
            severity: 'medium',
            openedAt: '2026-11-01T08:00:00.000Z',
          },
        },
      });
      await tx.$executeRaw`SELECT pg_notify(${CHANGE_CHANNEL}, ${notice})`;
    });
    expect((await subscription.next()).data.detectionChanged).toEqual({
      kind: 'opened',
      detectionId: detection.id,
      ruleId: detection.controlId,
      standardId: null,
      subject: detection.subject,
      severity: 'medium',
      title: null,
      at: '2026-11-01T08:00:00.000Z',
      detection: { id: detection.id, status: detection.status },
    });
  });
});

describe('subscriptions are authorized and tenant-scoped like queries', () => {
  test.each([
    ["another tenant's", () => foreignOrganizationId],
    ['an unknown', () => '00000000-0000-4000-8000-000000000000'],
  ])('%s organization is NOT_FOUND before anything is streamed', async (_which, id) => {
    for (const query of [COMPLIANCE, DETECTIONS]) {
      const subscription = await watch(query, id());
      const result = await subscription.next();
      expect(result).toEqual({
        errors: [expect.objectContaining({ message: 'Organization not found', extensions: { code: 'NOT_FOUND' } })],
      });
      await subscription.ended;
      expect(subscription.messages.map((message) => message.event)).toEqual(['next', 'complete']);
    }
    // The foreign tenant's change never reaches this tenant's streams either way.
    await app.db.$transaction((tx) =>
      publish(tx, failingChange({ tenantId: app.otherTenantId, organizationId: foreignOrganizationId })),
    );
  });

  test('a credential without detection.read is FORBIDDEN; none at all is a 401', async () => {
    const narrow = await watch(COMPLIANCE, organizationId, { token: await app.key(['organization.read']) });
    expect(await narrow.next()).toEqual({
      errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })],
    });
    const anonymous = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ query: COMPLIANCE, variables: { id: organizationId } }),
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    await anonymous.body?.cancel();
  });
});

describe('the listening connection', () => {
  test('a client that goes away unsubscribes at once, without waiting for an event', async () => {
    const before = app.feed.subscriberCount();
    const subscription = await watch(COMPLIANCE, organizationId);
    expect(app.feed.subscriberCount()).toBe(before + 1);
    subscription.close();
    await eventually(() => app.feed.subscriberCount() === before, 5_000, 'the subscriber to leave');
  });

  test('is re-established when it drops, and what it did not hear is still delivered, once', async () => {
    const subscription = await watch(COMPLIANCE, organizationId);
    // Recorded without a NOTIFY just before the drop (a notice lost with the connection): only the
    // catch-up from the outbox can deliver it, however fast or slow the reconnect is.
    await app.db.$transaction(async (tx) => {
      const drafts = eventsOf(changeFor(organizationId, { rollup: { organizationId, from: 'pass', to: 'fail' } }));
      await recordChangeEvents(tx, {
        tenantId: app.demoTenantId,
        batchId: randomUUID(),
        drafts,
        deliveryTask: DELIVER_WEBHOOK_TASK,
      });
    });
    const killed = await app.db.$queryRaw<{ pid: number }[]>`
      SELECT pg_terminate_backend(pid)::int AS pid FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = ${FEED_APPLICATION_NAME}`;
    expect(killed).toHaveLength(1);
    // Committed while the feed reconnects (its NOTIFY may reach nobody, or the new connection).
    await app.db.$transaction((tx) =>
      publish(tx, changeFor(organizationId, { rollup: { organizationId, from: 'fail', to: 'pass' } })),
    );
    const delivered = [await subscription.next(15_000), await subscription.next(15_000)];
    expect(delivered.map((message) => message.data.complianceChanged.rollup)).toEqual(
      expect.arrayContaining([
        { from: 'pass', to: 'fail' },
        { from: 'fail', to: 'pass' },
      ]),
    );
    // It listens again, and neither change comes twice: the next message is a later change.
    await app.db.$transaction((tx) =>
      publish(tx, changeFor(organizationId, { rollup: { organizationId, from: 'pass', to: 'no_data' } })),
    );
    expect((await subscription.next(15_000)).data.complianceChanged.rollup).toEqual({ from: 'pass', to: 'no_data' });
  });
});
