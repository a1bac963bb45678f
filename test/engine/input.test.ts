import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';
import { api, fact, graphql, onboardTenant, type Tenant } from './support.ts';

/**
 * Bad input to every new route: 422 in FastAPI's words (byte for byte where the shape matters),
 * 404 for another tenant's or an unknown organization, control or connector type, 403 without the
 * permission, and nothing written when a push is refused.
 */

let app: TestApp;
let tenant: Tenant;
let organizationId: string;
let controlId: string;
let foreignOrganizationId: string;
let foreignControlId: string;
let foreignBefore: unknown;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  tenant = await onboardTenant(app);
  const created = await api(app, 'POST', '/organizations', tenant.key, { name: 'Input Test Org' });
  organizationId = created.body.id;
  await api(app, 'PUT', `/organizations/${organizationId}/integrations/intune`, tenant.key, { status: 'connected' });
  const demoControl = await app.db.control.findFirstOrThrow({ where: { tenantId: app.demoTenantId } });
  controlId = demoControl.id;
  // Organizations and controls of another tenant than the caller's.
  foreignOrganizationId = (await app.db.organization.findFirstOrThrow({ where: { tenantId: app.otherTenantId } })).id;
  foreignControlId = (await app.db.control.findFirstOrThrow({ where: { tenantId: app.otherTenantId } })).id;
  foreignBefore = await foreignState();
});

const foreignState = () =>
  app.db.organization.findUniqueOrThrow({
    where: { id: foreignOrganizationId },
    include: { integrations: true, overrides: true, facts: true },
  });
afterAll(() => app?.close());

const factsOf = async () => app.db.fact.count({ where: { organizationId } });
const jobsOf = async (id: string) =>
  Number(
    (
      await app.db.$queryRaw<
        { n: bigint }[]
      >`SELECT count(*) AS n FROM graphile_worker.jobs WHERE key = ${`evaluate_organization:${id}`}`
    )[0]!.n,
  );

