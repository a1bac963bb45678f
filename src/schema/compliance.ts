import DataLoader from 'dataloader';
import {
  connectorCapabilities,
  dailySnapshots,
  dailySnapshotsOf,
  gridEntriesOf,
  gridSources,
  mappedIntegrationsOf,
} from '../data/compliance.ts';
import type { ComplianceRefusal, ComplianceRowDetail, DegradedCoverageEntry } from '../domain/coverage.ts';
import { CoverageIndex } from '../domain/coverage.ts';
import { type ComplianceGrid, type ComplianceRow, complianceGrid as gridOf } from '../domain/grid.ts';
import type { Severity } from '../domain/severity.ts';
import type { ControlStatus } from '../domain/status.ts';
import {
  bucketRollup,
  rollupChanges,
  TREND_DEFAULT_DAYS,
  TREND_MAX_DAYS,
  type TrendBucket,
  trendBuckets,
  trendWindow,
} from '../domain/trend.ts';
import { BadInputError } from '../errors.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';
import { ControlStatusEnum, IntegrationStatusEnum, OverrideScopeEnum, SeverityEnum } from './enums.ts';
import { findOrganization, ORGANIZATION_ID_DESCRIPTION } from './organization.ts';

/**
 * A JSONObject whose values are lists of connector type codes. `extensions.jsonSchema` states what
 * the GraphQL type cannot (the graphql-scalars convention); REST's OpenAPI document reads it.
 */
