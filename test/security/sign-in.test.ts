import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.ts';
import { LOCKOUT_SECONDS, MAX_FAILED_LOGINS } from '../../src/auth/sessions.ts';
import { newTotpSecret } from '../../src/auth/totp.ts';
import type { RateLimitOptions } from '../../src/http/rate-limit.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

const GENEROUS: RateLimitOptions = {
  points: 100_000,
  windowSeconds: 60,
  store: 'memory',
  signIn: { addressPoints: 100_000, emailPoints: 100_000, windowSeconds: 60 },
};

async function newUser(app: TestApp, email: string, password = 'correct horse battery') {
  const user = await app.db.user.create({
    data: {
      tenantId: app.demoTenantId,
      email,
      name: email,
      role: 'editor',
      passwordHash: await hashPassword(password),
    },
  });
  return { id: user.id, email, password };
}

const login = (app: TestApp, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  request(`${app.url}/api/v1/auth/login`, { method: 'POST', body, headers });

/** The password checks the server ran, from its own metrics. */
async function passwordChecks(app: TestApp): Promise<number> {
  const { text } = await request(`${app.url}/metrics`);
  return [...text.matchAll(/^sign_in_attempts_total\{outcome="(succeeded|failed|mfa_required)"\} (\d+)$/gm)].reduce(
    (sum, match) => sum + Number(match[2]),
    0,
  );
}

describe('the lockout is reserved before the password is checked', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ limits: GENEROUS });
  });
  afterAll(() => app.close());

  test(`300 concurrent guesses: at most ${MAX_FAILED_LOGINS} password checks, the rest 429`, async () => {
    const user = await newUser(app, 'burst@demo.example');
    const checksBefore = await passwordChecks(app);
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, i) => login(app, { email: user.email, password: `guess-${i}` })),
    );
    const statuses = responses.map((response) => response.status);
    const checked = statuses.filter((status) => status !== 429).length;
    expect(checked).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(300 - MAX_FAILED_LOGINS);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect((await passwordChecks(app)) - checksBefore).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    // The right password, now, is refused too: the lock holds.
    expect((await login(app, user)).status).toBe(429);
  });

  test('an unknown email locks exactly like a known one, so the lockout reveals nothing', async () => {
    const known = await newUser(app, 'exists@demo.example');
    const ghost = 'does-not-exist@demo.example';
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      const [a, b] = await Promise.all([
        login(app, { email: known.email, password: `wrong-${i}` }),
        login(app, { email: ghost, password: `wrong-${i}` }),
      ]);
      expect([a.status, b.status]).toEqual([401, 401]);
      expect(b.body).toEqual(a.body);
    }
    const [a, b] = await Promise.all([
      login(app, { email: known.email, password: 'again' }),
      login(app, { email: ` ${ghost.toUpperCase()} `, password: 'again' }),
    ]);
    expect([a.status, b.status]).toEqual([429, 429]);
    expect(b.body).toEqual(a.body);
    expect(b.headers.get('retry-after')).toBe(a.headers.get('retry-after'));
    expect(Number(a.headers.get('retry-after'))).toBe(LOCKOUT_SECONDS);
  });

  test('a missing MFA code is not a guess, and the right password with a wrong code is', async () => {
    const user = await newUser(app, 'mfa-burst@demo.example');
    await app.db.user.update({
      where: { id: user.id },
      data: { totpSecret: app.secrets.seal(newTotpSecret()), mfaConfirmedAt: app.clock.now() },
    });
    for (let i = 0; i < 2 * MAX_FAILED_LOGINS; i++) {
      const response = await login(app, user);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: 'MFA code required' });
    }
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      expect((await login(app, { ...user, otp: '000000' })).status).toBe(401);
    }
    expect((await login(app, user)).status).toBe(429);
  });
});

describe('sign-in throttles in the rate-limit store', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      limits: { ...GENEROUS, points: 3, signIn: { addressPoints: 6, emailPoints: 100, windowSeconds: 60 } },
    });
  });
  afterAll(() => app.close());

  test('a made-up bearer header on the sign-in route does not buy a fresh budget', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        login(
          app,
          { email: 'admin@demo.example', password: 'guess' },
          { authorization: `Bearer ccak_${randomBytes(24).toString('base64url')}` },
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(17);
  });
});

