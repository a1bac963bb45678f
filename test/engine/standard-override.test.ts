import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { explainRow } from '../../src/mcp/explain.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { api, fact, graphql, gridOf, onboardTenant, type Tenant } from './support.ts';

/**
 * A standard scoped out of one organization (DECISIONS, "Assessment: settled points"), and the
 * trend's last bucket equal to the grid the moment a standard is created or copied.
 */

let app: TestApp;
let tenant: Tenant;
let standardId: string;
let organizationId: string;
let otherOrganizationId: string;

const control = (name: string, predicate: string, field: string) => ({
  name,
  enabled: true,
  autonomy: 'suggest_only',
  match: { predicate },
  expect: { [field]: true },
  parameters: {},
});

beforeAll(async () => {
  app = await startTestApp();
  tenant = await onboardTenant(app);
  const created = await api(app, 'POST', '/standards', tenant.accessToken, {
    slug: 'scoped',
    name: 'Scoped',
    enabled: false,
    controls: [
      control('Disk encryption', 'device.disk.encrypted', 'encrypted'),
      control('Host firewall', 'device.firewall.enabled', 'enabled'),
    ],
  });
  expect(created.status).toBe(201);
  standardId = created.body.id;
  expect((await api(app, 'PATCH', `/standards/${standardId}`, tenant.key, { enabled: true })).status).toBe(200);
  organizationId = (await api(app, 'POST', '/organizations', tenant.key, { name: 'Scoped Clinic' })).body.id;
  otherOrganizationId = (await api(app, 'POST', '/organizations', tenant.key, { name: 'Unscoped Clinic' })).body.id;
  await api(app, 'PUT', `/organizations/${organizationId}/integrations/jamf`, tenant.key, { status: 'connected' });
  await api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
    typeCode: 'jamf',
    facts: [
      fact('device.disk.encrypted', 'D1', { encrypted: false }),
      fact('device.firewall.enabled', 'D1', { enabled: true }),
    ],
  });
  await app.evaluationsSettled();
});
afterAll(() => app?.close());

async function agree(id: string) {
  const grid = await gridOf(app, tenant.key, id);
  expect(grid.trendToday).toEqual(grid.counts);
  return grid;
}

describe("today's trend bucket equals the grid", () => {
  test('creating an inactive standard counts its controls not_applicable today at once', async () => {
    const before = await agree(organizationId);
    const created = await api(app, 'POST', '/standards', tenant.accessToken, {
      slug: 'later',
      enabled: false,
      controls: [control('Later one', 'device.disk.encrypted', 'encrypted'), control('Later two', 'x.y', 'z')],
    });
    expect(created.status).toBe(201);
    // No queue run: the same transaction wrote today's snapshot.
    const after = await agree(organizationId);
    expect(after.counts.notApplicable).toBe(before.counts.notApplicable + 2);
    await agree(otherOrganizationId);

    const copied = await api(app, 'POST', `/standards/${created.body.id}/copy`, tenant.key, { slug: 'later-copy' });
    expect(copied.status).toBe(201);
    const copiedGrid = await agree(organizationId);
    expect(copiedGrid.counts.notApplicable).toBe(before.counts.notApplicable + 4);
    await agree(otherOrganizationId);
  });
});

