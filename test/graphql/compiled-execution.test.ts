import { print } from 'graphql';
import { GraphQLClient } from 'graphql-request';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { OrganizationComplianceDocument } from '../../src/graphql/generated/operations.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

/** Every compilation /graphql asks for, and what it got: what proves its execution is compiled. */
const compilations = vi.hoisted(() => [] as { operationName: string | null | undefined; compiled: unknown }[]);

vi.mock('../../src/graphql/execute.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/graphql/execute.ts')>();
  return {
    ...original,
    compiledOperation: (...args: Parameters<typeof original.compiledOperation>) => {
      const compiled = original.compiledOperation(...args);
      compilations.push({ operationName: args[2], compiled });
      return compiled;
    },
  };
});

let app: TestApp;
let client: GraphQLClient;
beforeAll(async () => {
  // No response cache: the second request must execute to show its compilation is reused.
  app = await startTestApp({ worker: false, responseCache: null });
  client = new GraphQLClient(`${app.url}/graphql`, { headers: { authorization: `Bearer ${app.adminKey}` } });
});
afterAll(() => app?.close());

test('POST /graphql runs a query compiled with graphql-jit, compiled once per document', async () => {
  const organizationId = (await app.db.organization.findFirstOrThrow({ where: { tenantId: app.demoTenantId } })).id;
  compilations.length = 0;
  const first = await client.request(OrganizationComplianceDocument, { organizationId });
  const second = await client.request(OrganizationComplianceDocument, { organizationId });
  expect(second).toStrictEqual(first);
  expect(first.complianceGrid.items.length).toBeGreaterThan(0);
  expect(compilations.map((c) => c.operationName)).toStrictEqual(['OrganizationCompliance', 'OrganizationCompliance']);
  const [once, again] = compilations.map((c) => c.compiled);
  expect(once).not.toBeInstanceOf(Error);
  expect(once).toHaveProperty('query');
  // yoga's parse cache hands the same document to the second request, so the compiled query is reused.
  expect(again).toBe(once);
});

test('a compiled execution refuses and fails as the ordinary one: worded, not masked', async () => {
  const post = (body: unknown) =>
    request(`${app.url}/graphql`, {
      method: 'POST',
      token: app.adminKey,
      body,
      headers: { accept: 'application/graphql-response+json' },
    });
  const refused = await post({ query: 'query ($p: Int) { organizations(page: $p) { total } }', variables: { p: 'x' } });
  expect(refused.status).toBe(400);
  expect(refused.body.errors[0].message).toMatch(/^Variable "\$p" got invalid value; /);
  const missing = await post({
    query: print(OrganizationComplianceDocument),
    variables: { organizationId: '00000000-0000-4000-8000-000000000000' },
  });
  expect(missing.body.errors).toHaveLength(1);
  expect(missing.body.errors[0]).toMatchObject({ message: 'Organization not found', path: ['complianceGrid'] });
  expect(missing.body.errors[0].locations).toStrictEqual([{ line: 2, column: 3 }]);
});
