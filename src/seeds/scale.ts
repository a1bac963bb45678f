import { API_KEY_PREFIX, newSecret } from '../auth/secrets.ts';
import type { Db } from '../data/client.ts';
import type { ControlRecord } from '../data/evaluation.ts';
import type {
  DailyStatusCount,
  Detection,
  Evaluation,
  Fact,
  Integration,
  Organization,
  Prisma,
} from '../data/generated/prisma/client.ts';
import {
  copyStatesFromEvaluations,
  deleteTenant,
  insertApiKey,
  insertControls,
  insertRows,
  insertStandards,
  insertTenant,
} from '../data/seed.ts';
import { CONNECTOR_CATALOG } from '../domain/connector-catalog.ts';
import { CoverageIndex } from '../domain/coverage.ts';
import { controlDefinition, evaluateControl, type Observation } from '../domain/evaluation.ts';
import { uuidv7 } from '../domain/ids.ts';
import { controlSlug } from '../domain/slug.ts';
import { COUNT_KEY, type ControlStatus, emptyCounts, type StatusCounts } from '../domain/status.ts';
import { utcDay } from '../domain/trend.ts';
import { installConnectorCatalog } from '../engine/catalog.ts';
import { planEvaluation } from '../engine/plan.ts';
import { createPrng, DAY_MS, type Prng } from './bulk.ts';
import { adminKeyRecord } from './catalog.ts';
import { DEMO_ORGANIZATIONS } from './demo-content.ts';
import { SCALE_STANDARDS } from './scale-content.ts';
import {
  changeDays,
  type ExpectedFields,
  expectedFields,
  type FactTimeline,
  factsOn,
  factTimeline,
  type IntegrationPlan,
  type PopulationSize,
  population,
} from './world.ts';

/**
 * A benchmark data set in a tenant of its own: many organizations x many controls, each with its
 * facts, the latest state of every pair and a long per-day trend. It reuses the connector
 * catalog and the demo's integration mixes, with control templates of its own
 * (src/seeds/scale-content.ts), so it covers the same health states and coverage cases, only at
 * volume. Statuses come from the engine's rules: the days of the trend
 * from the domain evaluator run on each day's facts, the latest state, its evaluation and the open
 * detections from the engine's own plan of an evaluation today. The history is deliberately thin
 * (one evaluation per pair): the read paths under test read ControlState and DailyStatusCount.
 */

export interface SeedScaleOptions {
  orgs: number;
  controls: number;
  days: number;
  tenantName?: string;
  /** Called after each batch of organizations is written. */
  onProgress?(done: number, total: number): void;
  now?: Date;
}

export interface SeedScaleResult {
  tenantId: string;
  apiKey: string;
  organizations: number;
  controls: number;
  evaluations: number;
  dailyRows: number;
  facts: number;
  ms: number;
}

const STANDARD_COUNT = 3;
/** Organizations generated and written together: bounds memory whatever the size asked for. */
const ORGS_PER_BATCH = 25;
const SCALE_SIZE: PopulationSize = { devices: [4, 12], users: [4, 12] };
const HOUR_MS = 3_600_000;

interface Reporter {
  typeCode: string;
  /** A broken integration's facts stop changing the day it broke. */
  frozenFrom: number | null;
}

/** Each predicate's observations on a day: what its reporters last pushed by then. */
function observationsOn(
  timeline: FactTimeline,
  fields: ExpectedFields,
  reporters: ReadonlyMap<string, readonly Reporter[]>,
  predicate: string,
  daysAgo: number,
  observedAt: (reporter: Reporter) => Date,
): (Observation & { predicate: string })[] {
  return (reporters.get(predicate) ?? []).flatMap((reporter) =>
    factsOn(
      timeline,
      fields,
      reporter.typeCode,
      predicate,
      reporter.frozenFrom === null ? daysAgo : Math.max(daysAgo, reporter.frozenFrom + 1),
    ).map((fact) => ({ ...fact, typeCode: reporter.typeCode, observedAt: observedAt(reporter) })),
  );
}

/** What every organization of the scale set shares. */
interface ScaleSet {
  tenantId: string;
  connectorIds: ReadonlyMap<string, string>;
  controls: ControlRecord[];
  fields: ExpectedFields;
  judging: ReadonlyMap<string, readonly ControlRecord[]>;
  coverage: CoverageIndex;
  days: number;
  today: number;
  setupAt: Date;
  evaluatedAt: Date;
  prng: Prng;
}

interface BatchRows {
  organizations: Organization[];
  integrations: Integration[];
  facts: Fact[];
  evaluations: Evaluation[];
  detections: Detection[];
  daily: DailyStatusCount[];
}

