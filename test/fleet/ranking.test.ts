import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';
import { statementCounter } from '../support/statements.ts';

/**
 * A fleet that ranks risk (issue 33): the fleet list worst first by default (rollup, then failing
 * high-severity controls, then coverage; unscored last), sortable by every column, and the fleet x
 * standard matrix. Checked against an independent truth: each organization's own grid, read over
 * REST, and the detections table.
 */

type Status = 'pass' | 'fail' | 'no_data' | 'not_covered' | 'not_applicable';
interface GridRow {
  ruleId: string;
  standardId: string;
  severity: 'high' | 'medium' | 'low';
  status: Status;
}
interface Truth {
  id: string;
  name: string;
  rollup: Status;
  counts: Record<'pass' | 'fail' | 'noData' | 'notCovered' | 'notApplicable', number>;
  rows: GridRow[];
  failingHigh: number;
  score: number | null;
  coverage: number | null;
  openDetections: number;
  health: keyof typeof HEALTH_RANK;
}

let app: TestApp;
let truth: Truth[];

const WORST_FIRST: Status[] = ['fail', 'no_data', 'not_covered', 'pass', 'not_applicable'];
const HEALTH_RANK = { healthy: 0, degraded: 1, disconnected: 2 } as const;

async function graphql(query: string, variables: Record<string, unknown> = {}, token = app.adminKey) {
  const { body } = await request(`${app.url}/graphql`, { method: 'POST', token, body: { query, variables } });
  return body as { data?: any; errors?: { message: string; extensions: Record<string, unknown> }[] };
}

function countsOf(rows: GridRow[]): Truth['counts'] {
  const count = (status: Status) => rows.filter((row) => row.status === status).length;
  return {
    pass: count('pass'),
    fail: count('fail'),
    noData: count('no_data'),
    notCovered: count('not_covered'),
    notApplicable: count('not_applicable'),
  };
}

beforeAll(async () => {
  app = await startTestApp();
  const organizations = await app.db.organization.findMany({ where: { tenantId: app.demoTenantId } });
  const health = (await graphql('{ organizations(pageSize: 100) { items { id health } } }')).data.organizations.items;
  const open = await app.db.detection.groupBy({
    by: ['organizationId'],
    where: { tenantId: app.demoTenantId, status: 'open' },
    _count: { _all: true },
  });
  truth = [];
  for (const organization of organizations) {
    const grid = (
      await request(`${app.url}/api/v1/organizations/${organization.id}/compliance`, { token: app.adminKey })
    ).body as { rollup: Status; items: GridRow[] };
    const counts = countsOf(grid.items);
    const judged = counts.pass + counts.fail;
    const inScope = judged + counts.noData + counts.notCovered;
    truth.push({
      id: organization.id,
      name: organization.name,
      rollup: grid.rollup,
      counts,
      rows: grid.items,
      failingHigh: grid.items.filter((row) => row.status === 'fail' && row.severity === 'high').length,
      score: judged === 0 ? null : Math.round((counts.pass * 1000) / judged) / 10,
      coverage: inScope === 0 ? null : Math.round((judged * 1000) / inScope) / 10,
      openDetections: open.find((row) => row.organizationId === organization.id)?._count._all ?? 0,
      health: health.find((item: { id: string }) => item.id === organization.id).health,
    });
  }
});
afterAll(() => app?.close());

const byName = (a: Truth, b: Truth) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1);

/** The order, written out again: scored first, rollup worst first, failing high most first, coverage least first. */
function riskOrder(a: Truth, b: Truth): number {
  return Number(a.score === null) - Number(b.score === null) || worseFirst(a, b) || byName(a, b);
}

function worseFirst(a: Truth, b: Truth): number {
  return (
    WORST_FIRST.indexOf(a.rollup) - WORST_FIRST.indexOf(b.rollup) ||
    b.failingHigh - a.failingHigh ||
    (a.coverage ?? 0) - (b.coverage ?? 0)
  );
}

