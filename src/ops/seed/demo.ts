import { hashPassword } from '../../auth/passwords.ts';
import { API_KEY_PREFIX, newSecret } from '../../auth/secrets.ts';
import type { Db } from '../../data/client.ts';
import type {
  ControlState,
  DailyStatusCount,
  Detection,
  Evaluation,
  Prisma,
  Severity,
} from '../../data/generated/prisma/client.ts';
import type { ComplianceRowDetail, CoverageIndex, MappedIntegration } from '../../domain/coverage.ts';
import { effectiveSettings } from '../../domain/settings.ts';
import { controlSlug, slugify } from '../../domain/slug.ts';
import type { ControlStatus } from '../../domain/status.ts';
import { utcDay } from '../../domain/trend.ts';
import { createPrng, DAY_MS, insertRows, MINUTE_MS, type Prng, type Tx, uuidv7 } from './bulk.ts';
import { adminKeyRecord, coverageIndex, ensureConnectorCatalog } from './catalog.ts';
import {
  DEMO_ORGANIZATIONS,
  DEMO_OVERRIDES,
  DEMO_STANDARDS,
  type Integrations,
  OTHER_ORGANIZATIONS,
  OTHER_STANDARD,
  type OverrideSpec,
  type StandardSpec,
} from './demo-content.ts';

/**
 * The demo data set: a tenant that exercises every state the API can report (all five statuses,
 * both reasons for a detail, every health and integration status, overrides), plus a second small
 * tenant that exists so tests can prove one tenant never sees the other. Content is fixed by a
 * seeded PRNG; only ids, password salts and the random API keys differ between runs.
 */

// ---------------------------------------------------------------------------------------------
// History generation

interface SeedControl {
  id: string;
  standardId: string;
  name: string;
  severity: Severity;
  enabled: boolean;
  parameters: Prisma.InputJsonObject;
  requires: string[];
  expect: Record<string, boolean>;
  standard: { enabled: boolean; version: number };
}

interface SeedOrganization {
  id: string;
  name: string;
  integrations: MappedIntegration[];
}

interface SeedOverride {
  enabled: boolean | null;
  parameters: Prisma.InputJsonObject | null;
  since: Date;
}

interface HistoryInput {
  tenantId: string;
  organizations: SeedOrganization[];
  controls: SeedControl[];
  /** `${organizationId}:${controlId}` -> override */
  overrides: Map<string, SeedOverride>;
  coverage: CoverageIndex;
  prng: Prng;
  now: Date;
  /** Days of history, today included. */
  days: number;
  /** Each pair is evaluated every `cadence` days (staggered), plus on the first day and today. */
  cadence: number;
}

interface History {
  evaluations: Evaluation[];
  states: ControlState[];
  daily: DailyStatusCount[];
  detections: Detection[];
}

export const STATUS_INDEX: Record<ControlStatus, number> = {
  pass: 0,
  fail: 1,
  no_data: 2,
  not_covered: 3,
  not_applicable: 4,
};
const EVALUABLE: readonly ControlStatus[] = ['pass', 'fail', 'no_data'];

/** ~65% pass, 20% fail, 15% no_data. */
export function drawOutcome(prng: Prng): ControlStatus {
  const roll = prng.next();
  return roll < 0.65 ? 'pass' : roll < 0.85 ? 'fail' : 'no_data';
}

const FIRST_NAMES = [
  'alex',
  'jordan',
  'sam',
  'taylor',
  'morgan',
  'casey',
  'jamie',
  'riley',
  'drew',
  'quinn',
  'avery',
  'parker',
];
const LAST_NAMES = [
  'nguyen',
  'smith',
  'garcia',
  'patel',
  'okafor',
  'kowalski',
  'larsen',
  'murphy',
  'chen',
  'silva',
  'walsh',
  'haddad',
];

/** A plausible failing subject for a predicate: a device, an account, a domain or a backup job. */
export function subjectFor(predicate: string, organization: string, prng: Prng): string {
  const words = slugify(organization).split('-');
  const domain = `${words[0]}.example`;
  const code = words
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 4);
  const area = predicate.split('.')[0];
  switch (area) {
    case 'device':
    case 'endpoint':
    case 'app':
      return `${code}-${prng.pick(['LT', 'WS', 'LT', 'SRV'])}-${String(prng.int(300) + 1).padStart(3, '0')}`;
    case 'identity':
      return `${prng.pick(FIRST_NAMES)}.${prng.pick(LAST_NAMES)}@${domain}`;
    case 'email':
      return domain;
    case 'backup':
      return `${prng.pick(['Nightly', 'Hourly', 'Weekly'])} - ${code}-${prng.pick(['FS', 'SQL', 'DC', 'APP'])}0${prng.int(4) + 1}`;
    default:
      return prng.pick([
        `https://${words[0]}.sharepoint.example/sites/Finance`,
        `https://${words[0]}.sharepoint.example/sites/HR`,
        `${domain} tenant`,
      ]);
  }
}

