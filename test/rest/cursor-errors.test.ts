import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeCursor } from '../../src/domain/pagination.ts';
import { apiRoutes } from '../../src/rest/routes.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

/**
 * One cursor error on every cursor list: REST answers pydantic's 422 array at ["query","cursor"]
 * whose message never repeats the cursor, the graph a BAD_USER_INPUT "Invalid cursor".
 */

let app: TestApp;
let api: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  api = `${app.url}/api/v1`;
  const organization = await app.db.organization.findFirstOrThrow({ where: { tenantId: app.demoTenantId } });
  const control = await app.db.control.findFirstOrThrow({ where: { tenantId: app.demoTenantId } });
  const webhook = await app.db.webhook.create({
    data: {
      tenantId: app.demoTenantId,
      url: 'https://hooks.example.com/cursor',
      events: ['detection.opened'],
      secretSealed: app.secretBox.seal('whsec_c3VyZWx5LW5vdC1hLXJlYWwtc2VjcmV0'),
    },
  });
  const detection = await app.db.detection.findFirstOrThrow({ where: { tenantId: app.demoTenantId } });
  Object.assign(ids, {
    organization_id: organization.id,
    control_id: control.id,
    webhook_id: webhook.id,
    detection_id: detection.id,
  });
});
afterAll(() => app.close());

const cursorRoutes = apiRoutes.filter(
  (route) => route.method === 'GET' && 'request' in route && route.request.query && 'cursor' in route.request.query,
);
const pathOf = (template: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]!);

const base64 = (text: string) => Buffer.from(text).toString('base64');
/** Cursors no list issued: garbage, another encoding, a well-formed one of the wrong list, one with a bad id. */
const BAD_CURSORS = [
  'not-a-cursor',
  '%%%',
  base64('GPC:S:not-a-uuid'),
  base64('GPC:N:12'),
  base64('hello'),
  encodeCursor(['2024-01-01T00:00:00.000Z', 'not-a-uuid']),
  'x'.repeat(300),
];

test('every cursor list of the REST table is covered', () => {
  expect(cursorRoutes.map((route) => route.path).sort()).toEqual(
    [
      '/audit-events',
      '/detections/{detection_id}/activity',
      '/organizations/{organization_id}/overrides',
      '/organizations/{organization_id}/reports',
      '/controls/{control_id}/failing-organizations',
      '/fleet/organizations',
      '/library/standards',
      '/organizations/{organization_id}/attestations',
      '/organizations/{organization_id}/controls/{control_id}/history',
      '/organizations/{organization_id}/detections',
      '/webhooks',
      '/webhooks/{webhook_id}/deliveries',
    ].sort(),
  );
});

describe('REST: a bad cursor is the pydantic 422 at ["query","cursor"], never echoed in the message', () => {
  test.each(cursorRoutes.map((route) => [route.path]))('%s', async (template) => {
    for (const cursor of BAD_CURSORS) {
      const response = await request(`${api}${pathOf(template)}?cursor=${encodeURIComponent(cursor)}`, {
        token: app.adminKey,
      });
      expect(response.status, `${cursor}: ${response.text}`).toBe(422);
      expect(response.body).toStrictEqual({
        detail: [
          {
            type: 'value_error',
            loc: ['query', 'cursor'],
            msg: 'Value error, Invalid cursor',
            input: cursor,
            ctx: { error: {} },
          },
        ],
      });
    }
  });

  test('a valid cursor of each list still pages', async () => {
    for (const route of cursorRoutes) {
      const first = await request(`${api}${pathOf(route.path)}?limit=1`, { token: app.adminKey });
      expect(first.status, route.path).toBe(200);
      if (!first.body.hasMore) continue;
      const next = await request(
        `${api}${pathOf(route.path)}?limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`,
        { token: app.adminKey },
      );
      expect(next.status, `${route.path}: ${next.text}`).toBe(200);
    }
  });
});

const graphql = (query: string, variables: Record<string, unknown>) =>
  request(`${app.url}/graphql`, { method: 'POST', token: app.adminKey, body: { query, variables } });

describe('GraphQL: a bad cursor is BAD_USER_INPUT "Invalid cursor", without the cursor in it', () => {
  const connections: [string, (after: string) => Promise<Awaited<ReturnType<typeof graphql>>>][] = [
    ['fleet', (after) => graphql('query ($a: String) { fleet(after: $a) { edges { cursor } } }', { a: after })],
    ['webhooks', (after) => graphql('query ($a: String) { webhooks(after: $a) { edges { cursor } } }', { a: after })],
    [
      'failingOrganizations',
      (after) =>
        graphql(
          'query ($c: UUID!, $a: String) { failingOrganizations(controlId: $c, after: $a) { edges { cursor } } }',
          {
            c: ids.control_id,
            a: after,
          },
        ),
    ],
    [
      'controlHistory',
      (after) =>
        graphql(
          'query ($o: UUID!, $c: UUID!, $a: String) { controlHistory(organizationId: $o, controlId: $c, before: $a) { edges { cursor } } }',
          { o: ids.organization_id, c: ids.control_id, a: after },
        ),
    ],
    [
      'webhook.deliveries',
      (after) =>
        graphql('query ($w: UUID!, $a: String) { webhook(id: $w) { deliveries(after: $a) { edges { cursor } } } }', {
          w: ids.webhook_id,
          a: after,
        }),
    ],
    [
      'organizationDetections',
      (after) =>
        graphql(
          'query ($o: UUID!, $a: String) { organizationDetections(organizationId: $o, cursor: $a) { hasMore } }',
          {
            o: ids.organization_id,
            a: after,
          },
        ),
    ],
    [
      'detections',
      (after) =>
        graphql('query ($o: UUID!, $a: String) { detections(organizationId: $o, after: $a) { edges { cursor } } }', {
          o: ids.organization_id,
          a: after,
        }),
    ],
    [
      'overrides',
      (after) =>
        graphql('query ($o: UUID!, $a: String) { overrides(organizationId: $o, after: $a) { edges { cursor } } }', {
          o: ids.organization_id,
          a: after,
        }),
    ],
  ];
  test.each(connections)('%s', async (_name, run) => {
    for (const cursor of BAD_CURSORS) {
      const response = await run(cursor);
      expect(response.body.errors, `${cursor}: ${response.text}`).toEqual([
        expect.objectContaining({
          message: 'Invalid cursor',
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
        }),
      ]);
      expect(response.text).not.toContain(`Invalid cursor: `);
    }
  });
});
