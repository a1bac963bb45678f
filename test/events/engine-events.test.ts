import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { api, fact, onboardTenant, type Tenant } from '../engine/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { eventually, type Receiver, startReceiver } from '../support/events.ts';
import { type SseSubscription, subscribe } from '../support/sse.ts';

/**
 * The whole path as the service wires it: a connector's push is evaluated on the queue, and what
 * the evaluation changed reaches a signed webhook and a live subscription; a push that changes
 * nothing announces nothing. The receiver is on loopback, which this deployment allows.
 */

let app: TestApp;
let tenant: Tenant;
let receiver: Receiver;
let organizationId: string;
let controlId: string;
let standardId: string;
let subscription: SseSubscription;
let secret: string;

const devices = (encrypted: Record<string, boolean>) => ({
  typeCode: 'intune',
  facts: Object.entries(encrypted).map(([subject, value]) =>
    fact('device.disk.encrypted', subject, { encrypted: value }),
  ),
});

const typesReceived = () => receiver.received.map((received) => (JSON.parse(received.body) as { type: string }).type);

beforeAll(async () => {
  app = await startTestApp({ allowPrivateWebhookTargets: true, deliverWebhooks: true });
  tenant = await onboardTenant(app);
  receiver = await startReceiver();
  const standard = await api(app, 'POST', '/standards', tenant.accessToken, {
    slug: 'disks',
    name: 'Disks',
    enabled: false,
    controls: [
      {
        name: 'Disk encryption',
        enabled: true,
        autonomy: 'suggest_only',
        severity: 'high',
        match: { predicate: 'device.disk.encrypted' },
        expect: { encrypted: true },
        parameters: {},
      },
    ],
  });
  expect(standard.status, standard.text).toBe(201);
  controlId = standard.body.controls[0].id;
  standardId = standard.body.id;
  expect((await api(app, 'PATCH', `/standards/${standard.body.id}`, tenant.key, { enabled: true })).status).toBe(200);
  organizationId = (await api(app, 'POST', '/organizations', tenant.key, { name: 'Initech' })).body.id;
  const integration = await api(app, 'PUT', `/organizations/${organizationId}/integrations/intune`, tenant.key, {
    status: 'connected',
  });
  expect(integration.status).toBe(200);
  // The first evaluations (not_covered, then no_data) happen before anyone listens.
  await app.evaluationsSettled();

  const created = await api(app, 'POST', '/webhooks', tenant.key, {
    url: `${receiver.url}/hook`,
    events: ['control.status_changed', 'organization.rollup_changed', 'detection.opened', 'detection.resolved'],
  });
  expect(created.status).toBe(201);
  secret = created.body.secret;
  subscription = await subscribe(`${app.url}/graphql`, {
    token: tenant.key,
    query: `subscription ($id: UUID!) {
      complianceChanged(organizationId: $id) { organizationId controls { controlId from to } rollup { from to } }
    }`,
    variables: { id: organizationId },
  });
  expect(subscription.status).toBe(200);
});
afterAll(async () => {
  subscription?.close();
  await receiver?.close();
  await app?.close();
});

test('a failing push is announced once, signed, to the webhook and the subscription', async () => {
  const pushed = await api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
    ...devices({ 'laptop-1': false, 'laptop-2': true }),
  });
  expect(pushed.status).toBe(202);

  const { data } = await subscription.next(15_000);
  expect(data.complianceChanged).toEqual({
    organizationId,
    controls: [{ controlId, from: 'no_data', to: 'fail' }],
    rollup: { from: 'no_data', to: 'fail' },
  });

  await eventually(() => receiver.received.length === 3, 15_000, 'three deliveries');
  expect(typesReceived().sort()).toEqual(['control.status_changed', 'detection.opened', 'organization.rollup_changed']);
  const verifier = new Webhook(secret);
  const payloads = receiver.received.map((received) =>
    verifier.verify(received.body, {
      'webhook-id': String(received.headers['webhook-id']),
      'webhook-timestamp': String(received.headers['webhook-timestamp']),
      'webhook-signature': String(received.headers['webhook-signature']),
    }),
  ) as { type: string; data: Record<string, unknown> }[];
  // Exactly these keys (DECISIONS, "Detection events"): the record's ruleId as controlId, its title.
  const opened = payloads.find((payload) => payload.type === 'detection.opened')!.data;
  const detection = await app.db.detection.findFirstOrThrow({ where: { organizationId, subject: 'laptop-1' } });
  expect(opened).toStrictEqual({
    detectionId: detection.id,
    organizationId,
    controlId,
    standardId,
    subject: 'laptop-1',
    severity: 'high',
    title: detection.title,
    openedAt: detection.firstSeenAt.toISOString(),
  });
});

test('a push that changes no status announces nothing; the fix is announced', async () => {
  const eventCount = () => app.db.changeEvent.count({ where: { tenantId: tenant.id } });
  const before = await eventCount();
  const again = await api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
    ...devices({ 'laptop-1': false, 'laptop-2': true }),
  });
  expect(again.status).toBe(202);
  await app.evaluationsSettled();
  expect(await eventCount()).toBe(before);

  await api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
    ...devices({ 'laptop-1': true, 'laptop-2': true }),
  });
  const { data } = await subscription.next(15_000);
  expect(data.complianceChanged.controls).toEqual([{ controlId, from: 'fail', to: 'pass' }]);
  await eventually(() => receiver.received.length === 6, 15_000, 'three more deliveries');
  expect(typesReceived().slice(3).sort()).toEqual([
    'control.status_changed',
    'detection.resolved',
    'organization.rollup_changed',
  ]);
  const resolved = receiver.received
    .map((received) => JSON.parse(received.body) as { type: string; data: Record<string, unknown> })
    .find((payload) => payload.type === 'detection.resolved')!.data;
  const detection = await app.db.detection.findFirstOrThrow({ where: { organizationId, subject: 'laptop-1' } });
  expect(resolved).toStrictEqual({
    detectionId: detection.id,
    organizationId,
    controlId,
    standardId,
    subject: 'laptop-1',
    severity: 'high',
    title: detection.title,
    resolvedAt: detection.resolvedAt!.toISOString(),
  });
  // Nothing was announced between the two changes: the subscription's next event was the fix.
  expect(subscription.messages.filter((message) => message.event === 'next')).toHaveLength(2);
});
