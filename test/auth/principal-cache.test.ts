import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashSecret } from '../../src/auth/secrets.ts';
import { FEED_APPLICATION_NAME } from '../../src/events/feed.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request, untilRefused as untilRefusedOn } from '../support/http.ts';
import { type Child, REPLICA, startChild } from '../support/processes.ts';

/**
 * A replica keeps API keys' and signed-in sessions' principals for PRINCIPAL_CACHE_SECONDS (30 here, the most allowed, so
 * only the database's notice can explain a key stopping sooner). The app in this process makes most
 * changes; the replica, another process on the same database, must stop the key within a second,
 * and at once when the change was its own.
 */

let app: TestApp;
let replica: Child;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  replica = await startChild(
    REPLICA,
    { DATABASE_URL: app.databaseUrl, SECRET_KEY: app.secretKey, PRINCIPAL_CACHE_SECONDS: '30' },
    (line) => (line.startsWith('{"url"') ? (JSON.parse(line) as { url: string }).url : null),
  );
}, 120_000);

afterAll(async () => {
  await replica?.stop();
  await app?.close();
});

const organizations = () => `${replica.url}/api/v1/organizations?pageSize=1`;
const readOn = (key: string) => request(organizations(), { token: key });
const untilRefused = (key: string, limitMs: number) => untilRefusedOn(organizations(), key, limitMs);

/** A write no trigger sees (replication role): what a lost notice would look like. */
async function unannounced(statement: (tx: TestApp['db']) => Promise<unknown>) {
  await app.db.$transaction(async (tx) => {
    await tx.$executeRaw`SET LOCAL session_replication_role = replica`;
    await statement(tx as TestApp['db']);
  });
}

describe('signed-in sessions cached on a replica', () => {
  const ADMIN = { email: 'admin@demo.example', password: 'demo-admin-password' };

  async function signIn(): Promise<{ accessToken: string; sessionId: string }> {
    const { status, body } = await request(`${app.url}/api/v1/auth/login`, { method: 'POST', body: ADMIN });
    expect(status).toBe(200);
    const { accessToken } = body as { accessToken: string };
    // The token's own claim names its session (src/auth/access-tokens.ts).
    const { sid } = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string };
    return { accessToken, sessionId: sid };
  }

  test('are kept: a revocation no notice announces goes unseen for the lifetime', async () => {
    const { accessToken, sessionId } = await signIn();
    expect((await readOn(accessToken)).status).toBe(200);
    await unannounced((tx) => tx.session.update({ where: { id: sessionId }, data: { revokedAt: new Date() } }));
    expect((await readOn(accessToken)).status).toBe(200);
  });

  test('stop within a second on the other replica on sign-out', async () => {
    const { accessToken } = await signIn();
    expect((await readOn(accessToken)).status).toBe(200);
    const signedOut = await request(`${app.url}/api/v1/auth/logout`, { method: 'POST', token: accessToken });
    expect(signedOut.status).toBe(204);
    expect(await untilRefused(accessToken, 1_000)).toBeLessThan(1_000);
  });

  test('stop at once on the replica that signed them out', async () => {
    const { accessToken } = await signIn();
    expect((await readOn(accessToken)).status).toBe(200);
    const signedOut = await request(`${replica.url}/api/v1/auth/logout`, { method: 'POST', token: accessToken });
    expect(signedOut.status).toBe(204);
    // No wait: the replica's pool heard its own notice before the answer was sent.
    expect((await readOn(accessToken)).status).toBe(401);
  });

  test('stop within a second on the other replica when the session is cut short', async () => {
    const { accessToken, sessionId } = await signIn();
    expect((await readOn(accessToken)).status).toBe(200);
    await app.db.session.update({ where: { id: sessionId }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    expect(await untilRefused(accessToken, 1_000)).toBeLessThan(1_000);
  });
});

describe('API keys cached on a replica', () => {
  test('are kept: a revocation no notice announces goes unseen for the lifetime', async () => {
    const key = await app.key(['organization.read']);
    expect((await readOn(key)).status).toBe(200);
    await unannounced((tx) =>
      tx.apiKey.update({ where: { keyHash: hashSecret(key) }, data: { revokedAt: new Date() } }),
    );
    expect((await readOn(key)).status).toBe(200);
  });

  /** A key the replica has cached, then revoked through `serverUrl` (the app's or the replica's). */
  async function cachedThenRevokedOn(serverUrl: string): Promise<string> {
    const key = await app.key(['organization.read']);
    expect((await readOn(key)).status).toBe(200);
    const { id } = await app.db.apiKey.findUniqueOrThrow({ where: { keyHash: hashSecret(key) } });
    const revoked = await request(`${serverUrl}/api/v1/api-keys/${id}`, { method: 'DELETE', token: app.adminKey });
    expect(revoked.status).toBe(204);
    return key;
  }

  test('stop within a second on the other replica when revoked', async () => {
    const key = await cachedThenRevokedOn(app.url);
    expect(await untilRefused(key, 1_000)).toBeLessThan(1_000);
  });

  test('stop at once on the replica that revoked them', async () => {
    const key = await cachedThenRevokedOn(replica.url);
    // No wait: the replica's pool heard its own notice before the answer was sent.
    expect((await readOn(key)).status).toBe(401);
  });

  test('stop within a second on the other replica when the owner is deactivated', async () => {
    const owner = await app.db.user.findFirstOrThrow({ where: { tenantId: app.demoTenantId, role: 'admin' } });
    const key = await app.key(['organization.read'], { userId: owner.id });
    expect((await readOn(key)).status).toBe(200);
    // The user alone (not their keys): the user's own notice must do it.
    await app.db.user.update({ where: { id: owner.id }, data: { deactivatedAt: new Date() } });
    try {
      expect(await untilRefused(key, 1_000)).toBeLessThan(1_000);
    } finally {
      await app.db.user.update({ where: { id: owner.id }, data: { deactivatedAt: null } });
    }
  });

  test('are dropped when the replica stops hearing the notices', async () => {
    const key = await app.key(['organization.read']);
    expect((await readOn(key)).status).toBe(200);
    const killed = await app.db.$queryRaw<{ pid: number }[]>`
      SELECT pg_terminate_backend(pid)::int AS pid FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = ${FEED_APPLICATION_NAME}`;
    expect(killed).toHaveLength(1);
    // Revoked unannounced while it may be reconnecting: nothing cached before the drop may answer.
    await unannounced((tx) =>
      tx.apiKey.update({ where: { keyHash: hashSecret(key) }, data: { revokedAt: new Date() } }),
    );
    expect(await untilRefused(key, 1_000)).toBeLessThan(1_000);
  });
});