function checkSizes({ orgs, controls, days }: SeedScaleOptions): void {
  for (const [name, value] of Object.entries({ orgs, controls, days })) {
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`seedScale: ${name} must be a positive integer, got ${value}`);
  }
}

export async function seedScale(db: Db, options: SeedScaleOptions): Promise<SeedScaleResult> {
  const started = Date.now();
  checkSizes(options);
  const { orgs, controls: controlCount, days } = options;
  const now = options.now ?? new Date();
  const today = utcDay(now).getTime();
  const setupAt = new Date(today - (days + 30) * DAY_MS);
  const apiKey = newSecret(API_KEY_PREFIX);

  const connectorIds = (await installConnectorCatalog(db)).ids;
  const tenantId = await insertTenant(db, options.tenantName ?? 'Scale MSP', setupAt);
  const totals = { evaluations: 0, dailyRows: 0, facts: 0 };

  try {
    await insertApiKey(db, adminKeyRecord(tenantId, 'Scale admin key', apiKey, setupAt));
    const controls = await insertScaleControls(db, tenantId, controlCount, setupAt);
    const set: ScaleSet = {
      tenantId,
      connectorIds,
      controls,
      fields: expectedFields(controls),
      judging: controlsByPredicate(controls),
      coverage: new CoverageIndex(CONNECTOR_CATALOG),
      days,
      today,
      setupAt,
      evaluatedAt: new Date(Math.max(today, now.getTime() - 60_000)),
      prng: createPrng(1_000_003),
    };

    for (let batchStart = 0; batchStart < orgs; batchStart += ORGS_PER_BATCH) {
      const batchEnd = Math.min(orgs, batchStart + ORGS_PER_BATCH);
      const rows: BatchRows = {
        organizations: [],
        integrations: [],
        facts: [],
        evaluations: [],
        detections: [],
        daily: [],
      };
      for (let orgIndex = batchStart; orgIndex < batchEnd; orgIndex++) scaleOrganization(set, orgIndex, rows);
      await writeBatch(db, rows);
      totals.evaluations += rows.evaluations.length;
      totals.dailyRows += rows.daily.length;
      totals.facts += rows.facts.length;
      options.onProgress?.(batchEnd, orgs);
    }
  } catch (error) {
    // The tenant cascades to everything written so far, so a failed run leaves nothing behind.
    await deleteTenant(db, tenantId).catch(() => {});
    throw error;
  }

  return { tenantId, apiKey, organizations: orgs, controls: controlCount, ...totals, ms: Date.now() - started };
}

/** The set's standards and controls, the demo's templates repeated until there are enough. */
async function insertScaleControls(
  db: Db,
  tenantId: string,
  controlCount: number,
  setupAt: Date,
): Promise<ControlRecord[]> {
  const standards = Array.from({ length: Math.min(STANDARD_COUNT, controlCount) }, (_, index) => ({
    id: uuidv7(setupAt.getTime()),
    tenantId,
    slug: `scale-standard-${index + 1}`,
    name: `Scale Standard ${String.fromCharCode(65 + index)}`,
    description: 'Benchmark standard generated by the scale seed.',
    version: 1 + index,
    enabled: true,
    createdAt: setupAt,
    updatedAt: setupAt,
  }));
  await insertStandards(db, standards);

  const templates = SCALE_STANDARDS.flatMap((s) => s.controls);
  const controls: ControlRecord[] = [];
  const controlRows: Prisma.ControlCreateManyInput[] = [];
  for (let index = 0; index < controlCount; index++) {
    const template = templates[index % templates.length]!;
    const standard = standards[index % standards.length]!;
    const name = `${template.name} #${Math.floor(index / templates.length) + 1}`;
    const predicate = template.requires[0];
    const definition = { match: { predicate }, expect: template.expect };
    const control: ControlRecord = {
      id: uuidv7(setupAt.getTime()),
      standardId: standard.id,
      name,
      severity: template.severity,
      enabled: template.enabled ?? true,
      parameters: template.parameters ?? {},
      requires: template.requires,
      definition,
      standard: { enabled: true, version: standard.version },
    };
    controls.push(control);
    controlRows.push({
      id: control.id,
      tenantId,
      standardId: standard.id,
      slug: controlSlug(standard.slug, { name, predicate }),
      name,
      description: template.description,
      category: template.category,
      severity: template.severity,
      autonomy: template.autonomy ?? 'suggest_only',
      enabled: control.enabled,
      parameters: template.parameters ?? {},
      definition,
      requires: template.requires,
      createdAt: setupAt,
      updatedAt: setupAt,
    });
  }
  await insertControls(db, controlRows);
  return controls;
}

