import type { Runner } from 'graphile-worker';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createSecretBox, newSecretKey } from '../../src/auth/secret-box.ts';
import { createDb, type Db } from '../../src/data/client.ts';
import type { EventType } from '../../src/domain/event-kinds.ts';
import { type DeliveryDeps, eventTasks } from '../../src/events/delivery.ts';
import { createChangePublisher } from '../../src/events/publisher.ts';
import { newWebhookSecret } from '../../src/events/signing.ts';
import { createLogger } from '../../src/observability/logger.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import {
  eventually,
  failingChange,
  installJobQueue,
  type Receiver,
  startReceiver,
  startWorker,
  tenantWithOrganization,
} from '../support/events.ts';

const box = createSecretBox(newSecretKey());
/** Where webhooks that no test reads point: a closed loopback port (tests never send traffic off loopback). */
const SINK = 'http://127.0.0.1:9';
const publish = createChangePublisher();

let database: TestDatabase;
let db: Db;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await installJobQueue(database.url);
  db = createDb(database.url, { poolSize: 4 });
});
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
  // Jobs still queued find no delivery and do nothing, so no later worker sends them anywhere.
  await db.webhook.deleteMany({});
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

async function receiver(answer?: Parameters<typeof startReceiver>[0]): Promise<Receiver> {
  const started = await startReceiver(answer);
  cleanups.push(() => started.close());
  return started;
}

async function worker(overrides: Partial<DeliveryDeps> = {}): Promise<Runner> {
  const runner = await startWorker(
    database.url,
    eventTasks({
      db,
      secrets: box,
      allowPrivateTargets: true,
      logger: createLogger('silent'),
      schedule: { firstDelayMs: 200, factor: 2, maxDelayMs: 1_000, windowMs: 60_000, jitter: 0 },
      timeoutMs: 2_000,
      ...overrides,
    }),
  );
  cleanups.push(() => runner.stop());
  return runner;
}

async function webhook(tenantId: string, url: string, events: EventType[]) {
  if (!/^http:\/\/(127\.0\.0\.1|localhost|rebind\.example\.test):\d+\//.test(url)) {
    throw new Error(`tests only ever target loopback, not ${url}`);
  }
  const secret = newWebhookSecret();
  const row = await db.webhook.create({ data: { tenantId, url, events, secretSealed: box.seal(secret) } });
  return { id: row.id, secret };
}

const deliveriesOf = (webhookId: string) =>
  db.webhookDelivery.findMany({
    where: { webhookId },
    include: { attempts: { orderBy: { number: 'asc' } }, event: true },
    orderBy: { createdAt: 'asc' },
  });

