import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

/**
 * What collectors need of organizations and integrations (DECISIONS "Connectors and
 * organizations"): domains and external references on REST writes and the graph, a connector's
 * error message on the integration PUT, lastError and lastPushAt on the graph, the health rule
 * that leaves `available` out, and an audit entry for each write. The v1 records keep their keys.
 */

let app: TestApp;
let api: string;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  api = `${app.url}/api/v1`;
}, 120_000);
afterAll(() => app?.close());

const call = (method: string, path: string, body?: unknown, token = app.adminKey) =>
  request(`${api}${path}`, { method, token, body });

const ORGANIZATION_READ = `query ($id: UUID!) {
  organization(id: $id) {
    name health domains externalRefs { system id }
    integrations { items { typeCode status updatedAt lastPushAt lastError { message at } } }
  }
}`;

async function graphOrganization(id: string, token = app.adminKey) {
  const response = await request(`${app.url}/graphql`, {
    method: 'POST',
    token,
    body: { query: ORGANIZATION_READ, variables: { id } },
  });
  return response.body as { data: { organization: any } | null; errors?: { message: string }[] };
}

const auditOf = (organizationId: string) =>
  app.db.auditEvent.findMany({
    where: { organizationId },
    orderBy: [{ occurredAt: 'asc' }, { id: 'asc' }],
    select: { action: true, changes: true },
  });