interface Point {
  status: ControlStatus;
  at: Date;
  evaluationId: string;
  subjectsFailing: number;
}

/**
 * Replays `days` of evaluations of every control for every organization with the same rules the
 * evaluator applies: effective settings first (off -> not_applicable), then coverage (not_covered
 * with reason A), then an outcome with reason B attached when coverage is degraded. Outcomes are
 * sticky from one evaluation to the next so the trend moves like a real estate, not like noise.
 */
function generateHistory(input: HistoryInput): History {
  const { tenantId, organizations, controls, overrides, coverage, prng, now, days, cadence } = input;
  const today = utcDay(now).getTime();
  const history: History = { evaluations: [], states: [], daily: [], detections: [] };
  // Reason-B rows get their latest outcome in turn so the demo always shows the degraded detail
  // on each of pass, fail and no_data, whatever the PRNG drew.
  let degradedTurn = 0;
  let pairIndex = 0;

  for (const organization of organizations) {
    // perDay[d][s]: how many controls had status s as their latest at the end of day d (oldest first).
    const perDay = Array.from({ length: days }, () => [0, 0, 0, 0, 0]);

    for (const control of controls) {
      const k = pairIndex++;
      const override = overrides.get(`${organization.id}:${control.id}`);
      const assessed = coverage.assess(control.requires, organization.integrations);
      const population = 5 + prng.int(196);
      const offsets = [days - 1];
      for (let d = days - 2; d >= 1; d--) if ((d + k) % cadence === 0) offsets.push(d);
      offsets.push(0);

      const points: Point[] = [];
      let outcome = drawOutcome(prng);
      for (const [i, d] of offsets.entries()) {
        const at =
          d === 0
            ? new Date(Math.max(today, now.getTime() - ((k % 30) + 1) * MINUTE_MS))
            : new Date(today - d * DAY_MS + (60 + ((k * 7) % 240)) * MINUTE_MS);
        const activeOverride = override && override.since.getTime() <= at.getTime() ? override : null;
        const settings = effectiveSettings(control.standard, control, activeOverride);

        let status: ControlStatus;
        let detail: ComplianceRowDetail | null = null;
        if (!settings.effectiveEnabled) status = 'not_applicable';
        else if (assessed.notCovered) {
          status = 'not_covered';
          detail = assessed.detail;
        } else {
          if (prng.next() > 0.8) outcome = drawOutcome(prng);
          status = outcome;
          detail = assessed.detail;
          if (d === 0 && detail !== null) status = EVALUABLE[degradedTurn++ % EVALUABLE.length]!;
        }

        const subjectsEvaluated = status === 'pass' || status === 'fail' ? Math.max(1, population - prng.int(5)) : 0;
        const subjectsFailing = status === 'fail' ? 1 + prng.int(Math.min(12, subjectsEvaluated)) : 0;
        const evaluation: Evaluation = {
          id: uuidv7(at.getTime()),
          tenantId,
          organizationId: organization.id,
          controlId: control.id,
          status,
          subjectsEvaluated,
          subjectsFailing,
          detail: detail as Prisma.JsonObject | null,
          standardVersion: control.standard.version,
          evaluatedAt: at,
        };
        history.evaluations.push(evaluation);
        points.push({ status, at, evaluationId: evaluation.id, subjectsFailing });

        const until = i + 1 < offsets.length ? offsets[i + 1]! : -1;
        for (let ago = d; ago > until; ago--) perDay[days - 1 - ago]![STATUS_INDEX[status]]!++;

        if (d === 0) {
          history.states.push({
            organizationId: organization.id,
            controlId: control.id,
            tenantId,
            standardId: control.standardId,
            evaluationId: evaluation.id,
            status,
            subjectsEvaluated,
            subjectsFailing,
            detail: evaluation.detail,
            standardVersion: evaluation.standardVersion,
            evaluatedAt: at,
          });
        }
      }

      history.detections.push(...detectionsFor(coverage, tenantId, organization, control, points, prng));
    }

    perDay.forEach((counts, index) => {
      history.daily.push({
        organizationId: organization.id,
        day: new Date(today - (days - 1 - index) * DAY_MS),
        tenantId,
        passCount: counts[0]!,
        failCount: counts[1]!,
        noDataCount: counts[2]!,
        notCoveredCount: counts[3]!,
        notApplicableCount: counts[4]!,
      });
    });
  }
  return history;
}

/**
 * Open detections for a control failing now (1-3, dated from the start of the current failing
 * streak), resolved ones for earlier failing streaks that ended in a pass.
 */