describe('422s in FastAPI words', () => {
  test('organization bodies', async () => {
    const missing = await api(app, 'POST', '/organizations', tenant.key, {});
    expect(missing.status).toBe(422);
    expect(missing.text).toBe(
      '{"detail":[{"type":"missing","loc":["body","name"],"msg":"Field required","input":{}}]}',
    );
    const bad = await api(app, 'POST', '/organizations', tenant.key, { name: 'x'.repeat(201), health: 'healthy' });
    expect(bad.body.detail).toEqual([
      {
        type: 'string_too_long',
        loc: ['body', 'name'],
        msg: 'String should have at most 200 characters',
        input: 'x'.repeat(201),
        ctx: { max_length: 200 },
      },
      { type: 'extra_forbidden', loc: ['body', 'health'], msg: 'Extra inputs are not permitted', input: 'healthy' },
    ]);
    const empty = await api(app, 'PATCH', `/organizations/${organizationId}`, tenant.key, { name: '' });
    expect(empty.text).toBe(
      '{"detail":[{"type":"string_too_short","loc":["body","name"],"msg":"String should have at least 1 character","input":"","ctx":{"min_length":1}}]}',
    );
    const badId = await api(app, 'GET', '/organizations/not-a-uuid', tenant.key);
    expect(badId.status).toBe(422);
    expect(badId.body.detail[0]).toMatchObject({ type: 'uuid_parsing', loc: ['path', 'organization_id'] });
    // Names count code points, as Python's len does: 200 emoji are 200 characters.
    expect(
      (await api(app, 'PATCH', `/organizations/${organizationId}`, tenant.key, { name: '🛡'.repeat(200) })).status,
    ).toBe(200);
  });

  test('an integration status outside IntegrationStatus', async () => {
    const response = await api(app, 'PUT', `/organizations/${organizationId}/integrations/intune`, tenant.key, {
      status: 'online',
    });
    expect(response.text).toBe(
      `{"detail":[{"type":"enum","loc":["body","status"],"msg":"Input should be 'connected', 'error', 'disabled' or 'available'","input":"online","ctx":{"expected":"'connected', 'error', 'disabled' or 'available'"}}]}`,
    );
  });

  test('disabling without a reason is a missing reason; a reason too long is refused', async () => {
    const path = `/organizations/${organizationId}/controls/${controlId}/override`;
    const missing = await api(app, 'PUT', path, tenant.key, { enabled: false });
    expect(missing.status).toBe(422);
    expect(missing.text).toBe(
      '{"detail":[{"type":"missing","loc":["body","reason"],"msg":"Field required","input":{"enabled":false}}]}',
    );
    const nullReason = await api(app, 'PUT', path, tenant.key, { enabled: false, reason: null });
    expect(nullReason.body.detail).toEqual([
      { type: 'missing', loc: ['body', 'reason'], msg: 'Field required', input: { enabled: false, reason: null } },
    ]);
    const long = await api(app, 'PUT', path, tenant.key, { enabled: false, reason: 'r'.repeat(2001) });
    expect(long.body.detail[0]).toMatchObject({
      type: 'string_too_long',
      loc: ['body', 'reason'],
      ctx: { max_length: 2000 },
    });
    const parameters = await api(app, 'PUT', path, tenant.key, { parameters: [1] });
    expect(parameters.body.detail).toEqual([
      { type: 'dict_type', loc: ['body', 'parameters'], msg: 'Input should be a valid dictionary', input: [1] },
    ]);
    expect(await app.db.controlOverride.count({ where: { organizationId } })).toBe(0);
  });

  test('a push of no facts, of too many, or of malformed ones', async () => {
    const none = await api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
      typeCode: 'intune',
      facts: [],
    });
    expect(none.text).toBe(
      '{"detail":[{"type":"too_short","loc":["body","facts"],"msg":"List should have at least 1 item after validation, not 0","input":[],"ctx":{"field_type":"List","min_length":1,"actual_length":0}}]}',
    );
    const many = Array.from({ length: 10_001 }, (_, index) => fact('device.disk.encrypted', `D${index}`, {}));
    const tooMany = await api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
      typeCode: 'intune',
      facts: many,
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.detail).toEqual([
      {
        type: 'too_long',
        loc: ['body', 'facts'],
        msg: 'List should have at most 10000 items after validation, not 10001',
        input: many,
        ctx: { field_type: 'List', max_length: 10000, actual_length: 10001 },
      },
    ]);
    const malformed = await api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
      typeCode: 'intune',
      facts: [{ predicate: 'device.disk.encrypted', subject: '', fields: 'yes', seen: true }],
    });
    expect(malformed.body.detail).toEqual([
      {
        type: 'string_too_short',
        loc: ['body', 'facts', 0, 'subject'],
        msg: 'String should have at least 1 character',
        input: '',
        ctx: { min_length: 1 },
      },
      {
        type: 'dict_type',
        loc: ['body', 'facts', 0, 'fields'],
        msg: 'Input should be a valid dictionary',
        input: 'yes',
      },
      {
        type: 'extra_forbidden',
        loc: ['body', 'facts', 0, 'seen'],
        msg: 'Extra inputs are not permitted',
        input: true,
      },
    ]);
    expect(await factsOf()).toBe(0);
  });

  test('a body over 1 MB is refused before it is read', async () => {
    const huge = JSON.stringify({
      typeCode: 'intune',
      facts: [fact('device.disk.encrypted', 'x'.repeat(1_100_000), {})],
    });
    const response = await request(`${app.url}/api/v1/organizations/${organizationId}/facts`, {
      method: 'POST',
      token: tenant.key,
      rawBody: huge,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ detail: 'Request body too large' });
  });
});

