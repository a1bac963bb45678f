import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function graphql(query: string, operationName?: string) {
  return request(`${app.url}/graphql`, { method: 'POST', token: app.adminKey, body: { query, operationName } });
}

function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((label) => l.includes(label)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

test('GraphQL operations are counted and timed by operation name and type, not under one /graphql label', async () => {
  await graphql('query FleetOverview { organizations(pageSize: 1) { total } }');
  await graphql('query FleetOverview { organizations(pageSize: 2) { total } }');
  await graphql('{ organizations(pageSize: 1) { total } }');
  await graphql('query Broken { organization(id: "00000000-0000-7000-8000-000000000000") { name } }');
  const { text } = await request(`${app.url}/metrics`);
  expect(
    sample(text, 'graphql_operations_total', {
      operation_name: 'FleetOverview',
      operation_type: 'query',
      outcome: 'ok',
    }),
  ).toBe(2);
  expect(sample(text, 'graphql_operations_total', { operation_name: 'anonymous', operation_type: 'query' })).toBe(1);
  expect(
    sample(text, 'graphql_operations_total', { operation_name: 'Broken', operation_type: 'query', outcome: 'error' }),
  ).toBe(1);
  expect(
    sample(text, 'graphql_operation_duration_seconds_count', {
      operation_name: 'FleetOverview',
      operation_type: 'query',
    }),
  ).toBe(2);
});

test('data freshness: the age of the oldest evaluatedAt per tenant', async () => {
  const oldest = await app.db.controlState.aggregate({
    where: { tenantId: app.demoTenantId },
    _min: { evaluatedAt: true },
  });
  const empty = await app.db.tenant.create({ data: { name: 'Freshness empty tenant' } });
  const { text } = await request(`${app.url}/metrics`);
  const age = sample(text, 'compliance_oldest_evaluation_age_seconds', { tenant_id: app.demoTenantId });
  const expected = (Date.now() - oldest._min.evaluatedAt!.getTime()) / 1000;
  expect(age).toBeGreaterThan(expected - 30);
  expect(age).toBeLessThanOrEqual(expected + 1);
  // A tenant with no evaluated control has no series rather than a made-up age.
  expect(text).not.toContain(empty.id);
});
