import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ComplianceApiError,
  ComplianceChangedDocument,
  type ComplianceChangedSubscription,
  createClient,
  DetectionChangedDocument,
  isWebhookEventOf,
  verifyWebhook,
  WebhookVerificationError,
} from '../../packages/client/src/index.ts';
import { createChangePublisher } from '../../src/events/publisher.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { eventually, failingChange, installJobQueue, type Receiver, startReceiver } from '../support/events.ts';
import { request } from '../support/http.ts';

// The package's live parts against the real server: subscriptions over yoga's SSE, and a webhook
// the real worker signed and delivered to a loopback receiver.
const publish = createChangePublisher();
let app: TestApp;
let receiver: Receiver;
let organizationId: string;
let foreignOrganizationId: string;

beforeAll(async () => {
  app = await startTestApp({ deliverWebhooks: true, allowPrivateWebhookTargets: true });
  await installJobQueue(app.databaseUrl);
  receiver = await startReceiver();
  organizationId = (await app.db.organization.findFirstOrThrow({ where: { tenantId: app.demoTenantId } })).id;
  foreignOrganizationId = (await app.db.organization.findFirstOrThrow({ where: { tenantId: app.otherTenantId } })).id;
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

/** Collects a subscription's calls, so a test can wait for the one it expects. */
function recorder<R>() {
  const seen = { next: [] as R[], errors: [] as Error[], completed: 0 };
  return {
    seen,
    sink: {
      next: (data: R) => seen.next.push(data),
      error: (error: Error) => seen.errors.push(error),
      complete: () => {
        seen.completed += 1;
      },
    },
  };
}

const commitChange = () =>
  app.db.$transaction((tx) => publish(tx, failingChange({ tenantId: app.demoTenantId, organizationId })));

describe('subscribe', () => {
  test('streams a committed change as typed data until unsubscribed', async () => {
    const client = createClient({ url: app.url, token: app.adminKey });
    const { seen, sink } = recorder<ComplianceChangedSubscription>();
    const stop = client.subscribe(ComplianceChangedDocument, { organizationId }, sink);
    // The stream is open once the server has a listener for it; a change before that is not seen.
    await eventually(async () => {
      await commitChange();
      return seen.next.length > 0;
    });
    const change = seen.next[0]!.complianceChanged;
    expect(change).toMatchObject({
      organizationId,
      controls: [{ from: 'pass', to: 'fail', evaluatedAt: '2026-11-20T10:00:00.000Z' }],
      rollup: { from: 'pass', to: 'fail' },
      organization: { id: organizationId },
    });
    stop();
    const count = seen.next.length;
    await commitChange();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.next.length).toBe(count);
    expect(seen.errors).toEqual([]);
  });

  test("reports another tenant's organization as not found, and a bad credential as 401", async () => {
    // A refusal is final: reported at once, never retried as a broken stream would be.
    let sent = 0;
    const counted: typeof fetch = (input, init) => {
      sent += 1;
      return fetch(input, init);
    };
    const client = createClient({ url: app.url, token: app.adminKey, fetch: counted });
    const foreign = recorder();
    client.subscribe(DetectionChangedDocument, { organizationId: foreignOrganizationId }, foreign.sink);
    await eventually(() => foreign.seen.errors.length > 0, 3_000);
    expect(foreign.seen.errors[0]).toBeInstanceOf(ComplianceApiError);
    expect(foreign.seen.errors[0]).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Organization not found' });
    expect(sent).toBe(1);

    let renewals = 0;
    const anonymous = createClient({
      url: app.url,
      token: 'ccak_unknown',
      onUnauthorized: () => ++renewals > 0,
    });
    const refused = recorder();
    anonymous.subscribe(DetectionChangedDocument, { organizationId }, refused.sink);
    await eventually(() => refused.seen.errors.length > 0);
    expect(refused.seen.errors[0]).toMatchObject({ name: 'ComplianceApiError', status: 401, code: 'UNAUTHENTICATED' });
    expect(renewals).toBe(1);
  });
});

describe('verifyWebhook', () => {
  test("accepts the service's signed delivery and refuses a tampered one", async () => {
    const created = await request(`${app.url}/api/v1/webhooks`, {
      method: 'POST',
      token: app.adminKey,
      body: { url: `${receiver.url}/hook`, events: ['control.status_changed'] },
    });
    expect(created.status).toBe(201);
    await commitChange();
    await eventually(() => receiver.received.length > 0);
    const delivery = receiver.received[0]!;

    const event = verifyWebhook<{ organizationId: string }>(created.body.secret, delivery.body, delivery.headers);
    expect(event).toMatchObject({ type: 'control.status_changed', data: { organizationId } });
    // Narrowed by its type, the payload has that kind's keys (generated from the event kinds table).
    expect(isWebhookEventOf(event, 'control.status_changed')).toBe(true);
    expect(isWebhookEventOf(event, 'detection.opened')).toBe(false);
    if (isWebhookEventOf(event, 'control.status_changed')) {
      expect(Object.keys(event.data).sort()).toEqual(
        ['controlId', 'evaluatedAt', 'from', 'organizationId', 'standardId', 'to'].sort(),
      );
    }
    // Fetch's Headers work as well as Node's header record.
    const headers = new Headers(delivery.headers as Record<string, string>);
    expect(verifyWebhook(created.body.secret, delivery.body, headers)).toEqual(event);

    const tampered = delivery.body.replace('"fail"', '"pass"');
    expect(tampered).not.toBe(delivery.body);
    expect(() => verifyWebhook(created.body.secret, tampered, delivery.headers)).toThrow(WebhookVerificationError);
    const otherSecret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(() => verifyWebhook(otherSecret, delivery.body, delivery.headers)).toThrow(WebhookVerificationError);
  });
});
