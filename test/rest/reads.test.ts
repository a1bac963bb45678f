import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const STATUSES = ['pass', 'fail', 'no_data', 'not_covered', 'not_applicable'];

let app: TestApp;
let api: string;
beforeAll(async () => {
  app = await startTestApp();
  api = `${app.url}/api/v1`;
});
afterAll(() => app.close());

const get = (path: string, token = app.adminKey) => request(`${api}${path}`, { token });

async function firstOrganizationId(): Promise<string> {
  return (await get('/organizations?pageSize=1')).body.items[0].id;
}

describe('GET /organizations', () => {
  test('returns the documented page shape with organization records', async () => {
    const { status, body } = await get('/organizations');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['items', 'page', 'pageSize', 'total', 'totalPages']);
    expect(body).toMatchObject({ page: 1, pageSize: 50 });
    expect(body.total).toBeGreaterThanOrEqual(20);
    expect(body.totalPages).toBe(Math.max(1, Math.ceil(body.total / 50)));
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual(['createdAt', 'health', 'id', 'name', 'updatedAt']);
      expect(item.id).toMatch(UUID);
      expect(['healthy', 'degraded', 'disconnected']).toContain(item.health);
      expect(item.createdAt).toMatch(DATE_TIME);
    }
    const names = body.items.map((item: { name: string }) => item.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  test('filters by health and by a case-insensitive name substring', async () => {
    for (const health of ['healthy', 'degraded', 'disconnected']) {
      const { body } = await get(`/organizations?health=${health}&pageSize=100`);
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items.every((item: { health: string }) => item.health === health)).toBe(true);
    }
    const all = (await get('/organizations?pageSize=100')).body.items as { name: string }[];
    const needle = all[0]!.name.slice(1, 4).toUpperCase();
    const { body } = await get(`/organizations?q=${encodeURIComponent(needle)}&pageSize=100`);
    expect(body.items.length).toBe(all.filter((o) => o.name.toLowerCase().includes(needle.toLowerCase())).length);
  });

  test('a page past the end is an empty 200, and totalPages is never 0', async () => {
    const { status, body } = await get('/organizations?page=999');
    expect(status).toBe(200);
    expect(body.items).toEqual([]);
    expect(body.totalPages).toBeGreaterThanOrEqual(1);
  });
});

describe('the documented legacy client loop', () => {
  async function loop(token: string): Promise<string[]> {
    const seen: string[] = [];
    let page = 1;
    for (let guard = 0; guard < 50; guard++) {
      const { status, body } = await request(`${api}/organizations?page=${page}&pageSize=100`, { token });
      expect(status).toBe(200);
      seen.push(...body.items.map((item: { id: string }) => item.id));
      if (body.page === body.totalPages) return seen;
      page += 1;
    }
    throw new Error('the loop did not end');
  }

  test('over more than 100 organizations sees each exactly once', async () => {
    const tenant = await app.db.tenant.create({ data: { name: 'Big MSP' } });
    await app.db.organization.createMany({
      data: Array.from({ length: 257 }, (_, i) => ({ tenantId: tenant.id, name: `Client ${String(i % 7)}` })),
    });
    const seen = await loop(await app.key(['organization.read'], { tenantId: tenant.id }));
    expect(seen).toHaveLength(257);
    expect(new Set(seen).size).toBe(257);
  });

  test('over a tenant with no organizations ends on one empty page', async () => {
    const tenant = await app.db.tenant.create({ data: { name: 'Empty MSP' } });
    const token = await app.key(['organization.read'], { tenantId: tenant.id });
    expect(await loop(token)).toEqual([]);
    const { body } = await request(`${api}/organizations?pageSize=100`, { token });
    expect(body).toEqual({ items: [], total: 0, page: 1, pageSize: 100, totalPages: 1 });
  });
});

