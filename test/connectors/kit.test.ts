import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createService,
  defineConnector,
  type Organization,
  PopulationTooLargeError,
  retryingFetch,
  runCollector,
  silentLogger,
  splitPush,
} from '../../packages/connector/src/index.ts';
import { onboardTenant, type Tenant } from '../engine/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';
import { CONNECTOR_SCOPES, enabledStandard, gridOf, organizationsOf } from './support.ts';

/** The kit on its own: splitting, the retrying transport, and a run's outcomes against the real service. */

const facts = (n: number, fields: Record<string, unknown> = { ok: true }) =>
  Array.from({ length: n }, (_, i) => ({ subject: `S-${i}`, fields }));

describe('splitPush', () => {
  test('whole populations per body, under the fact and byte limits', () => {
    const populations = new Map([
      ['a.one', facts(4)],
      ['a.two', facts(3)],
      ['a.three', []],
      ['a.four', facts(2)],
    ]);
    const bodies = splitPush('kit', populations, { maxFacts: 6, maxBytes: 1_000_000, maxPredicates: 1_000 });
    expect(bodies.map((b) => [b.predicates, b.facts.length])).toEqual([
      [['a.one'], 4],
      [['a.two', 'a.three', 'a.four'], 5],
    ]);
    const byBytes = splitPush('kit', populations, { maxFacts: 100, maxBytes: 400, maxPredicates: 1_000 });
    for (const body of byBytes) expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(400);
    expect(byBytes.flatMap((b) => b.predicates)).toEqual(['a.one', 'a.two', 'a.three', 'a.four']);
  });

  test('a population over one body is refused, never split (a push replaces it whole)', () => {
    expect(() =>
      splitPush('kit', new Map([['big', facts(11)]]), { maxFacts: 10, maxBytes: 1e6, maxPredicates: 9 }),
    ).toThrow(PopulationTooLargeError);
  });
});

describe('retryingFetch', () => {
  let server: Server;
  let url: string;
  const seen: { key: string | undefined; at: number }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ key: req.headers['idempotency-key'] as string | undefined, at: Date.now() });
      if (seen.length <= 2) {
        res.writeHead(seen.length === 1 ? 429 : 503, { 'retry-after': '1' });
        return res.end('{"detail":"Too Many Requests"}');
      }
      res.writeHead(202, { 'content-type': 'application/json' });
      res.end('{"accepted":1}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => server?.close());

  test('429 and 503 wait Retry-After plus jitter, and the POST keeps one Idempotency-Key', async () => {
    const waits: number[] = [];
    const send = retryingFetch({
      idempotencyKeys: true,
      sleep: async (ms) => {
        waits.push(ms);
      },
      random: () => 0.5,
    });
    const response = await send(url, { method: 'POST', body: '{}' });
    expect(response.status).toBe(202);
    expect(waits).toEqual([1100, 1100]);
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
    expect(seen[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('runCollector against the service', () => {
  let app: TestApp;
  let tenant: Tenant;
  let key: string;
  beforeAll(async () => {
    app = await startTestApp();
    tenant = await onboardTenant(app, 'Kit MSP');
    key = await tenant.keyWith(CONNECTOR_SCOPES);
    for (const name of ['Kit A', 'Kit B', 'Kit C'])
      await request(`${app.url}/api/v1/organizations`, { method: 'POST', token: key, body: { name } });
  }, 120_000);
  afterAll(() => app?.close());

  test("a private type is created; bodies are split; one client's failure is its own; an empty population is no_data", async () => {
    const connector = defineConnector({
      typeCode: 'kit.rmm',
      name: 'Kit RMM',
      predicates: ['device.backup.agent', 'device.av.present'],
      async collect({ organization }) {
        if (organization.name === 'Kit B') throw new Error('the RMM answered 500 for Kit B');
        return {
          'device.backup.agent': facts(5, { installed: organization.name === 'Kit A' }),
          'device.av.present': organization.name === 'Kit A' ? facts(2) : [],
        };
      },
    });
    const service = createService({ url: app.url, apiKey: key });
    // Without a collector's own targets: the organizations with an integration of its type (none
    // yet); the run creates the tenant's private type.
    const first = await runCollector({ name: 'kit', connectors: [connector] }, { service, log: silentLogger });
    expect(first.results).toEqual([]);
    const organizations = await organizationsOf(app, key);
    const targets = ['Kit A', 'Kit B', 'Kit C'].map((name) => ({
      organization: organizations.get(name)! as Organization,
    }));
    const report = await runCollector(
      {
        name: 'kit',
        connectors: [connector],
        async *targets() {
          yield* targets;
        },
      },
      { service, log: silentLogger, limits: { maxFacts: 5, maxBytes: 1_000_000, maxPredicates: 10 } },
    );
    expect(report.ok).toBe(false);
    expect(report.results.map((r) => [r.organization, r.outcome, r.pushes, r.facts, r.message ?? null])).toEqual(
      expect.arrayContaining([
        ['Kit A', 'connected', 2, 7, null],
        ['Kit B', 'error', 0, 0, 'the RMM answered 500 for Kit B'],
        ['Kit C', 'connected', 1, 5, null],
      ]),
    );
    await app.evaluationsSettled();
    const after = await organizationsOf(app, key);
    expect(after.get('Kit B')!.integrations.items[0]).toMatchObject({
      typeCode: 'kit.rmm',
      status: 'error',
      lastError: { message: 'the RMM answered 500 for Kit B' },
    });
    expect(after.get('Kit A')!.integrations.items[0]).toMatchObject({ status: 'connected' });
    const standard = await enabledStandard(app, tenant, 'kit', [
      { slugSuffix: 'backup', predicate: 'device.backup.agent', expect: { installed: true } },
      { slugSuffix: 'av', predicate: 'device.av.present', expect: { ok: true } },
    ]);
    await app.evaluationsSettled();
    const grid = await gridOf(app, tenant.key, after.get('Kit C')!.id, standard.id);
    expect([grid.backup?.status, grid.av?.status]).toEqual(['fail', 'no_data']);
    const gridA = await gridOf(app, tenant.key, after.get('Kit A')!.id, standard.id);
    expect([gridA.backup?.status, gridA.av?.status]).toEqual(['pass', 'pass']);
  });
});
