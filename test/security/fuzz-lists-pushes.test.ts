import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { MAX_PAGE_SIZE } from '../../src/domain/pagination.ts';
import { apiRoutes } from '../../src/rest/routes.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { type BigTenant, fillBigTenant, fullPageLength } from '../support/big-tenant.ts';
import { request } from '../support/http.ts';

/**
 * What found issue 20's list and push defects, kept in the fuzz suite: every list at random page
 * sizes up to its documented maximum and random cursors on a tenant with more than a page of
 * everything, and many connectors pushing at once on a pool of the configured size.
 */

// The production pool: its size and its timeouts, as the server reads them from the environment.
const config = loadConfig({});
const PARALLEL_PUSHES = 50;
const FACTS_PER_PUSH = 1_000;

let app: TestApp;
let api: string;
let big: BigTenant;
let organizations: string[];
beforeAll(async () => {
  app = await startTestApp({
    pool: { poolSize: config.databasePoolSize, timeouts: config.databaseTimeouts },
  });
  api = `${app.url}/api/v1`;
  big = await fillBigTenant(app);
  // Connectors of many clients: one organization per push, each with a Microsoft 365 integration.
  const m365 = await app.db.connectorType.findFirstOrThrow({ where: { typeCode: 'microsoft365', tenantId: null } });
  const created = Array.from({ length: PARALLEL_PUSHES }, (_, i) => ({
    id: crypto.randomUUID(),
    tenantId: app.demoTenantId,
    name: `Zz Pushing Client ${String(i).padStart(2, '0')}`,
  }));
  await app.db.organization.createMany({ data: created });
  await app.db.integration.createMany({
    data: created.map((organization) => ({
      tenantId: app.demoTenantId,
      organizationId: organization.id,
      connectorTypeId: m365.id,
      status: 'connected' as const,
    })),
  });
  organizations = created.map((organization) => organization.id);
}, 120_000);
afterAll(() => app.close());

function push(round: number) {
  return {
    typeCode: 'microsoft365',
    facts: Array.from({ length: FACTS_PER_PUSH }, (_, i) => ({
      predicate: 'identity.mfa.enforced',
      subject: `user-${i}@client.example`,
      fields: { enforced: (i + round) % 7 !== 0 },
    })),
  };
}

describe('concurrent fact pushes on a healthy database', () => {
  test(`${PARALLEL_PUSHES} parallel pushes of ${FACTS_PER_PUSH} facts on a pool of ${config.databasePoolSize} are all accepted`, async () => {
    const answers = await Promise.all(
      organizations.map((organizationId) =>
        request(`${api}/organizations/${organizationId}/facts`, {
          method: 'POST',
          token: app.adminKey,
          body: push(0),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status !== 202),
      JSON.stringify(answers.find((a) => a.status !== 202)?.body),
    ).toEqual([]);
    expect(answers.every((answer) => answer.body.accepted === FACTS_PER_PUSH)).toBe(true);
  }, 120_000);
});

const cursorLists = apiRoutes.filter(
  (route) => route.method === 'GET' && 'request' in route && route.request.query && 'limit' in route.request.query,
);
const pageLists = apiRoutes.filter(
  (route) => route.method === 'GET' && 'request' in route && route.request.query && 'pageSize' in route.request.query,
);
const pathOf = (template: string) =>
  template
    .replace('{organization_id}', big.organizationId)
    .replace('{control_id}', big.controlId)
    .replace('{standard_id}', big.bigStandardId)
    .replace('{webhook_id}', big.webhookId)
    .replace('{detection_id}', big.detectionId);

describe('every list, random page sizes and cursors', () => {
  test('a size from 1 to the maximum is a 200 with that many items (the tenant has more than a page of each)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cursorLists, ...pageLists),
        fc.integer({ min: 1, max: MAX_PAGE_SIZE }),
        async (route, size) => {
          const parameter = 'limit' in (route as { request: { query: object } }).request.query ? 'limit' : 'pageSize';
          const response = await request(`${api}${pathOf(route.path)}?${parameter}=${size}`, { token: app.adminKey });
          expect(response.status, `${route.path} ${parameter}=${size}: ${response.text.slice(0, 200)}`).toBe(200);
          expect(response.body.items).toHaveLength(fullPageLength(route.path, size));
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);

  test('a random cursor is a 200 or the one cursor 422, never anything else', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cursorLists),
        fc.oneof(
          fc.string(),
          fc.base64String(),
          fc.uuid().map((id) => Buffer.from(`GPC:S:${id}`).toString('base64')),
          fc.string().map((text) => Buffer.from(`GPC:S:${text}`).toString('base64')),
        ),
        async (route, cursor) => {
          const response = await request(
            `${api}${pathOf(route.path)}?limit=${MAX_PAGE_SIZE}&cursor=${encodeURIComponent(cursor)}`,
            { token: app.adminKey },
          );
          expect([200, 422], `${route.path} ${cursor}: ${response.text.slice(0, 200)}`).toContain(response.status);
          if (response.status === 422) {
            expect(response.body.detail).toEqual([
              expect.objectContaining({ loc: ['query', 'cursor'], msg: 'Value error, Invalid cursor' }),
            ]);
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
