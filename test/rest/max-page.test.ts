import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDb } from '../../src/data/client.ts';
import { MAX_PAGE_SIZE } from '../../src/domain/pagination.ts';
import { buildContext } from '../../src/graphql/context.ts';
import { prepareOperation } from '../../src/graphql/execute.ts';
import { type AnyRoute, isGraphRoute, resultBody } from '../../src/rest/route.ts';
import { apiRoutes } from '../../src/rest/routes.ts';
import { schema } from '../../src/schema/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { type BigTenant, fillBigTenant, fullPageLength, OVER_A_PAGE } from '../support/big-tenant.ts';
import { request } from '../support/http.ts';
import { allScopeKeyOf } from '../support/statements.ts';

/**
 * Every list at its documented largest page (pageSize=100 for page lists, limit=100 for cursor
 * lists, first=100 for the graph's connections) answers 200 with a full page, on a tenant with
 * more than a page of everything and on the largest demo organization: a per-row lookup that
 * costs a statement per item would run past the per-operation statement budget and answer 400.
 */

let app: TestApp;
let api: string;
let big: BigTenant;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  api = `${app.url}/api/v1`;
  big = await fillBigTenant(app);
});
afterAll(() => app.close());

type ListRoute = AnyRoute & { request: { query: Record<string, unknown>; path?: Record<string, unknown> } };

/** The REST routes that list something by page or by cursor. */
const listRoutes = apiRoutes.filter(
  (route): route is ListRoute =>
    route.method === 'GET' &&
    'request' in route &&
    route.request.query !== undefined &&
    ('pageSize' in route.request.query || 'limit' in route.request.query),
);

function pathParams(): Record<string, string> {
  return {
    organization_id: big.organizationId,
    control_id: big.controlId,
    standard_id: big.bigStandardId,
    webhook_id: big.webhookId,
    detection_id: big.detectionId,
  };
}

