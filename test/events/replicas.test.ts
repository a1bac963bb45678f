import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChangePublisher } from '../../src/events/publisher.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { eventually, failingChange, installJobQueue } from '../support/events.ts';
import { type Child, MAIN, REPLICA, startChild } from '../support/processes.ts';
import { type SseSubscription, subscribe } from '../support/sse.ts';

// Two server processes on one database, as two replicas behind a load balancer would be: the
// real entry point (src/main.ts) and a replica that also publishes change sets as its engine would.
let app: TestApp;
let primary: Child;
let replica: Child;
let organizationId: string;
const streams: SseSubscription[] = [];

beforeAll(async () => {
  app = await startTestApp();
  await installJobQueue(app.databaseUrl);
  organizationId = (await app.db.organization.findFirstOrThrow({ where: { tenantId: app.demoTenantId } })).id;
  [primary, replica] = await Promise.all([
    startChild(MAIN, { DATABASE_URL: app.databaseUrl, SECRET_KEY: app.secretKey, SEED: 'none' }, (line) =>
      line.includes('"msg":"ready"') ? (JSON.parse(line) as { url: string }).url : null,
    ),
    startChild(REPLICA, { DATABASE_URL: app.databaseUrl, SECRET_KEY: app.secretKey }, (line) =>
      line.startsWith('{"url"') ? (JSON.parse(line) as { url: string }).url : null,
    ),
  ]);
}, 120_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all([primary?.stop(), replica?.stop()]);
  await app.close();
});

const COMPLIANCE = `subscription ($id: UUID!) {
  complianceChanged(organizationId: $id) { organizationId rollup { from to } controls { controlId to } }
}`;

async function watch(base: string) {
  const stream = await subscribe(`${base}/graphql`, {
    token: app.adminKey,
    query: COMPLIANCE,
    variables: { id: organizationId },
  });
  expect(stream.status).toBe(200);
  streams.push(stream);
  return stream;
}

async function publishThroughReplica(change: ReturnType<typeof failingChange>) {
  const before = replica.lines.filter((line) => line.startsWith('{"published"')).length;
  replica.child.stdin!.write(`${JSON.stringify(change)}\n`);
  await eventually(() => replica.lines.filter((line) => line.startsWith('{"published"')).length > before);
}

test('a change committed in one process reaches a subscriber of another', async () => {
  const onPrimary = await watch(primary.url);
  await publishThroughReplica(failingChange({ tenantId: app.demoTenantId, organizationId }));
  expect((await onPrimary.next(15_000)).data.complianceChanged).toEqual({
    organizationId,
    rollup: { from: 'pass', to: 'fail' },
    controls: [{ controlId: '0195f2b0-0000-7000-8000-000000000001', to: 'fail' }],
  });
});

test('every replica streams every change, wherever it was committed', async () => {
  const onPrimary = await watch(primary.url);
  const onReplica = await watch(replica.url);
  const change = failingChange(
    { tenantId: app.demoTenantId, organizationId },
    { rollup: { organizationId, from: 'fail', to: 'no_data' } },
  );
  // Committed by a third process (this one).
  await app.db.$transaction((tx) => createChangePublisher()(tx, change));
  for (const stream of [onPrimary, onReplica]) {
    expect((await stream.next(15_000)).data.complianceChanged.rollup).toEqual({ from: 'fail', to: 'no_data' });
  }
});