describe('a push the catalog refuses names the fact, and changes nothing', () => {
  const path = () => `/organizations/${organizationId}/facts`;

  test('an undeclared predicate, a refused one and a repeated subject', async () => {
    const jobsBefore = await jobsOf(organizationId);
    const response = await api(app, 'POST', path(), tenant.key, {
      typeCode: 'intune',
      facts: [
        fact('device.disk.encrypted', 'D1', { encrypted: true }),
        fact('device.disk.encrypted', 'D2', { encrypted: true }),
        fact('device.disk.encrypted', 'D1', { encrypted: false }),
        fact('identity.mfa.enforced', 'ann@example.test', { enforced: true }),
      ],
    });
    expect(response.status).toBe(422);
    expect(response.text).toBe(
      '{"detail":[' +
        `{"type":"value_error","loc":["body","facts",2,"subject"],"msg":"Value error, The subject 'D1' of 'device.disk.encrypted' is already in this push (facts[0])","input":"D1","ctx":{"error":{}}},` +
        `{"type":"value_error","loc":["body","facts",3,"predicate"],"msg":"Value error, The connector type 'intune' does not declare the predicate 'identity.mfa.enforced'","input":"identity.mfa.enforced","ctx":{"error":{}}}` +
        ']}',
    );
    await api(app, 'PUT', `/organizations/${organizationId}/integrations/jamf`, tenant.key, { status: 'connected' });
    const refused = await api(app, 'POST', path(), tenant.key, {
      typeCode: 'jamf',
      facts: [fact('device.disk.bitlocker', 'MAC-1', { enabled: true })],
    });
    expect(refused.body.detail).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'facts', 0, 'predicate'],
        msg: "Value error, The connector type 'jamf' refuses the predicate 'device.disk.bitlocker': Jamf manages Apple devices only; BitLocker state is not reported",
        input: 'device.disk.bitlocker',
        ctx: { error: {} },
      },
    ]);
    expect(await factsOf()).toBe(0);
    // The integration was set meanwhile (one job); the refused pushes queued nothing more.
    expect(await jobsOf(organizationId)).toBe(Math.max(jobsBefore, 1));
  });

  test('an unknown connector type, and one the organization has no integration of', async () => {
    const unknown = await api(app, 'POST', path(), tenant.key, {
      typeCode: 'servicenow',
      facts: [fact('device.disk.encrypted', 'D1', {})],
    });
    expect(unknown.body.detail).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'typeCode'],
        msg: "Value error, Unknown connector type 'servicenow'",
        input: 'servicenow',
        ctx: { error: {} },
      },
    ]);
    const notIntegrated = await api(app, 'POST', path(), tenant.key, {
      typeCode: 'okta',
      facts: [fact('identity.mfa.enforced', 'ann@example.test', { enforced: true })],
    });
    expect(notIntegrated.body.detail).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'typeCode'],
        msg: "Value error, The organization has no integration of the connector type 'okta'",
        input: 'okta',
        ctx: { error: {} },
      },
    ]);
    expect(await factsOf()).toBe(0);
  });

  test('GraphQL refuses the same push with a typed error naming the field', async () => {
    const result = await graphql(
      app,
      tenant.key,
      'mutation ($id: UUID!, $input: FactPushInput!) { pushFacts(organizationId: $id, input: $input) { accepted } }',
      { id: organizationId, input: { typeCode: 'intune', facts: [fact('identity.mfa.enforced', 'a', {})] } },
    );
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: "The connector type 'intune' does not declare the predicate 'identity.mfa.enforced'",
      extensions: { code: 'BAD_USER_INPUT', field: ['input', 'facts', 0, 'predicate'] },
    });
    expect(await factsOf()).toBe(0);
  });
});

describe('another tenant, or nothing at all, is a 404', () => {
  const cases = () => [
    ['GET', `/organizations/${foreignOrganizationId}`, undefined, 'Organization not found'],
    ['PATCH', `/organizations/${foreignOrganizationId}`, { name: 'Hijacked' }, 'Organization not found'],
    ['POST', `/organizations/${foreignOrganizationId}/evaluate`, undefined, 'Organization not found'],
    ['GET', `/organizations/${foreignOrganizationId}/integrations`, undefined, 'Organization not found'],
    [
      'PUT',
      `/organizations/${foreignOrganizationId}/integrations/intune`,
      { status: 'connected' },
      'Organization not found',
    ],
    [
      'PUT',
      `/organizations/${organizationId}/integrations/servicenow`,
      { status: 'connected' },
      'Connector type not found',
    ],
    [
      'PUT',
      `/organizations/${foreignOrganizationId}/controls/${controlId}/override`,
      { enabled: true },
      'Organization not found',
    ],
    [
      'PUT',
      `/organizations/${organizationId}/controls/${foreignControlId}/override`,
      { enabled: true },
      'Control not found',
    ],
    ['PUT', `/organizations/${organizationId}/controls/${MISSING}/override`, { enabled: true }, 'Control not found'],
    [
      'DELETE',
      `/organizations/${organizationId}/controls/${foreignControlId}/override`,
      undefined,
      'Control not found',
    ],
    [
      'POST',
      `/organizations/${foreignOrganizationId}/facts`,
      { typeCode: 'intune', facts: [fact('device.disk.encrypted', 'D1', {})] },
      'Organization not found',
    ],
    ['GET', `/organizations/${MISSING}`, undefined, 'Organization not found'],
  ];

  test.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])('case %i', async (index) => {
    const [method, path, body, detail] = cases()[index] as [string, string, unknown, string];
    const response = await api(app, method, path, tenant.key, body);
    expect([method, path, response.status, response.body]).toEqual([method, path, 404, { detail }]);
  });

  test('and nothing of the other tenant changed', async () => {
    expect(await foreignState()).toEqual(foreignBefore);
    expect(await jobsOf(foreignOrganizationId)).toBe(0);
  });
});

