import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RateLimitOptions } from '../../src/http/rate-limit.ts';
import { ALL_SCOPES, startTestApp, type TestApp } from '../support/app.ts';
import { type HttpResult, request } from '../support/http.ts';

const LOW: RateLimitOptions = { points: 3, windowSeconds: 2, store: 'memory' };

/** Parses `"name";q=3;w=2` / `"name";r=2;t=1` (one member of a structured-field list). */
function member(value: string | null): { policy: string; params: Record<string, number> } {
  const match = /^"([a-z-]+)"((?:;[a-z]+=\d+)+)$/.exec(value ?? '');
  expect(match, `structured field ${value}`).not.toBeNull();
  const params = Object.fromEntries(
    match![2]!
      .slice(1)
      .split(';')
      .map((p) => p.split('='))
      .map(([k, v]) => [k!, Number(v)]),
  );
  return { policy: match![1]!, params };
}

function expectBudget(
  response: HttpResult,
  policy: string,
  remaining: number,
  { quota, window } = { quota: 3, window: 2 },
) {
  expect(member(response.headers.get('ratelimit-policy'))).toEqual({ policy, params: { q: quota, w: window } });
  const current = member(response.headers.get('ratelimit'));
  expect(current.policy).toBe(policy);
  expect(current.params.r).toBe(remaining);
  expect(current.params.t).toBeGreaterThanOrEqual(1);
  expect(current.params.t).toBeLessThanOrEqual(window);
}

/** REST and MCP refuse with FastAPI's body; /graphql with a GraphQL error, which its clients can read. */
function expectRefused(response: HttpResult, policy = 'requests'): number {
  expect(response.status).toBe(429);
  expect(response.body).toStrictEqual(
    new URL(response.url).pathname === '/graphql'
      ? { errors: [{ message: 'Too Many Requests', extensions: { code: 'RATE_LIMITED' } }] }
      : { detail: 'Too Many Requests' },
  );
  expectBudget(response, policy, 0);
  const retryAfter = response.headers.get('retry-after') ?? '';
  expect(retryAfter).toMatch(/^[12]$/);
  return Number(retryAfter);
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));

const graphqlQuery = (url: string, token: string) =>
  request(`${url}/graphql`, { method: 'POST', token, body: { query: '{ organizations(pageSize: 1) { total } }' } });

describe('per-credential budgets in memory', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ limits: LOW });
  });
  afterAll(() => app.close());

  test('REST: the fourth request in a window is a 429 with Retry-After, and the window ends', async () => {
    const key = await app.key(ALL_SCOPES);
    for (const remaining of [2, 1, 0]) {
      const ok = await request(`${app.url}/api/v1/organizations?pageSize=1`, { token: key });
      expect(ok.status).toBe(200);
      expectBudget(ok, 'requests', remaining);
    }
    const refused = await request(`${app.url}/api/v1/organizations?pageSize=1`, { token: key });
    const retryAfter = expectRefused(refused);
    expect(refused.headers.get('x-request-id')).toBeTruthy();

    // Another credential has its own budget, and the operational endpoints have none.
    const other = await request(`${app.url}/api/v1/organizations?pageSize=1`, { token: await app.key(ALL_SCOPES) });
    expect(other.status).toBe(200);
    expectBudget(other, 'requests', 2);
    for (const path of ['/healthz', '/readyz', '/metrics', '/healthz']) {
      const operational = await request(`${app.url}${path}`);
      expect(operational.status).toBe(200);
      expect(operational.headers.get('ratelimit')).toBeNull();
    }

    await sleep(retryAfter);
    const again = await request(`${app.url}/api/v1/organizations?pageSize=1`, { token: key });
    expect(again.status).toBe(200);
    expectBudget(again, 'requests', 2);
  });

  test('GraphQL shares the credential budget of REST and refuses in its own shape', async () => {
    const key = await app.key(ALL_SCOPES);
    const rest = await request(`${app.url}/api/v1/standards`, { token: key });
    expectBudget(rest, 'requests', 2);
    for (const remaining of [1, 0]) {
      const ok = await graphqlQuery(app.url, key);
      expect(ok.status).toBe(200);
      expect(ok.body.data.organizations.total).toBeGreaterThan(0);
      expectBudget(ok, 'requests', remaining);
    }
    const retryAfter = expectRefused(await graphqlQuery(app.url, key));
    // The MCP endpoint lives under /api/v1 and is refused by the same middleware.
    expectRefused(await request(`${app.url}/api/v1/mcp`, { method: 'POST', token: key, body: {} }));

    await sleep(retryAfter);
    const again = await graphqlQuery(app.url, key);
    expect(again.status).toBe(200);
    expectBudget(again, 'requests', 2);
  });
});

