import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { api, fact, graphql, gridOf, onboardTenant, type Tenant } from './support.ts';

/** Tenant-private connector types (DECISIONS "Assessment: settled points"), over REST and GraphQL. */

let app: TestApp;
let acme: Tenant;
let globex: Tenant;

const SCRIPT = {
  typeCode: 'acme.patch-script',
  name: 'Acme patch script',
  predicates: ['device.os.patched', 'network.switch.hardened'],
  refusals: { 'device.disk.encrypted': 'The script does not read disk state' },
};
const listed = async (tenant: Tenant) =>
  (await api(app, 'GET', '/connector-types', tenant.key)).body.items.map((item: { typeCode: string }) => item.typeCode);

beforeAll(async () => {
  app = await startTestApp();
  acme = await onboardTenant(app, 'Private Types MSP');
  globex = await onboardTenant(app, 'Other Types MSP');
});
afterAll(() => app?.close());

describe('POST /connector-types', () => {
  test('201 with the type; the tenant sees it beside the built-ins, another tenant does not', async () => {
    const created = await api(app, 'POST', '/connector-types', acme.key, SCRIPT);
    expect(created.status).toBe(201);
    expect(created.body).toStrictEqual({
      typeCode: SCRIPT.typeCode,
      name: SCRIPT.name,
      predicates: SCRIPT.predicates,
      refusals: [{ predicate: 'device.disk.encrypted', reason: 'The script does not read disk state' }],
    });
    expect(await listed(acme)).toContain(SCRIPT.typeCode);
    expect(await listed(acme)).toContain('intune');
    expect(await listed(globex)).not.toContain(SCRIPT.typeCode);
    const organization = await api(app, 'POST', '/organizations', globex.key, { name: 'Globex client' });
    const foreign = await api(
      app,
      'PUT',
      `/organizations/${organization.body.id}/integrations/${SCRIPT.typeCode}`,
      globex.key,
      { status: 'connected' },
    );
    expect(foreign.status).toBe(404);
    // Codes are per tenant: another tenant may have a private type of the same code.
    expect((await api(app, 'POST', '/connector-types', globex.key, SCRIPT)).status).toBe(201);
  });

  test('409 for a built-in code or one of the tenant’s own', async () => {
    const builtIn = await api(app, 'POST', '/connector-types', acme.key, { ...SCRIPT, typeCode: 'intune' });
    expect(builtIn.status).toBe(409);
    expect(builtIn.body).toStrictEqual({ detail: "The connector type 'intune' already exists" });
    expect((await api(app, 'POST', '/connector-types', acme.key, SCRIPT)).status).toBe(409);
  });

  test.each([
    ['1script', 'string_pattern_mismatch', "String should match pattern '^[a-z][a-z0-9_.-]*$'"],
    ['Acme', 'string_pattern_mismatch', "String should match pattern '^[a-z][a-z0-9_.-]*$'"],
    ['a', 'string_too_short', 'String should have at least 2 characters'],
    ['a'.repeat(65), 'string_too_long', 'String should have at most 64 characters'],
  ])('typeCode %j is a 422 (%s) at ["body","typeCode"]', async (typeCode, type, msg) => {
    const response = await api(app, 'POST', '/connector-types', acme.key, { ...SCRIPT, typeCode });
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([
      expect.objectContaining({ type, loc: ['body', 'typeCode'], msg, input: typeCode }),
    ]);
  });

  test('needs organization.write', async () => {
    const reader = await acme.keyWith(['organization.read']);
    const response = await api(app, 'POST', '/connector-types', reader, { ...SCRIPT, typeCode: 'reader-type' });
    expect(response.status).toBe(403);
    expect(await listed(acme)).not.toContain('reader-type');
  });
});

describe('a private type at work, and DELETE /connector-types/{type_code}', () => {
  test('integrations and pushes use it; its predicates cover controls; delete is 409 while used', async () => {
    const organization = await api(app, 'POST', '/organizations', acme.key, { name: 'Acme client' });
    const organizationId = organization.body.id;
    const put = await api(app, 'PUT', `/organizations/${organizationId}/integrations/${SCRIPT.typeCode}`, acme.key, {
      status: 'connected',
    });
    expect(put).toMatchObject({ status: 200, body: { typeCode: SCRIPT.typeCode, status: 'connected' } });
    const standard = await api(app, 'POST', '/standards', acme.accessToken, {
      slug: 'switches',
      enabled: false,
      controls: [
        {
          name: 'Switches hardened',
          enabled: true,
          autonomy: 'suggest_only',
          match: { predicate: 'network.switch.hardened' },
          expect: { hardened: true },
          parameters: {},
        },
      ],
    });
    expect(standard.status).toBe(201);
    await api(app, 'PATCH', `/standards/${standard.body.id}`, acme.key, { enabled: true });
    const pushed = await api(app, 'POST', `/organizations/${organizationId}/facts`, acme.key, {
      typeCode: SCRIPT.typeCode,
      facts: [fact('network.switch.hardened', 'SW-1', { hardened: true })],
    });
    expect(pushed.status).toBe(202);
    await app.evaluationsSettled();
    expect((await gridOf(app, acme.key, organizationId)).row('Switches hardened')).toMatchObject({ status: 'pass' });

    const inUse = await api(app, 'DELETE', `/connector-types/${SCRIPT.typeCode}`, acme.key);
    expect(inUse.status).toBe(409);
    expect(await listed(acme)).toContain(SCRIPT.typeCode);
  });

  test('403 for a built-in type, 404 for another tenant’s or none, 204 for an unused one of the tenant', async () => {
    expect((await api(app, 'DELETE', '/connector-types/intune', acme.key)).status).toBe(403);
    expect((await api(app, 'DELETE', '/connector-types/nothing-here', acme.key)).status).toBe(404);
    await api(app, 'POST', '/connector-types', acme.key, { ...SCRIPT, typeCode: 'acme-only' });
    expect((await api(app, 'DELETE', '/connector-types/acme-only', globex.key)).status).toBe(404);
    const deleted = await api(app, 'DELETE', '/connector-types/acme-only', acme.key);
    expect(deleted.status).toBe(204);
    expect(await listed(acme)).not.toContain('acme-only');
    expect(await app.db.connectorType.count({ where: { typeCode: 'acme-only' } })).toBe(0);
  });

  test('the same on the graph: createConnectorType and deleteConnectorType', async () => {
    const created = await graphql(
      app,
      acme.key,
      'mutation($input: ConnectorTypeInput!) { createConnectorType(input: $input) { typeCode builtIn } }',
      { input: { ...SCRIPT, typeCode: 'graph-type' } },
    );
    expect(created).toEqual({ data: { createConnectorType: { typeCode: 'graph-type', builtIn: false } } });
    const bad = await graphql(
      app,
      acme.key,
      'mutation($input: ConnectorTypeInput!) { createConnectorType(input: $input) { typeCode } }',
      { input: { ...SCRIPT, typeCode: '9x' } },
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: ['input', 'typeCode'] });
    const builtIn = await graphql(app, acme.key, 'mutation { deleteConnectorType(typeCode: "okta") }');
    expect(builtIn.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const deleted = await graphql(app, acme.key, 'mutation { deleteConnectorType(typeCode: "graph-type") }');
    expect(deleted).toEqual({ data: { deleteConnectorType: 'graph-type' } });
  });
});