const PAGE = `query($first: Int, $after: String, $sort: FleetSort, $direction: SortDirection) {
  fleet(first: $first, after: $after, sort: $sort, direction: $direction) {
    edges { node { id name rollup score coverage failingHighSeverityCount openDetectionCount } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** Every page of the fleet in one order, `first` at a time. */
async function walk(variables: Record<string, unknown>, first = 3) {
  const nodes: any[] = [];
  let after: string | null = null;
  for (;;) {
    const page: { data?: any; errors?: unknown[] } = await graphql(PAGE, { ...variables, first, after });
    expect(page.errors).toBeUndefined();
    nodes.push(...page.data.fleet.edges.map((edge: { node: unknown }) => edge.node));
    if (!page.data.fleet.pageInfo.hasNextPage) return nodes;
    after = page.data.fleet.pageInfo.endCursor;
  }
}

describe('the fleet ranks risk', () => {
  test('by default worst first, page by page, with coverage and failing high-severity controls', async () => {
    const nodes = await walk({});
    expect(nodes.map((node) => node.name)).toEqual([...truth].sort(riskOrder).map((o) => o.name));
    for (const node of nodes) {
      const known = truth.find((o) => o.id === node.id)!;
      expect(node).toEqual({
        id: known.id,
        name: known.name,
        rollup: known.rollup,
        score: known.score,
        coverage: known.coverage,
        failingHighSeverityCount: known.failingHigh,
        openDetectionCount: known.openDetections,
      });
    }
    // The demo fleet has failing clients with and without high-severity failures, so the keys matter.
    expect(new Set(truth.filter((o) => o.rollup === 'fail').map((o) => o.failingHigh)).size).toBeGreaterThan(1);
  });

  // Each sort's primary order (its natural direction), without the name that breaks ties.
  test.each<[string, (a: Truth, b: Truth) => number, ((o: Truth) => number | null) | null]>([
    ['name', () => 0, null],
    ['score', (a: Truth, b: Truth) => nullsLast(a.score, b.score, 1), (o: Truth) => o.score],
    ['coverage', (a: Truth, b: Truth) => nullsLast(a.coverage, b.coverage, 1), (o: Truth) => o.coverage],
    ['failing', (a: Truth, b: Truth) => b.counts.fail - a.counts.fail, null],
    ['failing_high', (a: Truth, b: Truth) => b.failingHigh - a.failingHigh, null],
    ['open_detections', (a: Truth, b: Truth) => b.openDetections - a.openDetections, null],
    ['rollup', (a: Truth, b: Truth) => WORST_FIRST.indexOf(a.rollup) - WORST_FIRST.indexOf(b.rollup), null],
    ['health', (a: Truth, b: Truth) => HEALTH_RANK[b.health] - HEALTH_RANK[a.health], null],
  ])('sort %s: its natural direction, and reversed (missing values last both ways)', async (sort, order, value) => {
    const nodes = await walk({ sort }, 4);
    expect(nodes.map((node) => node.id)).toEqual(
      [...truth].sort((a, b) => order(a, b) || byName(a, b)).map((o) => o.id),
    );
    const direction = sort === 'name' ? 'desc' : ['score', 'coverage'].includes(sort) ? 'desc' : 'asc';
    const reversed = await walk({ sort, direction }, 4);
    const missing = (o: Truth) => (value ? value(o) === null : false);
    const expected = [...truth].sort(
      (a, b) =>
        Number(missing(a)) - Number(missing(b)) || (sort === 'name' ? -byName(a, b) : -order(a, b)) || byName(a, b),
    );
    expect(reversed.map((node) => node.id)).toEqual(expected.map((o) => o.id));
  });

  test('risk reversed is best first, unscored still last', async () => {
    const nodes = await walk({ sort: 'risk', direction: 'asc' }, 5);
    const scored = truth.filter((o) => o.score !== null);
    const unscored = truth.filter((o) => o.score === null);
    const expected = [...[...scored].sort((a, b) => -worseFirst(a, b) || byName(a, b)), ...unscored.sort(byName)];
    expect(nodes.map((node) => node.id)).toEqual(expected.map((o) => o.id));
  });

  test('a constant number of statements whatever the page, and the figures read once', async () => {
    const counter = statementCounter(app, 'fleet-ranked');
    try {
      const counts: number[] = [];
      for (const first of [1, 5, 20]) {
        const { result, statements } = await counter.run(PAGE, { first });
        expect(result.errors).toBeUndefined();
        counts.push(statements);
      }
      // Standings, open detections, the organizations to rank, then the page by id.
      expect(counts).toEqual([4, 4, 4]);
    } finally {
      await counter.close();
    }
  });

  test('a caller without detection.read gets names A to Z, and may not sort by standing', async () => {
    const reader = await app.key(['organization.read']);
    const plain = await graphql('{ fleet(first: 100) { edges { node { id } } } }', {}, reader);
    expect(plain.data.fleet.edges.map((edge: any) => edge.node.id)).toEqual([...truth].sort(byName).map((o) => o.id));
    const refused = await graphql('{ fleet(first: 5, sort: score) { edges { node { id } } } }', {}, reader);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

function nullsLast(a: number | null, b: number | null, sign: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return sign * (a - b);
}

const MATRIX = `query($page: Int, $pageSize: Int, $q: String, $standardIds: [UUID!]) {
  fleetMatrix(page: $page, pageSize: $pageSize, q: $q, standardIds: $standardIds) {
    standards { id name }
    items { organization { id name } cells { standardId inScope counts { pass fail noData notCovered notApplicable } } }
    total page pageSize totalPages
  }
}`;

describe('the fleet x standard matrix', () => {
  test("each organization's counts per enabled standard equal its grid's rows of that standard", async () => {
    const enabled = await app.db.standard.findMany({
      where: { tenantId: app.demoTenantId, enabled: true },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
    expect(enabled.length).toBeGreaterThan(1);
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const read = await graphql(MATRIX, { page, pageSize: 4 });
      expect(read.errors).toBeUndefined();
      const matrix = read.data.fleetMatrix;
      expect(matrix.standards).toEqual(enabled.map((s) => ({ id: s.id, name: s.name })));
      for (const row of matrix.items) {
        seen.push(row.organization.id);
        const known = truth.find((o) => o.id === row.organization.id)!;
        expect(row.cells.map((cell: { standardId: string }) => cell.standardId)).toEqual(enabled.map((s) => s.id));
        for (const cell of row.cells) {
          expect(cell.counts).toEqual(countsOf(known.rows.filter((r) => r.standardId === cell.standardId)));
        }
      }
      expect(matrix.total).toBe(truth.length);
      if (page >= matrix.totalPages) break;
    }
    expect(seen).toEqual([...truth].sort(byName).map((o) => o.id));
  });

  test('a standard overridden out of a client reads not in scope there; filters and a page past the end', async () => {
    const [standard] = await app.db.standard.findMany({
      where: { tenantId: app.demoTenantId, enabled: true },
      take: 1,
    });
    const target = [...truth].sort(byName)[0]!;
    const put = await request(`${app.url}/api/v1/organizations/${target.id}/standards/${standard!.id}/override`, {
      method: 'PUT',
      token: app.adminKey,
      body: { enabled: false, reason: 'Not in this contract' },
    });
    expect(put.status).toBe(200);
    const read = await graphql(MATRIX, { q: target.name.slice(1, 6).toUpperCase(), standardIds: [standard!.id] });
    const row = read.data.fleetMatrix.items.find((item: any) => item.organization.id === target.id);
    const controls = await app.db.control.count({ where: { standardId: standard!.id } });
    expect(row.cells).toEqual([
      {
        standardId: standard!.id,
        inScope: false,
        counts: { pass: 0, fail: 0, noData: 0, notCovered: 0, notApplicable: controls },
      },
    ]);
    const past = await graphql(MATRIX, { page: 99, pageSize: 100 });
    expect(past.data.fleetMatrix).toMatchObject({ items: [], total: truth.length, totalPages: 1 });
    const wildcard = await graphql(MATRIX, { q: '%' });
    expect(wildcard.data.fleetMatrix.total).toBe(truth.filter((o) => o.name.includes('%')).length);
  });

  test('two statements whatever the page size and the number of standards', async () => {
    const counter = statementCounter(app, 'fleet-matrix');
    try {
      const document = `query($pageSize: Int) { fleetMatrix(pageSize: $pageSize) {
        standards { id } items { cells { standardId counts { pass fail } } } total } }`;
      const counts: number[] = [];
      for (const pageSize of [1, 5, 50]) {
        const { result, statements } = await counter.run(document, { pageSize });
        expect(result.errors).toBeUndefined();
        counts.push(statements);
      }
      expect(counts).toEqual([2, 2, 2]);
    } finally {
      await counter.close();
    }
  });
});
