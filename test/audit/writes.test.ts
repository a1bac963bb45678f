import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recordAudit } from '../../src/data/audit.ts';
import { inTransaction, scopeToTenant } from '../../src/data/tenant.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

let app: TestApp;
let api: string;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  api = `${app.url}/api/v1`;
}, 120_000);
afterAll(() => app?.close());

interface Row {
  actorKind: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  organizationId: string | null;
  requestId: string | null;
  clientAddress: string | null;
  changes: Record<string, [unknown, unknown]>;
}

const rows = (where: { action?: string; targetId?: string } = {}) =>
  app.db.$queryRaw<Row[]>`
    SELECT "actorKind", "actorId", "actorName", action, "targetType", "targetId", "organizationId"::text,
           "requestId", "clientAddress", changes
      FROM "AuditEvent"
     WHERE "tenantId" = ${app.demoTenantId}::uuid
       AND (${where.action ?? null}::text IS NULL OR action = ${where.action ?? null})
       AND (${where.targetId ?? null}::text IS NULL OR "targetId" = ${where.targetId ?? null})
     ORDER BY "occurredAt", id`;

const post = (path: string, body: unknown, token = app.adminKey) =>
  request(`${api}${path}`, { method: 'POST', token, body, headers: { 'x-request-id': `req-${randomUUID()}` } });

describe('every successful write leaves one entry, in its own transaction', () => {
  test('creating an organization names the key, the request and the client', async () => {
    const requestId = `req-${randomUUID()}`;
    const created = await request(`${api}/organizations`, {
      method: 'POST',
      token: app.adminKey,
      body: { name: 'Audited Org' },
      headers: { 'x-request-id': requestId },
    });
    expect(created.status).toBe(201);
    const [row] = await rows({ action: 'organization.created', targetId: created.body.id });
    expect(row).toMatchObject({
      actorKind: 'api_key',
      action: 'organization.created',
      targetType: 'organization',
      targetId: created.body.id,
      organizationId: created.body.id,
      requestId: created.headers.get('x-request-id'),
      clientAddress: '127.0.0.1',
      changes: { name: [null, 'Audited Org'] },
    });
    expect(row?.actorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.actorName).toEqual(expect.any(String));
  });

  test('an API key, a webhook and a sign-in leave entries without any secret', async () => {
    const key = await post('/api-keys', { name: 'audited key', scopes: ['organization.read'] });
    expect(key.status).toBe(201);
    const revoked = await request(`${api}/api-keys/${key.body.id}`, { method: 'DELETE', token: app.adminKey });
    expect(revoked.status).toBe(204);
    const webhook = await post('/webhooks', {
      url: 'https://hooks.example.com/audit',
      events: ['control.status_changed'],
    });
    expect(webhook.status).toBe(201);
    const signIn = await post('/auth/login', { email: 'admin@demo.example', password: 'demo-admin-password' });
    expect(signIn.status).toBe(200);
    const failed = await post('/auth/login', { email: 'admin@demo.example', password: 'wrong-password-123' });
    expect(failed.status).toBe(401);

    const all = await rows();
    const actions = all.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'api_key.created',
        'api_key.revoked',
        'webhook.created',
        'auth.signed_in',
        'auth.sign_in_failed',
      ]),
    );
    const text = JSON.stringify(all);
    for (const secret of [key.body.key, webhook.body.secret, signIn.body.accessToken, signIn.body.refreshToken]) {
      expect(typeof secret).toBe('string');
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('demo-admin-password');
    expect(text).not.toContain('wrong-password-123');
    expect(text).not.toMatch(/whsec_|cck_|ccrt_/);
    const [signedIn] = all.filter((row) => row.action === 'auth.signed_in');
    expect(signedIn).toMatchObject({ actorKind: 'user', actorName: 'Demo Admin', targetType: 'user' });
  });

  test('an override change records what it was and what it became; an evaluation request and a sign-out are entries too', async () => {
    const organization = await post('/organizations', { name: 'Override Audit' });
    const control = await app.db.control.findFirstOrThrow({ where: { tenantId: app.demoTenantId } });
    const path = `${api}/organizations/${organization.body.id}/controls/${control.id}/override`;
    const put = (body: unknown) => request(path, { method: 'PUT', token: app.adminKey, body });
    expect((await put({ enabled: false, reason: 'first' })).status).toBe(200);
    expect((await put({ enabled: false, reason: 'second' })).status).toBe(200);
    expect((await request(path, { method: 'DELETE', token: app.adminKey })).status).toBe(204);
    const changes = (await rows({ targetId: control.id }))
      .filter((row) => row.organizationId === organization.body.id)
      .map((row) => [row.action, row.changes]);
    expect(changes).toStrictEqual([
      ['control_override.set', { enabled: [null, false], reason: [null, 'first'] }],
      ['control_override.set', { reason: ['first', 'second'] }],
      ['control_override.removed', { enabled: [false, null], reason: ['second', null] }],
    ]);
    const evaluated = await post(`/organizations/${organization.body.id}/evaluate`, {});
    expect(evaluated.status).toBe(202);
    expect(await rows({ action: 'organization.evaluation_requested', targetId: organization.body.id })).toHaveLength(1);
    const signIn = await post('/auth/login', { email: 'admin@demo.example', password: 'demo-admin-password' });
    const out = await request(`${api}/auth/logout`, { method: 'POST', token: signIn.body.accessToken });
    expect(out.status).toBe(204);
    expect((await rows({ action: 'auth.signed_out' })).length).toBeGreaterThanOrEqual(1);
  });

  test('a conflicting create answers 409 and leaves no entry', async () => {
    const input = { typeCode: `audit_${Date.now()}`, name: 'Audited type', predicates: ['audit.ok'] };
    const first = await post('/connector-types', input);
    expect(first.status).toBe(201);
    const again = await post('/connector-types', { ...input, name: 'Second try' });
    expect(again.status).toBe(409);
    const entries = (await rows({ action: 'connector_type.created' })).filter(
      (row) => row.changes.typeCode?.[1] === input.typeCode,
    );
    expect(entries.map((row) => row.changes.name?.[1])).toEqual(['Audited type']);
  });

  test('an entry written before the write fails rolls back with it', async () => {
    const scoped = scopeToTenant(app.db, app.demoTenantId);
    const origin = { actor: { kind: 'system' as const, id: null }, requestId: null, clientAddress: null };
    const marker = randomUUID();
    await expect(
      inTransaction(scoped, async (tx) => {
        await recordAudit(tx, origin, { action: 'test.rolled_back', target: { type: 'test', id: marker } });
        // A duplicate primary key: the write after the entry fails, as a conflicting insert does.
        const [organization] = await tx.$queryRaw<{ id: string }[]>`SELECT id::text FROM "Organization" LIMIT 1`;
        await tx.$executeRaw`INSERT INTO "Organization" (id, "tenantId", name) VALUES (${organization!.id}::uuid, ${app.demoTenantId}::uuid, 'dup')`;
      }),
    ).rejects.toThrow();
    expect(await rows({ targetId: marker })).toEqual([]);
  });
});
