import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cellText } from '../../src/domain/csv.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { type BigTenant, fillBigTenant, OVER_A_PAGE } from '../support/big-tenant.ts';
import { parseCsv } from '../support/csv.ts';
import { request } from '../support/http.ts';

let app: TestApp;
let api: string;
let big: BigTenant;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  api = `${app.url}/api/v1`;
  big = await fillBigTenant(app);
}, 120_000);
afterAll(() => app.close());

const get = (path: string, token = app.adminKey) => request(`${api}${path}`, { token });
const today = () => new Date().toISOString().slice(0, 10);

/** Every item of a cursor list, read through the list route page after page. */
async function listAll(path: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const { status, body } = await get(`${path}${separator}limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    expect(status).toBe(200);
    items.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return items;
}

const valueAt = (record: unknown, header: string) =>
  header.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record);

/** The CSV's rows, each read back into a record keyed by header; asserts the file's framing. */
function csvOf(response: { status: number; headers: Headers; text: string }, fileName: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}-${today()}.csv"`);
  const [header, ...rows] = parseCsv(response.text);
  return { header: header!, rows };
}

/** What the export must hold for these list items: each field as a cell, formula triggers aside. */
function expectRowsAre(header: string[], rows: string[][], items: Record<string, unknown>[]) {
  expect(rows.length).toBe(items.length);
  rows.forEach((row, index) => {
    const expected = header.map((name) => cellText(valueAt(items[index], name)).replace(/^([=+\-@\t\r])/, "'$1"));
    expect(row).toStrictEqual(expected);
  });
}

describe('GET /fleet/organizations/export', () => {
  test('every organization of every page, as the list gives them, under a dotted header', async () => {
    const items = await listAll('/fleet/organizations');
    expect(items.length).toBeGreaterThan(OVER_A_PAGE);
    const { header, rows } = csvOf(await get('/fleet/organizations/export'), 'fleet-organizations');
    expect(header).toStrictEqual([
      'id',
      'name',
      'health',
      'rollup',
      'statusCounts.pass',
      'statusCounts.fail',
      'statusCounts.noData',
      'statusCounts.notCovered',
      'statusCounts.notApplicable',
      'score',
    ]);
    expectRowsAre(header, rows, items);
  });

  test("the list's filters apply, with the list's validation", async () => {
    const items = await listAll('/fleet/organizations?rollup=fail');
    const { header, rows } = csvOf(
      await get('/fleet/organizations/export?rollup=fail&format=csv'),
      'fleet-organizations',
    );
    expectRowsAre(header, rows, items);
    const bad = await get('/fleet/organizations/export?rollup=red');
    const list = await get('/fleet/organizations?rollup=red');
    expect(bad.status).toBe(422);
    expect(bad.body).toStrictEqual(list.body);
  });

  test('an organization named as a formula is written as text', async () => {
    const name = '=HYPERLINK("http://evil.example","click"),1';
    const created = await request(`${api}/organizations`, { method: 'POST', token: app.adminKey, body: { name } });
    expect(created.status).toBe(201);
    const { header, rows } = csvOf(await get('/fleet/organizations/export?q=HYPERLINK'), 'fleet-organizations');
    expect(rows.map((row) => row[header.indexOf('name')])).toStrictEqual([`'${name}`]);
    expect(rows[0]![header.indexOf('id')]).toBe(created.body.id);
  });
});

describe('GET /organizations/{organization_id}/detections/export', () => {
  test('every detection of every page, newest first, with the same filters as the list', async () => {
    const items = await listAll(`/organizations/${big.organizationId}/detections`);
    expect(items.length).toBeGreaterThanOrEqual(OVER_A_PAGE);
    const response = await get(`/organizations/${big.organizationId}/detections/export`);
    const { header, rows } = csvOf(response, `detections-${big.organizationId}`);
    expect(header).toContain('evidence');
    expectRowsAre(header, rows, items);

    const open = await listAll(`/organizations/${big.organizationId}/detections?status=open&severity=high`);
    const filtered = csvOf(
      await get(`/organizations/${big.organizationId}/detections/export?status=open&severity=high`),
      `detections-${big.organizationId}`,
    );
    expectRowsAre(filtered.header, filtered.rows, open);
  });
});

describe('GET /organizations/{organization_id}/compliance/export', () => {
  test("the grid's rows, nested detail dotted and lists as JSON", async () => {
    const organizationId = (await get('/organizations?pageSize=1')).body.items[0].id as string;
    const grid = await get(`/organizations/${organizationId}/compliance`);
    const { header, rows } = csvOf(
      await get(`/organizations/${organizationId}/compliance/export`),
      `compliance-${organizationId}`,
    );
    expect(header.slice(0, 3)).toStrictEqual(['ruleId', 'ruleName', 'standardId']);
    expect(header).toContain('detail.missingPredicates');
    expect(header).toContain('detail.refusedHere');
    expect(grid.body.items.length).toBeGreaterThan(0);
    expectRowsAre(header, rows, grid.body.items);
  });
});

describe('refusals before the first byte are the usual JSON errors', () => {
  const organizationPaths = ['compliance/export', 'detections/export'];

  test.each(organizationPaths)('%s: a format other than csv is 422 at query.format', async (path) => {
    const response = await get(`/organizations/${big.organizationId}/${path}?format=xlsx`);
    expect(response.status).toBe(422);
    expect(response.body).toStrictEqual({
      detail: [
        {
          type: 'enum',
          loc: ['query', 'format'],
          msg: "Input should be 'csv'",
          input: 'xlsx',
          ctx: { expected: "'csv'" },
        },
      ],
    });
  });

  test.each(organizationPaths)("%s: another tenant's organization is 404", async (path) => {
    const other = await app.db.organization.findFirstOrThrow({ where: { tenantId: app.otherTenantId } });
    const response = await get(`/organizations/${other.id}/${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    const list = await get(`/organizations/${other.id}/${path.replace('/export', '')}`);
    expect(list.status).toBe(404);
    expect(response.body).toStrictEqual(list.body);
  });

  test('no credential is 401, a key without the read is 403', async () => {
    expect((await request(`${api}/fleet/organizations/export`)).status).toBe(401);
    const weak = await app.key(['organization.read']);
    const response = await get(`/organizations/${big.organizationId}/detections/export`, weak);
    expect(response.status).toBe(403);
    expect(response.body).toHaveProperty('detail');
  });
});
