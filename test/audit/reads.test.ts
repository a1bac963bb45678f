import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { parseCsv } from '../support/csv.ts';
import { request } from '../support/http.ts';

let app: TestApp;
let api: string;
let organizationIds: string[];
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  api = `${app.url}/api/v1`;
  organizationIds = [];
  for (const name of ['Audit Read A', 'Audit Read B', 'Audit Read C']) {
    const created = await request(`${api}/organizations`, { method: 'POST', token: app.adminKey, body: { name } });
    expect(created.status).toBe(201);
    organizationIds.push(created.body.id);
  }
}, 120_000);
afterAll(() => app?.close());

const get = (path: string, token = app.adminKey) => request(`${api}${path}`, { token });

describe('GET /audit-events', () => {
  test('newest first, by cursor, with whole entries', async () => {
    const first = await get('/audit-events?action=organization.created&limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items.map((item: { target: { id: string } }) => item.target.id)).toEqual([
      organizationIds[2],
      organizationIds[1],
    ]);
    expect(first.body.items[0]).toStrictEqual({
      id: expect.any(String),
      occurredAt: expect.any(String),
      actor: { kind: 'api_key', id: expect.any(String), name: expect.any(String) },
      action: 'organization.created',
      target: { type: 'organization', id: organizationIds[2] },
      organizationId: organizationIds[2],
      requestId: expect.any(String),
      clientAddress: '127.0.0.1',
      changes: { name: [null, 'Audit Read C'] },
    });
    expect(first.body.hasMore).toBe(true);
    const next = await get(`/audit-events?action=organization.created&limit=2&cursor=${first.body.nextCursor}`);
    expect(next.status).toBe(200);
    expect(next.body.items.map((item: { target: { id: string } }) => item.target.id)).toContain(organizationIds[0]);
  });

  test('filters by organization, target and time', async () => {
    const byOrg = await get(`/audit-events?organizationId=${organizationIds[1]}`);
    expect(byOrg.body.items.map((item: { action: string }) => item.action)).toEqual(['organization.created']);
    const byTarget = await get(`/audit-events?targetId=${organizationIds[0]}`);
    expect(byTarget.body.items).toHaveLength(1);
    const future = await get('/audit-events?since=2999-01-01T00:00:00Z');
    expect(future.body.items).toEqual([]);
    const past = await get('/audit-events?until=2000-01-01T00:00:00Z');
    expect(past.body.items).toEqual([]);
  });

  test('bad filters are pydantic 422s, never 500s', async () => {
    const badUuid = await get('/audit-events?organizationId=nope');
    expect(badUuid.status).toBe(422);
    expect(badUuid.body.detail[0].loc).toEqual(['query', 'organizationId']);
    const badDate = await get('/audit-events?since=yesterday');
    expect(badDate.status).toBe(422);
    expect(badDate.body.detail[0].loc).toEqual(['query', 'since']);
    const badCursor = await get('/audit-events?cursor=garbage');
    expect(badCursor.status).toBe(422);
    expect(badCursor.body.detail[0].loc).toEqual(['query', 'cursor']);
  });

  test('needs audit.read: an editor-like key is refused, another tenant sees none of it', async () => {
    const editor = await app.key(['organization.read', 'organization.write']);
    expect((await get('/audit-events', editor)).status).toBe(403);
    const other = await app.key(['audit.read'], { tenantId: app.otherTenantId });
    const theirs = await get('/audit-events', other);
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.body)).not.toContain(organizationIds[0]);
  });

  test('GET /audit-events/export is the list as CSV', async () => {
    const response = await get(`/audit-events/export?organizationId=${organizationIds[0]}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-events-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.text);
    expect(header).toEqual(expect.arrayContaining(['id', 'actor.kind', 'action', 'target.id', 'changes']));
    expect(rows).toHaveLength(1);
    expect(rows[0]![header!.indexOf('target.id')]).toBe(organizationIds[0]);
  });

  test('GraphQL auditEvents is the same connection', async () => {
    const response = await request(`${app.url}/graphql`, {
      method: 'POST',
      token: app.adminKey,
      body: {
        query: `query($org: UUID) { auditEvents(first: 5, organizationId: $org) { edges { node { action target { id } } } } }`,
        variables: { org: organizationIds[2] },
      },
    });
    expect(response.body).toStrictEqual({
      data: {
        auditEvents: { edges: [{ node: { action: 'organization.created', target: { id: organizationIds[2] } } }] },
      },
    });
  });
});
