import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { api, fact, gridOf, onboardTenant, type Tenant } from './support.ts';

/**
 * DECISIONS "Assessment: settled points": an `available` integration is mapped and not connected
 * (degraded coverage, its facts count, health degraded beside a connected one), and a push can
 * report an empty population.
 */

let app: TestApp;
let tenant: Tenant;

const DISK = 'Disk encryption';
const MFA = 'MFA enforced';

async function newOrganization(name: string): Promise<string> {
  const created = await api(app, 'POST', '/organizations', tenant.key, { name });
  expect(created.status).toBe(201);
  return created.body.id;
}

const integrate = (organizationId: string, typeCode: string, status: string) =>
  api(app, 'PUT', `/organizations/${organizationId}/integrations/${typeCode}`, tenant.key, { status });

beforeAll(async () => {
  app = await startTestApp();
  tenant = await onboardTenant(app);
  const control = (name: string, predicate: string, expect: Record<string, unknown>) => ({
    name,
    enabled: true,
    autonomy: 'suggest_only',
    severity: 'high',
    match: { predicate },
    expect,
    parameters: {},
  });
  const created = await api(app, 'POST', '/standards', tenant.accessToken, {
    slug: 'populations',
    name: 'Populations',
    enabled: false,
    controls: [
      control(DISK, 'device.disk.encrypted', { encrypted: true }),
      control(MFA, 'identity.mfa.enforced', { enforced: true }),
    ],
  });
  expect(created.status).toBe(201);
  expect((await api(app, 'PATCH', `/standards/${created.body.id}`, tenant.key, { enabled: true })).status).toBe(200);
});
afterAll(() => app?.close());

describe('an available integration is mapped, not connected', () => {
  test('its facts are accepted and count, under degraded coverage listing it; no supplier at all is not_covered', async () => {
    const organizationId = await newOrganization('Available clinic');
    expect((await integrate(organizationId, 'jamf', 'available')).status).toBe(200);
    const pushed = await api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
      typeCode: 'jamf',
      facts: [fact('device.disk.encrypted', 'LT-1', { encrypted: false })],
    });
    expect(pushed.status).toBe(202);
    await app.evaluationsSettled();
    const { row } = await gridOf(app, tenant.key, organizationId);
    expect(row(DISK)).toMatchObject({ status: 'fail', subjectsEvaluated: 1, subjectsFailing: 1 });
    expect(row(DISK).detail).toEqual({
      missingPredicates: [],
      satisfiedBy: {},
      connectedHere: [],
      refusedHere: [],
      degradedCoverage: [{ typeCode: 'jamf', predicate: 'device.disk.encrypted', status: 'available' }],
    });
    expect(row(MFA)).toMatchObject({ status: 'not_covered' });
    expect(row(MFA).detail?.missingPredicates).toEqual(['identity.mfa.enforced']);
  });

  test('health (DECISIONS "Health", changed): available never degrades it; error beside connected does; only available is disconnected', async () => {
    const organizationId = await newOrganization('Health clinic');
    const health = async () => (await api(app, 'GET', `/organizations/${organizationId}`, tenant.key)).body.health;
    expect(await health()).toBe('disconnected');
    await integrate(organizationId, 'okta', 'available');
    expect(await health()).toBe('disconnected');
    // A type the MSP offers but has not set up is no fault of the connected one beside it.
    await integrate(organizationId, 'jamf', 'connected');
    expect(await health()).toBe('healthy');
    await integrate(organizationId, 'okta', 'error');
    expect(await health()).toBe('degraded');
    const degraded = await api(app, 'GET', `/organizations?health=degraded&pageSize=100`, tenant.key);
    expect(degraded.body.items.map((o: { id: string }) => o.id)).toContain(organizationId);
    await integrate(organizationId, 'okta', 'connected');
    expect(await health()).toBe('healthy');
  });
});

describe('a push that names its predicates reports their whole population', () => {
  test('a named predicate without facts has no subjects now: detections resolve, the control reads no_data', async () => {
    const organizationId = await newOrganization('Emptied clinic');
    await integrate(organizationId, 'jamf', 'connected');
    const push = (body: unknown) => api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, body);
    expect(
      (
        await push({
          typeCode: 'jamf',
          facts: [
            fact('device.disk.encrypted', 'LT-1', { encrypted: false }),
            fact('device.disk.encrypted', 'LT-2', { encrypted: true }),
            fact('device.firewall.enabled', 'LT-1', { enabled: true }),
          ],
        })
      ).status,
    ).toBe(202);
    await app.evaluationsSettled();
    expect((await gridOf(app, tenant.key, organizationId)).row(DISK)).toMatchObject({
      status: 'fail',
      openDetectionCount: 1,
    });

    const emptied = await push({ typeCode: 'jamf', facts: [], predicates: ['device.disk.encrypted'] });
    expect(emptied).toMatchObject({ status: 202, body: { accepted: 0, evaluation: 'queued' } });
    await app.evaluationsSettled();
    expect((await gridOf(app, tenant.key, organizationId)).row(DISK)).toMatchObject({
      status: 'no_data',
      subjectsEvaluated: 0,
      subjectsFailing: 0,
      openDetectionCount: 0,
    });
    const detections = await api(app, 'GET', `/organizations/${organizationId}/detections`, tenant.key);
    expect(detections.body.items.map((d: { subject: string; status: string }) => [d.subject, d.status])).toEqual([
      ['LT-1', 'resolved'],
    ]);
    // Only the named predicate was replaced: the firewall facts stay.
    const facts = await app.db.fact.findMany({ where: { organizationId }, select: { predicate: true, subject: true } });
    expect(facts).toEqual([{ predicate: 'device.firewall.enabled', subject: 'LT-1' }]);
  });

  test('each named predicate must be declared by the connector type; without predicates an empty push is refused', async () => {
    const organizationId = await newOrganization('Refused clinic');
    await integrate(organizationId, 'jamf', 'connected');
    const push = (body: unknown) => api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, body);
    const undeclared = await push({
      typeCode: 'jamf',
      facts: [],
      predicates: ['device.disk.encrypted', 'identity.mfa.enforced'],
    });
    expect(undeclared.status).toBe(422);
    expect(undeclared.body.detail).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'predicates', 1],
        msg: "Value error, The connector type 'jamf' does not declare the predicate 'identity.mfa.enforced'",
        input: 'identity.mfa.enforced',
        ctx: { error: {} },
      },
    ]);
    const none = await push({ typeCode: 'jamf', facts: [] });
    expect(none.body.detail[0]).toMatchObject({ type: 'too_short', loc: ['body', 'facts'] });
    const emptyList = await push({ typeCode: 'jamf', facts: [], predicates: [] });
    expect(emptyList.body.detail[0]).toMatchObject({ type: 'too_short', loc: ['body', 'predicates'] });
  });
});
