import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { issueApiKey } from '../../src/auth/api-keys.ts';
import { hashSecret, newSecret, REFRESH_TOKEN_PREFIX } from '../../src/auth/secrets.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

let app: TestApp;
let api: string;

interface Target {
  name: string;
  permission: string;
  path: string;
  /** The same request naming a row of the other tenant. */
  foreignPath?: string;
}
let targets: Target[] = [];

beforeAll(async () => {
  app = await startTestApp();
  api = `${app.url}/api/v1`;
  const mine = (tenantId: string) => ({
    organization: app.db.organization.findFirstOrThrow({ where: { tenantId }, orderBy: { id: 'asc' } }),
    standard: app.db.standard.findFirstOrThrow({ where: { tenantId }, orderBy: { id: 'asc' } }),
    detection: app.db.detection.findFirstOrThrow({ where: { tenantId }, orderBy: { id: 'asc' } }),
  });
  const [org, standard, detection] = await Promise.all(Object.values(mine(app.demoTenantId)));
  const [otherOrg, otherStandard, otherDetection] = await Promise.all(Object.values(mine(app.otherTenantId)));
  targets = [
    { name: 'list organizations', permission: 'organization.read', path: '/organizations' },
    {
      name: 'compliance',
      permission: 'detection.read',
      path: `/organizations/${org!.id}/compliance`,
      foreignPath: `/organizations/${otherOrg!.id}/compliance`,
    },
    {
      name: 'trend',
      permission: 'detection.read',
      path: `/organizations/${org!.id}/compliance/trend`,
      foreignPath: `/organizations/${otherOrg!.id}/compliance/trend`,
    },
    {
      name: 'organization detections',
      permission: 'detection.read',
      path: `/organizations/${org!.id}/detections`,
      foreignPath: `/organizations/${otherOrg!.id}/detections`,
    },
    { name: 'list standards', permission: 'detection_rule.read', path: '/standards' },
    {
      name: 'one standard',
      permission: 'detection_rule.read',
      path: `/standards/${standard!.id}`,
      foreignPath: `/standards/${otherStandard!.id}`,
    },
    {
      name: 'controls',
      permission: 'detection_rule.read',
      path: `/standards/${standard!.id}/controls`,
      foreignPath: `/standards/${otherStandard!.id}/controls`,
    },
    {
      name: 'one detection',
      permission: 'detection.read',
      path: `/detections/${detection!.id}`,
      foreignPath: `/detections/${otherDetection!.id}`,
    },
  ];
});
afterAll(() => app.close());

const UNAUTHENTICATED = { status: 401, body: { detail: 'Not authenticated' } };
const INVALID = { status: 401, body: { detail: 'Could not validate credentials' } };

