import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.ts';
import { hashSecret } from '../../src/auth/secrets.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { runCli } from '../support/cli.ts';
import { request } from '../support/http.ts';

/**
 * A key may create keys only no broader and no longer-lived than itself: what a request leaves
 * open (owner, expiry) is inherited from the creating key, what it asks beyond is refused (403).
 * Every key records who created it, and deactivating that user revokes it.
 */
let app: TestApp;
let admin: { id: string; email: string; password: string };
beforeAll(async () => {
  app = await startTestApp();
  const password = 'correct horse battery';
  const user = await app.db.user.create({
    data: {
      tenantId: app.demoTenantId,
      email: 'key-maker@demo.example',
      name: 'Key Maker',
      role: 'admin',
      passwordHash: await hashPassword(password),
    },
  });
  admin = { id: user.id, email: user.email, password };
});
afterAll(() => app.close());

const api = (path: string) => `${app.url}/api/v1${path}`;
const createKey = (token: string, body: Record<string, unknown>) =>
  request(api('/api-keys'), { method: 'POST', token, body });
const signIn = async () =>
  (await request(api('/auth/login'), { method: 'POST', body: { email: admin.email, password: admin.password } })).body
    .accessToken as string;
const rowOf = (plaintext: string) => app.db.apiKey.findUniqueOrThrow({ where: { keyHash: hashSecret(plaintext) } });
const works = async (key: string) => (await request(api('/organizations?pageSize=1'), { token: key })).status;

describe('a key creates no broader key', () => {
  test('a user-scoped key cannot mint a tenant-wide key; left open, the new key is bound to the same user', async () => {
    const userKey = await app.key(['api_key.manage', 'organization.read'], { userId: admin.id });
    const tenantWide = await createKey(userKey, { name: 'escape', scopes: ['organization.read'], userScoped: false });
    expect(tenantWide.status).toBe(403);
    expect(tenantWide.body).toEqual({
      detail: 'A user-scoped key can only create keys bound to the same user (userScoped: true)',
    });
    const inherited = await createKey(userKey, { name: 'inherits', scopes: ['organization.read'] });
    expect(inherited.status).toBe(201);
    expect(inherited.body.userId).toBe(admin.id);
  });

  test('an expiring key cannot mint a key that never expires or outlives it', async () => {
    const expiresAt = new Date(app.clock.now().getTime() + 86_400_000);
    const expiring = await app.key(['api_key.manage', 'organization.read'], { expiresAt });
    const forever = await createKey(expiring, { name: 'forever', scopes: ['organization.read'], expiresAt: null });
    expect(forever.status).toBe(403);
    expect(forever.body.detail).toBe(
      `A key that expires can only create keys that expire no later (expiresAt at most ${expiresAt.toISOString()})`,
    );
    const later = await createKey(expiring, {
      name: 'later',
      scopes: ['organization.read'],
      expiresAt: new Date(expiresAt.getTime() + 1000).toISOString(),
    });
    expect(later.status).toBe(403);
    const inherited = await createKey(expiring, { name: 'inherits', scopes: ['organization.read'] });
    expect(inherited.status).toBe(201);
    expect(inherited.body.expiresAt).toBe(expiresAt.toISOString());
    const sooner = new Date(expiresAt.getTime() - 60_000).toISOString();
    const shorter = await createKey(expiring, { name: 'sooner', scopes: ['organization.read'], expiresAt: sooner });
    expect(shorter.status).toBe(201);
    expect(shorter.body.expiresAt).toBe(sooner);
  });

  test('GraphQL applies the same rule', async () => {
    const userKey = await app.key(['api_key.manage', 'organization.read'], { userId: admin.id });
    const response = await request(`${app.url}/graphql`, {
      method: 'POST',
      token: userKey,
      body: {
        query: 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { apiKey { id userId } key } }',
        variables: { input: { name: 'escape', scopes: ['organization.read'], userScoped: false } },
      },
    });
    expect(response.body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
    ]);
  });
});

describe('who created a key is recorded, and answers for it', () => {
  test('creator user and creator key are stored on the key', async () => {
    const token = await signIn();
    const fromHuman = await createKey(token, { name: 'by human', scopes: ['api_key.manage', 'organization.read'] });
    expect(fromHuman.status).toBe(201);
    expect(await rowOf(fromHuman.body.key)).toMatchObject({ createdById: admin.id, createdByKeyId: null });

    const fromKey = await createKey(fromHuman.body.key, { name: 'by key', scopes: ['organization.read'] });
    expect(fromKey.status).toBe(201);
    const parent = await rowOf(fromHuman.body.key);
    // The human accountable for the parent is accountable for the child.
    expect(await rowOf(fromKey.body.key)).toMatchObject({ createdById: admin.id, createdByKeyId: parent.id });
  });

  test('revoking a key revokes every key it created, transitively', async () => {
    const parent = await createKey(app.adminKey, { name: 'parent', scopes: ['api_key.manage', 'organization.read'] });
    const child = await createKey(parent.body.key, { name: 'child', scopes: ['api_key.manage', 'organization.read'] });
    const grandchild = await createKey(child.body.key, { name: 'grandchild', scopes: ['organization.read'] });
    expect(await works(grandchild.body.key)).toBe(200);
    const revoke = await request(api(`/api-keys/${parent.body.id}`), { method: 'DELETE', token: app.adminKey });
    expect(revoke.status).toBe(204);
    for (const key of [parent, child, grandchild]) expect(await works(key.body.key)).toBe(401);
    // The key that revoked them is untouched.
    expect(await works(app.adminKey)).toBe(200);
  });

  test('deactivating a user (operator CLI) revokes the tenant-wide keys they created, and those keys made', async () => {
    const password = 'another horse battery';
    const leaver = await app.db.user.create({
      data: {
        tenantId: app.demoTenantId,
        email: 'leaver-keys@demo.example',
        name: 'Leaver',
        role: 'admin',
        passwordHash: await hashPassword(password),
      },
    });
    const token = (await request(api('/auth/login'), { method: 'POST', body: { email: leaver.email, password } })).body
      .accessToken as string;
    const tenantWide = await createKey(token, { name: 'tenant-wide', scopes: ['api_key.manage', 'organization.read'] });
    expect(tenantWide.body.userId).toBeNull();
    const madeByIt = await createKey(tenantWide.body.key, { name: 'second', scopes: ['organization.read'] });
    const unrelated = await createKey(app.adminKey, { name: 'unrelated', scopes: ['organization.read'] });
    expect(await works(tenantWide.body.key)).toBe(200);

    const result = await cli(['user:deactivate', '--email', leaver.email]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('revoked 2 API keys');
    expect(await works(tenantWide.body.key)).toBe(401);
    expect(await works(madeByIt.body.key)).toBe(401);
    expect(await works(unrelated.body.key)).toBe(200);
  }, 120_000);
});

function cli(args: string[]) {
  return runCli(app.databaseUrl, args);
}