function detectionsFor(
  coverage: CoverageIndex,
  tenantId: string,
  organization: SeedOrganization,
  control: SeedControl,
  points: readonly Point[],
  prng: Prng,
): Detection[] {
  const detections: Detection[] = [];
  const predicate = control.requires[0]!;
  const [field, expected] = Object.entries(control.expect)[0]!;
  const source = coverage.sourceTypeCodes([predicate], organization.integrations)[predicate]?.[0] ?? null;

  const raise = (streak: readonly Point[], count: number, resolvedAt: Date | null) => {
    const first = streak[0]!;
    const last = streak.at(-1)!;
    const subjects = new Set<string>();
    for (let attempt = 0; attempt < count * 3 && subjects.size < count; attempt++) {
      subjects.add(subjectFor(predicate, organization.name, prng));
    }
    for (const subject of subjects) {
      detections.push({
        id: uuidv7(first.at.getTime()),
        tenantId,
        organizationId: organization.id,
        controlId: control.id,
        evaluationId: last.evaluationId,
        status: resolvedAt === null ? 'open' : 'resolved',
        severity: control.severity,
        title: `${control.name}: ${subject}`,
        subject,
        evidence: {
          predicate,
          expected: { [field]: expected },
          observed: { [field]: !expected },
          source,
          observedAt: last.at.toISOString(),
        },
        firstSeenAt: first.at,
        lastSeenAt: last.at,
        resolvedAt,
      });
    }
  };

  let streak: Point[] = [];
  for (const point of points) {
    if (point.status === 'fail') {
      streak.push(point);
      continue;
    }
    if (streak.length > 0 && point.status === 'pass') raise(streak, 1 + prng.int(2), point.at);
    streak = [];
  }
  const latest = streak.at(-1);
  if (latest !== undefined) raise(streak, Math.min(latest.subjectsFailing, 1 + prng.int(3)), null);
  return detections;
}

// ---------------------------------------------------------------------------------------------
// Tenants

interface TenantSpec {
  name: string;
  standards: readonly StandardSpec[];
  organizations: readonly { name: string; integrations: Integrations }[];
  overrides: OverrideSpec[];
  days: number;
  cadence: number;
  seed: number;
}

async function seedTenant(
  tx: Tx,
  spec: TenantSpec,
  connectorIds: Map<string, string>,
  users: { email: string; name: string; role: 'admin' | 'viewer'; passwordHash: string }[],
  apiKey: string,
  now: Date,
): Promise<void> {
  const prng = createPrng(spec.seed);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const setupAt = at(spec.days + 30);

  const tenant = await tx.tenant.create({ data: { name: spec.name, createdAt: setupAt }, select: { id: true } });
  const tenantId = tenant.id;

  const userIds = new Map<string, string>();
  for (const user of users) {
    const id = uuidv7(setupAt.getTime());
    userIds.set(user.email, id);
    await tx.user.create({ data: { id, tenantId, ...user, createdAt: setupAt, updatedAt: setupAt } });
  }
  await tx.apiKey.create({ data: adminKeyRecord(tenantId, 'Bootstrap admin key', apiKey, setupAt) });
  const adminId = [...userIds.values()][0]!;

  const controls: SeedControl[] = [];
  const controlIds = new Map<string, string>();
  for (const standard of spec.standards) {
    const standardId = uuidv7(setupAt.getTime());
    await tx.standard.create({
      data: {
        id: standardId,
        tenantId,
        slug: standard.slug,
        name: standard.name,
        description: standard.description,
        version: standard.version,
        enabled: true,
        createdAt: setupAt,
        updatedAt: setupAt,
      },
    });
    const rows = standard.controls.map((c) => {
      const id = uuidv7(setupAt.getTime());
      const predicate = c.requires[0];
      controlIds.set(`${standard.slug}:${c.name}`, id);
      const row = {
        id,
        tenantId,
        standardId,
        slug: controlSlug(standard.slug, { name: c.name, predicate }),
        name: c.name,
        description: c.description,
        category: c.category,
        severity: c.severity,
        autonomy: c.autonomy ?? 'suggest_only',
        enabled: c.enabled ?? true,
        parameters: c.parameters ?? {},
        definition: { match: { predicate }, expect: c.expect },
        requires: c.requires,
        createdAt: setupAt,
        updatedAt: setupAt,
      };
      controls.push({ ...row, expect: c.expect, standard: { enabled: true, version: standard.version } });
      return row;
    });
    await tx.control.createMany({ data: rows });
  }

  const organizations: SeedOrganization[] = spec.organizations.map((o) => ({
    id: uuidv7(setupAt.getTime()),
    name: o.name,
    integrations: Object.entries(o.integrations).map(([typeCode, status]) => ({ typeCode, status })),
  }));
  await tx.organization.createMany({
    data: organizations.map((o, index) => {
      const createdAt = at(spec.days + 20 - (index % 10));
      return { id: o.id, tenantId, name: o.name, createdAt, updatedAt: createdAt };
    }),
  });
  await tx.integration.createMany({
    data: organizations.flatMap((o) =>
      o.integrations.map((i) => ({
        tenantId,
        organizationId: o.id,
        connectorTypeId: connectorIds.get(i.typeCode)!,
        status: i.status,
        createdAt: at(spec.days + 10),
        updatedAt: i.status === 'connected' ? at(spec.days + 10) : at(3 + prng.int(10)),
      })),
    ),
  });

  const organizationIds = new Map(organizations.map((o) => [o.name, o.id]));
  const overrides = new Map<string, SeedOverride>();
  const overrideRows = spec.overrides.map((o) => {
    const organizationId = organizationIds.get(o.organization)!;
    const controlId = controlIds.get(`${o.standard}:${o.control}`);
    if (controlId === undefined)
      throw new Error(`demo override names an unknown control: ${o.standard} / ${o.control}`);
    const since = at(o.daysAgo);
    overrides.set(`${organizationId}:${controlId}`, {
      enabled: o.enabled ?? null,
      parameters: o.parameters ?? null,
      since,
    });
    const disabled = o.enabled === false;
    return {
      tenantId,
      organizationId,
      controlId,
      enabled: o.enabled ?? null,
      parameters: o.parameters,
      disabledReason: disabled ? (o.disabledReason ?? null) : null,
      disabledById: disabled ? adminId : null,
      disabledAt: disabled ? since : null,
      createdAt: since,
      updatedAt: since,
    };
  });
  if (overrideRows.length > 0) await tx.controlOverride.createMany({ data: overrideRows });

  const history = generateHistory({
    tenantId,
    organizations,
    controls,
    overrides,
    coverage: coverageIndex(),
    prng,
    now,
    days: spec.days,
    cadence: spec.cadence,
  });
  await insertRows(tx, 'Evaluation', history.evaluations);
  await insertRows(tx, 'ControlState', history.states);
  await insertRows(tx, 'DailyStatusCount', history.daily);
  await insertRows(tx, 'Detection', history.detections);
}

