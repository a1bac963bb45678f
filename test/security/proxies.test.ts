import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseTrustProxy } from '../../src/config.ts';
import type { RateLimitOptions } from '../../src/http/rate-limit.ts';
import { ALL_SCOPES, startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

/** Two sign-in attempts per client address: the third tells which address the server saw. */
const LIMITS: RateLimitOptions = {
  points: 3,
  windowSeconds: 60,
  store: 'memory',
  signIn: { addressPoints: 2, emailPoints: 1_000, windowSeconds: 60 },
};

let attempt = 0;
/** A sign-in as a new email each time, so the per-email lock never answers for the address budget. */
const login = (app: TestApp, forwardedFor?: string) =>
  request(`${app.url}/api/v1/auth/login`, {
    method: 'POST',
    body: { email: `nobody-${attempt++}@demo.example`, password: 'guess' },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

/** The statuses of three sign-ins from what the header claims is one client. */
const threeFrom = async (app: TestApp, forwardedFor: string) => [
  (await login(app, forwardedFor)).status,
  (await login(app, forwardedFor)).status,
  (await login(app, forwardedFor)).status,
];

describe('without TRUST_PROXY, X-Forwarded-For is ignored', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ limits: LIMITS });
  });
  afterAll(() => app.close());

  test('a client cannot pick a fresh address by writing the header', async () => {
    expect((await login(app, '198.51.100.1')).status).toBe(401);
    expect((await login(app, '198.51.100.2')).status).toBe(401);
    expect((await login(app, '198.51.100.3')).status).toBe(429);
  });

  test("behind a load balancer, junk credentials lock out nobody's valid key", async () => {
    // Every client shares the balancer's address: one client's junk uses up its failed-auth budget...
    const junk = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(`${app.url}/api/v1/organizations`, { token: `ccak_junk_${i}_${'x'.repeat(24)}` }),
      ),
    );
    const statuses = junk.map((response) => response.status);
    // ...reserved before the work, so a concurrent burst gets no more than the budget through.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(17);
    // ...while a tenant's valid key from the same address is served.
    const valid = await request(`${app.url}/api/v1/organizations?pageSize=1`, { token: await app.key(ALL_SCOPES) });
    expect(valid.status).toBe(200);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ limits: LIMITS, trustProxy: { kind: 'hops', hops: 1 } });
  });
  afterAll(() => app.close());

  test('the address the one proxy appended is the client; what the client wrote before it is not', async () => {
    expect(await threeFrom(app, '203.0.113.10')).toEqual([401, 401, 429]);
    // Another client behind the same proxy has its own budget...
    expect(await threeFrom(app, '203.0.113.11')).toEqual([401, 401, 429]);
    // ...and a spoofed entry on the left changes nothing: the proxy's own entry decides.
    expect((await login(app, '192.0.2.99, 203.0.113.10')).status).toBe(429);
  });
});

describe('TRUST_PROXY as a list of proxies', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ limits: LIMITS, trustProxy: { kind: 'list', entries: ['127.0.0.0/8', '10.0.0.0/8'] } });
  });
  afterAll(() => app.close());

  test('the first address from the right that is not a trusted proxy is the client', async () => {
    // Client 203.0.113.20 behind two trusted proxies (10.1.2.3, then the socket's 127.0.0.1).
    expect(await threeFrom(app, '203.0.113.20, 10.1.2.3')).toEqual([401, 401, 429]);
    // An untrusted hop stops the walk: 198.51.100.7 is the client, whatever it claims before.
    expect(await threeFrom(app, '203.0.113.20, 198.51.100.7')).toEqual([401, 401, 429]);
    // Something that is not an address ends the walk at the last trusted hop (10.9.9.9).
    expect(await threeFrom(app, 'not-an-address, 10.9.9.9')).toEqual([401, 401, 429]);
    expect((await login(app, 'also-not, 10.9.9.9')).status).toBe(429);
  });
});

test('TRUST_PROXY is validated: false, a hop count, or addresses and CIDRs', () => {
  expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
  expect(parseTrustProxy('false')).toEqual({ kind: 'none' });
  expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
  expect(parseTrustProxy('10.0.0.0/8, ::1, fd00::/8')).toEqual({
    kind: 'list',
    entries: ['10.0.0.0/8', '::1', 'fd00::/8'],
  });
  for (const bad of ['true', 'yes', '10.0.0.0/33', '300.1.1.1', 'example.com'])
    expect(parseTrustProxy(bad), bad).toBeNull();
});