describe('every read endpoint', () => {
  test('answers 200 to a key holding exactly its permission', async () => {
    for (const target of targets) {
      const token = await app.key([target.permission as never]);
      const { status } = await request(`${api}${target.path}`, { token });
      expect([target.name, status]).toEqual([target.name, 200]);
    }
  });

  test('is 401 with WWW-Authenticate for a missing, malformed, unknown, expired, revoked or orphaned credential', async () => {
    const user = await app.db.user.findFirstOrThrow({ where: { tenantId: app.demoTenantId, role: 'admin' } });
    const expired = await app.key(['organization.read', 'detection.read', 'detection_rule.read'], {
      expiresAt: new Date(app.clock.now().getTime() - 1000),
    });
    const revoked = await issueApiKey(app.db, {
      tenantId: app.demoTenantId,
      name: 'revoked',
      scopes: ['organization.read', 'detection.read', 'detection_rule.read'],
    });
    await app.db.apiKey.update({ where: { id: revoked.record.id }, data: { revokedAt: new Date() } });
    const deactivatedUser = await app.db.user.create({
      data: {
        tenantId: app.demoTenantId,
        email: 'gone@demo.example',
        name: 'Gone',
        role: 'admin',
        passwordHash: 'x',
        deactivatedAt: new Date(),
      },
    });
    const orphaned = await app.key(['organization.read', 'detection.read', 'detection_rule.read'], {
      userId: deactivatedUser.id,
    });
    expect(user.id).toBeTruthy();

    const cases: [string, Record<string, string>, typeof INVALID][] = [
      ['none', {}, UNAUTHENTICATED],
      ['wrong scheme', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }, UNAUTHENTICATED],
      ['bearer without token', { authorization: 'Bearer' }, UNAUTHENTICATED],
      ['unknown key', { authorization: `Bearer ccak_${'x'.repeat(43)}` }, INVALID],
      ['garbage token', { authorization: 'Bearer not.a.jwt' }, INVALID],
      ['expired key', { authorization: `Bearer ${expired}` }, INVALID],
      ['revoked key', { authorization: `Bearer ${revoked.plaintext}` }, INVALID],
      ['deactivated owner', { authorization: `Bearer ${orphaned}` }, INVALID],
    ];
    for (const target of targets) {
      for (const [name, headers, expected] of cases) {
        const { status, body, headers: responseHeaders } = await request(`${api}${target.path}`, { headers });
        expect({ target: target.name, name, status, body }).toEqual({ target: target.name, name, ...expected });
        expect(responseHeaders.get('www-authenticate')).toBe('Bearer');
      }
    }
  });

  test('is 403 (never an empty result) for a key without the permission', async () => {
    for (const target of targets) {
      const others = [
        'organization.read',
        'detection.read',
        'detection_rule.read',
        'detection_rule.write',
        'api_key.manage',
        'compliance:read',
        'compliance:explain',
      ].filter((scope) => scope !== target.permission);
      const token = await app.key(others as never);
      const { status, body } = await request(`${api}${target.path}`, { token });
      expect({ target: target.name, status, body }).toEqual({
        target: target.name,
        status: 403,
        body: { detail: 'Not enough permissions' },
      });
    }
  });

  test("a user-scoped key is narrowed to its owner's role", async () => {
    const analyst = await app.db.user.findFirstOrThrow({ where: { email: 'analyst@demo.example' } });
    const token = await app.key(['organization.read', 'detection_rule.write'], { userId: analyst.id });
    expect((await request(`${api}/organizations`, { token })).status).toBe(200);
    await app.db.user.update({ where: { id: analyst.id }, data: { role: 'viewer' } });
    const asViewer = await app.key(['detection_rule.write', 'detection_rule.read'], { userId: analyst.id });
    expect((await request(`${api}/standards`, { token: asViewer })).status).toBe(200);
  });

  test('a refresh token presented as a bearer is 403', async () => {
    const user = await app.db.user.findFirstOrThrow({ where: { email: 'admin@demo.example' } });
    const session = await app.db.session.create({
      data: { tenantId: user.tenantId, userId: user.id, amr: ['pwd'], expiresAt: new Date(Date.now() + 86_400_000) },
    });
    const refreshToken = newSecret(REFRESH_TOKEN_PREFIX);
    await app.db.refreshToken.create({
      data: { sessionId: session.id, tokenHash: hashSecret(refreshToken), expiresAt: session.expiresAt },
    });
    for (const target of targets) {
      const { status } = await request(`${api}${target.path}`, { token: refreshToken });
      expect([target.name, status]).toEqual([target.name, 403]);
    }
  });

  test("another tenant's id is a 404, exactly like an unknown one", async () => {
    for (const target of targets.filter((t) => t.foreignPath)) {
      const foreign = await request(`${api}${target.foreignPath}`, { token: app.adminKey });
      expect({ target: target.name, status: foreign.status }).toEqual({ target: target.name, status: 404 });
      const unknownPath = target.foreignPath!.replace(
        /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/,
        '00000000-0000-4000-8000-000000000000',
      );
      const unknown = await request(`${api}${unknownPath}`, { token: app.adminKey });
      expect(unknown.status).toBe(404);
      expect(foreign.body).toEqual(unknown.body);
    }
  });

  test("lists never include another tenant's rows", async () => {
    const otherNames = (await app.db.organization.findMany({ where: { tenantId: app.otherTenantId } })).map(
      (o) => o.name,
    );
    const { body } = await request(`${api}/organizations?pageSize=100`, { token: app.adminKey });
    const mine = await app.db.organization.count({ where: { tenantId: app.demoTenantId } });
    expect(body.total).toBe(mine);
    expect(body.items.filter((o: { name: string }) => otherNames.includes(o.name))).toEqual([]);
    const otherStandards = await app.db.standard.findMany({ where: { tenantId: app.otherTenantId } });
    const standards = (await request(`${api}/standards?pageSize=100`, { token: app.adminKey })).body.items.map(
      (s: { id: string }) => s.id,
    );
    for (const standard of otherStandards) expect(standards).not.toContain(standard.id);
  });
});

describe('the error envelope', () => {
  test("an unknown route is FastAPI's 404 and a wrong method its 405 with Allow", async () => {
    const missing = await request(`${api}/nothing-here`, { token: app.adminKey });
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('{"detail":"Not Found"}');
    const wrong = await request(`${api}/organizations`, { method: 'DELETE', token: app.adminKey });
    expect(wrong.status).toBe(405);
    expect(wrong.text).toBe('{"detail":"Method Not Allowed"}');
    expect(wrong.headers.get('allow')).toContain('GET');
  });

  test('every response carries X-Request-Id, echoing a sane one', async () => {
    const echoed = await request(`${api}/organizations`, {
      token: app.adminKey,
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(echoed.headers.get('x-request-id')).toBe('trace-123');
    const generated = await request(`${api}/organizations`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.status).toBe(401);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
