import type { Runner } from 'graphile-worker';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eventTasks } from '../../src/events/delivery.ts';
import { createChangePublisher } from '../../src/events/publisher.ts';
import { createLogger } from '../../src/observability/logger.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import {
  eventually,
  failingChange,
  installJobQueue,
  type Receiver,
  startReceiver,
  startWorker,
} from '../support/events.ts';
import { request } from '../support/http.ts';

// An integration's whole path: register over REST, an evaluation commits a change, the job queue
// delivers it signed, the receiver verifies it with the secret from the 201, and the delivery
// records are readable over REST. The receiver is on loopback, which this deployment allows.
let app: TestApp;
let receiver: Receiver;
let worker: Runner;
beforeAll(async () => {
  app = await startTestApp({ allowPrivateWebhookTargets: true });
  await installJobQueue(app.databaseUrl);
  receiver = await startReceiver((request, _index, response) => {
    // The first delivery of the rollup change fails once, to show a retry in the records.
    const body = JSON.parse(request.body) as { type: string };
    const rollupAttempts = receiver.received.filter((r) => r.body.includes('organization.rollup_changed')).length;
    response.writeHead(body.type === 'organization.rollup_changed' && rollupAttempts === 1 ? 500 : 202).end();
  });
  worker = await startWorker(
    app.databaseUrl,
    eventTasks({
      db: app.db,
      secrets: app.secretBox,
      allowPrivateTargets: true,
      logger: createLogger('silent'),
      schedule: { firstDelayMs: 200, factor: 2, maxDelayMs: 1_000, windowMs: 60_000, jitter: 0 },
    }),
  );
});
afterAll(async () => {
  await worker?.stop();
  await receiver?.close();
  await app.close();
});

test('an integration learns of a new failure within seconds through a signed webhook', async () => {
  const api = `${app.url}/api/v1`;
  const created = await request(`${api}/webhooks`, {
    method: 'POST',
    token: app.adminKey,
    body: { url: `${receiver.url}/compliance`, events: ['control.status_changed', 'organization.rollup_changed'] },
  });
  expect(created.status).toBe(201);
  const organizationId = (await app.db.organization.findFirstOrThrow({ where: { tenantId: app.demoTenantId } })).id;
  const otherOrganization = await app.db.organization.findFirstOrThrow({ where: { tenantId: app.otherTenantId } });

  // Another tenant's change goes to no webhook of this tenant.
  await app.db.$transaction((tx) =>
    createChangePublisher()(tx, failingChange({ tenantId: app.otherTenantId, organizationId: otherOrganization.id })),
  );
  const committedAt = Date.now();
  await app.db.$transaction((tx) =>
    createChangePublisher()(tx, failingChange({ tenantId: app.demoTenantId, organizationId })),
  );

  await eventually(() => receiver.received.filter((r) => r.body.includes('control.status_changed')).length === 1);
  expect(receiver.received[0]!.at - committedAt).toBeLessThan(5_000);
  await eventually(() => receiver.received.length === 3, 15_000, 'the rollup retry');

  const verifier = new Webhook(created.body.secret);
  const payloads = receiver.received.map((received) =>
    verifier.verify(received.body, {
      'webhook-id': String(received.headers['webhook-id']),
      'webhook-timestamp': String(received.headers['webhook-timestamp']),
      'webhook-signature': String(received.headers['webhook-signature']),
    }),
  );
  expect(payloads).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ type: 'control.status_changed', data: expect.objectContaining({ organizationId }) }),
      {
        type: 'organization.rollup_changed',
        timestamp: expect.any(String),
        data: { organizationId, from: 'pass', to: 'fail' },
      },
    ]),
  );
  expect(
    payloads.every(
      (payload) => (payload as { data: { organizationId: string } }).data.organizationId === organizationId,
    ),
  ).toBe(true);

  const deliveries = await eventually(async () => {
    const response = await request(`${api}/webhooks/${created.body.id}/deliveries`, { token: app.adminKey });
    return response.body.items.every((item: { status: string }) => item.status === 'delivered') && response.body;
  });
  expect(deliveries.items).toHaveLength(2);
  const rollup = deliveries.items.find(
    (item: { event: { type: string } }) => item.event.type === 'organization.rollup_changed',
  );
  expect(rollup).toMatchObject({
    status: 'delivered',
    attemptCount: 2,
    nextAttemptAt: null,
    event: { type: 'organization.rollup_changed', organizationId, data: { organizationId, from: 'pass', to: 'fail' } },
    attempts: [
      { number: 1, responseStatus: 500, error: 'the receiver answered 500' },
      { number: 2, responseStatus: 202, error: null },
    ],
  });
  // Both attempts of the rollup event carried its id as webhook-id.
  const rollupIds = receiver.received
    .filter((r) => r.body.includes('organization.rollup_changed'))
    .map((r) => r.headers['webhook-id']);
  expect(rollupIds).toEqual([rollup.event.id, rollup.event.id]);

  const failedOnly = await request(`${api}/webhooks/${created.body.id}/deliveries?status=failed`, {
    token: app.adminKey,
  });
  expect(failedOnly.body.items).toEqual([]);
});
