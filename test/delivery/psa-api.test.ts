import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

// The PSA settings over REST (each route runs the graph's operation): integration.manage, sealed
// secrets that never come back, the SSRF rule on the site, tenancy, and an audit entry per write.
let app: TestApp;
const api = () => `${app.url}/api/v1`;
const CONNECTWISE = {
  system: 'connectwise',
  minimumSeverity: 'medium',
  priorities: { high: 3, medium: null },
  connectwise: {
    siteUrl: 'https://na.myconnectwise.net',
    companyId: 'acme',
    clientId: 'client-1',
    publicKey: 'public-key-0001',
    privateKey: 'private-key-ABCD',
    boardId: 4,
  },
};

beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(() => app.close());

test('an admin sets the PSA; reads show that secrets are set, never what they are', async () => {
  const put = await request(`${api()}/psa-connection`, { method: 'PUT', token: app.adminKey, body: CONNECTWISE });
  expect(put.status).toBe(200);
  expect(put.body).toMatchObject({
    system: 'connectwise',
    enabled: true,
    apiUrl: 'https://na.myconnectwise.net/v4_6_release/apis/3.0',
    companyId: 'acme',
    clientId: 'client-1',
    boardId: 4,
    queueId: null,
    priorities: { high: 3, medium: null, low: null },
    minimumSeverity: 'medium',
    credentials: { configured: true, lastFour: 'ABCD' },
    lastError: null,
    backlog: { pending: 0, oldestAt: null },
  });
  const get = await request(`${api()}/psa-connection`, { token: app.adminKey });
  expect(get.status).toBe(200);
  expect(get.body).toEqual(put.body);
  for (const text of [put.text, get.text]) {
    expect(text).not.toContain('private-key-ABCD');
    expect(text).not.toContain('public-key-0001');
  }
  const stored = await app.db.psaConnection.findUniqueOrThrow({ where: { tenantId: app.demoTenantId } });
  expect(stored.credentialsSealed).not.toContain('private-key');
  expect(JSON.parse(app.secrets.open(stored.credentialsSealed))).toEqual({
    publicKey: 'public-key-0001',
    privateKey: 'private-key-ABCD',
  });

  // Leaving both keys out keeps them; another board is a plain update.
  const kept = await request(`${api()}/psa-connection`, {
    method: 'PUT',
    token: app.adminKey,
    body: {
      ...CONNECTWISE,
      connectwise: { ...CONNECTWISE.connectwise, publicKey: undefined, privateKey: undefined, boardId: 5 },
    },
  });
  expect(kept.body).toMatchObject({ boardId: 5, credentials: { lastFour: 'ABCD' } });

  const entries = await app.db.auditEvent.findMany({
    where: { tenantId: app.demoTenantId, action: { startsWith: 'psa_connection.' } },
    orderBy: { occurredAt: 'asc' },
  });
  expect(entries.map((e) => e.action)).toEqual(['psa_connection.created', 'psa_connection.updated']);
  expect(JSON.stringify(entries)).not.toContain('private-key');
  expect(entries[1]!.changes).toMatchObject({ credentials: ['set', 'kept'] });
});

test('bad input is a 422 at the field; a private site is refused; keys go together', async () => {
  const privateSite = await request(`${api()}/psa-connection`, {
    method: 'PUT',
    token: app.adminKey,
    body: { ...CONNECTWISE, connectwise: { ...CONNECTWISE.connectwise, siteUrl: 'http://127.0.0.1:8080' } },
  });
  expect(privateSite.status).toBe(422);
  expect(privateSite.body.detail[0].loc).toEqual(['body', 'connectwise', 'siteUrl']);
  const missingNested = await request(`${api()}/psa-connection`, {
    method: 'PUT',
    token: app.adminKey,
    body: { system: 'autotask' },
  });
  expect(missingNested.status).toBe(422);
  expect(missingNested.body.detail[0].loc).toEqual(['body', 'autotask']);
  const half = await request(`${api()}/psa-connection`, {
    method: 'PUT',
    token: app.adminKey,
    body: { system: 'autotask', autotask: { username: 'api@x.example', secret: 'only-the-secret', queueId: 1 } },
  });
  expect(half.status).toBe(422);
  expect(half.body.detail[0].loc).toEqual(['body', 'autotask', 'integrationCode']);
  const badBoard = await request(`${api()}/psa-connection`, {
    method: 'PUT',
    token: app.adminKey,
    body: { ...CONNECTWISE, connectwise: { ...CONNECTWISE.connectwise, boardId: 0 } },
  });
  expect(badBoard.status).toBe(422);
  expect(badBoard.body.detail[0]).toMatchObject({
    type: 'greater_than_equal',
    loc: ['body', 'connectwise', 'boardId'],
  });
});

