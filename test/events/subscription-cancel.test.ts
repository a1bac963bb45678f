import net from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

/**
 * A subscriber that goes away before its stream has started (a console page left as soon as its
 * live grid opened): graphql-yoga 5.24.1's SSE stream cancels an iterator it has not made yet and
 * throws, an unhandled rejection that ends the process. Seen in the console's browser tests.
 */

let app: TestApp;
let organizationId: string;
const failures: unknown[] = [];
const record = (reason: unknown) => failures.push(reason);
beforeAll(async () => {
  process.on('unhandledRejection', record);
  process.on('uncaughtException', record);
  app = await startTestApp({ worker: false });
  organizationId = (await app.db.organization.findFirstOrThrow({ where: { tenantId: app.demoTenantId } })).id;
}, 120_000);
afterAll(async () => {
  process.off('unhandledRejection', record);
  process.off('uncaughtException', record);
  await app?.close();
});

/** Sends a subscription over a raw connection and drops it after `afterMs` (or at the first byte). */
function subscribeAndLeave(afterMs: number | 'first byte'): Promise<void> {
  const { port, hostname } = new URL(app.url);
  const body = JSON.stringify({
    query: 'subscription ($id: UUID!) { complianceChanged(organizationId: $id) { changeId } }',
    variables: { id: organizationId },
  });
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `POST /graphql HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${app.adminKey}\r\n` +
          `Accept: text/event-stream\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      if (afterMs === 'first byte') socket.once('data', () => socket.destroy());
      else setTimeout(() => socket.destroy(), afterMs);
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve());
  });
}

test('subscribers leaving at any moment of the stream start: no unhandled rejection, none left subscribed, the service goes on', async () => {
  const before = app.feed.subscriberCount();
  for (let round = 0; round < 10; round++) {
    await Promise.all([0, 1, 2, 5, 10, 20, 'first byte' as const].map((when) => subscribeAndLeave(when)));
  }
  // Let every cancelled stream settle before judging.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(failures.map((failure) => String(failure))).toEqual([]);
  expect(app.feed.subscriberCount()).toBe(before);
  const health = await fetch(`${app.url}/healthz`);
  expect(health.status).toBe(200);
}, 60_000);