describe('GET /organizations/{id}/compliance', () => {
  const ROW_KEYS = [
    'category',
    'connectedSourceTypeCodes',
    'detail',
    'disabledAt',
    'disabledByName',
    'disabledReason',
    'effectiveEnabled',
    'effectiveParameters',
    'evaluatedAt',
    'isOverridden',
    'openDetectionCount',
    'parameters',
    'requiredPredicates',
    'ruleId',
    'ruleName',
    'severity',
    'sourceOptions',
    'sourceTypeCodes',
    'standardId',
    'standardName',
    'standardVersion',
    'status',
    'subjectsEvaluated',
    'subjectsFailing',
  ];
  const DETAIL_KEYS = ['connectedHere', 'degradedCoverage', 'missingPredicates', 'refusedHere', 'satisfiedBy'];

  async function allRows() {
    const organizations = (await get('/organizations?pageSize=100')).body.items as { id: string }[];
    const grids = await Promise.all(organizations.map((o) => get(`/organizations/${o.id}/compliance`)));
    return grids.map((g) => g.body);
  }

  test('every grid has the exact documented shape, and together they cover the whole spec', async () => {
    const grids = await allRows();
    const rows = grids.flatMap((grid) => grid.items);
    for (const grid of grids) {
      expect(Object.keys(grid).sort()).toEqual(['items', 'organizationId', 'organizationName', 'rollup']);
      expect(STATUSES).toContain(grid.rollup);
    }
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
      expect(row.ruleId).toMatch(UUID);
      expect(row.standardId).toMatch(UUID);
      expect(STATUSES).toContain(row.status);
      expect(['high', 'medium', 'low']).toContain(row.severity);
      expect(typeof row.subjectsEvaluated).toBe('number');
      if (row.status !== 'fail') expect(row.subjectsFailing).toBe(0);
      if (row.evaluatedAt !== null) expect(row.evaluatedAt).toMatch(DATE_TIME);
      if (row.detail !== null) expect(Object.keys(row.detail).sort()).toEqual(DETAIL_KEYS);
      if (row.status === 'not_applicable') {
        expect(row.detail).toBeNull();
        expect(row.effectiveEnabled).toBe(false);
      } else {
        expect(row.disabledReason).toBeNull();
      }
    }
    // All five statuses appear.
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(STATUSES));

    // Reason A: not_covered rows explain what is missing; degradedCoverage stays empty.
    const reasonA = rows.filter((row) => row.status === 'not_covered');
    expect(reasonA.length).toBeGreaterThan(0);
    for (const row of reasonA) {
      expect(row.detail.missingPredicates.length).toBeGreaterThan(0);
      expect(row.detail.degradedCoverage).toEqual([]);
    }
    const refusal = reasonA.find((row) => row.detail.refusedHere.length > 0);
    expect(refusal?.detail.refusedHere[0]).toEqual({ connector: expect.any(String), reason: expect.any(String) });

    // Reason B: degraded coverage on pass, fail and no_data rows, with only that key populated.
    const reasonB = rows.filter((row) => row.detail && row.status !== 'not_covered');
    expect(new Set(reasonB.map((row) => row.status))).toEqual(new Set(['pass', 'fail', 'no_data']));
    for (const row of reasonB) {
      expect(row.detail).toMatchObject({ missingPredicates: [], satisfiedBy: {}, connectedHere: [], refusedHere: [] });
      expect(row.detail.degradedCoverage.length).toBeGreaterThan(0);
      for (const entry of row.detail.degradedCoverage) expect(entry.status).not.toBe('connected');
    }

    // not_applicable rows put there by an override expose who disabled them, when and why.
    const disabled = rows.find((row) => row.status === 'not_applicable' && row.disabledReason !== null);
    expect(disabled).toMatchObject({
      isOverridden: true,
      disabledByName: expect.any(String),
      disabledAt: expect.stringMatching(DATE_TIME),
    });

    // Fail rows carry their failing count.
    expect(rows.some((row) => row.status === 'fail' && row.subjectsFailing > 0)).toBe(true);
    // The grid counts open detections.
    expect(rows.some((row) => row.openDetectionCount > 0)).toBe(true);
  });

  test('rollup is the worst case of the rows', async () => {
    const order = ['fail', 'no_data', 'not_covered', 'pass', 'not_applicable'];
    for (const grid of await allRows()) {
      const worst = grid.items.length
        ? order.find((s) => grid.items.some((row: { status: string }) => row.status === s))
        : 'no_data';
      expect(grid.rollup).toBe(worst);
    }
  });

  test('organizationId echoes the requested id in every accepted UUID form', async () => {
    const id = await firstOrganizationId();
    for (const form of [id, id.replaceAll('-', ''), `{${id}}`, `urn:uuid:${id}`, id.toUpperCase()]) {
      const { status, body } = await get(`/organizations/${encodeURIComponent(form)}/compliance`);
      expect(status).toBe(200);
      expect(body.organizationId).toBe(id);
    }
  });
});