const stringListMap = {
  type: 'JSONObject',
  extensions: { jsonSchema: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
} as const;

const ComplianceRefusalRef = builder.objectRef<ComplianceRefusal>('ComplianceRefusal').implement({
  description:
    'A connector, connected and mapped to the organization, that explicitly declines to emit a required predicate.',
  fields: (t) => ({
    connector: t.exposeString('connector', { description: 'Type code of the refusing connector.' }),
    reason: t.exposeString('reason', { description: "The connector's own declared text, carried through unchanged." }),
  }),
});

const DegradedCoverageRef = builder.objectRef<DegradedCoverageEntry>('DegradedCoverageEntry').implement({
  description: 'A predicate whose only suppliers here have stopped delivering live facts.',
  fields: (t) => ({
    typeCode: t.exposeString('typeCode', {
      description: 'Type code of the connector that supplies the predicate here.',
    }),
    predicate: t.exposeString('predicate', { description: 'The required predicate whose only supply has degraded.' }),
    status: t.expose('status', {
      type: IntegrationStatusEnum,
      description: 'Never connected here: error, disabled or available.',
    }),
  }),
});

const ComplianceRowDetailRef = builder.objectRef<ComplianceRowDetail>('ComplianceRowDetail').implement({
  description:
    'Why a row needs explaining. Reason A (status not_covered): missingPredicates, satisfiedBy, connectedHere and refusedHere are populated and degradedCoverage is empty. Reason B (pass, fail or no_data evaluated against degraded live coverage): only degradedCoverage is populated. Degraded coverage is not a failure: the control evaluated from the last observation the connector wrote before it stopped being healthy.',
  fields: (t) => ({
    missingPredicates: t.exposeStringList('missingPredicates', {
      description: 'Required predicates that no connector connected here supplies (reason A).',
    }),
    satisfiedBy: t.expose('satisfiedBy', {
      ...stringListMap,
      description: 'Predicate -> connector type codes that supply it here.',
    }),
    connectedHere: t.exposeStringList('connectedHere', {
      description: 'Connector type codes connected for this organization.',
    }),
    refusedHere: t.field({
      type: [ComplianceRefusalRef],
      description: 'Connectors connected here that explicitly decline a missing predicate (reason A).',
      resolve: (detail) => detail.refusedHere,
    }),
    degradedCoverage: t.field({
      type: [DegradedCoverageRef],
      description: 'Predicates evaluated from a supplier that is no longer connected (reason B).',
      resolve: (detail) => detail.degradedCoverage,
    }),
  }),
});

export const ComplianceRowRef = builder.objectRef<ComplianceRow>('ComplianceRow').implement({
  description:
    'The latest evaluation of one control for one organization, with its effective settings resolved server-side.',
  fields: (t) => ({
    ruleId: t.expose('ruleId', { type: 'UUID', description: "The control's id." }),
    ruleName: t.exposeString('ruleName', { description: "The control's name." }),
    standardId: t.expose('standardId', { type: 'UUID', description: "The id of the control's standard." }),
    standardName: t.exposeString('standardName', { description: "The name of the control's standard." }),
    category: t.exposeString('category', { description: "The control's category, for grouping rows." }),
    severity: t.expose('severity', { type: SeverityEnum, description: "The control's severity." }),
    status: t.expose('status', {
      type: ControlStatusEnum,
      description: 'The outcome here. Only pass proves anything; a control never evaluated here is no_data.',
    }),
    subjectsEvaluated: t.exposeInt('subjectsEvaluated', {
      description: 'Subjects (devices, accounts...) the latest evaluation judged; 0 when never evaluated.',
    }),
    subjectsFailing: t.exposeInt('subjectsFailing', { description: 'The failing count of a fail row; 0 otherwise.' }),
    detail: t.field({
      type: ComplianceRowDetailRef,
      nullable: true,
      description: 'Non-null for reason A (not_covered) or reason B (degraded coverage); see ComplianceRowDetail.',
      resolve: (row) => row.detail,
    }),
    evaluatedAt: t.expose('evaluatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When this control was last evaluated for this organization; judge freshness from it.',
    }),
    standardVersion: t.exposeInt('standardVersion', {
      nullable: true,
      description: 'Version of the standard the latest evaluation ran against; null when never evaluated here.',
    }),
    effectiveEnabled: t.exposeBoolean('effectiveEnabled', {
      description: "Resolved from the standard, the control and the organization's override.",
    }),
    parameters: t.expose('parameters', { type: 'JSONObject', description: "The control's own parameters." }),
    effectiveParameters: t.expose('effectiveParameters', {
      type: 'JSONObject',
      description: "Parameters after the organization's override.",
    }),
    requiredPredicates: t.exposeStringList('requiredPredicates', {
      description: 'Predicates that must be supplied to judge the control.',
    }),
    sourceTypeCodes: t.expose('sourceTypeCodes', {
      ...stringListMap,
      description: 'Required predicate -> connector types mapped to this organization that supply it.',
    }),
    sourceOptions: t.expose('sourceOptions', {
      ...stringListMap,
      description: 'Required predicate -> every connector type in the catalog that could supply it.',
    }),
    connectedSourceTypeCodes: t.exposeStringList('connectedSourceTypeCodes', {
      description: 'Connector types connected here that supply at least one required predicate.',
    }),
    isOverridden: t.exposeBoolean('isOverridden', {
      description: "Whether the organization overrides the control's enabled flag or parameters; resolved server-side.",
    }),
    disabledReason: t.exposeString('disabledReason', {
      nullable: true,
      description:
        "Why the organization's override disabled the control; null unless an override made the row not_applicable.",
    }),
    disabledByName: t.exposeString('disabledByName', {
      nullable: true,
      description: 'Name of the user who disabled it by override; null unless an override made the row not_applicable.',
    }),
    disabledAt: t.expose('disabledAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the override disabled it; null unless an override made the row not_applicable.',
    }),
    disabledByOverrideOf: t.field({
      type: OverrideScopeEnum,
      nullable: true,
      description:
        "Which of the organization's overrides put the row out of scope (and so whose metadata disabledReason, disabledByName and disabledAt are): the control's own, or its whole standard's; null when no override did.",
      resolve: (row) => row.disabledBy,
    }),
    openDetectionCount: t.exposeInt('openDetectionCount', {
      description: 'Open detections this control has raised for this organization.',
    }),
  }),
});