function controlsByPredicate(controls: readonly ControlRecord[]): Map<string, ControlRecord[]> {
  const judging = new Map<string, ControlRecord[]>();
  for (const control of controls) {
    const { predicate } = controlDefinition(control);
    judging.set(predicate, [...(judging.get(predicate) ?? []), control]);
  }
  return judging;
}

/** One organization's rows: itself, its integrations, its trend, and today's evaluation. */
function scaleOrganization(set: ScaleSet, orgIndex: number, rows: BatchRows): void {
  const { tenantId, setupAt, today, days, prng } = set;
  const profile = DEMO_ORGANIZATIONS[orgIndex % DEMO_ORGANIZATIONS.length]!;
  const organization: Organization = {
    id: uuidv7(setupAt.getTime()),
    tenantId,
    name: `Scale Client ${String(orgIndex + 1).padStart(5, '0')}`,
    createdAt: setupAt,
    updatedAt: setupAt,
    evaluatedAt: set.evaluatedAt,
    domains: [],
  };
  rows.organizations.push(organization);
  const plans: IntegrationPlan[] = Object.entries(profile.integrations).map(([typeCode, status]) => ({
    typeCode,
    status,
    brokeDaysAgo: status === 'error' || status === 'disabled' ? 1 + prng.int(Math.min(days, 14)) : null,
  }));
  for (const { typeCode, status, brokeDaysAgo } of plans) {
    const changedAt = brokeDaysAgo === null ? setupAt : new Date(today - brokeDaysAgo * DAY_MS);
    rows.integrations.push({
      id: uuidv7(setupAt.getTime()),
      tenantId,
      organizationId: organization.id,
      connectorTypeId: set.connectorIds.get(typeCode)!,
      status,
      createdAt: setupAt,
      updatedAt: changedAt,
      lastPushAt: null,
      lastErrorMessage: null,
      lastErrorAt: null,
    });
  }
  const history = scaleHistory({ ...set, organization, plans });
  rows.daily.push(
    ...history.daily.map((counts, index) => dailyRow(tenantId, organization.id, today, days, index, counts)),
  );
  todayRows(set, organization, history, rows);
}

/** Today's evaluation is the engine's own plan of it, written in bulk, with the facts it read. */
function todayRows(
  set: ScaleSet,
  organization: Organization,
  history: ReturnType<typeof scaleHistory>,
  rows: BatchRows,
): void {
  const { tenantId, today, evaluatedAt } = set;
  const organizationId = organization.id;
  const plan = planEvaluation(
    {
      tenantId,
      organizationId,
      controls: set.controls,
      catalog: CONNECTOR_CATALOG,
      integrations: history.integrations,
      overrides: new Map(),
      facts: history.facts,
      states: new Map(),
      openDetections: [],
    },
    evaluatedAt,
  );
  for (const evaluation of plan.evaluations) {
    rows.evaluations.push({
      ...evaluation,
      tenantId,
      organizationId,
      detail: evaluation.detail as Prisma.JsonObject | null,
    });
  }
  for (const opened of plan.opened) {
    const episode = history.timeline.episodes.find(
      (e) => e.subject === opened.subject && e.predicate === opened.evidence.predicate && e.to === null,
    );
    const firstSeenAt = episode ? new Date(today - episode.from * DAY_MS + 2 * HOUR_MS) : evaluatedAt;
    rows.detections.push({
      ...opened,
      tenantId,
      organizationId,
      status: 'open',
      severity: opened.severity,
      evidence: opened.evidence as unknown as Prisma.JsonObject,
      firstSeenAt,
      lastSeenAt: evaluatedAt,
      resolvedAt: null,
      resolution: null,
      reopenableUntil: null,
    });
  }
  for (const fact of history.facts) {
    rows.facts.push({
      tenantId,
      organizationId,
      connectorTypeId: set.connectorIds.get(fact.typeCode)!,
      predicate: fact.predicate,
      subject: fact.subject,
      fields: fact.fields as Prisma.JsonObject,
      observedAt: fact.observedAt,
      updatedAt: fact.observedAt,
    });
  }
}