describe('publishing a change set', () => {
  test('records the events and one delivery per subscribed webhook, in the engine transaction', async () => {
    const ids = await tenantWithOrganization(db, 'publish');
    const all = await webhook(ids.tenantId, `${SINK}/all`, [
      'control.status_changed',
      'organization.rollup_changed',
      'detection.opened',
      'detection.resolved',
    ]);
    const detectionsOnly = await webhook(ids.tenantId, `${SINK}/detections`, ['detection.opened']);
    const stranger = await tenantWithOrganization(db, 'publish-other');
    const otherTenant = await webhook(stranger.tenantId, `${SINK}/other`, ['detection.opened']);

    await db.$transaction((tx) => publish(tx, failingChange(ids)));

    const events = await db.changeEvent.findMany({ where: { tenantId: ids.tenantId }, orderBy: { type: 'asc' } });
    expect(events.map((event) => [event.type, event.data])).toEqual([
      [
        'control.status_changed',
        {
          organizationId: ids.organizationId,
          controlId: '0195f2b0-0000-7000-8000-000000000001',
          standardId: '0195f2b0-0000-7000-8000-0000000000aa',
          from: 'pass',
          to: 'fail',
          evaluatedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
      [
        'detection.opened',
        {
          detectionId: '0195f2b0-0000-7000-8000-0000000000d1',
          organizationId: ids.organizationId,
          controlId: '0195f2b0-0000-7000-8000-000000000001',
          standardId: '0195f2b0-0000-7000-8000-0000000000aa',
          subject: 'laptop-17',
          severity: 'high',
          title: 'Disk encryption: laptop-17',
          openedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
      ['organization.rollup_changed', { organizationId: ids.organizationId, from: 'pass', to: 'fail' }],
    ]);
    expect(new Set(events.map((event) => event.batchId)).size).toBe(1);
    expect((await deliveriesOf(all.id)).map((d) => d.event.type).sort()).toEqual([
      'control.status_changed',
      'detection.opened',
      'organization.rollup_changed',
    ]);
    expect((await deliveriesOf(detectionsOnly.id)).map((d) => d.event.type)).toEqual(['detection.opened']);
    expect(await deliveriesOf(otherTenant.id)).toEqual([]);
    // One job per delivery, waiting on graphile-worker's queue.
    const jobs = await db.$queryRaw<{ jobs: number }[]>`
      SELECT count(*)::int AS jobs
        FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
       WHERE t.identifier = 'deliver_webhook'
         AND (j.payload->>'deliveryId')::uuid IN (SELECT id FROM "WebhookDelivery" WHERE "tenantId" = ${ids.tenantId}::uuid)`;
    expect(jobs).toEqual([{ jobs: 4 }]);
  });

  test('a rolled-back evaluation announces nothing: no event, no delivery, no job', async () => {
    const ids = await tenantWithOrganization(db, 'rollback');
    const hook = await webhook(ids.tenantId, `${SINK}/rollback`, ['detection.opened']);
    const jobsBefore = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker.jobs`;
    await expect(
      db.$transaction(async (tx) => {
        await publish(tx, failingChange(ids));
        throw new Error('the evaluation failed after publishing');
      }),
    ).rejects.toThrow('the evaluation failed');
    expect(await db.changeEvent.count({ where: { tenantId: ids.tenantId } })).toBe(0);
    expect(await deliveriesOf(hook.id)).toEqual([]);
    expect(await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker.jobs`).toEqual(
      jobsBefore,
    );
  });

  test('entries whose status did not move announce nothing', async () => {
    const ids = await tenantWithOrganization(db, 'unchanged');
    const unchanged = failingChange(ids, {
      controls: [{ ...failingChange(ids).controls[0]!, from: 'fail', to: 'fail' }],
      rollup: { organizationId: ids.organizationId, from: 'fail', to: 'fail' },
      detections: [],
    });
    await db.$transaction((tx) => publish(tx, unchanged));
    expect(await db.changeEvent.count({ where: { tenantId: ids.tenantId } })).toBe(0);
  });
});

describe('delivering', () => {
  test('signed per Standard Webhooks: the package verifier accepts it, and refuses it tampered or with another secret', async () => {
    const ids = await tenantWithOrganization(db, 'signed');
    const target = await receiver();
    const hook = await webhook(ids.tenantId, `${target.url}/hooks/compliance`, ['detection.opened']);
    await worker();
    await db.$transaction((tx) => publish(tx, failingChange(ids)));
    const [request] = await eventually(() => target.received.length === 1 && target.received, 15_000, 'a delivery');

    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/hooks/compliance');
    expect(request!.headers['content-type']).toBe('application/json');
    const headers = {
      'webhook-id': String(request!.headers['webhook-id']),
      'webhook-timestamp': String(request!.headers['webhook-timestamp']),
      'webhook-signature': String(request!.headers['webhook-signature']),
    };
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const [event] = await db.changeEvent.findMany({ where: { tenantId: ids.tenantId, type: 'detection.opened' } });
    expect(headers['webhook-id']).toBe(event!.id);
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);

    expect(new Webhook(hook.secret).verify(request!.body, headers)).toEqual({
      type: 'detection.opened',
      timestamp: '2026-11-20T10:00:00.000Z',
      data: {
        detectionId: '0195f2b0-0000-7000-8000-0000000000d1',
        organizationId: ids.organizationId,
        controlId: '0195f2b0-0000-7000-8000-000000000001',
        standardId: '0195f2b0-0000-7000-8000-0000000000aa',
        subject: 'laptop-17',
        severity: 'high',
        title: 'Disk encryption: laptop-17',
        openedAt: '2026-11-20T10:00:00.000Z',
      },
    });
    expect(() => new Webhook(hook.secret).verify(request!.body.replace('laptop-17', 'laptop-18'), headers)).toThrow(
      WebhookVerificationError,
    );
    expect(() => new Webhook(newWebhookSecret()).verify(request!.body, headers)).toThrow(WebhookVerificationError);

    const [delivery] = await eventually(async () => {
      const rows = await deliveriesOf(hook.id);
      return rows[0]?.status === 'delivered' && rows;
    });
    expect(delivery).toMatchObject({ status: 'delivered', attemptCount: 1, nextAttemptAt: null });
    expect(delivery!.completedAt).toBeInstanceOf(Date);
    expect(delivery!.attempts).toEqual([
      expect.objectContaining({ number: 1, responseStatus: 204, error: null, durationMs: expect.any(Number) }),
    ]);
  });

  test('a receiver that fails twice then succeeds gets the event three times with the same webhook-id', async () => {
    const ids = await tenantWithOrganization(db, 'retry');
    const target = await receiver((_request, index, response) => {
      response.writeHead(index < 2 ? 503 : 200, { 'content-type': 'text/plain' }).end(index < 2 ? 'busy' : 'ok');
    });
    const hook = await webhook(ids.tenantId, `${target.url}/retry`, ['organization.rollup_changed']);
    await worker();
    await db.$transaction((tx) => publish(tx, failingChange(ids)));

    const [delivery] = await eventually(async () => {
      const rows = await deliveriesOf(hook.id);
      return rows[0]?.status === 'delivered' && rows;
    });
    expect(target.received).toHaveLength(3);
    const ids3 = target.received.map((request) => request.headers['webhook-id']);
    expect(new Set(ids3)).toEqual(new Set([delivery!.eventId]));
    // Each attempt is signed afresh for its own timestamp, and each signature verifies.
    for (const request of target.received) {
      const headers = Object.fromEntries(
        ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(request.headers[name])]),
      );
      expect(new Webhook(hook.secret).verify(request.body, headers)).toMatchObject({
        type: 'organization.rollup_changed',
      });
    }
    // Backoff: the second gap (400 ms) is about twice the first (200 ms).
    const [first, second, third] = target.received.map((request) => request.at);
    expect(second! - first!).toBeGreaterThanOrEqual(190);
    expect(third! - second!).toBeGreaterThanOrEqual(390);
    expect(delivery).toMatchObject({ status: 'delivered', attemptCount: 3, nextAttemptAt: null });
    expect(delivery!.attempts.map((a) => [a.number, a.responseStatus, a.error])).toEqual([
      [1, 503, 'the receiver answered 503'],
      [2, 503, 'the receiver answered 503'],
      [3, 200, null],
    ]);
  });

  test('a delivery is given up once its retry window has passed', async () => {
    const ids = await tenantWithOrganization(db, 'give-up');
    const target = await receiver((_request, _index, response) => response.writeHead(500).end());
    const hook = await webhook(ids.tenantId, `${target.url}/down`, ['organization.rollup_changed']);
    await worker({ schedule: { firstDelayMs: 100, factor: 20, maxDelayMs: 60_000, windowMs: 1_000, jitter: 0 } });
    await db.$transaction((tx) => publish(tx, failingChange(ids)));

    const [delivery] = await eventually(async () => {
      const rows = await deliveriesOf(hook.id);
      return rows[0]?.status === 'failed' && rows;
    });
    // The second attempt 100 ms after the first; a third (2 s later) would fall past the 1 s window.
    expect(delivery!.attemptCount).toBe(2);
    expect(delivery!.nextAttemptAt).toBeNull();
    expect(delivery!.completedAt).toBeInstanceOf(Date);
    expect(delivery!.attempts.map((a) => a.error)).toEqual(['the receiver answered 500', 'the receiver answered 500']);
    expect(target.received).toHaveLength(2);
  });

  test('a redirect is never followed', async () => {
    const ids = await tenantWithOrganization(db, 'redirect');
    const target = await receiver((request, _index, response) => {
      if (request.path === '/moved') response.writeHead(302, { location: '/elsewhere' }).end();
      else response.writeHead(200).end();
    });
    const hook = await webhook(ids.tenantId, `${target.url}/moved`, ['organization.rollup_changed']);
    await worker({ schedule: { firstDelayMs: 60_000, factor: 2, maxDelayMs: 60_000, windowMs: 120_000, jitter: 0 } });
    await db.$transaction((tx) => publish(tx, failingChange(ids)));
    const [delivery] = await eventually(async () => {
      const rows = await deliveriesOf(hook.id);
      return rows[0]?.attemptCount === 1 && rows;
    });
    expect(delivery!.attempts[0]).toMatchObject({
      responseStatus: 302,
      error: 'the receiver answered 302; redirects are not followed',
    });
    expect(delivery!.status).toBe('pending');
    expect(target.received.map((request) => request.path)).toEqual(['/moved']);
  });

  test('a receiver that never answers times out; one that streams forever is read only up to the cap', async () => {
    const ids = await tenantWithOrganization(db, 'slow');
    const target = await receiver((request, _index, response) => {
      if (request.path === '/hang') return; // never answers
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(16 * 1024, 120);
      const pump = () => {
        while (response.write(chunk)) {
          /* keep writing until the socket pushes back */
        }
      };
      response.on('drain', pump);
      pump();
    });
    const hanging = await webhook(ids.tenantId, `${target.url}/hang`, ['organization.rollup_changed']);
    const streaming = await webhook(ids.tenantId, `${target.url}/stream`, ['organization.rollup_changed']);
    await worker({
      timeoutMs: 1_500,
      maxResponseBytes: 64 * 1024,
      schedule: { firstDelayMs: 60_000, factor: 2, maxDelayMs: 60_000, windowMs: 120_000, jitter: 0 },
    });
    await db.$transaction((tx) => publish(tx, failingChange(ids)));

    const [hung] = await eventually(async () => {
      const rows = await deliveriesOf(hanging.id);
      return rows[0]?.attemptCount === 1 && rows;
    });
    expect(hung!.attempts[0]).toMatchObject({ responseStatus: null, error: 'no complete answer within 1500 ms' });
    expect(hung!.attempts[0]!.durationMs).toBeGreaterThanOrEqual(1_400);
    const [streamed] = await eventually(async () => {
      const rows = await deliveriesOf(streaming.id);
      return rows[0]?.status === 'delivered' && rows;
    });
    // Delivered on its 200, without waiting for a body that never ends.
    expect(streamed!.attempts[0]).toMatchObject({ responseStatus: 200, error: null });
    expect(streamed!.attempts[0]!.durationMs).toBeLessThan(1_400);
  });
});

