import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';
import { statementCounter } from '../support/statements.ts';

// Every figure and filter is checked against an independent truth: the organizations' own grids
// (computed row by row in JS by the grid code) and plain Prisma reads of the tables.

type Status = 'pass' | 'fail' | 'no_data' | 'not_covered' | 'not_applicable';
interface GridRow {
  ruleId: string;
  standardId: string;
  severity: 'high' | 'medium' | 'low';
  status: Status;
}
interface Grid {
  rollup: Status;
  items: GridRow[];
}

let app: TestApp;
let api: string;
const grids = new Map<string, Grid>();
let organizationIds: string[];

async function graphql(query: string, variables: Record<string, unknown> = {}, token = app.adminKey) {
  const { body } = await request(`${app.url}/graphql`, { method: 'POST', token, body: { query, variables } });
  return body as { data?: any; errors?: { message: string; extensions: Record<string, unknown> }[] };
}

const countsOf = (rows: readonly GridRow[]) => ({
  pass: rows.filter((r) => r.status === 'pass').length,
  fail: rows.filter((r) => r.status === 'fail').length,
  noData: rows.filter((r) => r.status === 'no_data').length,
  notCovered: rows.filter((r) => r.status === 'not_covered').length,
  notApplicable: rows.filter((r) => r.status === 'not_applicable').length,
});
const scoreOf = (c: ReturnType<typeof countsOf>) =>
  c.pass + c.fail === 0 ? null : Math.round((c.pass * 1000) / (c.pass + c.fail)) / 10;

