import { CoverageIndex } from '../domain/coverage.ts';
import type { ComplianceRowDetail, ComplianceRefusal, DegradedCoverageEntry } from '../domain/coverage.ts';
import { type ComplianceRow, type GridControl, complianceRow } from '../domain/grid.ts';
import { type ControlStatus, type StatusCounts, rollup } from '../domain/status.ts';
import { TREND_DEFAULT_DAYS, TREND_MAX_DAYS, type TrendBucket, trendBuckets, trendWindow } from '../domain/trend.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';
import { ControlStatusEnum, IntegrationStatusEnum, SeverityEnum } from './enums.ts';
import { BadInputError } from '../errors.ts';
import { ORGANIZATION_ID_DESCRIPTION, findOrganization } from './organization.ts';

const StringListMap = 'JSONObject' as const;

const ComplianceRefusalRef = builder.objectRef<ComplianceRefusal>('ComplianceRefusal').implement({
  description: 'A connector, connected and mapped to the organization, that explicitly declines to emit a required predicate.',
  fields: (t) => ({
    connector: t.exposeString('connector', { description: 'Type code of the refusing connector.' }),
    reason: t.exposeString('reason', { description: 'The connector\'s own declared text, carried through unchanged.' }),
  }),
});

const DegradedCoverageRef = builder.objectRef<DegradedCoverageEntry>('DegradedCoverageEntry').implement({
  description: 'A predicate whose only suppliers here have stopped delivering live facts.',
  fields: (t) => ({
    typeCode: t.exposeString('typeCode', { description: 'Type code of the connector that supplies the predicate here.' }),
    predicate: t.exposeString('predicate', { description: 'The required predicate whose only supply has degraded.' }),
    status: t.expose('status', { type: IntegrationStatusEnum, description: 'Never connected here: error, disabled or available.' }),
  }),
});