const ComplianceGridRef = builder.objectRef<ComplianceGrid>('ComplianceGrid').implement({
  description:
    'The latest evaluation of every control for one organization. A successful read does not establish freshness.',
  fields: (t) => ({
    organizationId: t.expose('organizationId', { type: 'UUID', description: 'The organization requested.' }),
    organizationName: t.exposeString('organizationName', { description: 'Its display name.' }),
    rollup: t.expose('rollup', {
      type: ControlStatusEnum,
      description:
        'The single worst-case status (fail > no_data > not_covered > pass > not_applicable); no rows is no_data.',
    }),
    items: t.field({
      type: [ComplianceRowRef],
      description:
        'One row per control of the tenant, ordered by standard, category, name. May be empty; an empty list or a count of rows is never a pass.',
      resolve: (grid) => grid.items,
    }),
  }),
});

interface ComplianceTrend {
  organizationId: string;
  organizationName: string;
  windowDays: number;
  buckets: TrendBucket[];
}

const TrendBucketRef = builder.objectRef<TrendBucket>('TrendBucket').implement({
  description: "Counts of the organization's controls by latest status at the end of one UTC day.",
  fields: (t) => ({
    day: t.exposeString('day', {
      description: 'The UTC day, YYYY-MM-DD.',
      extensions: { jsonSchema: { type: 'string', format: 'date' } },
    }),
    passCount: t.exposeInt('passCount', {
      description: 'Controls whose latest status that day was pass; 0 before the first evaluation.',
    }),
    failCount: t.exposeInt('failCount', { description: 'Controls whose latest status that day was fail.' }),
    noDataCount: t.exposeInt('noDataCount', { description: 'Controls whose latest status that day was no_data.' }),
    notCoveredCount: t.exposeInt('notCoveredCount', {
      description: 'Controls whose latest status that day was not_covered.',
    }),
    notApplicableCount: t.exposeInt('notApplicableCount', {
      description: 'Controls whose latest status that day was not_applicable.',
    }),
    rollup: t.field({
      type: ControlStatusEnum,
      description:
        "The organization's worst-case status at the end of that day, read from its counts as the grid's rollup reads its rows (no counts, before the first evaluation, is no_data).",
      resolve: (bucket) => bucketRollup(bucket),
    }),
  }),
});

const TrendRollupChangeRef = builder
  .objectRef<{ day: string; from: ControlStatus; to: ControlStatus }>('TrendRollupChange')
  .implement({
    description: 'A day of the window whose rollup differs from the day before: where a chart marks a change.',
    fields: (t) => ({
      day: t.exposeString('day', {
        description: 'The UTC day, YYYY-MM-DD, whose end-of-day rollup changed.',
        extensions: { jsonSchema: { type: 'string', format: 'date' } },
      }),
      from: t.field({ type: ControlStatusEnum, description: 'The rollup the day before.', resolve: (c) => c.from }),
      to: t.field({ type: ControlStatusEnum, description: 'The rollup that day.', resolve: (c) => c.to }),
    }),
  });

const ComplianceTrendRef = builder.objectRef<ComplianceTrend>('ComplianceTrend').implement({
  description:
    'Per-day status counts of one organization: exactly windowDays buckets, one per UTC day, oldest first, the last for today.',
  fields: (t) => ({
    organizationId: t.expose('organizationId', { type: 'UUID', description: 'The organization requested.' }),
    organizationName: t.exposeString('organizationName', { description: 'Its display name.' }),
    windowDays: t.exposeInt('windowDays', {
      description: 'Number of days covered; equals the number of buckets.',
      extensions: { jsonSchema: { type: 'integer', minimum: 1 } },
    }),
    buckets: t.field({
      type: [TrendBucketRef],
      description: 'Exactly windowDays buckets, oldest first, the last one for today (UTC).',
      resolve: (trend) => trend.buckets,
    }),
    rollupChanges: t.field({
      type: [TrendRollupChangeRef],
      description: "The window's days (after the first) where the rollup changed from the day before, oldest first.",
      resolve: (trend) => rollupChanges(trend.buckets),
    }),
  }),
});