describe('retention', () => {
  test('events older than 30 days with nothing pending are pruned, with their deliveries', async () => {
    const ids = await tenantWithOrganization(db, 'retention');
    const hook = await webhook(ids.tenantId, `${SINK}/retention`, ['organization.rollup_changed']);
    const day = 86_400_000;
    const event = (daysAgo: number) =>
      db.changeEvent.create({
        data: {
          tenantId: ids.tenantId,
          organizationId: ids.organizationId,
          batchId: crypto.randomUUID(),
          position: 1,
          type: 'organization.rollup_changed',
          data: {},
          occurredAt: new Date(Date.now() - daysAgo * day),
          recordedAt: new Date(Date.now() - daysAgo * day),
        },
      });
    const [old, oldPending, recent] = await Promise.all([event(31), event(31), event(2)]);
    await db.webhookDelivery.create({
      data: { tenantId: ids.tenantId, webhookId: hook.id, eventId: old.id, status: 'delivered' },
    });
    await db.webhookDelivery.create({
      data: { tenantId: ids.tenantId, webhookId: hook.id, eventId: oldPending.id, status: 'pending' },
    });
    await worker();
    await db.$executeRaw`SELECT graphile_worker.add_job('prune_change_events')`;
    await eventually(async () => (await db.changeEvent.findUnique({ where: { id: old.id } })) === null);
    const left = await db.changeEvent.findMany({ where: { tenantId: ids.tenantId }, select: { id: true } });
    expect(left.map((e) => e.id).sort()).toEqual([oldPending.id, recent.id].sort());
    expect(await db.webhookDelivery.count({ where: { eventId: old.id } })).toBe(0);
  });
});