async function writeBatch(db: Db, rows: BatchRows): Promise<void> {
  await insertRows(db, 'Organization', rows.organizations);
  await insertRows(db, 'Integration', rows.integrations);
  await insertRows(db, 'Fact', rows.facts);
  await insertRows(db, 'Evaluation', rows.evaluations);
  // Each pair has exactly one evaluation here, so the latest state is a copy of it.
  await copyStatesFromEvaluations(
    db,
    rows.organizations.map((o) => o.id),
  );
  await insertRows(db, 'Detection', rows.detections);
  await insertRows(db, 'DailyStatusCount', rows.daily);
}

/** Who reports each predicate; a broken integration's facts stop changing the day it broke. */
function reportersOf(timeline: FactTimeline, plans: readonly IntegrationPlan[]): Map<string, Reporter[]> {
  const reporters = new Map<string, Reporter[]>();
  for (const [predicate, codes] of timeline.reporters) {
    reporters.set(
      predicate,
      codes.map((typeCode) => ({
        typeCode,
        frozenFrom: plans.find((plan) => plan.typeCode === typeCode)?.brokeDaysAgo ?? null,
      })),
    );
  }
  return reporters;
}

/**
 * One organization's facts over `days` days and the status counts they give each day: every
 * control judged on the first day, then only the controls of a predicate whose facts changed.
 */
function scaleHistory(input: {
  organization: Organization;
  plans: readonly IntegrationPlan[];
  fields: ExpectedFields;
  judging: ReadonlyMap<string, readonly ControlRecord[]>;
  controls: readonly ControlRecord[];
  coverage: CoverageIndex;
  days: number;
  today: number;
  evaluatedAt: Date;
  prng: Prng;
}) {
  const { plans, fields, judging, controls, coverage, days, today, evaluatedAt, prng } = input;
  const world = population(input.organization.name, prng, SCALE_SIZE);
  const timeline = factTimeline({
    world,
    integrations: plans,
    catalog: CONNECTOR_CATALOG,
    fields,
    span: days,
    prng,
    silence: 0.1,
  });
  const integrations = plans.map(({ typeCode, status }) => ({ typeCode, status }));
  const reporters = reportersOf(timeline, plans);
  const observedAt = (daysAgo: number) => (reporter: Reporter) =>
    reporter.frozenFrom === null || daysAgo > reporter.frozenFrom
      ? daysAgo === 0
        ? evaluatedAt
        : new Date(today - daysAgo * DAY_MS + 2 * HOUR_MS)
      : new Date(today - reporter.frozenFrom * DAY_MS);

  const statuses = new Map<string, ControlStatus>();
  const counts = emptyCounts();
  // Several controls judge each predicate: its observations are built once per day.
  let cache = { daysAgo: -1, byPredicate: new Map<string, (Observation & { predicate: string })[]>() };
  const observations = (predicate: string, daysAgo: number) => {
    if (cache.daysAgo !== daysAgo) cache = { daysAgo, byPredicate: new Map() };
    let list = cache.byPredicate.get(predicate);
    if (!list) {
      list = observationsOn(timeline, fields, reporters, predicate, daysAgo, observedAt(daysAgo));
      cache.byPredicate.set(predicate, list);
    }
    return list;
  };
  const judge = (control: ControlRecord, daysAgo: number) => {
    const verdict = evaluateControl({
      control,
      override: null,
      integrations,
      coverage,
      observations: (predicate) => observations(predicate, daysAgo),
    });
    const before = statuses.get(control.id);
    if (before !== undefined) counts[COUNT_KEY[before]]--;
    counts[COUNT_KEY[verdict.status]]++;
    statuses.set(control.id, verdict.status);
  };

  const daily: StatusCounts[] = [];
  const changing = new Map([...reporters.keys()].map((predicate) => [predicate, changeDays(timeline, predicate)]));
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo--) {
    if (daysAgo === days - 1) for (const control of controls) judge(control, daysAgo);
    else {
      for (const [predicate, changes] of changing) {
        if (!changes.has(daysAgo)) continue;
        for (const control of judging.get(predicate) ?? []) judge(control, daysAgo);
      }
    }
    daily.push({ ...counts });
  }
  const facts = [...reporters.keys()].flatMap((predicate) =>
    observationsOn(timeline, fields, reporters, predicate, 0, observedAt(0)),
  );
  return { timeline, integrations, facts, daily };
}

function dailyRow(
  tenantId: string,
  organizationId: string,
  today: number,
  days: number,
  index: number,
  counts: StatusCounts,
): DailyStatusCount {
  return {
    organizationId,
    day: new Date(today - (days - 1 - index) * DAY_MS),
    tenantId,
    passCount: counts.pass,
    failCount: counts.fail,
    noDataCount: counts.noData,
    notCoveredCount: counts.notCovered,
    notApplicableCount: counts.notApplicable,
  };
}