/**
 * The grid in two statements whatever the number of controls: the organization, then every
 * control with its latest state, override and open-detection count, the organization's
 * integrations and the connector catalog in one (src/data/compliance.ts, gridSources).
 */
export interface GridFilter {
  status?: readonly ControlStatus[] | null;
  severity?: readonly Severity[] | null;
  standardId?: string | null;
}

export async function loadComplianceGrid(
  context: Context,
  organization: { id: string; name: string },
  filter: GridFilter = {},
): Promise<ComplianceGrid> {
  const { entries, integrations, catalog } = await gridSources(context.db, organization.id);
  return filterGrid(remembered(gridOf(organization, entries, integrations, new CoverageIndex(catalog))), filter);
}

/**
 * Whose row a grid row is: the wire row does not carry its organization, and a row's own fields
 * (its failing subjects) need it. Kept beside the rows rather than on them, so the grid's hot path
 * builds the rows it always built.
 */
const rowOrganizations = new WeakMap<ComplianceRow, string>();

function remembered(grid: ComplianceGrid): ComplianceGrid {
  for (const row of grid.items) rowOrganizations.set(row, grid.organizationId);
  return grid;
}

/** The organization of a grid row built by this module. */
export function organizationOfRow(row: ComplianceRow): string {
  const organizationId = rowOrganizations.get(row);
  if (!organizationId) throw new Error('a grid row built elsewhere has no organization');
  return organizationId;
}

function filterGrid(grid: ComplianceGrid, { status, severity, standardId }: GridFilter): ComplianceGrid {
  return {
    ...grid,
    items: grid.items.filter(
      (row) =>
        (!status?.length || status.includes(row.status)) &&
        (!severity?.length || severity.includes(row.severity)) &&
        (!standardId || row.standardId === standardId),
    ),
  };
}

function checkTrendDays(days: number): void {
  if (!Number.isInteger(days) || days < 1 || days > TREND_MAX_DAYS) {
    throw new BadInputError(`days must be between 1 and ${TREND_MAX_DAYS}`, { field: 'days' });
  }
}

export async function loadComplianceTrend(
  context: Context,
  organization: { id: string; name: string },
  days: number,
): Promise<ComplianceTrend> {
  checkTrendDays(days);
  const now = context.clock.now();
  const snapshots = await dailySnapshots(context.db, organization.id, trendWindow(days, now).first);
  return {
    organizationId: organization.id,
    organizationName: organization.name,
    windowDays: days,
    buckets: trendBuckets(snapshots, days, now),
  };
}

type OrganizationRef = { id: string; name: string };

interface ComplianceLoaders {
  grids: DataLoader<OrganizationRef, ComplianceGrid, string>;
  trends: DataLoader<{ organization: OrganizationRef; days: number }, ComplianceTrend, string>;
}

const loaders = new WeakMap<Context, ComplianceLoaders>();

/**
 * The grids and trends a list of organizations asks for, batched per operation: one set of
 * statements for the whole page (gridEntriesOf, mappedIntegrationsOf, dailySnapshotsOf) instead of
 * one per organization. A single organization takes the single-grid path, so the hot REST read
 * keeps its statement. Grids are loaded whole; each field applies its own filter.
 */