describe('requests without a valid credential are charged to the client address', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ limits: LOW });
  });
  afterAll(() => app.close());

  test('anonymous requests (sign-in attempts included) share one budget per address', async () => {
    for (const remaining of [2, 1, 0]) {
      const response = await request(`${app.url}/api/v1/organizations`);
      expect(response.status).toBe(401);
      expectBudget(response, 'requests', remaining);
    }
    expectRefused(
      await request(`${app.url}/api/v1/auth/login`, {
        method: 'POST',
        body: { email: 'admin@demo.example', password: 'guess' },
      }),
    );
    // A real credential from the same address still has its own budget.
    const key = await app.key(ALL_SCOPES);
    expect((await request(`${app.url}/api/v1/organizations`, { token: key })).status).toBe(200);
  });

  test('made-up tokens do not each get a fresh budget: their 401s use up the address', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await request(`${app.url}/api/v1/organizations`, {
        token: `ccak_made_up_${i}_${'x'.repeat(20)}`,
      });
      expect(response.status).toBe(401);
      expectBudget(response, 'requests', 2);
    }
    const key = await app.key(ALL_SCOPES);
    const retryAfter = expectRefused(
      await request(`${app.url}/api/v1/organizations`, { token: `ccak_made_up_9_${'x'.repeat(20)}` }),
      'failed-auth',
    );
    // Only failing credentials are refused: a valid one from the same address (behind a load
    // balancer, every client shares it) still works (issue 10, finding 4).
    expect((await graphqlQuery(app.url, key)).status).toBe(200);

    await sleep(retryAfter);
    expect((await request(`${app.url}/api/v1/organizations`, { token: key })).status).toBe(200);
  });
});

describe('the postgres store', () => {
  const shared: RateLimitOptions = { ...LOW, store: 'postgres' };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp({ limits: shared });
    second = await startTestApp({ limits: shared, databaseUrl: first.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  test('two replicas on one database enforce one budget per credential', async () => {
    const key = await first.key(ALL_SCOPES);
    const replicas = [first, second, first];
    for (const [index, app] of replicas.entries()) {
      const ok = await request(`${app.url}/api/v1/organizations?pageSize=1`, { token: key });
      expect(ok.status).toBe(200);
      expectBudget(ok, 'requests', 2 - index);
    }
    const retryAfter = expectRefused(await graphqlQuery(second.url, key));
    expectRefused(await request(`${first.url}/api/v1/organizations?pageSize=1`, { token: key }));

    const other = await request(`${second.url}/api/v1/organizations?pageSize=1`, {
      token: await first.key(ALL_SCOPES),
    });
    expect(other.status).toBe(200);

    // The store keeps a hash of the token, never the token.
    const client = new pg.Client({ connectionString: first.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string; points: number }>(
        'SELECT key, points FROM rate_limit.buckets',
      );
      const hashed = `requests:cred:${createHash('sha256').update(key).digest('hex')}`;
      expect(rows.find((row) => row.key === hashed)?.points).toBe(5);
      expect(rows.some((row) => row.key.includes(key))).toBe(false);
    } finally {
      await client.end();
    }

    await sleep(retryAfter);
    const again = await request(`${second.url}/api/v1/organizations?pageSize=1`, { token: key });
    expect(again.status).toBe(200);
    expectBudget(again, 'requests', 2);
  });
});

describe('a key this replica validated moments ago', () => {
  const shared: RateLimitOptions = { points: 1_000, windowSeconds: 60, store: 'postgres' };
  let app: TestApp;
  let store: pg.Client;
  beforeAll(async () => {
    app = await startTestApp({ limits: shared, principalCacheSeconds: 30 });
    store = new pg.Client({ connectionString: app.databaseUrl });
    await store.connect();
  });
  afterAll(async () => {
    await store?.end();
    await app?.close();
  });

  /** The failed-auth bucket of this address: its points, and the transaction that last wrote it. */
  const failedAuthBucket = async () => {
    const { rows } = await store.query<{ points: number; written: string }>(
      `SELECT points, xmin::text AS written FROM rate_limit.buckets WHERE key LIKE 'failed-auth:%'`,
    );
    return rows[0];
  };

  test('reserves nothing of its address: the store is written once per request, not three times', async () => {
    const key = await app.key(ALL_SCOPES);
    // The first request looks the key up, so it reserves a failed-auth point and gives it back.
    expect((await request(`${app.url}/api/v1/organizations?pageSize=1`, { token: key })).status).toBe(200);
    const before = await failedAuthBucket();
    expect(before?.points).toBe(0);
    for (let i = 0; i < 5; i++) {
      const response = await request(`${app.url}/api/v1/organizations?pageSize=1`, { token: key });
      expect(response.status).toBe(200);
      expectBudget(response, 'requests', 1_000 - 2 - i, { quota: 1_000, window: 60 });
    }
    expect(await failedAuthBucket()).toStrictEqual(before);
  });

  test('once revoked, its 401s are charged to the address after the answer', async () => {
    const key = await app.key(ALL_SCOPES);
    expect((await request(`${app.url}/api/v1/organizations?pageSize=1`, { token: key })).status).toBe(200);
    await store.query(`UPDATE "ApiKey" SET "revokedAt" = now() WHERE "keyHash" = $1`, [
      createHash('sha256').update(key).digest('hex'),
    ]);
    // The notice empties the cache; until it arrives the key is still served, as documented.
    await expect
      .poll(async () => (await request(`${app.url}/api/v1/organizations?pageSize=1`, { token: key })).status)
      .toBe(401);
    const charged = (await failedAuthBucket())?.points ?? 0;
    expect((await request(`${app.url}/api/v1/organizations?pageSize=1`, { token: key })).status).toBe(401);
    expect((await failedAuthBucket())?.points).toBe(charged + 1);
  });
});
