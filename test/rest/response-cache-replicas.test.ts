import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { hashSecret } from '../../src/auth/secrets.ts';
import { deactivateUser } from '../../src/data/api-keys.ts';
import { DEFAULT_RATE_LIMIT } from '../../src/http/rate-limit.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

// "0 stale reads": two replicas with their own response caches and a third app with
// RESPONSE_CACHE=off, all on one database. Every kind of write goes through a replica, the engine
// or the database itself; after each, every read is asked of both replicas (first while their
// caches still hold what was read before the write, then again from the cache) and compared,
// byte for byte, with the uncached app's answer.
let fresh: TestApp;
let replicas: [TestApp, TestApp];
let organizationId: string;
let standardId: string;
let controlId: string;
let detectionId: string;

const api = (app: TestApp, method: string, path: string, body?: unknown) =>
  request(`${app.url}/api/v1${path}`, { method, token: fresh.adminKey, body });

const GRID = `query Grid($id: UUID!) { complianceGrid(organizationId: $id) { organizationName rollup items { ruleId status subjectsFailing } } }`;

function reads(): { name: string; ask: (app: TestApp) => ReturnType<typeof request> }[] {
  const org = `/organizations/${organizationId}`;
  const paths = [
    '/organizations',
    org,
    `${org}/compliance`,
    `${org}/compliance/trend?days=7`,
    `${org}/integrations`,
    `${org}/detections`,
    `${org}/overrides`,
    '/standards',
    `/standards/${standardId}`,
    `/standards/${standardId}/controls`,
    '/fleet/summary',
    '/fleet/organizations',
    '/api-keys',
    '/connector-types',
    '/audit-events',
    `/detections/${detectionId}`,
    `/detections/${detectionId}/activity`,
  ];
  return [
    ...paths.map((path) => ({ name: `GET ${path}`, ask: (app: TestApp) => api(app, 'GET', path) })),
    {
      name: 'POST /graphql Grid',
      ask: (app: TestApp) =>
        request(`${app.url}/graphql`, {
          method: 'POST',
          token: fresh.adminKey,
          body: { query: GRID, variables: { id: organizationId } },
        }),
    },
  ];
}

async function ok(answer: Promise<{ status: number; text: string }>): Promise<void> {
  const { status, text } = await answer;
  expect(status, text).toBeLessThan(300);
}

