import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { verifyPassword } from '../../src/auth/passwords.ts';
import { API_KEY_SCOPES } from '../../src/auth/permissions.ts';
import { displayPrefix, hashSecret } from '../../src/auth/secrets.ts';
import { createDb, type Db } from '../../src/data/client.ts';
import { type ComplianceRowDetail, detailApplies, normalizeDetail } from '../../src/domain/coverage.ts';
import { HEALTH_VALUES, organizationHealth } from '../../src/domain/health.ts';
import { CONTROL_STATUSES, type ControlStatus } from '../../src/domain/status.ts';
import { isoDay } from '../../src/domain/trend.ts';
import { evaluateOrganization } from '../../src/engine/evaluate.ts';
import { seedDemo } from '../../src/seeds/demo.ts';
import { seedScale } from '../../src/seeds/scale.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

const NOW = new Date('2025-03-14T15:09:26.000Z');
const BOOTSTRAP_KEY = 'ccak_test_bootstrap_key_do_not_use_0123456789';

let database: TestDatabase;
let db: Db;
let firstRun: { created: boolean; apiKey?: string };
let demoTenantId: string;

async function tableCounts(client: Db): Promise<Record<string, number>> {
  return {
    tenant: await client.tenant.count(),
    user: await client.user.count(),
    apiKey: await client.apiKey.count(),
    connectorType: await client.connectorType.count(),
    organization: await client.organization.count(),
    integration: await client.integration.count(),
    standard: await client.standard.count(),
    control: await client.control.count(),
    controlOverride: await client.controlOverride.count(),
    evaluation: await client.evaluation.count(),
    controlState: await client.controlState.count(),
    dailyStatusCount: await client.dailyStatusCount.count(),
    detection: await client.detection.count(),
    fact: await client.fact.count(),
  };
}

/** What the demo says, independent of the random ids: used to show two runs produce the same data. */
async function demoContent(client: Db, tenantId: string): Promise<string[]> {
  const states = await client.controlState.findMany({
    where: { tenantId },
    select: {
      status: true,
      subjectsEvaluated: true,
      subjectsFailing: true,
      detail: true,
      standardVersion: true,
      evaluatedAt: true,
      organization: { select: { name: true } },
      control: { select: { slug: true } },
    },
  });
  const daily = await client.dailyStatusCount.findMany({
    where: { tenantId },
    select: {
      day: true,
      passCount: true,
      failCount: true,
      noDataCount: true,
      notCoveredCount: true,
      notApplicableCount: true,
      organization: { select: { name: true } },
    },
  });
  const detections = await client.detection.findMany({
    where: { tenantId },
    select: {
      status: true,
      subject: true,
      title: true,
      evidence: true,
      firstSeenAt: true,
      lastSeenAt: true,
      resolvedAt: true,
      organization: { select: { name: true } },
    },
  });
  return [
    ...states.map((s) =>
      JSON.stringify([
        s.organization.name,
        s.control.slug,
        s.status,
        s.subjectsEvaluated,
        s.subjectsFailing,
        s.detail,
        s.standardVersion,
        s.evaluatedAt,
      ]),
    ),
    ...daily.map(({ organization, ...counts }) => JSON.stringify([organization.name, counts])),
    ...detections.map(({ organization, ...rest }) => JSON.stringify([organization.name, rest])),
    `evaluations:${await client.evaluation.count({ where: { tenantId } })}`,
  ].sort();
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url);
  firstRun = await seedDemo(db, { bootstrapApiKey: BOOTSTRAP_KEY, now: NOW });
  demoTenantId = (await db.tenant.findFirstOrThrow({ where: { name: 'Demo MSP' } })).id;
});

afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

