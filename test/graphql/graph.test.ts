import { Kind, print } from 'graphql';
import { ClientError, GraphQLClient } from 'graphql-request';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  GetStandardDocument,
  ListOrganizationsDocument,
  OrganizationComplianceDocument,
  OrganizationComplianceTrendDocument,
} from '../../src/graphql/generated/operations.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { statementCounter } from '../support/statements.ts';

const GRID_QUERIES = 2;

let app: TestApp;
let client: GraphQLClient;
beforeAll(async () => {
  app = await startTestApp();
  client = new GraphQLClient(`${app.url}/graphql`, { headers: { authorization: `Bearer ${app.adminKey}` } });
});
afterAll(() => app.close());

async function graphqlError(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof ClientError) return error.response;
    throw error;
  }
  throw new Error('expected a GraphQL error');
}

describe('typed operations through graphql-request', () => {
  test('the REST documents return the same data over /graphql', async () => {
    const organizations = await client.request(ListOrganizationsDocument, { page: 1, pageSize: 5 });
    expect(organizations.organizations.items).toHaveLength(5);
    const id = organizations.organizations.items[0]!.id;
    const grid = await client.request(OrganizationComplianceDocument, { organizationId: id });
    expect(grid.complianceGrid.organizationId).toBe(id);
    const trend = await client.request(OrganizationComplianceTrendDocument, { organizationId: id, days: 7 });
    expect(trend.complianceTrend.buckets).toHaveLength(7);
    const rest = await fetch(`${app.url}/api/v1/organizations/${id}/compliance`, {
      headers: { authorization: `Bearer ${app.adminKey}` },
    });
    expect(await rest.json()).toEqual(grid.complianceGrid);
  });

  test('one round trip: an organization with its grid, trend and detections', async () => {
    const id = (await client.request(ListOrganizationsDocument, { page: 1, pageSize: 1 })).organizations.items[0]!.id;
    const data = await client.request<{
      organization: {
        name: string;
        health: string;
        compliance: { rollup: string; items: unknown[] };
        trend: { buckets: { day: string; rollup: string }[]; rollupChanges: { day: string; to: string }[] };
      };
    }>(
      `query ($id: UUID!) { organization(id: $id) { name health compliance { rollup items { ruleId status } } trend(days: 3) { buckets { day rollup } rollupChanges { day to } } } }`,
      { id },
    );
    expect(data.organization.trend.buckets).toHaveLength(3);
    // Each mark names a day of the window and that day's rollup.
    for (const change of data.organization.trend.rollupChanges) {
      expect(data.organization.trend.buckets.find((b) => b.day === change.day)?.rollup).toBe(change.to);
    }
    expect(data.organization.compliance.items.length).toBeGreaterThan(0);
  });

  test('a page of organizations reads the same grids and trends as each organization alone', async () => {
    // A page takes the batched statements (gridEntriesOf, dailySnapshotsOf); one organization the single ones.
    const fragments = OrganizationComplianceDocument.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((definition) => print(definition))
      .join('\n');
    const fields = `id compliance { organizationId rollup items { ...ComplianceRowRecord } }
      trend(days: 40) { windowDays buckets { day passCount failCount noDataCount notCoveredCount notApplicableCount } }`;
    type Read = { id: string; compliance: { items: unknown[] }; trend: { buckets: unknown[] } };
    const page = await client.request<{ organizations: { items: Read[] } }>(
      `{ organizations(pageSize: 4) { items { ${fields} } } } ${fragments}`,
    );
    expect(page.organizations.items).toHaveLength(4);
    for (const batched of page.organizations.items) {
      const alone = await client.request<{ organization: Read }>(
        `query ($id: UUID!) { organization(id: $id) { ${fields} } } ${fragments}`,
        { id: batched.id },
      );
      expect(batched.compliance.items.length).toBeGreaterThan(0);
      expect(batched.trend.buckets).toHaveLength(40);
      expect(batched).toEqual(alone.organization);
    }
  });

  test('a foreign or unknown id is a NOT_FOUND error, and a missing permission FORBIDDEN', async () => {
    const foreign = await app.db.standard.findFirstOrThrow({ where: { tenantId: app.otherTenantId } });
    const notFound = await graphqlError(() => client.request(GetStandardDocument, { id: foreign.id }));
    expect(notFound.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const narrow = new GraphQLClient(`${app.url}/graphql`, {
      headers: { authorization: `Bearer ${await app.key(['organization.read'])}` },
    });
    const forbidden = await graphqlError(() => narrow.request(GetStandardDocument, { id: foreign.id }));
    expect(forbidden.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  test('no credential is an HTTP 401 with WWW-Authenticate', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  test('the grid costs a constant number of SQL queries, whatever the number of rows', async () => {
    const counter = statementCounter(app, 'query-count');
    try {
      const organizations = await counter.db.organization.findMany({ where: { tenantId: app.demoTenantId }, take: 3 });
      const counts: number[] = [];
      for (const organization of organizations) {
        const { result, statements } = await counter.run(OrganizationComplianceDocument, {
          organizationId: organization.id,
        });
        expect(result.errors).toBeUndefined();
        counts.push(statements);
      }
      // The organization lookup, then one statement for every control's row, the organization's
      // integrations and the connector catalog.
      expect(counts).toEqual([GRID_QUERIES, GRID_QUERIES, GRID_QUERIES]);
    } finally {
      await counter.close();
    }
  });
});