describe('a standard overridden out of one organization', () => {
  const path = () => `/organizations/${organizationId}/standards/${standardId}/override`;

  test('enabled false needs a reason (pydantic missing)', async () => {
    const refused = await api(app, 'PUT', path(), tenant.key, { enabled: false });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      detail: [{ type: 'missing', loc: ['body', 'reason'], msg: 'Field required', input: { enabled: false } }],
    });
  });

  test('unknown or foreign ids are 404; a viewer key is 403', async () => {
    const unknown = '00000000-0000-7000-8000-000000000000';
    for (const target of [
      `/organizations/${unknown}/standards/${standardId}/override`,
      `/organizations/${organizationId}/standards/${unknown}/override`,
    ]) {
      expect((await api(app, 'PUT', target, tenant.key, { enabled: false, reason: 'x' })).status).toBe(404);
      expect((await api(app, 'DELETE', target, tenant.key)).status).toBe(404);
    }
    const other = await onboardTenant(app);
    expect((await api(app, 'PUT', path(), other.key, { enabled: false, reason: 'x' })).body).toEqual({
      detail: 'Organization not found',
    });
    const viewer = await tenant.keyWith(['organization.read']);
    expect((await api(app, 'PUT', path(), viewer, { enabled: false, reason: 'x' })).status).toBe(403);
  });

  test('every control of the standard reads not_applicable with the override metadata, elsewhere unchanged', async () => {
    const before = await agree(organizationId);
    expect(before.row('Disk encryption').status).toBe('fail');
    expect(before.row('Disk encryption').openDetectionCount).toBe(1);
    const set = await api(app, 'PUT', path(), tenant.accessToken, {
      enabled: false,
      reason: 'Client is out of scope for this framework',
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      organizationId,
      standardId,
      enabled: false,
      reason: 'Client is out of scope for this framework',
      disabledBy: tenant.user,
      disabledAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await app.evaluationsSettled();
    const grid = await agree(organizationId);
    for (const name of ['Disk encryption', 'Host firewall']) {
      expect(grid.row(name)).toMatchObject({
        status: 'not_applicable',
        effectiveEnabled: false,
        isOverridden: true,
        disabledReason: 'Client is out of scope for this framework',
        disabledByName: tenant.user.name,
        disabledAt: set.body.disabledAt,
        openDetectionCount: 0,
      });
    }
    const other = await agree(otherOrganizationId);
    expect(other.row('Disk encryption').status).toBe('not_covered');

    // The standard's rollup counts stored results: both organizations' states.
    const standard = await api(app, 'GET', `/standards/${standardId}`, tenant.key);
    expect(standard.body.rollup).toEqual({ pass: 0, fail: 0, noData: 0, notCovered: 2, notApplicable: 2 });

    // The override is on the graph.
    const fleet = await graphql(
      app,
      tenant.key,
      `query($id: UUID!) { organization(id: $id) { standardOverrides { standardId reason } } }`,
      { id: organizationId },
    );
    expect(fleet.data.organization.standardOverrides).toEqual([
      { standardId, reason: 'Client is out of scope for this framework' },
    ]);
  });

  test("a control's own disabling override keeps its own metadata", async () => {
    const grid = await agree(organizationId);
    const firewallId = grid.row('Host firewall').ruleId;
    const own = await api(app, 'PUT', `/organizations/${organizationId}/controls/${firewallId}/override`, tenant.key, {
      enabled: false,
      reason: 'Perimeter appliance',
    });
    expect(own.status).toBe(200);
    await app.evaluationsSettled();
    const after = await agree(organizationId);
    expect(after.row('Host firewall')).toMatchObject({ disabledReason: 'Perimeter appliance', disabledByName: null });
    expect(after.row('Disk encryption').disabledReason).toBe('Client is out of scope for this framework');
    await api(app, 'DELETE', `/organizations/${organizationId}/controls/${firewallId}/override`, tenant.key);
    await app.evaluationsSettled();
  });

  test('a tenant key records no user; the explanation names the standard override', async () => {
    const set = await api(app, 'PUT', path(), tenant.key, { enabled: false, reason: 'Scoped out by contract' });
    expect(set.body.disabledBy).toBeNull();
    await app.evaluationsSettled();
    const read = await graphql(
      app,
      tenant.key,
      `query($o: UUID!, $c: String!) { controlStatus(organizationId: $o, control: $c) { organizationName row {
        ruleId ruleName standardName status subjectsEvaluated subjectsFailing evaluatedAt standardVersion effectiveEnabled
        isOverridden requiredPredicates sourceOptions connectedSourceTypeCodes disabledReason disabledByName disabledAt
        disabledByOverrideOf openDetectionCount detail { missingPredicates } } disabledByOverrideOf } }`,
      { o: organizationId, c: 'scoped-disk-encryption' },
    );
    const { row, organizationName, disabledByOverrideOf } = read.data.controlStatus;
    expect(disabledByOverrideOf).toBe('standard');
    expect(row).toMatchObject({ status: 'not_applicable', disabledByOverrideOf: 'standard', disabledByName: null });
    const explanation = explainRow(row, organizationName);
    expect(explanation).toContain('The whole standard "Scoped" is taken out of scope for this organization');
    expect(explanation).toContain('Reason given: "Scoped out by contract"');
  });

  test('DELETE clears it (204, twice), and the controls are assessed again', async () => {
    expect((await api(app, 'DELETE', path(), tenant.key)).status).toBe(204);
    expect((await api(app, 'DELETE', path(), tenant.key)).status).toBe(204);
    await app.evaluationsSettled();
    const grid = await agree(organizationId);
    expect(grid.row('Disk encryption')).toMatchObject({ status: 'fail', disabledReason: null, openDetectionCount: 1 });
    expect(grid.row('Host firewall')).toMatchObject({ status: 'pass', isOverridden: false });
  });

  test('GraphQL: setStandardOverride and removeStandardOverride', async () => {
    const set = await graphql(
      app,
      tenant.accessToken,
      `mutation($o: UUID!, $s: UUID!) { setStandardOverride(organizationId: $o, standardId: $s, input: {enabled: false, reason: "Not a client of this"}) { enabled reason disabledBy { id } } }`,
      { o: organizationId, s: standardId },
    );
    expect(set.data.setStandardOverride).toEqual({
      enabled: false,
      reason: 'Not a client of this',
      disabledBy: { id: tenant.user.id },
    });
    const invalid = await graphql(
      app,
      tenant.key,
      `mutation($o: UUID!, $s: UUID!) { setStandardOverride(organizationId: $o, standardId: $s, input: {enabled: false}) { enabled } }`,
      { o: organizationId, s: standardId },
    );
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const removed = await graphql(
      app,
      tenant.key,
      `mutation($o: UUID!, $s: UUID!) { removeStandardOverride(organizationId: $o, standardId: $s) }`,
      { o: organizationId, s: standardId },
    );
    expect(removed.data.removeStandardOverride).toBe(true);
    await app.evaluationsSettled();
    await agree(organizationId);
  });
});