describe('permissions', () => {
  test('writes need organization.write, pushes facts.write, reads organization.read', async () => {
    const reader = await tenant.keyWith(['organization.read', 'detection.read']);
    const writer = await tenant.keyWith(['organization.write']);
    const connector = await tenant.keyWith(['facts.write']);
    const push = { typeCode: 'intune', facts: [fact('device.disk.encrypted', 'D1', { encrypted: true })] };
    const expectations: [string, string, string, unknown, number][] = [
      [reader, 'POST', '/organizations', { name: 'No' }, 403],
      [connector, 'POST', '/organizations', { name: 'No' }, 403],
      [reader, 'PUT', `/organizations/${organizationId}/integrations/intune`, { status: 'error' }, 403],
      [reader, 'POST', `/organizations/${organizationId}/evaluate`, undefined, 403],
      [writer, 'POST', `/organizations/${organizationId}/facts`, push, 403],
      [reader, 'POST', `/organizations/${organizationId}/facts`, push, 403],
      [writer, 'GET', '/connector-types', undefined, 403],
      [connector, 'POST', `/organizations/${organizationId}/facts`, push, 202],
      [writer, 'POST', `/organizations/${organizationId}/evaluate`, undefined, 202],
      [reader, 'GET', `/organizations/${organizationId}/integrations`, undefined, 200],
      [reader, 'GET', '/connector-types', undefined, 200],
    ];
    for (const [token, method, path, body, status] of expectations) {
      const response = await api(app, method, path, token, body);
      expect([method, path, response.status]).toEqual([method, path, status]);
      if (status === 403) expect(response.body).toEqual({ detail: 'Not enough permissions' });
    }
    expect((await api(app, 'POST', '/organizations', undefined, { name: 'No' })).status).toBe(401);
  });

  test('roles: editors manage organizations, only admins hold facts.write', async () => {
    const analyst = await request(`${app.url}/api/v1/auth/login`, {
      method: 'POST',
      body: { email: 'analyst@demo.example', password: 'demo-analyst-password' },
    });
    const denied = await api(app, 'POST', '/organizations', analyst.body.accessToken, { name: 'By a viewer' });
    expect(denied.status).toBe(403);
    const auth = await api(app, 'GET', '/developer/auth', tenant.key);
    const roles = Object.fromEntries(
      auth.body.roles.map((role: { name: string; permissions: string[] }) => [role.name, role.permissions]),
    );
    expect(roles.viewer).not.toContain('organization.write');
    expect(roles.editor).toContain('organization.write');
    expect(roles.editor).not.toContain('facts.write');
    expect(roles.admin).toEqual(expect.arrayContaining(['organization.write', 'facts.write']));
    const operations = auth.body.operations.filter((operation: { path: string }) =>
      operation.path.startsWith('/api/v1/organizations/{organization_id}/facts'),
    );
    expect(operations).toEqual([
      {
        method: 'POST',
        path: '/api/v1/organizations/{organization_id}/facts',
        permission: 'facts.write',
        humanTokenOnly: false,
      },
    ]);
  });
});
