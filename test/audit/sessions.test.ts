import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { runCli } from '../support/cli.ts';
import { request } from '../support/http.ts';

/** Audit entries of a session's life beyond sign-in: refreshes, a reuse that ends it, and sign-ins of unknown emails. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(() => app?.close());

const api = (path: string) => `${app.url}/api/v1${path}`;
const ADMIN = { email: 'admin@demo.example', password: 'demo-admin-password' };
const post = (path: string, body: unknown, requestId = `req-${randomUUID()}`) =>
  request(api(path), { method: 'POST', body, headers: { 'x-request-id': requestId } });

const entries = (where: { action: string; requestId?: string }) =>
  app.db.auditEvent.findMany({
    where,
    orderBy: [{ occurredAt: 'asc' }, { id: 'asc' }],
    select: {
      tenantId: true,
      actorKind: true,
      actorId: true,
      action: true,
      targetType: true,
      targetId: true,
      requestId: true,
      clientAddress: true,
      changes: true,
    },
  });

describe('refreshing a session', () => {
  test('each refresh is an entry naming the user, the request and the client, never the token', async () => {
    const signedIn = await post('/auth/login', ADMIN);
    const admin = await app.db.user.findUniqueOrThrow({ where: { email: ADMIN.email } });
    const requestId = `req-${randomUUID()}`;
    const refreshed = await post('/auth/refresh', { refreshToken: signedIn.body.refreshToken }, requestId);
    expect(refreshed.status).toBe(200);
    expect(await entries({ action: 'auth.session_refreshed', requestId })).toStrictEqual([
      {
        tenantId: app.demoTenantId,
        actorKind: 'user',
        actorId: admin.id,
        action: 'auth.session_refreshed',
        targetType: 'user',
        targetId: admin.id,
        requestId,
        clientAddress: '127.0.0.1',
        changes: {},
      },
    ]);

    // The browser's cookie form is the same refresh.
    const cookieId = `req-${randomUUID()}`;
    const browser = await request(api('/auth/session'), {
      method: 'POST',
      body: ADMIN,
      headers: { 'x-requested-with': 'compliance-console' },
    });
    const cookie = browser.headers.getSetCookie()[0]!.split(';')[0]!;
    const viaCookie = await request(api('/auth/session/refresh'), {
      method: 'POST',
      headers: { 'x-requested-with': 'compliance-console', cookie, 'x-request-id': cookieId },
    });
    expect(viaCookie.status).toBe(200);
    expect(await entries({ action: 'auth.session_refreshed', requestId: cookieId })).toHaveLength(1);

    const text = JSON.stringify(await app.db.auditEvent.findMany({ where: { tenantId: app.demoTenantId } }));
    expect(text).not.toMatch(/ccrt_/);
  });

  test('a spent token presented again ends the session once, with its reason in the log', async () => {
    const signedIn = await post('/auth/login', ADMIN);
    const first = signedIn.body.refreshToken as string;
    expect((await post('/auth/refresh', { refreshToken: first })).status).toBe(200);
    const reuseId = `req-${randomUUID()}`;
    expect((await post('/auth/refresh', { refreshToken: first }, reuseId)).status).toBe(401);
    const [revoked, ...more] = await entries({ action: 'auth.session_revoked', requestId: reuseId });
    expect(more).toEqual([]);
    expect(revoked).toMatchObject({
      tenantId: app.demoTenantId,
      actorKind: 'user',
      targetType: 'user',
      changes: { reason: [null, 'refresh_token_reused'] },
    });
    // The session is over: presenting the spent token again adds no second entry.
    const againId = `req-${randomUUID()}`;
    expect((await post('/auth/refresh', { refreshToken: first }, againId)).status).toBe(401);
    expect(await entries({ action: 'auth.session_revoked', requestId: againId })).toEqual([]);
    // Nor does a refused refresh count as a refresh.
    expect(await entries({ action: 'auth.session_refreshed', requestId: reuseId })).toEqual([]);
  });
});

describe('a failed sign-in of an unknown email', () => {
  test("is in the service's own log, without the email or the password, and in no tenant's", async () => {
    const requestId = `req-${randomUUID()}`;
    const email = `nobody-${randomUUID()}@nowhere.example`;
    const password = `typed-${randomUUID()}`;
    const failed = await post('/auth/login', { email, password }, requestId);
    expect(failed.status).toBe(401);
    expect(await entries({ action: 'auth.sign_in_failed', requestId })).toStrictEqual([
      {
        tenantId: null,
        actorKind: 'user',
        actorId: null,
        action: 'auth.sign_in_failed',
        targetType: 'user',
        targetId: null,
        requestId,
        clientAddress: '127.0.0.1',
        changes: { factor: [null, 'password'] },
      },
    ]);
    const everything = JSON.stringify(await app.db.auditEvent.findMany());
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(email);

    // A tenant's audit log does not show it.
    const listed = await request(api('/audit-events?limit=100&action=auth.sign_in_failed'), { token: app.adminKey });
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((item: { requestId: string }) => item.requestId)).not.toContain(requestId);

    // Operators see it from the command line.
    const { stdout } = await runCli(app.databaseUrl, ['audit:service', '--limit', '5']);
    expect(stdout).toContain(requestId);
    expect(stdout).toContain('auth.sign_in_failed');
  }, 60_000);
});
