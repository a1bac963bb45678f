import { createHash } from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.ts';
import { LOCKOUT_SECONDS, MAX_FAILED_LOGINS } from '../../src/auth/sessions.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const api = (path: string) => `${app.url}/api/v1${path}`;
const ADMIN = { email: 'admin@demo.example', password: 'demo-admin-password' };

async function newUser(
  email: string,
  password = 'correct horse battery',
): Promise<{ id: string; email: string; password: string }> {
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

const login = (body: Record<string, unknown>) => request(api('/auth/login'), { method: 'POST', body });
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(app.clock.now().getTime() / 1000) + offsetSeconds });

describe('login', () => {
  test('the right password returns a token pair that works as a bearer', async () => {
    const response = await login(ADMIN);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['accessToken', 'expiresIn', 'refreshToken', 'tokenType']);
    expect(response.body.tokenType).toBe('bearer');
    expect(response.body.expiresIn).toBe(900);
    expect(response.body.refreshToken).toMatch(/^ccrt_/);
    const organizations = await request(api('/organizations'), { token: response.body.accessToken });
    expect(organizations.status).toBe(200);

    const session = await app.db.session.findFirstOrThrow({
      where: { user: { email: ADMIN.email } },
      orderBy: { createdAt: 'desc' },
    });
    expect(session.amr).toEqual(['pwd']);
    const stored = await app.db.refreshToken.findMany({ where: { sessionId: session.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(response.body.refreshToken);
  });

  test('wrong password and unknown email answer identically', async () => {
    const wrong = await login({ ...ADMIN, password: 'nope' });
    const unknown = await login({ email: 'nobody@demo.example', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ detail: 'Incorrect email or password' });
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.headers.get('www-authenticate')).toBe('Bearer');
    // Reset the admin's counter, so the failure does not count toward a lockout in later tests.
    expect((await login(ADMIN)).status).toBe(200);
  });

  test('an unknown email costs about as much time as a wrong password', async () => {
    const time = async (body: Record<string, unknown>) => {
      const started = performance.now();
      await login(body);
      return performance.now() - started;
    };
    const user = await newUser('timing@demo.example');
    const known = [] as number[];
    const unknown = [] as number[];
    for (let i = 0; i < 5; i++) {
      known.push(await time({ email: user.email, password: 'wrong' }));
      unknown.push(await time({ email: 'ghost@demo.example', password: 'wrong' }));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2]!;
    // Both pay for one scrypt run; without the dummy hash the unknown email answers in well under
    // a millisecond against ~200 ms. The wide margin keeps this stable on a loaded machine.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.2);
  });

  test('a deactivated user cannot sign in, and their live session stops working', async () => {
    const user = await newUser('leaver@demo.example');
    const before = await login(user);
    expect(before.status).toBe(200);
    await app.db.user.update({ where: { id: user.id }, data: { deactivatedAt: app.clock.now() } });
    const after = await login(user);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ detail: 'Incorrect email or password' });
    expect((await request(api('/organizations'), { token: before.body.accessToken })).status).toBe(401);
    expect(
      (await request(api('/auth/refresh'), { method: 'POST', body: { refreshToken: before.body.refreshToken } }))
        .status,
    ).toBe(401);
  });

  test('a missing field is a pydantic 422', async () => {
    const response = await login({ email: ADMIN.email });
    expect(response.status).toBe(422);
    expect(response.body.detail[0]).toMatchObject({ type: 'missing', loc: ['body', 'password'] });
  });
});

describe('lockout', () => {
  test(`${MAX_FAILED_LOGINS} failures lock the account for ${LOCKOUT_SECONDS / 60} minutes, even for the right password`, async () => {
    const user = await newUser('guessed@demo.example');
    for (let i = 0; i < MAX_FAILED_LOGINS; i++)
      expect((await login({ email: user.email, password: `guess-${i}` })).status).toBe(401);
    const locked = await login(user);
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers.get('retry-after'))).toBe(LOCKOUT_SECONDS);

    app.clock.advance(LOCKOUT_SECONDS * 1000 + 1000);
    expect((await login(user)).status).toBe(200);
    // The count lives per normalised email (src/data/sign-in.ts), so unknown emails lock alike.
    const emailHash = createHash('sha256').update(user.email).digest('hex');
    expect(await app.db.signInLock.findUnique({ where: { emailHash } })).toBeNull();
  });

  test('a success resets the count', async () => {
    const user = await newUser('typo@demo.example');
    for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) await login({ email: user.email, password: 'typo' });
    expect((await login(user)).status).toBe(200);
    expect((await login({ email: user.email, password: 'typo' })).status).toBe(401);
    expect((await login(user)).status).toBe(200);
  });
});

