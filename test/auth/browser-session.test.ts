import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { type HttpResult, request } from '../support/http.ts';

/** The browser's cookie form of sign-in (src/rest/browser-session.ts), over real HTTP. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(() => app.close());

const ADMIN = { email: 'admin@demo.example', password: 'demo-admin-password' };
const CONSOLE = { 'x-requested-with': 'compliance-console' };
const PATH = '/api/v1/auth/session';

function call(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string>; base?: string } = {},
) {
  const headers = {
    ...CONSOLE,
    ...options.headers,
    ...(options.cookie ? { cookie: `cg_refresh=${options.cookie}` } : {}),
  };
  return request(`${options.base ?? app.url}${path}`, { method, body: options.body, headers });
}

const signIn = (options: { headers?: Record<string, string>; base?: string } = {}) =>
  call('POST', PATH, { body: ADMIN, ...options });
const refresh = (cookie?: string) => call('POST', `${PATH}/refresh`, { cookie });

/** The one Set-Cookie of an answer, split into its value and attributes. */
function setCookie(response: HttpResult): { value: string; attributes: string[] } {
  const cookies = response.headers.getSetCookie();
  expect(cookies).toHaveLength(1);
  const [pair, ...attributes] = cookies[0]!.split('; ');
  expect(pair!.startsWith('cg_refresh=')).toBe(true);
  return { value: pair!.slice('cg_refresh='.length), attributes };
}

describe('POST /auth/session', () => {
  test('answers the access token in the body and the refresh token in an HttpOnly, SameSite=Strict cookie', async () => {
    const response = await signIn();
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['accessToken', 'tokenType', 'expiresIn']);
    expect(response.body.tokenType).toBe('bearer');
    expect(response.body.expiresIn).toBe(900);
    const cookie = setCookie(response);
    expect(cookie.value).toMatch(/^ccrt_[\w-]{43}$/);
    expect(cookie.attributes).toEqual(['Path=/api/v1/auth/session', 'HttpOnly', 'SameSite=Strict']);
    const organizations = await request(`${app.url}/api/v1/organizations`, { token: response.body.accessToken });
    expect(organizations.status).toBe(200);
  });

  test('fails as login does, without setting a cookie', async () => {
    const wrong = await call('POST', PATH, { body: { ...ADMIN, password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ detail: 'Incorrect email or password' });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const missing = await call('POST', PATH, { body: { email: ADMIN.email } });
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0]).toMatchObject({ type: 'missing', loc: ['body', 'password'] });
  });
});