let step = 0;
/** Every kind of write a read can see; `via` is the replica that takes it. */
const WRITES: Record<string, (via: TestApp) => Promise<void>> = {
  async push(via) {
    step++;
    await ok(
      api(via, 'POST', `/organizations/${organizationId}/facts`, {
        typeCode: 'microsoft365',
        facts: [
          { predicate: 'identity.mfa.enforced', subject: 'cache@client.example', fields: { enforced: step % 2 === 0 } },
        ],
      }),
    );
  },
  async integration(via) {
    step++;
    const status = step % 2 === 0 ? 'connected' : 'error';
    await ok(api(via, 'PUT', `/organizations/${organizationId}/integrations/microsoft365`, { status }));
  },
  async overrideAndItsExpiry(via) {
    const path = `/organizations/${organizationId}/controls/${controlId}/override`;
    const expiresAt = new Date(Date.now() + 1_500).toISOString();
    await ok(api(via, 'PUT', path, { enabled: false, reason: 'cache test', expiresAt }));
    await compareEverything('override set');
    // The worker's expiry job removes it (the fresh app runs the worker).
    const deadline = Date.now() + 20_000;
    while ((await fresh.db.controlOverride.count({ where: { organizationId, controlId } })) > 0) {
      if (Date.now() > deadline) throw new Error('the override did not expire');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  },
  async standard(via) {
    step++;
    await ok(api(via, 'PATCH', `/standards/${standardId}`, { name: `Standard rev ${step}` }));
  },
  async standardEnabled(via) {
    const { body } = await api(fresh, 'GET', `/standards/${standardId}`);
    await ok(
      api(
        via,
        'PATCH',
        `/standards/${standardId}`,
        body.enabled ? { enabled: false, reason: 'paused' } : { enabled: true },
      ),
    );
  },
  async catalog() {
    step++;
    // A catalog install writes the built-in types, which belong to no tenant.
    const builtIn = await fresh.db.connectorType.findFirstOrThrow({
      where: { tenantId: null, typeCode: 'microsoft365' },
    });
    await fresh.db.connectorType.update({ where: { id: builtIn.id }, data: { name: `Microsoft 365 (v${step})` } });
  },
  async triage(via) {
    step++;
    const state = step % 2 === 0 ? 'acknowledged' : 'in_progress';
    // An open one (another write may have resolved the last): a resolved detection's triage is read-only.
    const open = await fresh.db.detection.findFirstOrThrow({
      where: { tenantId: fresh.demoTenantId, status: 'open' },
      orderBy: { id: 'asc' },
    });
    await ok(api(via, 'PATCH', `/detections/${open.id}/triage`, { state }));
  },
  async organization(via) {
    step++;
    await ok(api(via, 'PATCH', `/organizations/${organizationId}`, { name: `Cached Client ${step}` }));
  },
  async keyRevocation(via) {
    await fresh.key(['organization.read']);
    const spare = await fresh.db.apiKey.findFirstOrThrow({
      where: { tenantId: fresh.demoTenantId, name: 'test key', revokedAt: null },
      orderBy: { createdAt: 'desc' },
    });
    await compareEverything('key created');
    const revoked = await api(via, 'DELETE', `/api-keys/${spare.id}`);
    expect(revoked.status).toBe(204);
  },
  async keyUse(via) {
    // A key's first request records its use (lastUsedAt), a write that bumps no revision: the key
    // list shows it, and must show it at once.
    const key = await fresh.key(['organization.read']);
    await compareEverything('key created');
    await ok(request(`${via.url}/api/v1/organizations`, { token: key }));
    const deadline = Date.now() + 5_000;
    while (!(await fresh.db.apiKey.findFirstOrThrow({ where: { keyHash: hashSecret(key) } })).lastUsedAt) {
      if (Date.now() > deadline) throw new Error("the key's use was not recorded");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  },
  async signInAndRefresh(via) {
    // Neither bumps a revision: the audit log, which lists both, must show them at once.
    const auth = (path: string, body: unknown) => request(`${via.url}/api/v1/auth/${path}`, { method: 'POST', body });
    const signedIn = await auth('login', { email: 'admin@demo.example', password: 'demo-admin-password' });
    expect(signedIn.status).toBe(200);
    await compareEverything('signed in');
    await ok(auth('refresh', { refreshToken: signedIn.body.refreshToken }));
  },
  async userDeactivation() {
    const analyst = await fresh.db.user.findFirstOrThrow({ where: { email: 'analyst@demo.example' } });
    if (analyst.deactivatedAt) return;
    await deactivateUser(fresh.db, analyst.id, fresh.clock.now());
  },
};

let compared = 0;
const stale: string[] = [];

async function compareEverything(after: string): Promise<void> {
  await fresh.evaluationsSettled();
  for (const read of reads()) {
    const [a, b] = await Promise.all(replicas.map((replica) => read.ask(replica)));
    const again = await Promise.all(replicas.map((replica) => read.ask(replica)));
    const truth = await read.ask(fresh);
    expect(truth.status, `${read.name}: ${truth.text}`).toBe(200);
    for (const [index, answer] of [a!, b!, ...again].entries()) {
      compared++;
      if (answer.status !== truth.status || answer.text !== truth.text)
        stale.push(`${read.name} on replica ${index % 2} after ${after}: ${answer.text.slice(0, 200)}`);
    }
  }
}

beforeAll(async () => {
  // Thousands of reads of one key: no request budget in the way.
  const limits = { ...DEFAULT_RATE_LIMIT, points: 1_000_000 };
  fresh = await startTestApp({ responseCache: null, limits });
  const replica = () => startTestApp({ databaseUrl: fresh.databaseUrl, clock: fresh.clock, worker: false, limits });
  replicas = [await replica(), await replica()];
  const organization = await fresh.db.organization.findFirstOrThrow({
    where: { tenantId: fresh.demoTenantId, detections: { some: {} } },
    orderBy: { name: 'asc' },
  });
  organizationId = organization.id;
  const detection = await fresh.db.detection.findFirstOrThrow({ where: { organizationId } });
  detectionId = detection.id;
  controlId = detection.controlId;
  standardId = (await fresh.db.control.findUniqueOrThrow({ where: { id: controlId } })).standardId;
  // The shared clock stands still, so each key's last use is recorded once, here, not mid-comparison.
  await Promise.all([fresh, ...replicas].map((app) => api(app, 'GET', '/organizations')));
  await new Promise((resolve) => setTimeout(resolve, 200));
}, 120_000);
afterAll(async () => {
  await Promise.all((replicas ?? []).map((replica) => replica?.close()));
  await fresh?.close();
});

test('no replica ever answers a read differently from a fresh computation, whatever the writes', async () => {
  await compareEverything('start');
  const kinds = Object.keys(WRITES);
  await fc.assert(
    fc.asyncProperty(
      fc.shuffledSubarray(kinds, { minLength: kinds.length, maxLength: kinds.length }),
      fc.array(fc.integer({ min: 0, max: 1 }), { minLength: kinds.length, maxLength: kinds.length }),
      async (order, via) => {
        for (const [index, kind] of order.entries()) {
          await WRITES[kind]!(replicas[via[index]!]!);
          await compareEverything(kind);
        }
        expect(stale).toEqual([]);
      },
    ),
    { numRuns: 2, endOnFailure: true },
  );
  expect(stale).toEqual([]);
  expect(compared).toBeGreaterThan(1_000);
}, 600_000);