describe('MFA', () => {
  test('enrol, confirm, then sign-in needs the current code', async () => {
    const user = await newUser('mfa@demo.example');
    const first = await login(user);
    const token = first.body.accessToken as string;

    const enroll = await request(api('/auth/mfa/enroll'), { method: 'POST', token, body: { password: user.password } });
    expect(enroll.status).toBe(200);
    const { secret, otpauthUri } = enroll.body as { secret: string; otpauthUri: string };
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // Not enforced before confirmation.
    expect((await login(user)).status).toBe(200);

    const wrongConfirm = await request(api('/auth/mfa/confirm'), {
      method: 'POST',
      token,
      body: { otp: '000000' === (await codeAt(secret)) ? '111111' : '000000' },
    });
    expect(wrongConfirm.status).toBe(422);
    const confirm = await request(api('/auth/mfa/confirm'), {
      method: 'POST',
      token,
      body: { otp: await codeAt(secret) },
    });
    expect(confirm.status).toBe(204);
    expect((await app.db.user.findUniqueOrThrow({ where: { id: user.id } })).mfaConfirmedAt).not.toBeNull();

    const noCode = await login(user);
    expect(noCode.status).toBe(401);
    expect(noCode.body).toEqual({ detail: 'MFA code required' });
    const staleCode = await login({ ...user, otp: await codeAt(secret, -600) });
    expect(staleCode.status).toBe(401);
    expect(staleCode.body).toEqual({ detail: 'Invalid MFA code' });
    // The code that confirmed the enrolment is spent (a code is accepted once): the next one signs in.
    app.clock.advance(30_000);
    const ok = await login({ ...user, otp: await codeAt(secret) });
    expect(ok.status).toBe(200);
    const session = await app.db.session.findFirstOrThrow({
      where: { userId: user.id },
      orderBy: { createdAt: 'desc' },
    });
    expect(session.amr).toEqual(['pwd', 'otp']);

    // An active enrolment cannot be replaced with a secret the caller chooses to learn.
    const again = await request(api('/auth/mfa/enroll'), {
      method: 'POST',
      token: ok.body.accessToken,
      body: { password: user.password },
    });
    expect(again.status).toBe(409);
  });

  test('enrolment needs an access token: an API key gets 403', async () => {
    const response = await request(api('/auth/mfa/enroll'), { method: 'POST', token: app.adminKey });
    expect(response.status).toBe(403);
  });
});

describe('refresh, logout and expiry', () => {
  test('refresh rotates; reusing a spent token revokes the session', async () => {
    const user = await newUser('rotate@demo.example');
    const first = (await login(user)).body;
    const refresh = (refreshToken: string) => request(api('/auth/refresh'), { method: 'POST', body: { refreshToken } });

    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    const sessions = await app.db.session.findMany({ where: { userId: user.id }, include: { refreshTokens: true } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.refreshTokens.filter((t) => t.spentAt !== null)).toHaveLength(1);
    expect(sessions[0]!.refreshTokens).toHaveLength(2);
    expect((await request(api('/organizations'), { token: second.body.accessToken })).status).toBe(200);

    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect((await app.db.session.findUniqueOrThrow({ where: { id: sessions[0]!.id } })).revokedAt).not.toBeNull();
    expect((await refresh(second.body.refreshToken)).status).toBe(401);
    expect((await request(api('/organizations'), { token: second.body.accessToken })).status).toBe(401);
  });

  test('unknown and expired refresh tokens are 401; a refresh token as a bearer is 403', async () => {
    const refresh = (refreshToken: string) => request(api('/auth/refresh'), { method: 'POST', body: { refreshToken } });
    expect((await refresh('ccrt_unknown')).status).toBe(401);
    const user = await newUser('expire-refresh@demo.example');
    const pair = (await login(user)).body;
    expect((await request(api('/organizations'), { token: pair.refreshToken })).status).toBe(403);
    app.clock.advance(31 * 86_400 * 1000);
    expect((await refresh(pair.refreshToken)).status).toBe(401);
  });

  test('logout revokes the session at once', async () => {
    const user = await newUser('logout@demo.example');
    const pair = (await login(user)).body;
    const logout = await request(api('/auth/logout'), { method: 'POST', token: pair.accessToken });
    expect(logout.status).toBe(204);
    expect((await request(api('/organizations'), { token: pair.accessToken })).status).toBe(401);
    expect(
      (await request(api('/auth/refresh'), { method: 'POST', body: { refreshToken: pair.refreshToken } })).status,
    ).toBe(401);
  });

  test('an access token works for 15 minutes of clock time, then 401', async () => {
    const user = await newUser('expiry@demo.example');
    const pair = (await login(user)).body;
    app.clock.advance(14 * 60 * 1000);
    expect((await request(api('/organizations'), { token: pair.accessToken })).status).toBe(200);
    app.clock.advance(2 * 60 * 1000);
    const expired = await request(api('/organizations'), { token: pair.accessToken });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe('Bearer');
    // The refresh token outlives it and gets a fresh one.
    const refreshed = await request(api('/auth/refresh'), {
      method: 'POST',
      body: { refreshToken: pair.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect((await request(api('/organizations'), { token: refreshed.body.accessToken })).status).toBe(200);
  });
});
