import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashSecret } from '../../src/auth/secrets.ts';
import { ALL_SCOPES, startTestApp, type TestApp } from '../support/app.ts';
import { runCli } from '../support/cli.ts';
import { request } from '../support/http.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const api = (path: string) => `${app.url}/api/v1${path}`;
const RECORD_KEYS = ['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'prefix', 'revokedAt', 'scopes', 'userId'];

async function signIn(email: string, password: string): Promise<string> {
  const response = await request(api('/auth/login'), { method: 'POST', body: { email, password } });
  expect(response.status).toBe(200);
  return response.body.accessToken as string;
}

const createKey = (token: string, body: Record<string, unknown>) =>
  request(api('/api-keys'), { method: 'POST', token, body });

describe('REST API key management', () => {
  test('create shows the plaintext once and stores only its hash', async () => {
    const created = await createKey(app.adminKey, {
      name: 'reporting',
      scopes: ['organization.read', 'compliance:read'],
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual([...RECORD_KEYS, 'key'].sort());
    const { key, id } = created.body as { key: string; id: string };
    expect(key).toMatch(/^ccak_/);
    expect(created.body).toMatchObject({
      name: 'reporting',
      scopes: ['organization.read', 'compliance:read'],
      userId: null,
      revokedAt: null,
    });
    expect(key.startsWith(created.body.prefix)).toBe(true);

    const row = await app.db.apiKey.findUniqueOrThrow({ where: { id } });
    expect(row.keyHash).toBe(hashSecret(key));
    expect(JSON.stringify(row)).not.toContain(key);

    expect((await request(api('/organizations'), { token: key })).status).toBe(200);
    // Its scopes hold: no detection_rule.read.
    expect((await request(api('/standards'), { token: key })).status).toBe(403);
  });

  test('list: page-based, ordered, never the plaintext', async () => {
    const list = await request(api('/api-keys?pageSize=100'), { token: app.adminKey });
    expect(list.status).toBe(200);
    expect(Object.keys(list.body).sort()).toEqual(['items', 'page', 'pageSize', 'total', 'totalPages']);
    expect(list.body.total).toBe(list.body.items.length);
    for (const item of list.body.items) expect(Object.keys(item).sort()).toEqual(RECORD_KEYS);
    const order = list.body.items.map((item: { createdAt: string; id: string }) => `${item.createdAt}|${item.id}`);
    expect(order).toEqual([...order].sort());
    // Prefixes are shown; nothing as long as a key is.
    expect(list.text).not.toMatch(/ccak_[A-Za-z0-9_-]{20,}/);
    const small = await request(api('/api-keys?pageSize=1&page=2'), { token: app.adminKey });
    expect(small.body.items).toHaveLength(1);
    expect(small.body.items[0].id).toBe(list.body.items[1].id);
  });

  test("revoke answers 204 and the key is 401 at once; another tenant's key is 404", async () => {
    const created = await createKey(app.adminKey, { name: 'short-lived', scopes: ['organization.read'] });
    const revoke = await request(api(`/api-keys/${created.body.id}`), { method: 'DELETE', token: app.adminKey });
    expect(revoke.status).toBe(204);
    expect(revoke.text).toBe('');
    expect((await request(api('/organizations'), { token: created.body.key })).status).toBe(401);

    const foreign = await app.db.apiKey.findFirstOrThrow({ where: { tenantId: app.otherTenantId } });
    const attempt = await request(api(`/api-keys/${foreign.id}`), { method: 'DELETE', token: app.adminKey });
    expect(attempt.status).toBe(404);
    expect((await app.db.apiKey.findUniqueOrThrow({ where: { id: foreign.id } })).revokedAt).toBeNull();
    expect((await request(api('/api-keys/not-a-uuid'), { method: 'DELETE', token: app.adminKey })).status).toBe(422);
  });

  test('a scope outside the list is a pydantic 422', async () => {
    const response = await createKey(app.adminKey, { name: 'x', scopes: ['organization.read', 'root'] });
    expect(response.status).toBe(422);
    expect(response.body.detail).toHaveLength(1);
    expect(response.body.detail[0]).toMatchObject({ type: 'enum', loc: ['body', 'scopes', 1], input: 'root' });
    const badDate = await createKey(app.adminKey, { name: 'x', scopes: ['organization.read'], expiresAt: 'tomorrow' });
    expect(badDate.status).toBe(422);
    expect(badDate.body.detail[0].loc).toEqual(['body', 'expiresAt']);
  });

  test('needs api_key.manage', async () => {
    const reader = await app.key(['organization.read']);
    expect((await request(api('/api-keys'), { token: reader })).status).toBe(403);
    expect((await createKey(reader, { name: 'x', scopes: ['organization.read'] })).status).toBe(403);
  });

  test('a caller cannot grant more than it holds', async () => {
    const admin = await app.db.user.findUniqueOrThrow({ where: { email: 'admin@demo.example' } });
    const limited = await app.key(['api_key.manage', 'organization.read'], { userId: admin.id });
    const response = await createKey(limited, { name: 'x', scopes: ['detection_rule.write'] });
    expect(response.status).toBe(403);
    expect(response.body.detail).toMatch(/detection_rule\.write/);
    expect((await createKey(limited, { name: 'x', scopes: ['organization.read'] })).status).toBe(201);
    // The tenant admin key holds every scope, so it may grant every scope.
    expect((await createKey(app.adminKey, { name: 'all', scopes: [...ALL_SCOPES] })).status).toBe(201);
  });

  test('a user-scoped key follows its owner: deactivation makes it 401 at once', async () => {
    const token = await signIn('admin@demo.example', 'demo-admin-password');
    const created = await createKey(token, { name: 'mine', scopes: ['organization.read'], userScoped: true });
    expect(created.status).toBe(201);
    const admin = await app.db.user.findUniqueOrThrow({ where: { email: 'admin@demo.example' } });
    expect(created.body.userId).toBe(admin.id);
    expect((await request(api('/organizations'), { token: created.body.key })).status).toBe(200);
    // A tenant key has no user to bind to.
    expect((await createKey(app.adminKey, { name: 'x', scopes: ['organization.read'], userScoped: true })).status).toBe(
      422,
    );

    await app.db.user.update({ where: { id: admin.id }, data: { deactivatedAt: app.clock.now() } });
    try {
      expect((await request(api('/organizations'), { token: created.body.key })).status).toBe(401);
    } finally {
      await app.db.user.update({ where: { id: admin.id }, data: { deactivatedAt: null } });
    }
  });
});

describe('GraphQL', () => {
  const graphql = (query: string, variables: Record<string, unknown>, token?: string) =>
    request(`${app.url}/graphql`, { method: 'POST', token, body: { query, variables } });

  test('login without a credential, then createApiKey with the access token', async () => {
    const login = await graphql(
      'mutation SignIn($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken refreshToken tokenType expiresIn } }',
      { email: 'admin@demo.example', password: 'demo-admin-password' },
    );
    expect(login.status).toBe(200);
    expect(login.body.errors).toBeUndefined();
    const { accessToken, tokenType, expiresIn } = login.body.data.login;
    expect(tokenType).toBe('bearer');
    expect(expiresIn).toBe(900);

    const created = await graphql(
      'mutation Create($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id scopes userId } } }',
      { input: { name: 'from graphql', scopes: ['detection.read'], userScoped: true } },
      accessToken,
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createApiKey.apiKey.scopes).toEqual(['detection.read']);
    expect(created.body.data.createApiKey.apiKey.userId).not.toBeNull();
    const listed = await graphql('{ apiKeys(pageSize: 100) { items { id } } }', {}, created.body.data.createApiKey.key);
    // The new key lacks api_key.manage.
    expect(listed.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  test('a wrong password is UNAUTHENTICATED; anything but sign-in still needs a credential', async () => {
    const wrong = await graphql('mutation { login(email: "admin@demo.example", password: "x") { accessToken } }', {});
    expect(wrong.body.errors[0].message).toBe('Incorrect email or password');
    expect(wrong.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const mixed = await graphql('mutation { login(email: "a@b.c", password: "x") { accessToken } logout }', {});
    expect(mixed.status).toBe(401);
    const read = await graphql('{ organizations { total } }', {});
    expect(read.status).toBe(401);
  });
});

describe('operator CLI', () => {
  const cli = (args: string[]) => runCli(app.databaseUrl, args);

  test('tenant, user, key and deactivation end to end', { timeout: 120_000 }, async () => {
    const tenant = await cli(['tenant:create', '--name', 'CLI MSP']);
    expect(tenant.code).toBe(0);
    const row = await app.db.tenant.findFirstOrThrow({ where: { name: 'CLI MSP' } });
    expect(tenant.stdout).toContain(row.id);

    const user = await cli([
      'user:create',
      '--tenant',
      'CLI MSP',
      '--email',
      'Ops@cli.example',
      '--name',
      'Ops',
      '--role',
      'editor',
    ]);
    expect(user.code).toBe(0);
    const password = /Password \(shown once\): (\S+)/.exec(user.stdout)?.[1];
    expect(password).toBeDefined();
    const stored = await app.db.user.findUniqueOrThrow({ where: { email: 'ops@cli.example' } });
    expect(stored).toMatchObject({ tenantId: row.id, role: 'editor' });
    expect(stored.passwordHash).not.toContain(password!);
    const login = await request(api('/auth/login'), { method: 'POST', body: { email: 'ops@cli.example', password } });
    expect(login.status).toBe(200);

    const key = await cli([
      'key:create',
      '--tenant',
      row.id,
      '--name',
      'ci',
      '--scopes',
      'organization.read,detection.read',
      '--user',
      'ops@cli.example',
    ]);
    expect(key.code).toBe(0);
    const plaintext = /Key \(shown once, store it now\): (ccak_\S+)/.exec(key.stdout)?.[1];
    const keyRow = await app.db.apiKey.findUniqueOrThrow({ where: { keyHash: hashSecret(plaintext!) } });
    expect(keyRow).toMatchObject({
      tenantId: row.id,
      userId: stored.id,
      scopes: ['organization.read', 'detection.read'],
    });
    expect((await request(api('/organizations'), { token: plaintext })).status).toBe(200);

    const deactivate = await cli(['user:deactivate', '--email', 'ops@cli.example']);
    expect(deactivate.code).toBe(0);
    expect((await app.db.user.findUniqueOrThrow({ where: { id: stored.id } })).deactivatedAt).not.toBeNull();
    expect((await request(api('/organizations'), { token: plaintext })).status).toBe(401);
    expect((await request(api('/organizations'), { token: login.body.accessToken })).status).toBe(401);

    const bad = await cli(['key:create', '--tenant', 'CLI MSP', '--name', 'x', '--scopes', 'root']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.split('\n')[0]).toMatch(/^cli: unknown scope root/);
    const missing = await cli([
      'user:create',
      '--tenant',
      'No Such MSP',
      '--email',
      'a@b.c',
      '--name',
      'A',
      '--role',
      'viewer',
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe('cli: no tenant "No Such MSP"');
  });
});