describe('seedDemo', () => {
  test('seeds once: a second run creates nothing and changes no row count', async () => {
    expect(firstRun).toEqual({ created: true, apiKey: BOOTSTRAP_KEY });
    const before = await tableCounts(db);
    expect(await seedDemo(db, { now: NOW })).toEqual({ created: false });
    expect(await tableCounts(db)).toEqual(before);
  });

  test('is deterministic: another database seeded at the same instant holds the same content', async () => {
    const other = await createTestDatabase();
    const otherDb = createDb(other.url);
    try {
      await seedDemo(otherDb, { now: NOW });
      const otherTenant = await otherDb.tenant.findFirstOrThrow({ where: { name: 'Demo MSP' } });
      expect(await demoContent(otherDb, otherTenant.id)).toEqual(await demoContent(db, demoTenantId));
      expect(await tableCounts(otherDb)).toEqual(await tableCounts(db));
    } finally {
      await otherDb.$disconnect();
      await other.drop();
    }
  });

  test('the latest states cover all five statuses', async () => {
    const groups = await db.controlState.groupBy({ by: ['status'], where: { tenantId: demoTenantId }, _count: true });
    expect(groups.map((g) => g.status).sort()).toEqual([...CONTROL_STATUSES].sort());
    const organizations = await db.organization.count({ where: { tenantId: demoTenantId } });
    const controls = await db.control.count({ where: { tenantId: demoTenantId } });
    expect(await db.controlState.count({ where: { tenantId: demoTenantId } })).toBe(organizations * controls);
  });

  test('details follow the two reasons: A on not_covered only, B on pass, fail and no_data', async () => {
    const states = await db.controlState.findMany({
      where: { tenantId: demoTenantId },
      select: { status: true, detail: true },
    });
    const reasonB = new Set<ControlStatus>();
    let fullReasonA = 0;
    let refused = 0;
    for (const state of states) {
      const detail = normalizeDetail(state.detail);
      if (state.status === 'not_covered') {
        expect(detailApplies(state.status, detail)).toBe(true);
        const a = detail as ComplianceRowDetail;
        expect(a.degradedCoverage).toEqual([]);
        if (a.refusedHere.length > 0) refused++;
        // Every library control judges one predicate: the one missing is all it requires, so no
        // other predicate is satisfied (a partly supplied control's satisfiedBy:
        // test/engine/rules.test.ts, test/domain/coverage.test.ts).
        expect(a.satisfiedBy).toEqual({});
        if (a.refusedHere.length && a.connectedHere.length && a.missingPredicates.length) fullReasonA++;
      } else if (detail !== null) {
        expect(detailApplies(state.status, detail)).toBe(true);
        expect(detail).toMatchObject({ missingPredicates: [], satisfiedBy: {}, connectedHere: [], refusedHere: [] });
        reasonB.add(state.status);
      }
      if (state.status === 'not_applicable') expect(state.detail).toBeNull();
    }
    expect(refused).toBeGreaterThan(0);
    expect(fullReasonA).toBeGreaterThan(0);
    expect([...reasonB].sort()).toEqual(['fail', 'no_data', 'pass']);
  });

  test('refusals carry the connector reason unchanged', async () => {
    const states = await db.controlState.findMany({
      where: { tenantId: demoTenantId, status: 'not_covered' },
      select: { detail: true },
    });
    const reasons = states.flatMap((s) =>
      (normalizeDetail(s.detail)?.refusedHere ?? []).map((r) => `${r.connector}: ${r.reason}`),
    );
    // The Graph collector's own words, now the catalog's: a Microsoft 365 client without the
    // exchange_online connector reads Safe Links as not_covered, and is told who reads it.
    expect(reasons).toContain(
      'microsoft365: Defender for Office 365 settings are read by the exchange_online connector',
    );
    expect(reasons).toContain(
      'google_workspace: Google Workspace has no Safe Links equivalent; link rewriting is not reported',
    );
  });

  test('organizations cover every health state and integrations every status', async () => {
    const organizations = await db.organization.findMany({
      where: { tenantId: demoTenantId },
      select: { name: true, integrations: { select: { status: true } } },
    });
    const health = new Set(organizations.map((o) => organizationHealth(o.integrations.map((i) => i.status))));
    expect([...health].sort()).toEqual([...HEALTH_VALUES].sort());
    expect(organizations.some((o) => o.integrations.length === 0)).toBe(true);
    const statuses = new Set(organizations.flatMap((o) => o.integrations.map((i) => i.status)));
    expect([...statuses].sort()).toEqual(['available', 'connected', 'disabled', 'error']);
  });

  test('not_applicable comes from overrides with disable metadata and from disabled controls', async () => {
    const admin = await db.user.findUniqueOrThrow({ where: { email: 'admin@demo.example' } });
    const notApplicable = await db.controlState.findMany({
      where: { tenantId: demoTenantId, status: 'not_applicable' },
      select: { organizationId: true, control: { select: { enabled: true, overrides: true } } },
    });
    const viaOverride = notApplicable.filter((s) =>
      s.control.overrides.some((o) => o.organizationId === s.organizationId && o.enabled === false),
    );
    expect(viaOverride.length).toBeGreaterThan(0);
    for (const state of viaOverride) {
      const override = state.control.overrides.find((o) => o.organizationId === state.organizationId)!;
      expect(override.disabledReason).toEqual(expect.any(String));
      expect(override.disabledById).toBe(admin.id);
      expect(override.disabledAt).toBeInstanceOf(Date);
    }
    expect(notApplicable.some((s) => !s.control.enabled)).toBe(true);
    // A parameters-only override leaves the control in scope.
    const parameterOnly = await db.controlOverride.findMany({ where: { tenantId: demoTenantId, enabled: null } });
    expect(parameterOnly.length).toBeGreaterThan(0);
    for (const override of parameterOnly) {
      const state = await db.controlState.findUniqueOrThrow({
        where: { organizationId_controlId: { organizationId: override.organizationId, controlId: override.controlId } },
      });
      expect(state.status).not.toBe('not_applicable');
    }
  });

  test('the last trend day of each organization matches its latest states', async () => {
    const organizations = await db.organization.findMany({ where: { tenantId: demoTenantId }, select: { id: true } });
    for (const { id } of organizations) {
      const daily = await db.dailyStatusCount.findMany({ where: { organizationId: id }, orderBy: { day: 'asc' } });
      // The engine writes a day's counts when it evaluates the organization. The replay evaluates
      // every organization on the first and the last of the 90 days, and each on the days its
      // facts, integrations or overrides changed; the trend carries the days between forward.
      expect(isoDay(daily[0]!.day)).toBe(isoDay(new Date(NOW.getTime() - 89 * 86_400_000)));
      expect(daily.length).toBeLessThanOrEqual(90);
      expect(isoDay(daily.at(-1)!.day)).toBe(isoDay(NOW));
      const groups = await db.controlState.groupBy({ by: ['status'], where: { organizationId: id }, _count: true });
      const count = (status: ControlStatus) => groups.find((g) => g.status === status)?._count ?? 0;
      expect(daily.at(-1)).toMatchObject({
        passCount: count('pass'),
        failCount: count('fail'),
        noDataCount: count('no_data'),
        notCoveredCount: count('not_covered'),
        notApplicableCount: count('not_applicable'),
      });
    }
  });

  test('failing controls have open detections; resolved ones belong to earlier failures', async () => {
    const failing = await db.controlState.findMany({ where: { tenantId: demoTenantId, status: 'fail' } });
    const open = await db.detection.findMany({
      where: { tenantId: demoTenantId, status: 'open' },
      include: { evaluation: true },
    });
    const failingPairs = new Set(failing.map((s) => `${s.organizationId}:${s.controlId}`));
    const openPairs = new Map<string, number>();
    for (const detection of open) {
      const pair = `${detection.organizationId}:${detection.controlId}`;
      expect(failingPairs.has(pair)).toBe(true);
      expect(detection.evaluation.status).toBe('fail');
      expect(detection.resolvedAt).toBeNull();
      openPairs.set(pair, (openPairs.get(pair) ?? 0) + 1);
    }
    for (const pair of failingPairs) expect(openPairs.get(pair)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...openPairs.values())).toBeLessThanOrEqual(3);

    const resolved = await db.detection.findMany({ where: { tenantId: demoTenantId, status: 'resolved' } });
    expect(resolved.length).toBeGreaterThan(0);
    for (const detection of resolved)
      expect(detection.resolvedAt!.getTime()).toBeGreaterThan(detection.lastSeenAt.getTime());
  });

  test('every stored status is what the engine computes from the stored facts', async () => {
    // Evaluating every organization again a minute later finds nothing to change: no status,
    // count or detail (no history row), no detection opened or resolved.
    const organizations = await db.organization.findMany({ select: { id: true, tenantId: true } });
    const later = new Date(NOW.getTime() + 60_000);
    for (const organization of organizations) {
      const plan = await evaluateOrganization(
        db,
        { tenantId: organization.tenantId, organizationId: organization.id },
        { now: later },
      );
      expect([organization.id, plan!.evaluations, plan!.opened, plan!.resolved]).toEqual([organization.id, [], [], []]);
    }
    expect(await db.fact.count({ where: { tenantId: demoTenantId } })).toBeGreaterThan(1_000);
  });

  test('the bootstrap key is stored as a hash with every scope, never as plaintext', async () => {
    const key = await db.apiKey.findUniqueOrThrow({ where: { keyHash: hashSecret(BOOTSTRAP_KEY) } });
    expect(key).toMatchObject({
      tenantId: demoTenantId,
      userId: null,
      name: 'Bootstrap admin key',
      prefix: displayPrefix(BOOTSTRAP_KEY),
    });
    expect([...key.scopes].sort()).toEqual([...API_KEY_SCOPES].sort());
    const leaks = await db.$queryRawUnsafe<unknown[]>(
      `SELECT 1 FROM "ApiKey" k WHERE row_to_json(k)::text LIKE '%' || $1 || '%'`,
      BOOTSTRAP_KEY,
    );
    expect(leaks).toHaveLength(0);
  });

  test('passwords are stored only as scrypt hashes', async () => {
    const passwords = {
      'admin@demo.example': 'demo-admin-password',
      'analyst@demo.example': 'demo-analyst-password',
      'admin@other.example': 'other-admin-password',
    };
    for (const [email, password] of Object.entries(passwords)) {
      const user = await db.user.findUniqueOrThrow({ where: { email } });
      expect(user.passwordHash).toMatch(/^scrypt\$/);
      expect(await verifyPassword(password, user.passwordHash)).toBe(true);
      const leaks = await db.$queryRawUnsafe<unknown[]>(
        `SELECT 1 FROM "User" u WHERE row_to_json(u)::text LIKE '%' || $1 || '%'`,
        password,
      );
      expect(leaks).toHaveLength(0);
    }
    expect(await db.user.findUniqueOrThrow({ where: { email: 'analyst@demo.example' } })).toMatchObject({
      role: 'viewer',
      tenantId: demoTenantId,
    });
  });

  test('a second tenant exists with its own organizations, standard, evaluations and detections', async () => {
    const other = await db.tenant.findFirstOrThrow({ where: { name: 'Other MSP' } });
    expect(other.id).not.toBe(demoTenantId);
    expect(await db.organization.count({ where: { tenantId: other.id } })).toBe(3);
    expect(await db.standard.count({ where: { tenantId: other.id } })).toBe(1);
    expect(await db.apiKey.count({ where: { tenantId: other.id } })).toBe(1);
    expect(await db.evaluation.count({ where: { tenantId: other.id } })).toBeGreaterThan(0);
    expect(await db.detection.count({ where: { tenantId: other.id } })).toBeGreaterThan(0);
    expect(await db.user.findUniqueOrThrow({ where: { email: 'admin@other.example' } })).toMatchObject({
      tenantId: other.id,
      role: 'admin',
    });
  });
});

describe('seedScale', () => {
  test('creates exactly one state per organization x control and one trend row per organization x day', async () => {
    const result = await seedScale(db, { orgs: 5, controls: 10, days: 30, tenantName: 'Scale test', now: NOW });
    expect(result).toMatchObject({ organizations: 5, controls: 10, evaluations: 50, dailyRows: 150 });
    const where = { tenantId: result.tenantId };
    expect(await db.organization.count({ where })).toBe(5);
    expect(await db.control.count({ where })).toBe(10);
    expect(await db.controlState.count({ where })).toBe(5 * 10);
    expect(await db.dailyStatusCount.count({ where })).toBe(5 * 30);
    const key = await db.apiKey.findUniqueOrThrow({ where: { keyHash: hashSecret(result.apiKey) } });
    expect(key.tenantId).toBe(result.tenantId);
    expect([...key.scopes].sort()).toEqual([...API_KEY_SCOPES].sort());
  });
});