describe('POST /auth/session/refresh', () => {
  test('rotates the cookie and answers a working access token', async () => {
    const first = setCookie(await signIn()).value;
    const response = await refresh(first);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['accessToken', 'tokenType', 'expiresIn']);
    const next = setCookie(response);
    expect(next.value).toMatch(/^ccrt_/);
    expect(next.value).not.toBe(first);
    expect(next.attributes).toEqual(['Path=/api/v1/auth/session', 'HttpOnly', 'SameSite=Strict']);
    const read = await request(`${app.url}/api/v1/organizations`, { token: response.body.accessToken });
    expect(read.status).toBe(200);
    // The rotated cookie works in turn.
    expect((await refresh(next.value)).status).toBe(200);
  });

  test('a spent cookie presented again ends the whole session', async () => {
    const first = setCookie(await signIn()).value;
    const rotated = await refresh(first);
    const second = setCookie(rotated).value;
    const reused = await refresh(first);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ detail: 'Invalid or expired refresh token' });
    expect(setCookie(reused)).toEqual({
      value: '',
      attributes: [
        'Path=/api/v1/auth/session',
        'HttpOnly',
        'SameSite=Strict',
        'Max-Age=0',
        'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      ],
    });
    // The thief's newest token dies with the session, and so does its access token.
    expect((await refresh(second)).status).toBe(401);
    const read = await request(`${app.url}/api/v1/organizations`, { token: rotated.body.accessToken });
    expect(read.status).toBe(401);
  });

  test('without a cookie, or with an unknown one: 401 and the cookie cleared', async () => {
    for (const cookie of [undefined, 'ccrt_unknown']) {
      const response = await refresh(cookie);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: 'Invalid or expired refresh token' });
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(setCookie(response).value).toBe('');
    }
  });

  test('the body form of refresh does not take the cookie', async () => {
    const cookie = setCookie(await signIn()).value;
    const response = await request(`${app.url}/api/v1/auth/refresh`, {
      method: 'POST',
      body: {},
      headers: { ...CONSOLE, cookie: `cg_refresh=${cookie}` },
    });
    expect(response.status).toBe(422);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('DELETE /auth/session', () => {
  test('ends the session of the cookie and clears it', async () => {
    const signedIn = await signIn();
    const cookie = setCookie(signedIn).value;
    const response = await call('DELETE', PATH, { cookie });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(setCookie(response).value).toBe('');
    expect(setCookie(response).attributes).toContain('Max-Age=0');
    expect((await refresh(cookie)).status).toBe(401);
    const read = await request(`${app.url}/api/v1/organizations`, { token: signedIn.body.accessToken });
    expect(read.status).toBe(401);
    const entry = await app.db.auditEvent.findFirst({
      where: { action: 'auth.signed_out' },
      orderBy: { occurredAt: 'desc' },
    });
    expect(entry?.actorKind).toBe('user');
  });

  test('without a cookie it only clears it', async () => {
    const response = await call('DELETE', PATH);
    expect(response.status).toBe(204);
    expect(setCookie(response).value).toBe('');
  });
});

describe('CSRF defence', () => {
  const routes = [
    ['POST', PATH],
    ['POST', `${PATH}/refresh`],
    ['DELETE', PATH],
  ] as const;

  test.each(routes)('%s %s refuses a request without X-Requested-With: compliance-console', async (method, path) => {
    const cookie = setCookie(await signIn()).value;
    for (const headers of [{}, { 'x-requested-with': 'XMLHttpRequest' }] as Record<string, string>[]) {
      const response = await request(`${app.url}${path}`, {
        method,
        body: method === 'POST' && path === PATH ? ADMIN : undefined,
        headers: { ...headers, cookie: `cg_refresh=${cookie}` },
      });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        detail: 'The X-Requested-With: compliance-console header is required',
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    // Refused before anything happened: the cookie still works.
    expect((await refresh(cookie)).status).toBe(200);
  });

  test.each(routes)('%s %s refuses a foreign Origin and accepts its own', async (method, path) => {
    const cookie = setCookie(await signIn()).value;
    const body = method === 'POST' && path === PATH ? ADMIN : undefined;
    for (const origin of ['https://evil.example', 'null', app.url.replace('http:', 'https:')]) {
      const response = await call(method, path, { cookie, body, headers: { origin } });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ detail: 'Cross-origin request refused' });
    }
    const own = await call(method, path, { cookie, body, headers: { origin: app.url } });
    expect(own.status).toBe(method === 'DELETE' ? 204 : 200);
  });
});

describe('behind HTTPS', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ worker: false, trustProxy: { kind: 'hops', hops: 1 } });
  });
  afterAll(() => proxied.close());

  test('the cookie is Secure when a trusted proxy says the client used HTTPS', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    const response = await signIn({ base: proxied.url, headers: forwarded });
    expect(response.status).toBe(200);
    const cookie = setCookie(response);
    expect(cookie.attributes).toEqual(['Path=/api/v1/auth/session', 'HttpOnly', 'SameSite=Strict', 'Secure']);
    // The request's own origin is then the https one.
    const host = new URL(proxied.url).host;
    const sameOrigin = await signIn({ base: proxied.url, headers: { ...forwarded, origin: `https://${host}` } });
    expect(sameOrigin.status).toBe(200);
    const plain = await signIn({ base: proxied.url, headers: { ...forwarded, origin: `http://${host}` } });
    expect(plain.status).toBe(403);
  });

  test('X-Forwarded-Proto from an untrusted peer is ignored', async () => {
    const response = await signIn({ headers: { 'x-forwarded-proto': 'https' } });
    expect(response.status).toBe(200);
    expect(setCookie(response).attributes).not.toContain('Secure');
  });
});