test('integration.manage is needed; an editor is refused', async () => {
  const editor = await app.key(['organization.read', 'organization.write', 'detection.read']);
  for (const [method, path] of [
    ['GET', '/psa-connection'],
    ['PUT', '/psa-connection'],
    ['DELETE', '/psa-connection'],
  ] as const) {
    const response = await request(`${api()}${path}`, {
      method,
      token: editor,
      body: method === 'PUT' ? CONNECTWISE : undefined,
    });
    expect(response.status, `${method} ${path}`).toBe(403);
  }
});

/** PUT /organizations/{id}/psa-company as the tenant's admin key. */
const putCompany = (organizationId: string, companyId: string) =>
  request(`${api()}/organizations/${organizationId}/psa-company`, {
    method: 'PUT',
    token: app.adminKey,
    body: { companyId },
  });

test("organizations' PSA companies and tickets: another tenant's organization is a 404", async () => {
  const own = await app.db.organization.findFirstOrThrow({ where: { tenantId: app.demoTenantId } });
  const other = await app.db.organization.findFirstOrThrow({ where: { tenantId: app.otherTenantId } });
  const set = await putCompany(own.id, '250');
  expect(set.status).toBe(200);
  expect(set.body).toEqual({ organizationId: own.id, companyId: '250' });
  // It is the organization's external reference in the PSA's system (ConnectWise here), beside its others.
  const refs = () =>
    app.db.organizationExternalRef.findMany({
      where: { organizationId: own.id },
      select: { system: true, externalId: true },
      orderBy: { system: 'asc' },
    });
  expect(await refs()).toEqual([{ system: 'connectwise', externalId: '250' }]);
  const taken = await putCompany(own.id, '251');
  expect(taken.body).toEqual({ organizationId: own.id, companyId: '251' });
  expect(await refs()).toEqual([{ system: 'connectwise', externalId: '251' }]);
  await putCompany(own.id, '250');
  const foreign = await putCompany(other.id, '1');
  expect(foreign.status).toBe(404);
  expect(foreign.body).toEqual({ detail: 'Organization not found' });
  const tickets = await request(`${api()}/organizations/${own.id}/tickets`, { token: app.adminKey });
  expect(tickets.status).toBe(200);
  expect(tickets.body).toEqual({ items: [] });
  expect((await request(`${api()}/organizations/${other.id}/tickets`, { token: app.adminKey })).status).toBe(404);
  const audits = await app.db.auditEvent.findMany({
    where: { action: 'organization.psa_company_set', organizationId: own.id },
    orderBy: { occurredAt: 'asc' },
  });
  expect(audits.map((a) => a.changes)).toEqual([
    { psaCompanyId: [null, '250'] },
    { psaCompanyId: ['250', '251'] },
    { psaCompanyId: ['251', '250'] },
  ]);
});

test('delete: 204, then not found', async () => {
  expect((await request(`${api()}/psa-connection`, { method: 'DELETE', token: app.adminKey })).status).toBe(204);
  const gone = await request(`${api()}/psa-connection`, { token: app.adminKey });
  expect(gone.status).toBe(404);
  expect(gone.body).toEqual({ detail: 'PSA connection not found' });
  // The graph answers null, not an error: having no PSA is a state, not a missing thing.
  const read = await request(`${app.url}/graphql`, {
    method: 'POST',
    token: app.adminKey,
    body: { query: '{ psaConnection { system } }' },
  });
  expect(read.body).toEqual({ data: { psaConnection: null } });
  expect(await app.db.auditEvent.count({ where: { action: 'psa_connection.deleted' } })).toBe(1);
  // Without a PSA there is no system for the company to be a reference in.
  const own = await app.db.organization.findFirstOrThrow({ where: { tenantId: app.demoTenantId } });
  const company = await putCompany(own.id, '250');
  expect(company.status).toBe(409);
  expect(company.body).toEqual({
    detail: "No PSA connection is set: a PSA company is the organization's external reference in the PSA's system",
  });
});