beforeAll(async () => {
  app = await startTestApp();
  api = `${app.url}/api/v1`;
  const organizations = await app.db.organization.findMany({
    where: { tenantId: app.demoTenantId },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  organizationIds = organizations.map((o) => o.id);
  for (const { id } of organizations) {
    grids.set(id, (await request(`${api}/organizations/${id}/compliance`, { token: app.adminKey })).body);
  }
});
afterAll(() => app.close());

const FLEET = `query ($first: Int, $after: String, $rollup: [ControlStatus!], $q: String, $health: OrganizationHealth) {
  fleet(first: $first, after: $after, rollup: $rollup, q: $q, health: $health, sort: name) {
    edges { cursor node { id name globalId rollup statusCounts { pass fail noData notCovered notApplicable } score } }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe('each organization carries its rollup, five counts and score', () => {
  test('equal to its own grid, for every organization of the tenant', async () => {
    const { data, errors } = await graphql(FLEET, { first: 100 });
    expect(errors).toBeUndefined();
    const nodes = data.fleet.edges.map((edge: { node: unknown }) => edge.node);
    expect(nodes.map((node: { id: string }) => node.id)).toEqual(organizationIds);
    const statuses = new Set<string>();
    for (const node of nodes) {
      const grid = grids.get(node.id)!;
      const counts = countsOf(grid.items);
      expect(node.rollup).toBe(grid.rollup);
      expect(node.statusCounts).toEqual(counts);
      expect(node.score).toBe(scoreOf(counts));
      statuses.add(node.rollup);
    }
    // The demo data set reaches more than one rollup, so the filters below are not trivially all or none.
    expect(statuses.size).toBeGreaterThanOrEqual(2);
  });

  test('the page-based organizations list carries the same figures', async () => {
    const { data } = await graphql(
      '{ organizations(pageSize: 100) { items { id rollup score statusCounts { pass fail noData notCovered notApplicable } } } }',
    );
    for (const item of data.organizations.items) {
      const counts = countsOf(grids.get(item.id)!.items);
      expect(item).toEqual({
        id: item.id,
        rollup: grids.get(item.id)!.rollup,
        score: scoreOf(counts),
        statusCounts: counts,
      });
    }
  });

  test('a list costs a constant number of SQL statements, whatever its length', async () => {
    const counter = statementCounter(app, 'fleet-count');
    try {
      const counts: number[] = [];
      for (const first of [1, 3, 10]) {
        const { result, statements } = await counter.run(FLEET, { first });
        expect(result.errors).toBeUndefined();
        expect((result.data as any).fleet.edges).toHaveLength(Math.min(first, organizationIds.length));
        counts.push(statements);
      }
      // The page of organizations, then one statement for every organization's counts.
      expect(counts).toEqual([2, 2, 2]);
    } finally {
      await counter.close();
    }
  });
});

describe('open detections per organization', () => {
  test('openDetectionCount counts the open detections of each organization, in one statement for the page', async () => {
    const open = await app.db.detection.groupBy({
      by: ['organizationId'],
      where: { tenantId: app.demoTenantId, status: 'open' },
      _count: { _all: true },
    });
    const truth = new Map(open.map((row) => [row.organizationId, row._count._all]));
    // The demo data set has organizations with and without open detections.
    expect(truth.size).toBeGreaterThan(0);
    expect(truth.size).toBeLessThan(organizationIds.length);
    const query =
      'query ($first: Int) { fleet(first: $first, sort: name) { edges { node { id openDetectionCount } } } }';
    const { data, errors } = await graphql(query, { first: 100 });
    expect(errors).toBeUndefined();
    expect(data.fleet.edges.map((edge: any) => edge.node)).toStrictEqual(
      organizationIds.map((id) => ({ id, openDetectionCount: truth.get(id) ?? 0 })),
    );
    const counter = statementCounter(app, 'fleet-open-detections');
    try {
      const counts: number[] = [];
      for (const first of [1, 10]) counts.push((await counter.run(query, { first })).statements);
      expect(counts).toEqual([2, 2]);
    } finally {
      await counter.close();
    }
  });
});

describe('filters against the truth', () => {
  test('rollup: each value lists exactly the organizations whose grid rolls up to it', async () => {
    const seen: string[] = [];
    for (const rollup of ['pass', 'fail', 'no_data', 'not_covered', 'not_applicable'] as const) {
      const { data } = await graphql(FLEET, { first: 100, rollup: [rollup] });
      const ids = data.fleet.edges.map((edge: { node: { id: string } }) => edge.node.id);
      expect(ids, rollup).toEqual(organizationIds.filter((id) => grids.get(id)!.rollup === rollup));
      seen.push(...ids);
      const rest = await request(`${api}/fleet/organizations?rollup=${rollup}&limit=100`, { token: app.adminKey });
      expect(rest.status).toBe(200);
      expect(rest.body.items.map((item: { id: string }) => item.id)).toEqual(ids);
    }
    expect(seen.sort()).toEqual([...organizationIds].sort());
    const both = await graphql(FLEET, { first: 100, rollup: ['fail', 'no_data'] });
    expect(both.data.fleet.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual(
      organizationIds.filter((id) => ['fail', 'no_data'].includes(grids.get(id)!.rollup)),
    );
  });

  test('q and health filter as the organizations list does, combined with rollup', async () => {
    const cases: { q?: string; health?: string; rollup?: string[] }[] = [
      { q: 'a' },
      { health: 'degraded' },
      { health: 'healthy', rollup: ['fail'] },
    ];
    for (const variables of cases) {
      const { data } = await graphql(FLEET, { first: 100, ...variables });
      const listed = await graphql(
        'query ($q: String, $health: OrganizationHealth) { organizations(pageSize: 100, q: $q, health: $health) { items { id } } }',
        variables,
      );
      const expected = listed.data.organizations.items
        .map((item: { id: string }) => item.id)
        .filter((id: string) => !variables.rollup || variables.rollup.includes(grids.get(id)!.rollup));
      expect(data.fleet.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual(expected);
    }
  });

  test('paging by cursor walks the same list', async () => {
    const ids: string[] = [];
    let after: string | null = null;
    for (;;) {
      const { data } = await graphql(FLEET, { first: 2, after });
      ids.push(...data.fleet.edges.map((edge: { node: { id: string } }) => edge.node.id));
      if (!data.fleet.pageInfo.hasNextPage) break;
      after = data.fleet.pageInfo.endCursor;
    }
    expect(ids).toEqual(organizationIds);
    let cursor: string | null = null;
    const restIds: string[] = [];
    do {
      const page: { body: any } = await request(
        `${api}/fleet/organizations?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { token: app.adminKey },
      );
      restIds.push(...page.body.items.map((item: { id: string }) => item.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(restIds).toEqual(organizationIds);
  });

  test('failingOrganizations: exactly those whose grid row for the control is fail', async () => {
    const controls = await app.db.control.findMany({ where: { tenantId: app.demoTenantId }, orderBy: { id: 'asc' } });
    let nonEmpty = 0;
    for (const control of controls) {
      const expected = organizationIds.filter((id) =>
        grids.get(id)!.items.some((row) => row.ruleId === control.id && row.status === 'fail'),
      );
      const { data, errors } = await graphql(
        'query ($id: UUID!) { failingOrganizations(controlId: $id, first: 100) { edges { node { id } } } }',
        { id: control.id },
      );
      expect(errors).toBeUndefined();
      expect(
        data.failingOrganizations.edges.map((edge: { node: { id: string } }) => edge.node.id),
        control.name,
      ).toEqual(expected);
      if (expected.length > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(0);
    const failing = controls.find((control) =>
      organizationIds.some((id) => grids.get(id)!.items.some((r) => r.ruleId === control.id && r.status === 'fail')),
    )!;
    const rest = await request(`${api}/controls/${failing.id}/failing-organizations`, { token: app.adminKey });
    expect(rest.status).toBe(200);
    for (const item of rest.body.items) expect(item.statusCounts.fail).toBeGreaterThan(0);
  });

  test('grid rows by status, severity and standard', async () => {
    const id = organizationIds.find((o) => new Set(grids.get(o)!.items.map((r) => r.status)).size >= 3)!;
    const grid = grids.get(id)!;
    const standardId = grid.items[0]!.standardId;
    const cases = [
      { status: ['fail'] },
      { status: ['no_data', 'not_covered'] },
      { severity: ['high'] },
      { standardId },
      { status: ['pass', 'fail'], severity: ['medium', 'low'], standardId },
    ] as { status?: Status[]; severity?: string[]; standardId?: string }[];
    for (const filter of cases) {
      const { data, errors } = await graphql(
        `query ($id: UUID!, $status: [ControlStatus!], $severity: [Severity!], $standardId: UUID) {
          complianceGrid(organizationId: $id, status: $status, severity: $severity, standardId: $standardId) { rollup items { ruleId } }
        }`,
        { id, ...filter },
      );
      expect(errors).toBeUndefined();
      const expected = grid.items.filter(
        (row) =>
          (!filter.status || filter.status.includes(row.status)) &&
          (!filter.severity || filter.severity.includes(row.severity)) &&
          (!filter.standardId || row.standardId === filter.standardId),
      );
      expect(data.complianceGrid.rollup).toBe(grid.rollup);
      expect(
        data.complianceGrid.items.map((row: { ruleId: string }) => row.ruleId),
        JSON.stringify(filter),
      ).toEqual(expected.map((row) => row.ruleId));
    }
  });

  test('detections by status, severity and control, on the graph and over REST', async () => {
    const withDetections = await app.db.detection.groupBy({
      by: ['organizationId'],
      where: { tenantId: app.demoTenantId },
      _count: { _all: true },
      orderBy: { _count: { id: 'desc' } },
    });
    const organizationId = withDetections[0]!.organizationId;
    const someDetection = await app.db.detection.findFirstOrThrow({ where: { organizationId } });
    const cases: { status?: 'open' | 'resolved'; severity?: ('high' | 'medium' | 'low')[]; ruleId?: string }[] = [
      { status: 'open' },
      { status: 'resolved' },
      { severity: ['high'] },
      { severity: ['medium', 'low'] },
      { ruleId: someDetection.controlId },
      { status: 'open', severity: [someDetection.severity], ruleId: someDetection.controlId },
    ];
    for (const filter of cases) {
      const truth = await app.db.detection.findMany({
        where: {
          organizationId,
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.severity ? { severity: { in: filter.severity } } : {}),
          ...(filter.ruleId ? { controlId: filter.ruleId } : {}),
        },
        orderBy: [{ firstSeenAt: 'desc' }, { id: 'desc' }],
        select: { id: true },
      });
      const { data } = await graphql(
        `query ($id: UUID!, $status: DetectionStatus, $severity: [Severity!], $ruleId: UUID) {
          organizationDetections(organizationId: $id, limit: 100, status: $status, severity: $severity, ruleId: $ruleId) { items { id } hasMore }
        }`,
        { id: organizationId, ...filter },
      );
      expect(
        data.organizationDetections.items.map((d: { id: string }) => d.id),
        JSON.stringify(filter),
      ).toEqual(truth.map((d) => d.id));
      if (!filter.severity || filter.severity.length === 1) {
        const query = new URLSearchParams({ limit: '100' });
        if (filter.status) query.set('status', filter.status);
        if (filter.severity) query.set('severity', filter.severity[0]!);
        if (filter.ruleId) query.set('ruleId', filter.ruleId);
        const rest = await request(`${api}/organizations/${organizationId}/detections?${query}`, {
          token: app.adminKey,
        });
        expect(rest.status).toBe(200);
        expect(rest.body.items.map((d: { id: string }) => d.id)).toEqual(truth.map((d) => d.id));
      }
    }
    const bad = await request(`${api}/organizations/${organizationId}/detections?severity=urgent`, {
      token: app.adminKey,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]).toMatchObject({ type: 'enum', loc: ['query', 'severity'] });
  });

  test("a control's evaluation history for one organization, newest first", async () => {
    const pair = await app.db.evaluation.groupBy({
      by: ['organizationId', 'controlId'],
      where: { tenantId: app.demoTenantId },
      _count: { _all: true },
      orderBy: { _count: { id: 'desc' } },
      take: 1,
    });
    const { organizationId, controlId } = pair[0]!;
    const truth = await app.db.evaluation.findMany({
      where: { organizationId, controlId },
      orderBy: [{ evaluatedAt: 'desc' }, { id: 'desc' }],
    });
    expect(truth.length).toBeGreaterThan(1);
    const { data } = await graphql(
      `query ($o: UUID!, $c: UUID!) { controlHistory(organizationId: $o, controlId: $c, first: 100) {
        edges { node { id status subjectsEvaluated subjectsFailing evaluatedAt } } } }`,
      { o: organizationId, c: controlId },
    );
    expect(data.controlHistory.edges.map((edge: { node: unknown }) => edge.node)).toEqual(
      truth.slice(0, 100).map((e) => ({
        id: e.id,
        status: e.status,
        subjectsEvaluated: e.subjectsEvaluated,
        subjectsFailing: e.subjectsFailing,
        evaluatedAt: e.evaluatedAt.toISOString(),
      })),
    );
    // The latest evaluation is what the grid row shows.
    expect(grids.get(organizationId)!.items.find((row) => row.ruleId === controlId)?.status).toBeDefined();
    const rest = await request(`${api}/organizations/${organizationId}/controls/${controlId}/history?limit=2`, {
      token: app.adminKey,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.items.map((item: { id: string }) => item.id)).toEqual(truth.slice(0, 2).map((e) => e.id));
    expect(rest.body.hasMore).toBe(truth.length > 2);
  });

  test('the fleet summary sums the organizations', async () => {
    const { status, body } = await request(`${api}/fleet/summary`, { token: app.adminKey });
    expect(status).toBe(200);
    const all = [...grids.values()];
    const rows = all.flatMap((grid) => grid.items);
    const byRollup = countsOf(all.map((grid) => ({ status: grid.rollup }) as GridRow));
    expect(body).toEqual({
      organizations: organizationIds.length,
      byRollup,
      statusCounts: countsOf(rows),
      score: scoreOf(countsOf(rows)),
    });
  });
});

describe('tenancy and permissions', () => {
  test("another tenant's organizations and controls are not found, and never listed", async () => {
    const foreignOrganization = await app.db.organization.findFirstOrThrow({ where: { tenantId: app.otherTenantId } });
    const foreignControl = await app.db.control.findFirstOrThrow({ where: { tenantId: app.otherTenantId } });
    const mine = await app.db.control.findFirstOrThrow({ where: { tenantId: app.demoTenantId } });
    for (const path of [
      `/controls/${foreignControl.id}/failing-organizations`,
      `/organizations/${foreignOrganization.id}/controls/${mine.id}/history`,
      `/organizations/${organizationIds[0]}/controls/${foreignControl.id}/history`,
    ]) {
      const response = await request(`${api}${path}`, { token: app.adminKey });
      expect(response.status, path).toBe(404);
    }
    const { data } = await graphql(FLEET, { first: 100 });
    expect(data.fleet.edges.map((edge: { node: { id: string } }) => edge.node.id)).not.toContain(
      foreignOrganization.id,
    );
    const node = await graphql('query ($id: ID!) { node(id: $id) { globalId } }', {
      id: Buffer.from(`Organization:${foreignOrganization.id}`).toString('base64'),
    });
    expect(node.data.node).toBeNull();
  });

  test('an organization is a Relay node: its globalId refetches it, with organization.read', async () => {
    const { data } = await graphql(FLEET, { first: 1 });
    const { globalId, id, name } = data.fleet.edges[0].node;
    const refetched = await graphql('query ($id: ID!) { node(id: $id) { ... on Organization { id name } } }', {
      id: globalId,
    });
    expect(refetched.data.node).toEqual({ id, name });
    const narrow = await graphql(
      'query ($id: ID!) { node(id: $id) { ... on Organization { id name } } }',
      { id: globalId },
      await app.key(['detection.read']),
    );
    expect(narrow.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  test('the figures need detection.read; first above 100 is refused', async () => {
    const organizationReader = await app.key(['organization.read']);
    const forbidden = await graphql('{ fleet(first: 5) { edges { node { id rollup } } } }', {}, organizationReader);
    expect(forbidden.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const names = await graphql('{ fleet(first: 5) { edges { node { id name } } } }', {}, organizationReader);
    expect(names.errors).toBeUndefined();
    const rest = await request(`${api}/fleet/summary`, { token: organizationReader });
    expect(rest.status).toBe(403);
    const tooMany = await graphql('{ fleet(first: 101) { edges { node { id } } } }');
    expect(tooMany.errors?.[0]).toMatchObject({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) });
  });
});
