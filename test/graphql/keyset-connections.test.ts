import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

/**
 * The detections and overrides lists are Relay connections (`detections`, `overrides`) beside
 * their deprecated cursor-list fields: the same items in the same order, and the same cursors, so
 * a cursor of either (REST's included) continues the other.
 */

let app: TestApp;
let organizationId: string;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  // The demo organization with the most detections, so a page of 3 has more after it.
  const [busiest] = await app.db.detection.groupBy({
    by: ['organizationId'],
    where: { tenantId: app.demoTenantId },
    _count: { _all: true },
    orderBy: { _count: { organizationId: 'desc' } },
    take: 1,
  });
  organizationId = busiest!.organizationId;
});
afterAll(() => app.close());

async function graphql(query: string, variables: Record<string, unknown>) {
  const { body } = await request(`${app.url}/graphql`, {
    method: 'POST',
    token: app.adminKey,
    body: { query, variables },
  });
  return body as { data?: any; errors?: { message: string; extensions: Record<string, unknown> }[] };
}

const CONNECTION = `query ($o: UUID!, $first: Int, $after: String) {
  detections(organizationId: $o, first: $first, after: $after) {
    edges { cursor node { id } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const SLICE = `query ($o: UUID!, $limit: Int, $cursor: String) {
  organizationDetections(organizationId: $o, limit: $limit, cursor: $cursor) { items { id } nextCursor hasMore }
}`;

describe('detections', () => {
  test('pages as the deprecated organizationDetections does, with the same cursors', async () => {
    const first = (await graphql(CONNECTION, { o: organizationId, first: 3 })).data.detections;
    const slice = (await graphql(SLICE, { o: organizationId, limit: 3 })).data.organizationDetections;
    expect(first.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual(
      slice.items.map((item: { id: string }) => item.id),
    );
    expect(first.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: first.edges[0].cursor,
      endCursor: slice.nextCursor,
    });
    // Each one's cursor continues the other, and REST's list takes it too.
    const next = (await graphql(CONNECTION, { o: organizationId, first: 3, after: slice.nextCursor })).data.detections;
    const nextSlice = (await graphql(SLICE, { o: organizationId, limit: 3, cursor: first.pageInfo.endCursor })).data
      .organizationDetections;
    const ids = next.edges.map((edge: { node: { id: string } }) => edge.node.id);
    expect(ids).toEqual(nextSlice.items.map((item: { id: string }) => item.id));
    expect(next.pageInfo.hasPreviousPage).toBe(true);
    const rest = await request(
      `${app.url}/api/v1/organizations/${organizationId}/detections?limit=3&cursor=${first.pageInfo.endCursor}`,
      { token: app.adminKey },
    );
    expect(rest.body.items.map((item: { id: string }) => item.id)).toEqual(ids);
  });

  test.each([
    [{ last: 2 }, 'last is not supported: this list pages forward', 'last'],
    [{ first: 101 }, 'first must be between 0 and 100', 'first'],
    [{ first: -1 }, 'first must be between 0 and 100', 'first'],
  ])('%j is refused', async (args, message, field) => {
    const query = `query ($o: UUID!, $first: Int, $last: Int) { detections(organizationId: $o, first: $first, last: $last) { edges { cursor } } }`;
    const { errors } = await graphql(query, { o: organizationId, ...args });
    expect(errors).toEqual([
      expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field }) }),
    ]);
  });

  test("another tenant's organization is not found", async () => {
    const foreign = await app.db.organization.findFirstOrThrow({ where: { tenantId: app.otherTenantId } });
    const { errors } = await graphql(CONNECTION, { o: foreign.id });
    expect(errors?.[0]).toMatchObject({ message: 'Organization not found' });
  });
});

describe('overrides', () => {
  test('the connection lists what the deprecated organizationOverrides lists, in its order', async () => {
    const withOverrides = await app.db.controlOverride.findFirstOrThrow({ where: { tenantId: app.demoTenantId } });
    const o = withOverrides.organizationId;
    const connection = (
      await graphql(
        'query ($o: UUID!) { overrides(organizationId: $o, first: 100) { edges { cursor node { kind controlId standardId updatedAt } } pageInfo { hasNextPage } } }',
        { o },
      )
    ).data.overrides;
    const slice = (
      await graphql(
        'query ($o: UUID!) { organizationOverrides(organizationId: $o, limit: 100) { items { kind controlId standardId updatedAt } hasMore } }',
        { o },
      )
    ).data.organizationOverrides;
    expect(connection.edges.length).toBeGreaterThan(0);
    expect(connection.edges.map((edge: { node: unknown }) => edge.node)).toEqual(slice.items);
    expect(connection.pageInfo.hasNextPage).toBe(slice.hasMore);
  });
});
