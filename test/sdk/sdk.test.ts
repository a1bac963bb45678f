import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ComplianceApiError, createComplianceClient } from '../../src/sdk/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

let app: TestApp;
const rest = async (path: string) => (await request(`${app.url}/api/v1${path}`, { token: app.adminKey })).body;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('createComplianceClient', () => {
  test('returns the same records as REST', async () => {
    const sdk = createComplianceClient({ url: `${app.url}/`, token: app.adminKey });

    const organizations = await sdk.listOrganizations({ pageSize: 100 });
    expect(organizations).toEqual(await rest('/organizations?pageSize=100'));
    expect(organizations.items.length).toBeGreaterThan(1);
    expect(await sdk.listOrganizations({ pageSize: 2, page: 2, health: 'degraded' })).toEqual(
      await rest('/organizations?pageSize=2&page=2&health=degraded'),
    );

    const id = organizations.items[0]!.id;
    const grid = await sdk.complianceGrid(id);
    expect(grid).toEqual(await rest(`/organizations/${id}/compliance`));
    expect(grid.items.length).toBeGreaterThan(0);

    expect(await sdk.complianceTrend(id)).toEqual(await rest(`/organizations/${id}/compliance/trend`));
    const week = await sdk.complianceTrend(id, 7);
    expect(week.buckets).toHaveLength(7);
    expect(week).toEqual(await rest(`/organizations/${id}/compliance/trend?days=7`));

    expect(await sdk.standards({ pageSize: 100 })).toEqual(await rest('/standards?pageSize=100'));

    const row = grid.items[0]!;
    const lookup = await sdk.controlStatus(id, row.ruleId);
    expect(lookup.row).toEqual(row);
    expect(lookup.candidates).toEqual([]);
  });

  test("reports the service's failures with their HTTP status", async () => {
    const sdk = createComplianceClient({ url: app.url, token: app.adminKey });
    const foreign = (await app.db.organization.findFirstOrThrow({ where: { tenantId: app.otherTenantId } })).id;
    const notFound = await sdk.complianceGrid(foreign).catch((error: unknown) => error);
    expect(notFound).toBeInstanceOf(ComplianceApiError);
    expect(notFound).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Organization not found' });

    const limited = createComplianceClient({ url: app.url, token: await app.key(['organization.read']) });
    expect((await limited.listOrganizations()).items.length).toBeGreaterThan(0);
    await expect(limited.standards()).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });

    const anonymous = createComplianceClient({ url: app.url, token: 'ccak_unknown' });
    await expect(anonymous.listOrganizations()).rejects.toMatchObject({ status: 401 });
  });
});
