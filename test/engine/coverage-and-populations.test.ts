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
    expect((await integrate(organizationId, 'intune', 'available')).status).toBe(200);
    const pushed = await api(app, 'POST', `/organizations/${organizationId}/facts`, tenant.key, {
      typeCode: 'intune',
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
      degradedCoverage: [{ typeCode: 'intune', predicate: 'device.disk.encrypted', status: 'available' }],
    });
    expect(row(MFA)).toMatchObject({ status: 'not_covered' });
    expect(row(MFA).detail?.missingPredicates).toEqual(['identity.mfa.enforced']);
  });

  test('health: all connected is healthy, connected beside available is degraded, only available is disconnected', async () => {
    const organizationId = await newOrganization('Health clinic');
    const health = async () => (await api(app, 'GET', `/organizations/${organizationId}`, tenant.key)).body.health;
    expect(await health()).toBe('disconnected');
    await integrate(organizationId, 'okta', 'available');
    expect(await health()).toBe('disconnected');
    await integrate(organizationId, 'intune', 'connected');
    expect(await health()).toBe('degraded');
    const degraded = await api(app, 'GET', `/organizations?health=degraded&pageSize=100`, tenant.key);
    expect(degraded.body.items.map((o: { id: string }) => o.id)).toContain(organizationId);
    await integrate(organizationId, 'okta', 'connected');
    expect(await health()).toBe('healthy');
  });
});