describe('domains and external references', () => {
  test('POST takes them, answers the v1 list item, and the graph shows them normalised', async () => {
    const created = await call('POST', '/organizations', {
      name: 'Contoso Dental',
      domains: ['Contoso-Dental.example.', 'mail.contoso-dental.example', 'contoso-dental.example'],
      externalRefs: [{ system: 'microsoft365', id: '3f2a9c1d-0000-4000-8000-000000000001' }],
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(['createdAt', 'health', 'id', 'name', 'updatedAt']);
    const { data } = await graphOrganization(created.body.id);
    expect(data?.organization).toMatchObject({
      domains: ['contoso-dental.example', 'mail.contoso-dental.example'],
      externalRefs: [{ system: 'microsoft365', id: '3f2a9c1d-0000-4000-8000-000000000001' }],
    });
    expect(await auditOf(created.body.id)).toEqual([
      {
        action: 'organization.created',
        changes: {
          name: [null, 'Contoso Dental'],
          domains: [null, ['contoso-dental.example', 'mail.contoso-dental.example']],
          externalRefs: [null, [{ system: 'microsoft365', id: '3f2a9c1d-0000-4000-8000-000000000001' }]],
        },
      },
    ]);
  });

  test('PATCH replaces the lists given and keeps the others; each change is audited', async () => {
    const created = await call('POST', '/organizations', { name: 'Patch Client', domains: ['patch.example'] });
    const id = created.body.id as string;
    const patched = await call('PATCH', `/organizations/${id}`, {
      externalRefs: [{ system: 'psa.halo', id: '42' }],
    });
    expect(patched.status).toBe(200);
    expect(Object.keys(patched.body).sort()).toEqual(['createdAt', 'health', 'id', 'name', 'updatedAt']);
    expect((await graphOrganization(id)).data?.organization).toMatchObject({
      name: 'Patch Client',
      domains: ['patch.example'],
      externalRefs: [{ system: 'psa.halo', id: '42' }],
    });
    expect((await call('PATCH', `/organizations/${id}`, { domains: [] })).status).toBe(200);
    expect((await graphOrganization(id)).data?.organization.domains).toEqual([]);
    expect((await auditOf(id)).map((entry) => entry.changes)).toEqual([
      { name: [null, 'Patch Client'], domains: [null, ['patch.example']] },
      { externalRefs: [[], [{ system: 'psa.halo', id: '42' }]] },
      { domains: [['patch.example'], []] },
    ]);
  });

  test('a reference another organization holds is a 409, and nothing of the write stays', async () => {
    const ref = { system: 'microsoft365', id: 'held-tenant' };
    const first = await call('POST', '/organizations', { name: 'Holder', externalRefs: [ref] });
    expect(first.status).toBe(201);
    const count = await app.db.organization.count({ where: { tenantId: app.demoTenantId } });
    const second = await call('POST', '/organizations', { name: 'Taker', externalRefs: [ref] });
    expect(second).toMatchObject({
      status: 409,
      body: { detail: "The external reference microsoft365 'held-tenant' is already held by another organization" },
    });
    expect(await app.db.organization.count({ where: { tenantId: app.demoTenantId } })).toBe(count);

    const other = await call('POST', '/organizations', { name: 'Other', domains: ['other.example'] });
    const patch = await call('PATCH', `/organizations/${other.body.id}`, {
      domains: ['new.example'],
      externalRefs: [ref],
    });
    expect(patch.status).toBe(409);
    expect((await graphOrganization(other.body.id)).data?.organization.domains).toEqual(['other.example']);
  });

  test('concurrent creates with one reference: exactly one 201', async () => {
    const ref = { system: 'microsoft365', id: 'raced-tenant' };
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => call('POST', '/organizations', { name: `Racer ${n}`, externalRefs: [ref] })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
  });

  test('bad input is a 422 in the pydantic shape at the offending place', async () => {
    const badDomain = await call('POST', '/organizations', { name: 'Bad', domains: ['ok.example', 'not a domain'] });
    expect(badDomain.status).toBe(422);
    expect(badDomain.body.detail).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'domains', 1],
        msg: "Value error, 'not a domain' is not a DNS name such as example.com",
        input: 'not a domain',
        ctx: { error: {} },
      },
    ]);
    const badSystem = await call('POST', '/organizations', {
      name: 'Bad',
      externalRefs: [{ system: 'M365', id: 'x' }],
    });
    expect(badSystem.body.detail).toEqual([
      {
        type: 'string_pattern_mismatch',
        loc: ['body', 'externalRefs', 0, 'system'],
        msg: "String should match pattern '^[a-z][a-z0-9_.-]*$'",
        input: 'M365',
        ctx: { pattern: '^[a-z][a-z0-9_.-]*$' },
      },
    ]);
    const tooMany = await call('POST', '/organizations', {
      name: 'Bad',
      domains: Array.from({ length: 51 }, (_, i) => `d${i}.example`),
    });
    expect(tooMany.body.detail[0]).toMatchObject({ type: 'too_long', loc: ['body', 'domains'] });
    const extra = await call('POST', '/organizations', { name: 'Bad', externalRefs: [{ system: 'a', id: 'b', c: 1 }] });
    expect(extra.body.detail[0]).toMatchObject({ type: 'extra_forbidden', loc: ['body', 'externalRefs', 0, 'c'] });
  });

  test("another tenant's organization is a 404 on PATCH and null on the graph", async () => {
    const foreign = await app.db.organization.findFirstOrThrow({ where: { tenantId: app.otherTenantId } });
    const patch = await call('PATCH', `/organizations/${foreign.id}`, { domains: ['steal.example'] });
    expect(patch).toMatchObject({ status: 404, body: { detail: 'Organization not found' } });
    expect((await app.db.organization.findUniqueOrThrow({ where: { id: foreign.id } })).domains).toEqual([]);
  });
});