function complianceLoaders(context: Context): ComplianceLoaders {
  let found = loaders.get(context);
  if (found) return found;
  const grids = new DataLoader<OrganizationRef, ComplianceGrid, string>(
    async (organizations) => {
      if (organizations.length === 1) return [await loadComplianceGrid(context, organizations[0]!)];
      const ids = organizations.map((organization) => organization.id);
      const [entries, integrations, catalog] = await Promise.all([
        gridEntriesOf(context.db, ids),
        mappedIntegrationsOf(context.db, ids),
        connectorCapabilities(context.db),
      ]);
      const coverage = new CoverageIndex(catalog);
      return organizations.map((organization) =>
        remembered(
          gridOf(organization, entries.get(organization.id) ?? [], integrations.get(organization.id) ?? [], coverage),
        ),
      );
    },
    { cacheKeyFn: (organization) => organization.id },
  );
  const trends = new DataLoader<{ organization: OrganizationRef; days: number }, ComplianceTrend, string>(
    async (keys) => {
      const now = context.clock.now();
      const results = new Map<string, ComplianceTrend>();
      // One statement per window length asked for (an operation usually asks for one).
      for (const days of new Set(keys.map((key) => key.days))) {
        const group = keys.filter((key) => key.days === days);
        if (group.length === 1) {
          const { organization } = group[0]!;
          results.set(`${organization.id}:${days}`, await loadComplianceTrend(context, organization, days));
          continue;
        }
        const snapshots = await dailySnapshotsOf(
          context.db,
          group.map((key) => key.organization.id),
          trendWindow(days, now).first,
        );
        for (const { organization } of group) {
          results.set(`${organization.id}:${days}`, {
            organizationId: organization.id,
            organizationName: organization.name,
            windowDays: days,
            buckets: trendBuckets(snapshots.get(organization.id) ?? [], days, now),
          });
        }
      }
      return keys.map((key) => results.get(`${key.organization.id}:${key.days}`)!);
    },
    { cacheKeyFn: (key) => `${key.organization.id}:${key.days}` },
  );
  found = { grids, trends };
  loaders.set(context, found);
  return found;
}

/** What a field that loads one grid (or trend) per parent declares to the query cost (query-cost.ts). */
const GRID_COST = { cost: 40 };
const TREND_COST = { cost: 10 };

const gridFilterArgs = builder.args((t) => ({
  status: t.field({
    type: [ControlStatusEnum],
    required: false,
    description: 'Only rows with one of these statuses. The rollup stays over every row.',
  }),
  severity: t.field({
    type: [SeverityEnum],
    required: false,
    description: 'Only rows of controls of these severities.',
  }),
  standardId: t.field({ type: 'UUID', required: false, description: 'Only rows of this standard.' }),
}));

const trendArgs = builder.args((t) => ({
  days: t.int({ defaultValue: TREND_DEFAULT_DAYS, description: `Number of days, 1 to ${TREND_MAX_DAYS}.` }),
}));

builder.prismaObjectFields('Organization', (t) => ({
  compliance: t.field({
    type: ComplianceGridRef,
    description: 'The compliance grid of this organization.',
    authScopes: { permission: 'detection.read' },
    extensions: GRID_COST,
    args: gridFilterArgs,
    select: { id: true, name: true },
    resolve: async (organization, args, context) =>
      filterGrid(await complianceLoaders(context).grids.load(organization), args),
  }),
  trend: t.field({
    type: ComplianceTrendRef,
    description: 'Per-day status counts of this organization.',
    authScopes: { permission: 'detection.read' },
    args: trendArgs,
    extensions: TREND_COST,
    select: { id: true, name: true },
    resolve: (organization, { days }, context) => {
      const window = days ?? TREND_DEFAULT_DAYS;
      checkTrendDays(window);
      return complianceLoaders(context).trends.load({ organization, days: window });
    },
  }),
}));

builder.queryFields((t) => ({
  complianceGrid: t.field({
    type: ComplianceGridRef,
    description: 'The compliance grid of one organization (needs only detection.read).',
    authScopes: { permission: 'detection.read' },
    extensions: GRID_COST,
    args: {
      organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
      ...gridFilterArgs,
    },
    resolve: async (_root, { organizationId, ...filter }, context) =>
      loadComplianceGrid(context, await findOrganization(context, organizationId), filter),
  }),
  complianceTrend: t.field({
    type: ComplianceTrendRef,
    description: 'Per-day status counts of one organization, served from daily snapshots.',
    authScopes: { permission: 'detection.read' },
    extensions: TREND_COST,
    args: {
      organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
      ...trendArgs,
    },
    resolve: async (_root, { organizationId, days }, context) =>
      loadComplianceTrend(context, await findOrganization(context, organizationId), days ?? TREND_DEFAULT_DAYS),
  }),
}));