function urlOf(route: ListRoute, params: Record<string, string>, extra = ''): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${route.path}: give the test one`);
    return value;
  });
  const size = 'pageSize' in route.request.query ? `pageSize=${MAX_PAGE_SIZE}` : `limit=${MAX_PAGE_SIZE}`;
  return `${api}${path}?${size}${extra}`;
}

test('the walk covers every list the REST table declares', () => {
  expect(listRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
    [
      'GET /api-keys',
      'GET /audit-events',
      'GET /detections/{detection_id}/activity',
      'GET /organizations/{organization_id}/overrides',
      'GET /organizations/{organization_id}/reports',
      'GET /controls/{control_id}/failing-organizations',
      'GET /fleet/organizations',
      'GET /library/standards',
      'GET /organizations',
      'GET /organizations/{organization_id}/attestations',
      'GET /organizations/{organization_id}/controls/{control_id}/history',
      'GET /organizations/{organization_id}/detections',
      'GET /standards',
      'GET /standards/{standard_id}/controls',
      'GET /webhooks',
      'GET /webhooks/{webhook_id}/deliveries',
    ].sort(),
  );
});

describe('REST: every list at its largest page on a big tenant', () => {
  test.each(listRoutes.map((route) => [route.path, route] as const))('%s', async (_path, route) => {
    const first = await request(urlOf(route, pathParams()), { token: app.adminKey });
    expect(first.status, first.text.slice(0, 300)).toBe(200);
    const pageLength = fullPageLength(route.path, MAX_PAGE_SIZE);
    expect(first.body.items).toHaveLength(pageLength);
    // Shipped content shorter than a page has no second page to walk.
    if (pageLength < MAX_PAGE_SIZE) {
      if ('limit' in route.request.query) expect(first.body.hasMore).toBe(false);
      return;
    }
    // The next page holds the rest: at least the OVER_A_PAGE - 100 rows this test added.
    const next =
      'pageSize' in route.request.query ? `&page=2` : `&cursor=${encodeURIComponent(first.body.nextCursor as string)}`;
    if ('limit' in route.request.query) expect(first.body.hasMore).toBe(true);
    const second = await request(urlOf(route, pathParams(), next), { token: app.adminKey });
    expect(second.status, second.text.slice(0, 300)).toBe(200);
    expect(second.body.items.length).toBeGreaterThanOrEqual(OVER_A_PAGE - MAX_PAGE_SIZE);
    // An override is named by what it overrides: it has no id of its own.
    const ids = [...first.body.items, ...second.body.items].map(
      (item: { id?: string; kind?: string; controlId?: string; standardId?: string }) =>
        item.id ?? `${item.kind}:${item.controlId ?? item.standardId}`,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('the lists that are never paged (grid, trend, integrations, catalog) answer on the big organization', async () => {
    for (const path of [
      `/organizations/${big.organizationId}/compliance`,
      `/organizations/${big.organizationId}/compliance/trend?days=366`,
      `/organizations/${big.organizationId}/integrations`,
      '/connector-types',
      '/fleet/summary',
    ]) {
      const response = await request(`${api}${path}`, { token: app.adminKey });
      expect(response.status, `${path}: ${response.text.slice(0, 300)}`).toBe(200);
    }
  });
});

function listVariables(route: ListRoute) {
  if (!isGraphRoute(route)) throw new Error(`${route.path} is not a graph route`);
  const query = Object.fromEntries(
    Object.keys(route.request.query).map((name) => [
      name,
      name === 'pageSize' || name === 'limit' ? MAX_PAGE_SIZE : name === 'page' ? 1 : undefined,
    ]),
  );
  return route.variables({ path: pathParams(), query, body: undefined } as never);
}

describe('SQL statements of a full page do not grow with its rows', () => {
  test.each(listRoutes.map((route) => [route.path, route] as const))('%s', async (_path, route) => {
    if (!isGraphRoute(route)) throw new Error(`${route.path} is not a graph route`);
    const statements: string[] = [];
    const db = createDb(app.databaseUrl, { onQuery: (sql) => statements.push(sql) });
    try {
      // As REST runs it: the route's operation, compiled, on a request's context.
      const operation = prepareOperation(schema, route.operation, (error) => {
        throw error;
      });
      const principal = allScopeKeyOf(app.demoTenantId);
      const data = await operation.run(
        buildContext({ db, clock: app.clock }, principal, 'max-page'),
        listVariables(route),
      );
      expect((resultBody(route, data) as { items: unknown[] }).items).toHaveLength(
        fullPageLength(route.path, MAX_PAGE_SIZE),
      );
      // A handful per list (the rows, their relations, counts, rollups), never one per row.
      expect(statements.length, statements.map((sql) => sql.slice(0, 120)).join('\n')).toBeLessThanOrEqual(12);
    } finally {
      await db.$disconnect();
    }
  });
});

describe('GraphQL: the operation behind every list, and the records in full, at first/limit/pageSize 100', () => {
  test.each(listRoutes.map((route) => [route.path, route] as const))('%s', async (_path, route) => {
    if (!isGraphRoute(route)) throw new Error(`${route.path} is not a graph route`);
    const variables = listVariables(route);
    const response = await request(`${app.url}/graphql`, {
      method: 'POST',
      token: app.adminKey,
      body: { query: print(route.operation), variables },
    });
    expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
    const body = resultBody(route, response.body.data) as { items: unknown[] };
    expect(body.items).toHaveLength(fullPageLength(route.path, MAX_PAGE_SIZE));
  });

  test('detections with every field of the record, deliveries with their event and attempts', async () => {
    const detections = await request(`${app.url}/graphql`, {
      method: 'POST',
      token: app.adminKey,
      body: {
        query: `query ($id: UUID!) { organizationDetections(organizationId: $id, limit: 100) {
          items { id organizationId ruleId standardId evaluationId status severity title subject evidence firstSeenAt lastSeenAt resolvedAt }
          hasMore nextCursor } }`,
        variables: { id: big.organizationId },
      },
    });
    expect(detections.body.errors, JSON.stringify(detections.body.errors)).toBeUndefined();
    const items = detections.body.data.organizationDetections.items as { standardId: string }[];
    expect(items).toHaveLength(100);
    // One control of each of the demo's standards: the two frameworks it adopted.
    expect(new Set(items.map((item) => item.standardId)).size).toBe(2);

    const deliveries = await request(`${app.url}/graphql`, {
      method: 'POST',
      token: app.adminKey,
      body: {
        query: `query ($id: UUID!) { webhook(id: $id) { url deliveries(first: 100) {
          edges { node { id status event { id type data } attempts { number responseStatus error } } } } } }`,
        variables: { id: big.webhookId },
      },
    });
    expect(deliveries.body.errors, JSON.stringify(deliveries.body.errors)).toBeUndefined();
    const edges = deliveries.body.data.webhook.deliveries.edges as { node: { attempts: unknown[] } }[];
    expect(edges).toHaveLength(100);
    expect(edges.every((edge) => edge.node.attempts.length === 2)).toBe(true);
  });
});

describe('the largest demo organization', () => {
  test('its detections and its longest history at limit=100', async () => {
    const [largest] = await app.db.$queryRaw<{ organizationId: string; n: number }[]>`
      SELECT "organizationId", count(*)::int AS n FROM "Detection"
       WHERE "tenantId" = ${app.demoTenantId}::uuid AND "organizationId" <> ${big.organizationId}::uuid
       GROUP BY 1 ORDER BY 2 DESC LIMIT 1`;
    expect(largest).toBeDefined();
    const detections = await request(`${api}/organizations/${largest!.organizationId}/detections?limit=100`, {
      token: app.adminKey,
    });
    expect(detections.status, detections.text.slice(0, 300)).toBe(200);
    expect(detections.body.items).toHaveLength(Math.min(100, largest!.n));

    const [pair] = await app.db.$queryRaw<{ organizationId: string; controlId: string; n: number }[]>`
      SELECT "organizationId", "controlId", count(*)::int AS n FROM "Evaluation"
       WHERE "tenantId" = ${app.demoTenantId}::uuid AND "organizationId" <> ${big.organizationId}::uuid
       GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`;
    const history = await request(
      `${api}/organizations/${pair!.organizationId}/controls/${pair!.controlId}/history?limit=100`,
      { token: app.adminKey },
    );
    expect(history.status, history.text.slice(0, 300)).toBe(200);
    expect(history.body.items).toHaveLength(Math.min(100, pair!.n));

    const compliance = await request(`${api}/organizations/${largest!.organizationId}/compliance`, {
      token: app.adminKey,
    });
    expect(compliance.status).toBe(200);
  });
});

describe('MCP: list_organizations at its largest limit', () => {
  test('limit 100 is a full page, the next cursor the rest, and a forged cursor a tool error without echo', async () => {
    const client = new Client({ name: 'max-page-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${app.url}/api/v1/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${app.adminKey}` } },
      }),
    );
    try {
      const call = async (args: Record<string, unknown>) =>
        (await client.callTool({ name: 'list_organizations', arguments: args })) as CallToolResult & {
          structuredContent?: { items: unknown[]; hasMore: boolean; nextCursor: string | null };
        };
      const first = await call({ limit: 100 });
      expect(first.isError, JSON.stringify(first.content)).toBeFalsy();
      expect(first.structuredContent!.items).toHaveLength(100);
      expect(first.structuredContent!.hasMore).toBe(true);
      const next = await call({ limit: 100, cursor: first.structuredContent!.nextCursor });
      expect(next.isError, JSON.stringify(next.content)).toBeFalsy();
      expect(next.structuredContent!.items.length).toBeGreaterThan(0);
      const forged = await call({ cursor: 'forged-cursor-value' });
      expect(forged.isError).toBe(true);
      const text = JSON.stringify(forged.content);
      expect(text).toContain('Invalid cursor');
      expect(text).not.toContain('forged-cursor-value');
    } finally {
      await client.close();
    }
  });
});
