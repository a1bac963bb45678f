import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { api, fact, graphql, gridOf, onboardTenant, openApiConformance, type Tenant } from './support.ts';

/**
 * A new tenant assessed end to end over real HTTP, with the real job queue: onboarding, a
 * standard, an organization, a connector, facts, a failure and its fix, a broken integration, an
 * override, and the standard switched off. After every step the grid, today's trend bucket and
 * the standard's rollup must agree.
 */

let app: TestApp;
let tenant: Tenant;
let standardId: string;
let organizationId: string;

const DISK = 'Disk encryption';
const FIREWALL = 'Host firewall';
const MFA = 'MFA enforced';

const devices = (encrypted: Record<string, boolean>) =>
  Object.entries(encrypted).map(([subject, value]) => fact('device.disk.encrypted', subject, { encrypted: value }));

async function settled() {
  await app.evaluationsSettled();
}

async function push(body: unknown, token = tenant.key) {
  return api(app, 'POST', `/organizations/${organizationId}/facts`, token, body);
}

/** The grid, today's trend bucket and the standard's rollup (one organization in this tenant) agree. */
async function surfaces() {
  const grid = await gridOf(app, tenant.key, organizationId);
  expect(grid.trendToday).toEqual(grid.counts);
  const standard = await api(app, 'GET', `/standards/${standardId}`, tenant.key);
  expect(standard.body.rollup).toEqual(grid.counts);
  return { ...grid, standard: standard.body };
}

beforeAll(async () => {
  app = await startTestApp();
  tenant = await onboardTenant(app);
  const created = await api(app, 'POST', '/standards', tenant.accessToken, {
    slug: 'baseline',
    name: 'Baseline',
    enabled: false,
    controls: [
      {
        name: DISK,
        enabled: true,
        autonomy: 'suggest_only',
        severity: 'high',
        match: { predicate: 'device.disk.encrypted' },
        expect: { encrypted: true },
        parameters: {},
      },
      {
        name: FIREWALL,
        enabled: true,
        autonomy: 'suggest_only',
        match: { predicate: 'device.firewall.enabled' },
        expect: { enabled: true },
        parameters: { profiles: 'all' },
      },
      {
        name: MFA,
        enabled: true,
        autonomy: 'suggest_only',
        match: { predicate: 'identity.mfa.enforced' },
        expect: { enforced: true },
        parameters: {},
      },
    ],
  });
  expect(created.status).toBe(201);
  standardId = created.body.id;
  expect((await api(app, 'PATCH', `/standards/${standardId}`, tenant.key, { enabled: true })).status).toBe(200);
});
afterAll(() => app?.close());