const ComplianceRowDetailRef = builder.objectRef<ComplianceRowDetail>('ComplianceRowDetail').implement({
  description:
    'Why a row needs explaining. Reason A (status not_covered): missingPredicates, satisfiedBy, connectedHere and refusedHere are populated and degradedCoverage is empty. Reason B (pass, fail or no_data evaluated against degraded live coverage): only degradedCoverage is populated. Degraded coverage is not a failure: the control evaluated from the last observation the connector wrote before it stopped being healthy.',
  fields: (t) => ({
    missingPredicates: t.exposeStringList('missingPredicates', {
      description: 'Required predicates that no connector connected here supplies (reason A).',
    }),
    satisfiedBy: t.expose('satisfiedBy', { type: StringListMap, description: 'Predicate -> connector type codes that supply it here.' }),
    connectedHere: t.exposeStringList('connectedHere', { description: 'Connector type codes connected for this organization.' }),
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
  description: 'The latest evaluation of one control for one organization, with its effective settings resolved server-side.',
  fields: (t) => ({
    ruleId: t.expose('ruleId', { type: 'UUID', description: 'The control\'s id.' }),
    ruleName: t.exposeString('ruleName', { description: 'The control\'s name.' }),
    standardId: t.expose('standardId', { type: 'UUID', description: 'The id of the control\'s standard.' }),
    standardName: t.exposeString('standardName', { description: 'The name of the control\'s standard.' }),
    category: t.exposeString('category', { description: 'The control\'s category, for grouping rows.' }),
    severity: t.expose('severity', { type: SeverityEnum, description: 'The control\'s severity.' }),
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
    effectiveEnabled: t.exposeBoolean('effectiveEnabled', { description: 'Resolved from the standard, the control and the organization\'s override.' }),
    parameters: t.expose('parameters', { type: 'JSONObject', description: 'The control\'s own parameters.' }),
    effectiveParameters: t.expose('effectiveParameters', { type: 'JSONObject', description: 'Parameters after the organization\'s override.' }),
    requiredPredicates: t.exposeStringList('requiredPredicates', { description: 'Predicates that must be supplied to judge the control.' }),
    sourceTypeCodes: t.expose('sourceTypeCodes', {
      type: StringListMap,
      description: 'Required predicate -> connector types mapped to this organization that supply it.',
    }),
    sourceOptions: t.expose('sourceOptions', {
      type: StringListMap,
      description: 'Required predicate -> every connector type in the catalog that could supply it.',
    }),
    connectedSourceTypeCodes: t.exposeStringList('connectedSourceTypeCodes', {
      description: 'Connector types connected here that supply at least one required predicate.',
    }),
    isOverridden: t.exposeBoolean('isOverridden', {
      description: 'Whether the organization overrides the control\'s enabled flag or parameters; resolved server-side.',
    }),
    disabledReason: t.exposeString('disabledReason', {
      nullable: true,
      description: 'Why the organization\'s override disabled the control; null unless an override made the row not_applicable.',
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
    openDetectionCount: t.exposeInt('openDetectionCount', { description: 'Open detections this control has raised for this organization.' }),
  }),
});

interface ComplianceGrid {
  organizationId: string;
  organizationName: string;
  rollup: ControlStatus;
  items: ComplianceRow[];
}

const ComplianceGridRef = builder.objectRef<ComplianceGrid>('ComplianceGrid').implement({
  description: 'The latest evaluation of every control for one organization. A successful read does not establish freshness.',
  fields: (t) => ({
    organizationId: t.expose('organizationId', { type: 'UUID', description: 'The organization requested.' }),
    organizationName: t.exposeString('organizationName', { description: 'Its display name.' }),
    rollup: t.expose('rollup', {
      type: ControlStatusEnum,
      description: 'The single worst-case status (fail > no_data > not_covered > pass > not_applicable); no rows is no_data.',
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
  description: 'Counts of the organization\'s controls by latest status at the end of one UTC day.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The UTC day, YYYY-MM-DD.' }),
    passCount: t.exposeInt('passCount', { description: 'Controls whose latest status that day was pass; 0 before the first evaluation.' }),
    failCount: t.exposeInt('failCount', { description: 'Controls whose latest status that day was fail.' }),
    noDataCount: t.exposeInt('noDataCount', { description: 'Controls whose latest status that day was no_data.' }),
    notCoveredCount: t.exposeInt('notCoveredCount', { description: 'Controls whose latest status that day was not_covered.' }),
    notApplicableCount: t.exposeInt('notApplicableCount', { description: 'Controls whose latest status that day was not_applicable.' }),
  }),
});

const ComplianceTrendRef = builder.objectRef<ComplianceTrend>('ComplianceTrend').implement({
  description: 'One bucket per UTC day ending today, oldest first.',
  fields: (t) => ({
    organizationId: t.expose('organizationId', { type: 'UUID', description: 'The organization requested.' }),
    organizationName: t.exposeString('organizationName', { description: 'Its display name.' }),
    windowDays: t.exposeInt('windowDays', { description: 'Number of days covered; equals the number of buckets.' }),
    buckets: t.field({
      type: [TrendBucketRef],
      description: 'Exactly windowDays buckets, oldest first, the last one for today (UTC).',
      resolve: (trend) => trend.buckets,
    }),
  }),
});

async function connectorCatalog(context: Context): Promise<CoverageIndex> {
  const connectors = await context.rootDb.connectorType.findMany({ select: { typeCode: true, predicates: true, refusals: true } });
  return new CoverageIndex(connectors.map((c) => ({ ...c, refusals: c.refusals as Record<string, string> })));
}

/** One row of the grid statement: the control's own columns, then its standard, state and override. */
interface GridRecord extends Omit<GridControl, 'standard'> {
  standardId: string;
  standardName: string;
  standardEnabled: boolean;
  status: ControlStatus | null;
  subjectsEvaluated: number | null;
  subjectsFailing: number | null;
  detail: unknown;
  evaluatedAt: Date | null;
  standardVersion: number | null;
  overridden: boolean;
  overrideEnabled: boolean | null;
  overrideParameters: unknown;
  disabledReason: string | null;
  disabledAt: Date | null;
  disabledByName: string | null;
  openDetectionCount: number;
}

/**
 * The grid in four queries whatever the number of controls: the organization, every control with
 * its latest state, override and open-detection count in ONE statement, the organization's
 * integrations, and the connector catalog. The statement is raw SQL because the grid is the hot
 * read path and Prisma's per-row mapping of seven relation queries was most of its cost (see the
 * README's benchmark); raw SQL bypasses the tenant-scoped client, so it filters by tenant itself.
 */
export async function loadComplianceGrid(context: Context, organization: { id: string; name: string }): Promise<ComplianceGrid> {
  const organizationId = organization.id;
  const tenantId = context.principal.tenantId;
  const [records, integrations, coverage] = await Promise.all([
    context.db.$queryRaw<GridRecord[]>`
      SELECT c.id, c.name, c.category, c.severity::text AS severity, c.enabled, c.parameters, c.requires,
             s.id AS "standardId", s.name AS "standardName", s.enabled AS "standardEnabled",
             cs.status::text AS status, cs."subjectsEvaluated", cs."subjectsFailing", cs.detail, cs."evaluatedAt", cs."standardVersion",
             o.id IS NOT NULL AS overridden, o.enabled AS "overrideEnabled", o.parameters AS "overrideParameters",
             o."disabledReason", o."disabledAt", u.name AS "disabledByName",
             COALESCE(d.open, 0)::int AS "openDetectionCount"
        FROM "Control" c
        JOIN "Standard" s ON s.id = c."standardId"
        LEFT JOIN "ControlState" cs ON cs."organizationId" = ${organizationId}::uuid AND cs."controlId" = c.id
        LEFT JOIN "ControlOverride" o ON o."organizationId" = ${organizationId}::uuid AND o."controlId" = c.id
        LEFT JOIN "User" u ON u.id = o."disabledById"
        LEFT JOIN (
          SELECT "controlId", count(*) AS open FROM "Detection"
           WHERE "organizationId" = ${organizationId}::uuid AND "tenantId" = ${tenantId}::uuid AND status = 'open'
           GROUP BY "controlId"
        ) d ON d."controlId" = c.id
       WHERE c."tenantId" = ${tenantId}::uuid
       ORDER BY s.name, s.id, c.category, c.name, c.id`,
    context.db.integration.findMany({ where: { organizationId }, select: { status: true, connectorType: { select: { typeCode: true } } } }),
    connectorCatalog(context),
  ]);
  const mapped = integrations.map((i) => ({ typeCode: i.connectorType.typeCode, status: i.status }));
  const items = records.map((record) =>
    complianceRow({
      control: { ...record, standard: { id: record.standardId, name: record.standardName, enabled: record.standardEnabled } },
      state:
        record.status === null
          ? null
          : {
              status: record.status,
              subjectsEvaluated: record.subjectsEvaluated ?? 0,
              subjectsFailing: record.subjectsFailing ?? 0,
              detail: record.detail,
              evaluatedAt: record.evaluatedAt!,
              standardVersion: record.standardVersion,
            },
      override: record.overridden
        ? {
            enabled: record.overrideEnabled,
            parameters: record.overrideParameters,
            disabledReason: record.disabledReason,
            disabledAt: record.disabledAt,
            disabledBy: record.disabledByName === null ? null : { name: record.disabledByName },
          }
        : null,
      integrations: mapped,
      coverage,
      openDetectionCount: record.openDetectionCount,
    }),
  );
  return { organizationId, organizationName: organization.name, rollup: rollup(items.map((row) => row.status)), items };
}

export async function loadComplianceTrend(
  context: Context,
  organization: { id: string; name: string },
  days: number,
): Promise<ComplianceTrend> {
  if (!Number.isInteger(days) || days < 1 || days > TREND_MAX_DAYS) {
    throw new BadInputError(`days must be between 1 and ${TREND_MAX_DAYS}`, { field: 'days' });
  }
  const now = context.clock.now();
  const { first } = trendWindow(days, now);
  // One statement reads the last snapshot before the window (it is carried forward) and every
  // snapshot inside it. Raw SQL because Prisma's per-row mapping was most of a 366-day trend's
  // cost; raw SQL bypasses the tenant-scoped client, so the tenant filter is written out.
  const tenantId = context.principal.tenantId;
  const rows = await context.db.$queryRaw<(StatusCounts & { day: Date | string })[]>`
    SELECT day, "passCount" AS pass, "failCount" AS fail, "noDataCount" AS "noData",
           "notCoveredCount" AS "notCovered", "notApplicableCount" AS "notApplicable"
      FROM "DailyStatusCount"
     WHERE "organizationId" = ${organization.id}::uuid AND "tenantId" = ${tenantId}::uuid
       AND day >= COALESCE(
             (SELECT max(day) FROM "DailyStatusCount"
               WHERE "organizationId" = ${organization.id}::uuid AND "tenantId" = ${tenantId}::uuid AND day < ${first}::date),
             ${first}::date)
     ORDER BY day`;
  const snapshots = rows.map((row) => ({ ...row, day: new Date(row.day) }));
  return { organizationId: organization.id, organizationName: organization.name, windowDays: days, buckets: trendBuckets(snapshots, days, now) };
}

const trendArgs = builder.args((t) => ({
  days: t.int({ defaultValue: TREND_DEFAULT_DAYS, description: `Number of days, 1 to ${TREND_MAX_DAYS}.` }),
}));

builder.prismaObjectFields('Organization', (t) => ({
  compliance: t.field({
    type: ComplianceGridRef,
    description: 'The compliance grid of this organization.',
    authScopes: { permission: 'detection.read' },
    select: { id: true, name: true },
    resolve: (organization, _args, context) => loadComplianceGrid(context, organization),
  }),
  trend: t.field({
    type: ComplianceTrendRef,
    description: 'Per-day status counts of this organization.',
    authScopes: { permission: 'detection.read' },
    args: trendArgs,
    select: { id: true, name: true },
    resolve: (organization, { days }, context) => loadComplianceTrend(context, organization, days ?? TREND_DEFAULT_DAYS),
  }),
}));

builder.queryFields((t) => ({
  complianceGrid: t.field({
    type: ComplianceGridRef,
    description: 'The compliance grid of one organization (needs only detection.read).',
    authScopes: { permission: 'detection.read' },
    args: { organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }) },
    resolve: async (_root, { organizationId }, context) =>
      loadComplianceGrid(context, await findOrganization(context, organizationId)),
  }),
  complianceTrend: t.field({
    type: ComplianceTrendRef,
    description: 'Per-day status counts of one organization, served from daily snapshots.',
    authScopes: { permission: 'detection.read' },
    args: { organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }), ...trendArgs },
    resolve: async (_root, { organizationId, days }, context) =>
      loadComplianceTrend(context, await findOrganization(context, organizationId), days ?? TREND_DEFAULT_DAYS),
  }),
}));