export interface SeedDemoOptions {
  /** Plaintext of the demo admin key (BOOTSTRAP_API_KEY); a random key when omitted. */
  bootstrapApiKey?: string;
  now?: Date;
}

/** Any fixed number works; it only has to be the same for every process that seeds. */
const SEED_LOCK = 7_341_093;

/**
 * Loads the demo data into a database that has no tenant yet; does nothing (created: false)
 * otherwise, so restarts never seed twice. Returns the demo admin key's plaintext, which is
 * stored nowhere, so the caller can show it once.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<{ created: boolean; apiKey?: string }> {
  const now = options.now ?? new Date();
  const apiKey = options.bootstrapApiKey ?? newSecret(API_KEY_PREFIX);
  if (!apiKey.startsWith(API_KEY_PREFIX)) throw new Error(`the bootstrap API key must start with ${API_KEY_PREFIX}`);

  // Hashed outside the transaction: scrypt is deliberately slow and needs no database.
  const [demoAdmin, demoAnalyst, otherAdmin] = await Promise.all([
    hashPassword('demo-admin-password'),
    hashPassword('demo-analyst-password'),
    hashPassword('other-admin-password'),
  ]);

  return db.$transaction(
    async (tx) => {
      // Two processes starting on one empty database must not both seed: the second waits here,
      // then finds the tenant the first created.
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
      if ((await tx.tenant.count()) > 0) return { created: false };

      const connectorIds = await ensureConnectorCatalog(tx);
      await seedTenant(
        tx,
        {
          name: 'Demo MSP',
          standards: DEMO_STANDARDS,
          organizations: DEMO_ORGANIZATIONS,
          overrides: DEMO_OVERRIDES,
          days: 90,
          cadence: 3,
          seed: 20_240_601,
        },
        connectorIds,
        [
          { email: 'admin@demo.example', name: 'Demo Admin', role: 'admin', passwordHash: demoAdmin },
          { email: 'analyst@demo.example', name: 'Demo Analyst', role: 'viewer', passwordHash: demoAnalyst },
        ],
        apiKey,
        now,
      );
      await seedTenant(
        tx,
        {
          name: 'Other MSP',
          standards: [OTHER_STANDARD],
          organizations: OTHER_ORGANIZATIONS,
          overrides: [],
          days: 30,
          cadence: 5,
          seed: 20_240_602,
        },
        connectorIds,
        [{ email: 'admin@other.example', name: 'Other Admin', role: 'admin', passwordHash: otherAdmin }],
        newSecret(API_KEY_PREFIX),
        now,
      );
      return { created: true, apiKey };
    },
    { maxWait: 30_000, timeout: 300_000 },
  );
}