describe('private targets at delivery time', () => {
  test('a loopback address or a name resolving to one gets nothing when private targets are not allowed', async () => {
    const ids = await tenantWithOrganization(db, 'ssrf');
    const target = await receiver();
    const port = new URL(target.url).port;
    // Stored directly, as a webhook registered while private targets were allowed would be.
    const literal = await webhook(ids.tenantId, `http://127.0.0.1:${port}/literal`, ['organization.rollup_changed']);
    const named = await webhook(ids.tenantId, `http://localhost:${port}/named`, ['organization.rollup_changed']);
    const rebinding = await webhook(ids.tenantId, `http://rebind.example.test:${port}/rebind`, [
      'organization.rollup_changed',
    ]);
    await worker({
      allowPrivateTargets: false,
      // A resolver that answers what a hostile DNS server would for the test's own name.
      resolve: ((hostname: string, options: object, callback: (...args: unknown[]) => void) => {
        if (hostname === 'rebind.example.test') return callback(null, [{ address: '127.0.0.1', family: 4 }]);
        return import('node:dns').then((dns) => dns.lookup(hostname, options, callback as never));
      }) as never,
      schedule: { firstDelayMs: 60_000, factor: 2, maxDelayMs: 60_000, windowMs: 120_000, jitter: 0 },
    });
    await db.$transaction((tx) => publish(tx, failingChange(ids)));

    const attempts = await eventually(async () => {
      const rows = await Promise.all([literal, named, rebinding].map((hook) => deliveriesOf(hook.id)));
      return rows.every((r) => r[0]?.attemptCount === 1) && rows.map((r) => r[0]!.attempts[0]!);
    });
    expect(attempts.map((a) => [a.responseStatus, a.error])).toEqual([
      [null, expect.stringMatching(/^127\.0\.0\.1 is a loopback address: webhook targets must be public/)],
      [null, expect.stringMatching(/^localhost resolves to (127\.0\.0\.1|::1), a loopback address: webhook targets/)],
      [null, expect.stringMatching(/^rebind\.example\.test resolves to 127\.0\.0\.1, a loopback address/)],
    ]);
    expect(target.received).toEqual([]);
  });
});