describe('a new tenant assessed end to end', () => {
  test('an organization is created with the list item shape, read back and renamed', async () => {
    const created = await api(app, 'POST', '/organizations', tenant.key, { name: 'Globex Clinic' });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body)).toEqual(['id', 'name', 'health', 'createdAt', 'updatedAt']);
    expect(created.body).toMatchObject({ name: 'Globex Clinic', health: 'disconnected' });
    organizationId = created.body.id;

    const renamed = await api(app, 'PATCH', `/organizations/${organizationId}`, tenant.key, { name: 'Globex Health' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...created.body, name: 'Globex Health', updatedAt: renamed.body.updatedAt });
    const read = await api(app, 'GET', `/organizations/${organizationId}`, tenant.key);
    expect(read.body).toEqual(renamed.body);
    const listed = await api(app, 'GET', '/organizations', tenant.key);
    expect(listed.body.items).toEqual([renamed.body]);
  });

  test('without an integration every control is not_covered, with the missing predicate', async () => {
    await settled();
    const { rows, rollup, standard } = await surfaces();
    expect(rollup).toBe('not_covered');
    expect(rows.map((row) => [row.ruleName, row.status])).toEqual([
      [DISK, 'not_covered'],
      [FIREWALL, 'not_covered'],
      [MFA, 'not_covered'],
    ]);
    expect(rows.find((row) => row.ruleName === DISK)!.detail).toEqual({
      missingPredicates: ['device.disk.encrypted'],
      satisfiedBy: {},
      connectedHere: [],
      refusedHere: [],
      degradedCoverage: [],
    });
    for (const row of rows) expect(row.evaluatedAt).not.toBeNull();
    expect(standard.organizationCount).toBe(1);
  });

  test('the catalog lists the connectors; an integration is set and listed', async () => {
    const catalog = await api(app, 'GET', '/connector-types', tenant.key);
    expect(catalog.status).toBe(200);
    // Intune's collector reads disk encryption, not the host firewall: the catalog says so.
    const intune = catalog.body.items.find((item: { typeCode: string }) => item.typeCode === 'intune');
    expect(intune).toMatchObject({ typeCode: 'intune', name: 'Microsoft Intune' });
    expect(intune.predicates).toContain('device.disk.encrypted');
    expect(intune.predicates).not.toContain('device.firewall.enabled');
    expect(intune.refusals).toContainEqual({
      predicate: 'device.firewall.enabled',
      reason: 'Host firewall state is not a managedDevices property; an EDR sensor reports it',
    });
    // Jamf reads both, so it is this organization's connector.
    const jamf = catalog.body.items.find((item: { typeCode: string }) => item.typeCode === 'jamf');
    expect(jamf.predicates).toEqual(expect.arrayContaining(['device.disk.encrypted', 'device.firewall.enabled']));
    expect(jamf.refusals).toContainEqual({
      predicate: 'device.disk.bitlocker',
      reason: 'Jamf manages Apple devices only; BitLocker state is not reported',
    });

    const set = await api(app, 'PUT', `/organizations/${organizationId}/integrations/jamf`, tenant.key, {
      status: 'connected',
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ typeCode: 'jamf', status: 'connected', updatedAt: expect.any(String) });
    const listed = await api(app, 'GET', `/organizations/${organizationId}/integrations`, tenant.key);
    expect(listed.body).toEqual({ items: [set.body] });
    expect((await api(app, 'GET', `/organizations/${organizationId}`, tenant.key)).body.health).toBe('healthy');

    await settled();
    const { rows } = await surfaces();
    // Connected but nothing reported yet: a supplier is mapped, no subject was observed.
    expect(rows.map((row) => row.status)).toEqual(['no_data', 'no_data', 'not_covered']);
  });

  test('passing facts pass, each control judged on its own predicate', async () => {
    const pushed = await push({
      typeCode: 'jamf',
      facts: [
        ...devices({ 'GX-LT-001': true, 'GX-LT-002': true, 'GX-WS-003': true }),
        fact('device.firewall.enabled', 'GX-LT-001', { enabled: true }),
        fact('device.firewall.enabled', 'GX-LT-002', { enabled: true }),
      ],
    });
    expect(pushed.status).toBe(202);
    expect(pushed.body).toEqual({ accepted: 5, evaluation: 'queued' });
    await settled();
    const { row, rollup } = await surfaces();
    expect(row(DISK)).toMatchObject({ status: 'pass', subjectsEvaluated: 3, subjectsFailing: 0, detail: null });
    expect(row(FIREWALL)).toMatchObject({ status: 'pass', subjectsEvaluated: 2, subjectsFailing: 0 });
    expect(row(MFA).status).toBe('not_covered');
    expect(rollup).toBe('not_covered');
  });

  test('one failing subject fails the control with one open detection, and today’s bucket shows it', async () => {
    // Only the disk predicate is named: the firewall population stays as it was.
    expect(
      (await push({ typeCode: 'jamf', facts: devices({ 'GX-LT-001': true, 'GX-LT-002': false, 'GX-WS-003': true }) }))
        .status,
    ).toBe(202);
    await settled();
    const { row, rollup, trendToday } = await surfaces();
    expect(row(DISK)).toMatchObject({
      status: 'fail',
      subjectsEvaluated: 3,
      subjectsFailing: 1,
      openDetectionCount: 1,
    });
    expect(row(FIREWALL)).toMatchObject({ status: 'pass', subjectsEvaluated: 2 });
    expect(rollup).toBe('fail');
    expect(trendToday.fail).toBe(1);

    const detections = await api(app, 'GET', `/organizations/${organizationId}/detections`, tenant.key);
    expect(detections.body.items).toEqual([
      expect.objectContaining({
        ruleId: row(DISK).ruleId,
        standardId,
        status: 'open',
        severity: 'high',
        title: `${DISK}: GX-LT-002`,
        subject: 'GX-LT-002',
        evidence: {
          predicate: 'device.disk.encrypted',
          expected: { encrypted: true },
          observed: { encrypted: false },
          source: 'jamf',
          observedAt: expect.any(String),
        },
        resolvedAt: null,
      }),
    ]);
    // The detection links the evaluation that recorded the failure.
    const evaluation = await app.db.evaluation.findUniqueOrThrow({
      where: { id: detections.body.items[0].evaluationId },
    });
    expect(evaluation).toMatchObject({ status: 'fail', subjectsFailing: 1 });
  });

  test('fixing it passes again and resolves the detection', async () => {
    await push({ typeCode: 'jamf', facts: devices({ 'GX-LT-001': true, 'GX-LT-002': true, 'GX-WS-003': true }) });
    await settled();
    const { row } = await surfaces();
    expect(row(DISK)).toMatchObject({ status: 'pass', subjectsFailing: 0, openDetectionCount: 0 });
    const detections = await api(app, 'GET', `/organizations/${organizationId}/detections`, tenant.key);
    expect(detections.body.items).toEqual([
      expect.objectContaining({ subject: 'GX-LT-002', status: 'resolved', resolvedAt: expect.any(String) }),
    ]);
    const [detection] = detections.body.items;
    expect(Date.parse(detection.resolvedAt)).toBeGreaterThanOrEqual(Date.parse(detection.lastSeenAt));
  });

  test('a subject that leaves the population resolves its detection too', async () => {
    await push({ typeCode: 'jamf', facts: devices({ 'GX-LT-001': true, 'GX-WS-003': false }) });
    await settled();
    expect((await surfaces()).row(DISK)).toMatchObject({ status: 'fail', subjectsEvaluated: 2, openDetectionCount: 1 });
    await push({ typeCode: 'jamf', facts: devices({ 'GX-LT-001': true }) });
    await settled();
    expect((await surfaces()).row(DISK)).toMatchObject({ status: 'pass', subjectsEvaluated: 1, openDetectionCount: 0 });
    const open = await app.db.detection.count({ where: { organizationId, status: 'open' } });
    expect(open).toBe(0);
  });

  test('an integration in error keeps the status from its last facts, with degraded coverage', async () => {
    const before = await surfaces();
    await api(app, 'PUT', `/organizations/${organizationId}/integrations/jamf`, tenant.key, { status: 'error' });
    await settled();
    const { row } = await surfaces();
    expect(row(DISK)).toMatchObject({ status: 'pass', subjectsEvaluated: 1 });
    expect(row(DISK).detail).toEqual({
      missingPredicates: [],
      satisfiedBy: {},
      connectedHere: [],
      refusedHere: [],
      degradedCoverage: [{ typeCode: 'jamf', predicate: 'device.disk.encrypted', status: 'error' }],
    });
    expect(row(FIREWALL).status).toBe(before.row(FIREWALL).status);
    expect(row(FIREWALL).detail?.degradedCoverage).toEqual([
      { typeCode: 'jamf', predicate: 'device.firewall.enabled', status: 'error' },
    ]);
    // Live, not frozen: reconnecting clears it at the next evaluation.
    await api(app, 'PUT', `/organizations/${organizationId}/integrations/jamf`, tenant.key, { status: 'connected' });
    await settled();
    expect((await surfaces()).row(DISK).detail).toBeNull();
    await api(app, 'PUT', `/organizations/${organizationId}/integrations/jamf`, tenant.key, { status: 'disabled' });
    await settled();
    expect((await surfaces()).row(DISK).detail?.degradedCoverage).toEqual([
      { typeCode: 'jamf', predicate: 'device.disk.encrypted', status: 'disabled' },
    ]);
  });

  test('an override disabling a control makes it not_applicable with who, when and why', async () => {
    const firewallId = (await surfaces()).row(FIREWALL).ruleId;
    const path = `/organizations/${organizationId}/controls/${firewallId}/override`;
    const override = await api(app, 'PUT', path, tenant.accessToken, {
      enabled: false,
      reason: 'Firewall managed by the perimeter appliance',
    });
    expect(override.status).toBe(200);
    expect(override.body).toEqual({
      organizationId,
      controlId: firewallId,
      enabled: false,
      parameters: null,
      reason: 'Firewall managed by the perimeter appliance',
      disabledBy: tenant.user,
      disabledAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await settled();
    const { row, trendToday, standard } = await surfaces();
    expect(row(FIREWALL)).toMatchObject({
      status: 'not_applicable',
      effectiveEnabled: false,
      isOverridden: true,
      disabledReason: 'Firewall managed by the perimeter appliance',
      disabledByName: tenant.user.name,
      disabledAt: override.body.disabledAt,
      detail: null,
    });
    expect(trendToday.notApplicable).toBe(1);
    expect(standard.rollup.notApplicable).toBe(1);

    // A parameters-only override keeps the control in scope; a tenant key leaves disabledBy null.
    const parameters = await api(app, 'PUT', path, tenant.key, { parameters: { profiles: 'domain' } });
    expect(parameters.body).toMatchObject({
      enabled: null,
      parameters: { profiles: 'domain' },
      reason: null,
      disabledBy: null,
    });
    await settled();
    expect((await surfaces()).row(FIREWALL)).toMatchObject({
      status: 'pass',
      isOverridden: true,
      effectiveParameters: { profiles: 'domain' },
      disabledReason: null,
    });
    const disabledByKey = await api(app, 'PUT', path, tenant.key, { enabled: false, reason: 'By a key' });
    expect(disabledByKey.body.disabledBy).toBeNull();

    expect((await api(app, 'DELETE', path, tenant.key)).status).toBe(204);
    expect((await api(app, 'DELETE', path, tenant.key)).status).toBe(204);
    await settled();
    expect((await surfaces()).row(FIREWALL)).toMatchObject({ status: 'pass', isOverridden: false });
  });

  test('POST /evaluate re-evaluates now: evaluatedAt moves, history does not grow when nothing changed', async () => {
    const before = (await surfaces()).row(DISK);
    const history = await app.db.evaluation.count({ where: { organizationId } });
    app.clock.advance(60_000);
    const response = await api(app, 'POST', `/organizations/${organizationId}/evaluate`, tenant.key);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ organizationId, evaluation: 'queued' });
    await settled();
    const after = (await surfaces()).row(DISK);
    expect(Date.parse(after.evaluatedAt!)).toBeGreaterThan(Date.parse(before.evaluatedAt!));
    expect(after.status).toBe(before.status);
    expect(await app.db.evaluation.count({ where: { organizationId } })).toBe(history);
  });

  test('GraphQL pushes the same facts through the same rules', async () => {
    const result = await graphql(
      app,
      tenant.key,
      `mutation ($organizationId: UUID!, $input: FactPushInput!) { pushFacts(organizationId: $organizationId, input: $input) { accepted evaluation } }`,
      { organizationId, input: { typeCode: 'jamf', facts: devices({ 'GX-LT-001': false }) } },
    );
    expect(result).toEqual({ data: { pushFacts: { accepted: 1, evaluation: 'queued' } } });
    await settled();
    expect((await surfaces()).row(DISK)).toMatchObject({ status: 'fail', subjectsFailing: 1, openDetectionCount: 1 });
    const graph = await graphql(
      app,
      tenant.key,
      `query ($id: UUID!) { organization(id: $id) { evaluatedAt integrations { items { typeCode status } } } }`,
      { id: organizationId },
    );
    expect(graph.data.organization).toEqual({
      evaluatedAt: expect.any(String),
      integrations: { items: [{ typeCode: 'jamf', status: 'disabled' }] },
    });
  });

  test('every answer of the new routes conforms to the served OpenAPI document', async () => {
    const conforms = await openApiConformance(app, tenant.key);
    const controlId = (await surfaces()).row(DISK).ruleId;
    // A second organization goes into a tenant of its own: this one's rollup is checked against one grid.
    const elsewhere = await onboardTenant(app);
    for (const [body, status] of [
      [{ name: 'Conformance Org' }, 201],
      [{ name: '' }, 422],
    ] as const) {
      const response = await api(app, 'POST', '/organizations', elsewhere.key, body);
      expect(response.status).toBe(status);
      expect(conforms('/organizations', 'post', response)).toBeNull();
    }
    const calls: [string, string, string, unknown, number][] = [
      ['GET', '/organizations/{organization_id}', `/organizations/${organizationId}`, undefined, 200],
      ['PATCH', '/organizations/{organization_id}', `/organizations/${organizationId}`, {}, 200],
      [
        'GET',
        '/organizations/{organization_id}',
        '/organizations/00000000-0000-4000-8000-000000000000',
        undefined,
        404,
      ],
      [
        'POST',
        '/organizations/{organization_id}/evaluate',
        `/organizations/${organizationId}/evaluate`,
        undefined,
        202,
      ],
      ['GET', '/connector-types', '/connector-types', undefined, 200],
      [
        'GET',
        '/organizations/{organization_id}/integrations',
        `/organizations/${organizationId}/integrations`,
        undefined,
        200,
      ],
      [
        'PUT',
        '/organizations/{organization_id}/integrations/{type_code}',
        `/organizations/${organizationId}/integrations/jamf`,
        { status: 'disabled' },
        200,
      ],
      [
        'PUT',
        '/organizations/{organization_id}/controls/{control_id}/override',
        `/organizations/${organizationId}/controls/${controlId}/override`,
        { enabled: false, reason: 'Conformance', parameters: { a: 1 } },
        200,
      ],
      [
        'PUT',
        '/organizations/{organization_id}/controls/{control_id}/override',
        `/organizations/${organizationId}/controls/${controlId}/override`,
        { enabled: false },
        422,
      ],
      [
        'POST',
        '/organizations/{organization_id}/facts',
        `/organizations/${organizationId}/facts`,
        { typeCode: 'jamf', facts: devices({ 'GX-LT-001': false }) },
        202,
      ],
      [
        'POST',
        '/organizations/{organization_id}/facts',
        `/organizations/${organizationId}/facts`,
        { typeCode: 'jamf', facts: [fact('identity.mfa.enforced', 'x', {})] },
        422,
      ],
    ];
    for (const [method, template, path, body, status] of calls) {
      const response = await api(app, method, path, tenant.accessToken, body);
      expect([method, path, response.status]).toEqual([method, path, status]);
      expect(conforms(template, method.toLowerCase(), response)).toBeNull();
    }
    await api(app, 'DELETE', `/organizations/${organizationId}/controls/${controlId}/override`, tenant.key);
    await settled();
  });

  test('disabling the standard turns its rows not_applicable everywhere, and resolves its detections', async () => {
    expect(
      (
        await api(app, 'PATCH', `/standards/${standardId}`, tenant.key, {
          enabled: false,
          reason: 'Retired framework',
        })
      ).status,
    ).toBe(200);
    await settled();
    const { rows, standard, trendToday, rollup } = await surfaces();
    expect(rows.map((row) => row.status)).toEqual(['not_applicable', 'not_applicable', 'not_applicable']);
    expect(standard.rollup).toEqual({ pass: 0, fail: 0, noData: 0, notCovered: 0, notApplicable: 3 });
    expect(standard.organizationCount).toBe(1);
    expect(trendToday.notApplicable).toBe(3);
    expect(rollup).toBe('not_applicable');
    expect(await app.db.detection.count({ where: { organizationId, status: 'open' } })).toBe(0);
  });
});