describe('sign-in attempts per client address', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      limits: { ...GENEROUS, signIn: { addressPoints: 6, emailPoints: 100, windowSeconds: 60 } },
    });
  });
  afterAll(() => app.close());

  test('one address spraying many accounts is cut off, whatever the emails', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(app, { email: `spray-${i}@demo.example`, password: 'Summer2026!' })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBe(6);
    expect(statuses.filter((status) => status === 429).length).toBe(14);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body).toEqual({ detail: 'Too many sign-in attempts; try again later' });
    expect(refused.headers.get('ratelimit-policy')).toBe('"sign-in";q=6;w=60');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('TOTP codes, password hashing, MFA enrolment and session lifetime', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ limits: GENEROUS });
  });
  afterAll(() => app.close());

  const api = (path: string) => `${app.url}/api/v1${path}`;
  const codeAt = (secret: string, offsetSeconds = 0) =>
    generate({ secret, epoch: Math.floor(app.clock.now().getTime() / 1000) + offsetSeconds });

  async function enrolled(email: string) {
    const user = await newUser(app, email);
    const token = (await login(app, user)).body.accessToken as string;
    const enroll = await request(api('/auth/mfa/enroll'), {
      method: 'POST',
      token,
      body: { password: user.password },
    });
    expect(enroll.status).toBe(200);
    const secret = enroll.body.secret as string;
    const confirm = await request(api('/auth/mfa/confirm'), {
      method: 'POST',
      token,
      body: { otp: await codeAt(secret) },
    });
    expect(confirm.status).toBe(204);
    return { ...user, secret, token };
  }

  test('a TOTP code is accepted once: the same code again is refused', async () => {
    const user = await enrolled('replay@demo.example');
    // The code that confirmed the enrolment is spent too.
    const confirmingCode = await codeAt(user.secret);
    expect((await login(app, { ...user, otp: confirmingCode })).body).toEqual({ detail: 'Invalid MFA code' });

    app.clock.advance(30_000);
    const code = await codeAt(user.secret);
    const first = await login(app, { ...user, otp: code });
    expect(first.status).toBe(200);
    const replayed = await login(app, { ...user, otp: code });
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ detail: 'Invalid MFA code' });
    // An older code of the drift window is refused as well once a later one was accepted.
    app.clock.advance(30_000);
    expect((await login(app, { ...user, otp: await codeAt(user.secret, -30) })).status).toBe(401);
    expect((await login(app, { ...user, otp: await codeAt(user.secret) })).status).toBe(200);
  });

  test("passwords are hashed at OWASP's minimum for scrypt (N=2^17, r=8, p=1)", async () => {
    const { PASSWORD_HASH_PARAMETERS, hashPasswordWith } = await import('../../src/auth/passwords.ts');
    expect(PASSWORD_HASH_PARAMETERS).toEqual({ cost: 2 ** 17, blockSize: 8, parallelism: 1 });
    const hash = await hashPasswordWith('a password', PASSWORD_HASH_PARAMETERS);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  });

  test('a password hashed at an older cost is rehashed at the current one on sign-in', async () => {
    const { hashPasswordWith, currentPasswordHashParameters } = await import('../../src/auth/passwords.ts');
    const user = await newUser(app, 'old-hash@demo.example');
    const old = await hashPasswordWith(user.password, { cost: 2 ** 10, blockSize: 8, parallelism: 1 });
    await app.db.user.update({ where: { id: user.id }, data: { passwordHash: old } });
    expect((await login(app, user)).status).toBe(200);
    const stored = (await app.db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;
    const { cost, blockSize, parallelism } = currentPasswordHashParameters();
    expect(stored.startsWith(`scrypt$${cost}$${blockSize}$${parallelism}$`)).toBe(true);
    expect(stored).not.toBe(old);
    expect((await login(app, user)).status).toBe(200);
  });

  test('MFA enrolment needs the password again', async () => {
    const user = await newUser(app, 'enrol-password@demo.example');
    const token = (await login(app, user)).body.accessToken as string;
    const missing = await request(api('/auth/mfa/enroll'), { method: 'POST', token });
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0]).toMatchObject({ type: 'missing', loc: ['body'] });
    const wrong = await request(api('/auth/mfa/enroll'), { method: 'POST', token, body: { password: 'nope' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ detail: 'Incorrect password' });
    expect((await app.db.user.findUniqueOrThrow({ where: { id: user.id } })).totpSecret).toBeNull();
    const right = await request(api('/auth/mfa/enroll'), { method: 'POST', token, body: { password: user.password } });
    expect(right.status).toBe(200);
  });

  test('confirming MFA ends every other session of the user', async () => {
    const user = await newUser(app, 'confirm-ends@demo.example');
    const other = (await login(app, user)).body;
    const current = (await login(app, user)).body.accessToken as string;
    const enroll = await request(api('/auth/mfa/enroll'), {
      method: 'POST',
      token: current,
      body: { password: user.password },
    });
    const confirm = await request(api('/auth/mfa/confirm'), {
      method: 'POST',
      token: current,
      body: { otp: await codeAt(enroll.body.secret) },
    });
    expect(confirm.status).toBe(204);
    expect((await request(api('/organizations'), { token: other.accessToken })).status).toBe(401);
    const refresh = await request(api('/auth/refresh'), { method: 'POST', body: { refreshToken: other.refreshToken } });
    expect(refresh.status).toBe(401);
    expect((await request(api('/organizations'), { token: current })).status).toBe(200);
  });

  test('a session ends at its absolute lifetime however often it is refreshed', async () => {
    const user = await newUser(app, 'forever@demo.example');
    let pair = (await login(app, user)).body;
    const refresh = () => request(api('/auth/refresh'), { method: 'POST', body: { refreshToken: pair.refreshToken } });
    for (let week = 1; week <= 4; week++) {
      app.clock.advance(7 * 86_400_000);
      const refreshed = await refresh();
      expect(refreshed.status, `week ${week}`).toBe(200);
      pair = refreshed.body;
    }
    // Five minutes before the 30th day ends: one more refresh, an access token of 15 minutes...
    app.clock.advance(2 * 86_400_000 - 5 * 60_000);
    const last = await refresh();
    expect(last.status).toBe(200);
    pair = last.body;
    expect((await request(api('/organizations'), { token: pair.accessToken })).status).toBe(200);
    // ...which stops working with the session, not ten minutes later.
    app.clock.advance(6 * 60_000);
    expect((await request(api('/organizations'), { token: pair.accessToken })).status).toBe(401);
    expect((await refresh()).status).toBe(401);
  });
});