describe('GET /organizations/{id}/compliance/trend', () => {
  test('returns exactly windowDays buckets, oldest first, ending today (UTC)', async () => {
    const id = await firstOrganizationId();
    for (const days of [1, 30, 366]) {
      const { status, body } = await get(`/organizations/${id}/compliance/trend?days=${days}`);
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(['buckets', 'organizationId', 'organizationName', 'windowDays']);
      expect(body.windowDays).toBe(days);
      expect(body.buckets).toHaveLength(days);
      expect(body.buckets.at(-1).day).toBe(new Date().toISOString().slice(0, 10));
      for (const bucket of body.buckets) {
        expect(Object.keys(bucket).sort()).toEqual([
          'day',
          'failCount',
          'noDataCount',
          'notApplicableCount',
          'notCoveredCount',
          'passCount',
        ]);
      }
      const days_ = body.buckets.map((b: { day: string }) => b.day);
      expect(days_).toEqual([...days_].sort());
    }
    const { body } = await get(`/organizations/${id}/compliance/trend`);
    expect(body.windowDays).toBe(30);
  });

  test('the last bucket counts the grid as it stands today; before the history starts the counts are zero', async () => {
    const id = await firstOrganizationId();
    const grid = (await get(`/organizations/${id}/compliance`)).body;
    const { body } = await get(`/organizations/${id}/compliance/trend?days=366`);
    const evaluated = grid.items.filter((row: { evaluatedAt: string | null }) => row.evaluatedAt !== null).length;
    const last = body.buckets.at(-1);
    expect(last.passCount + last.failCount + last.noDataCount + last.notCoveredCount + last.notApplicableCount).toBe(
      evaluated,
    );
    expect(body.buckets[0]).toMatchObject({
      passCount: 0,
      failCount: 0,
      noDataCount: 0,
      notCoveredCount: 0,
      notApplicableCount: 0,
    });
  });
});