describe("an integration's last error and last push", () => {
  test('PUT with status error and a message keeps it as lastError; the v1 answer keeps its keys', async () => {
    const org = await call('POST', '/organizations', { name: 'Failing Client' });
    const id = org.body.id as string;
    const put = await call('PUT', `/organizations/${id}/integrations/dns`, {
      status: 'error',
      message: 'DNS timeout: no answer from 127.0.0.1:5353 for TXT failing.example',
    });
    expect(put.status).toBe(200);
    expect(Object.keys(put.body).sort()).toEqual(['status', 'typeCode', 'updatedAt']);
    const [integration] = (await graphOrganization(id)).data!.organization.integrations.items;
    expect(integration).toMatchObject({
      typeCode: 'dns',
      status: 'error',
      lastPushAt: null,
      lastError: { message: 'DNS timeout: no answer from 127.0.0.1:5353 for TXT failing.example' },
    });
    expect(Date.parse(integration.lastError.at)).toBeGreaterThan(Date.now() - 60_000);

    // Connected again: the last error stays, with its time, beside the new status.
    expect((await call('PUT', `/organizations/${id}/integrations/dns`, { status: 'connected' })).status).toBe(200);
    const [again] = (await graphOrganization(id)).data!.organization.integrations.items;
    expect(again).toMatchObject({ status: 'connected', lastError: integration.lastError });
    expect((await auditOf(id)).filter((entry) => entry.action === 'integration.set').map((e) => e.changes)).toEqual([
      {
        status: [null, 'error'],
        message: [null, 'DNS timeout: no answer from 127.0.0.1:5353 for TXT failing.example'],
      },
      { status: ['error', 'connected'] },
    ]);
  });

  test('a message with another status, or too long, is a 422 and changes nothing', async () => {
    const org = await call('POST', '/organizations', { name: 'Message Client' });
    const path = `/organizations/${org.body.id}/integrations/dns`;
    const withConnected = await call('PUT', path, { status: 'connected', message: 'all good' });
    expect(withConnected).toMatchObject({
      status: 422,
      body: {
        detail: [
          {
            type: 'value_error',
            loc: ['body', 'message'],
            msg: 'Value error, A message is given with status error only',
            input: 'all good',
            ctx: { error: {} },
          },
        ],
      },
    });
    const long = await call('PUT', path, { status: 'error', message: 'x'.repeat(1_001) });
    expect(long.body.detail[0]).toMatchObject({ type: 'string_too_long', loc: ['body', 'message'] });
    expect(await app.db.integration.count({ where: { organizationId: org.body.id } })).toBe(0);

    const graph = await request(`${app.url}/graphql`, {
      method: 'POST',
      token: app.adminKey,
      body: {
        query: `mutation ($id: UUID!) { setIntegration(organizationId: $id, typeCode: "dns", status: disabled, message: "no") { status } }`,
        variables: { id: org.body.id },
      },
    });
    expect(graph.body.errors[0]).toMatchObject({
      message: 'A message is given with status error only',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  test('a push sets lastPushAt and leaves updatedAt (the status change) as it was', async () => {
    const org = await call('POST', '/organizations', { name: 'Pushing Client', domains: ['push.example'] });
    const id = org.body.id as string;
    const put = await call('PUT', `/organizations/${id}/integrations/dns`, { status: 'connected' });
    const pushed = await call('POST', `/organizations/${id}/facts`, {
      typeCode: 'dns',
      facts: [{ predicate: 'email.spf.valid', subject: 'push.example', fields: { present: true, valid: true } }],
    });
    expect(pushed.status).toBe(202);
    const [integration] = (await graphOrganization(id)).data!.organization.integrations.items;
    expect(integration.updatedAt).toBe(put.body.updatedAt);
    // The service's clock (a test clock here) stamps the push, as it stamps the facts.
    expect(integration.lastPushAt).toBe(app.clock.now().toISOString());
  });
});

describe('health', () => {
  test('an available integration (offered, not set up) degrades nothing; error and disabled do', async () => {
    const org = await call('POST', '/organizations', { name: 'Health Client' });
    const id = org.body.id as string;
    const health = async () => (await call('GET', `/organizations/${id}`)).body.health;
    await call('PUT', `/organizations/${id}/integrations/intune`, { status: 'connected' });
    await call('PUT', `/organizations/${id}/integrations/microsoft365`, { status: 'available' });
    expect(await health()).toBe('healthy');
    const listed = await call('GET', `/organizations?q=Health%20Client&health=healthy`);
    expect(listed.body.items.map((item: { id: string }) => item.id)).toEqual([id]);
    await call('PUT', `/organizations/${id}/integrations/dns`, { status: 'error', message: 'broken' });
    expect(await health()).toBe('degraded');
    await call('PUT', `/organizations/${id}/integrations/dns`, { status: 'disabled' });
    expect(await health()).toBe('degraded');
    await call('PUT', `/organizations/${id}/integrations/intune`, { status: 'available' });
    expect(await health()).toBe('disconnected');
  });
});