describe('detections', () => {
  const DETECTION_KEYS = [
    'evaluationId',
    'evidence',
    'firstSeenAt',
    'id',
    'lastSeenAt',
    'organizationId',
    'resolvedAt',
    'ruleId',
    'severity',
    'standardId',
    'status',
    'subject',
    'title',
  ];

  async function organizationWithDetections(): Promise<string> {
    const row = await app.db.detection.findFirstOrThrow({
      where: { tenantId: app.demoTenantId },
      orderBy: { id: 'asc' },
    });
    return row.organizationId;
  }

  test('the cursor list walks every detection once, newest first, with an opaque cursor', async () => {
    const organizationId = await organizationWithDetections();
    const expected = await app.db.detection.count({ where: { organizationId } });
    const seen: string[] = [];
    let cursor: string | null = null;
    let previous = '9999';
    for (let guard = 0; guard < 100; guard++) {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const { status, body } = await get(`/organizations/${organizationId}/detections${query}`);
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(['hasMore', 'items', 'nextCursor', 'page', 'total']);
      expect(body.page).toBeNull();
      expect(body.total).toBeNull();
      for (const item of body.items) {
        expect(Object.keys(item).sort()).toEqual(DETECTION_KEYS);
        expect(item.firstSeenAt <= previous).toBe(true);
        previous = item.firstSeenAt;
        seen.push(item.id);
      }
      if (!body.hasMore) {
        expect(body.nextCursor).toBeNull();
        break;
      }
      expect(body.nextCursor).not.toMatch(UUID);
      cursor = body.nextCursor;
    }
    expect(seen).toHaveLength(expected);
    expect(new Set(seen).size).toBe(expected);
  });

  test('a detection record has the documented fields', async () => {
    const detection = await app.db.detection.findFirstOrThrow({
      where: { tenantId: app.demoTenantId, status: 'resolved' },
    });
    const { status, body } = await get(`/detections/${detection.id}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(DETECTION_KEYS);
    expect(body).toMatchObject({ id: detection.id, status: 'resolved', resolvedAt: expect.stringMatching(DATE_TIME) });
  });

  test('a garbled cursor is a 422, not a 500', async () => {
    const organizationId = await organizationWithDetections();
    const { status } = await get(`/organizations/${organizationId}/detections?cursor=not-a-cursor`);
    expect(status).toBe(422);
  });
});

describe('standards and controls', () => {
  const STANDARD_KEYS = [
    'controlCount',
    'createdAt',
    'description',
    'enabled',
    'id',
    'name',
    'organizationCount',
    'rollup',
    'slug',
    'updatedAt',
    'version',
  ];
  const CONTROL_KEYS = [
    'autonomy',
    'category',
    'createdAt',
    'definition',
    'description',
    'enabled',
    'id',
    'name',
    'parameters',
    'requires',
    'severity',
    'slug',
    'standardId',
    'updatedAt',
  ];

  test('the standard list, one standard and its controls have the documented shapes', async () => {
    const list = await get('/standards');
    expect(list.status).toBe(200);
    expect(Object.keys(list.body).sort()).toEqual(['items', 'page', 'pageSize', 'total', 'totalPages']);
    // The demo adopted two library frameworks (src/seeds/demo-content.ts).
    expect(list.body.total).toBe(2);
    for (const standard of list.body.items) {
      expect(Object.keys(standard).sort()).toEqual(STANDARD_KEYS);
      expect(Object.keys(standard.rollup).sort()).toEqual(['fail', 'noData', 'notApplicable', 'notCovered', 'pass']);
      const one = await get(`/standards/${standard.id}`);
      expect(one.body).toEqual(standard);

      const controls = await get(`/standards/${standard.id}/controls?pageSize=100`);
      expect(controls.status).toBe(200);
      expect(controls.body.total).toBe(standard.controlCount);
      for (const control of controls.body.items) {
        expect(Object.keys(control).sort()).toEqual(CONTROL_KEYS);
        expect(control.standardId).toBe(standard.id);
        expect(control.definition).toMatchObject({
          match: { predicate: expect.any(String) },
          expect: expect.any(Object),
        });
        expect(['suggest_only', 'require_approval', 'auto_remediate']).toContain(control.autonomy);
      }
      const rollupTotal = Object.values(standard.rollup as Record<string, number>).reduce((a, b) => a + b, 0);
      const states = await app.db.controlState.count({ where: { standardId: standard.id } });
      expect(rollupTotal).toBe(states);
      expect(standard.organizationCount).toBeGreaterThan(0);
    }
  });

  test('filters by exact slug and by enabled', async () => {
    const all = (await get('/standards')).body.items;
    const { body } = await get(`/standards?slug=${all[0].slug}`);
    expect(body.items.map((s: { id: string }) => s.id)).toEqual([all[0].id]);
    expect((await get('/standards?slug=no-such-slug')).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 50,
      totalPages: 1,
    });
    expect((await get('/standards?enabled=false')).body.total).toBe(
      all.filter((s: { enabled: boolean }) => !s.enabled).length,
    );
  });
});
