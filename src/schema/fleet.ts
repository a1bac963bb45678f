import DataLoader from 'dataloader';
import {
  controlExists,
  failingControlWhere,
  type GridStanding,
  NO_STANDING,
  openDetectionCounts,
  organizationStandings,
} from '../data/fleet.ts';
import { organizationWhere } from '../data/organizations.ts';
import { selectEvaluations, selectOrganizations } from '../data/selections.ts';
import { addCounts, coverage, rollupOfCounts, securityScore } from '../domain/fleet.ts';
import { COUNT_KEY, type ControlStatus, emptyCounts, type StatusCounts } from '../domain/status.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { builder } from './builder.ts';
import { connectionBounds } from './connection.ts';
import type { Context } from './context.ts';
import { ControlStatusEnum, HealthEnum } from './enums.ts';
import { FleetSortEnum, rankedFleet, rankedStandings, SortDirectionEnum } from './fleet-ranking.ts';
import { findOrganization, ORGANIZATION_ID_DESCRIPTION } from './organization.ts';
import { StatusCountsRef } from './standard.ts';

/**
 * What a fleet dashboard reads: each organization's rollup, status counts and score (one statement
 * for a whole list), the fleet filtered by rollup, the organizations failing a control, and a
 * control's evaluation history for one organization.
 */

const COVERAGE_DESCRIPTION =
  'Coverage beside the score: the percentage of in-scope controls with evaluation data, 100 * (pass + fail) / (pass + fail + no_data + not_covered), one decimal; null when no control is in scope. 1 pass among 299 no_data is a score of 100 at a coverage of 0.3.';

const SCORE_DESCRIPTION =
  'Security score as AWS Security Hub defines it: the percentage of controls that passed, relative to the controls that apply, are enabled and have evaluation data, i.e. 100 * pass / (pass + fail), one decimal. Null when no control has passed or failed.';

const standingLoaders = new WeakMap<Context, DataLoader<string, GridStanding>>();

/**
 * The standing of every organization a list shows, in one statement. Not cached across ticks: a
 * subscription re-reads its organization at each event with the same context.
 */
function standingOf(context: Context, id: string): Promise<GridStanding> {
  // A ranked list of this operation read every organization's already (src/schema/fleet-ranking.ts).
  const read = rankedStandings(context)?.standings.get(id);
  if (read) return Promise.resolve(read);
  let loader = standingLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(
      async (ids: readonly string[]) => {
        const standings = await organizationStandings(context.db, [...new Set(ids)]);
        return ids.map((key) => standings.get(key) ?? NO_STANDING);
      },
      { cache: false },
    );
    standingLoaders.set(context, loader);
  }
  return loader.load(id);
}

const countsOf = async (context: Context, id: string): Promise<StatusCounts> => (await standingOf(context, id)).counts;

const openDetectionLoaders = new WeakMap<Context, DataLoader<string, number>>();

/** Open detections of every organization a list shows, in one statement (not cached, as above). */
function openDetectionsOf(context: Context, id: string): Promise<number> {
  const read = rankedStandings(context)?.openDetections;
  if (read) return Promise.resolve(read.get(id) ?? 0);
  let loader = openDetectionLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(
      async (ids: readonly string[]) => {
        const counts = await openDetectionCounts(context.db, [...new Set(ids)]);
        return ids.map((key) => counts.get(key) ?? 0);
      },
      { cache: false },
    );
    openDetectionLoaders.set(context, loader);
  }
  return loader.load(id);
}

builder.prismaObjectFields('Organization', (t) => ({
  openDetectionCount: t.int({
    description:
      'Open detections of the organization (what its detections list shows with status open), whatever their triage state.',
    authScopes: { permission: 'detection.read' },
    select: { id: true },
    resolve: (organization, _args, context) => openDetectionsOf(context, organization.id),
  }),
  rollup: t.field({
    type: ControlStatusEnum,
    description:
      "The organization's worst-case status over its grid (fail > no_data > not_covered > pass > not_applicable); no rows is no_data. Always equals its grid's rollup.",
    authScopes: { permission: 'detection.read' },
    select: { id: true },
    resolve: async (organization, _args, context) => rollupOfCounts(await countsOf(context, organization.id)),
  }),
  statusCounts: t.field({
    type: StatusCountsRef,
    description: "The organization's grid rows by status (every control of the tenant, as its grid shows them).",
    authScopes: { permission: 'detection.read' },
    select: { id: true },
    resolve: (organization, _args, context) => countsOf(context, organization.id),
  }),
  score: t.float({
    nullable: true,
    description: SCORE_DESCRIPTION,
    authScopes: { permission: 'detection.read' },
    select: { id: true },
    resolve: async (organization, _args, context) => securityScore(await countsOf(context, organization.id)),
  }),
  coverage: t.float({
    nullable: true,
    description: COVERAGE_DESCRIPTION,
    authScopes: { permission: 'detection.read' },
    select: { id: true },
    resolve: async (organization, _args, context) => coverage(await countsOf(context, organization.id)),
  }),
  failingHighSeverityCount: t.int({
    description: 'Controls of severity high whose grid row fails here (the second key of the worst-first order).',
    authScopes: { permission: 'detection.read' },
    select: { id: true },
    resolve: async (organization, _args, context) => (await standingOf(context, organization.id)).failingHigh,
  }),
}));

/** The tenant's organizations whose rollup is one of these, with their counts (one statement). */
async function organizationsWithRollup(context: Context, rollups: readonly ControlStatus[]): Promise<string[]> {
  const standings = await organizationStandings(context.db);
  return [...standings].filter(([, s]) => rollups.includes(rollupOfCounts(s.counts))).map(([id]) => id);
}

interface FleetSummary {
  organizations: number;
  byRollup: StatusCounts;
  statusCounts: StatusCounts;
}

const FleetSummaryRef = builder.objectRef<FleetSummary>('FleetSummary').implement({
  description: "The tenant's whole fleet at a glance: organizations by rollup, grid rows by status, and the score.",
  fields: (t) => ({
    organizations: t.exposeInt('organizations', { description: 'Organizations of the tenant.' }),
    byRollup: t.field({
      type: StatusCountsRef,
      description: 'Organizations by their rollup: how many fail, have no data, and so on.',
      resolve: (summary) => summary.byRollup,
    }),
    statusCounts: t.field({
      type: StatusCountsRef,
      description: 'Grid rows of every organization by status.',
      resolve: (summary) => summary.statusCounts,
    }),
    score: t.float({
      nullable: true,
      description: `${SCORE_DESCRIPTION} Over every grid row of the fleet.`,
      resolve: (summary) => securityScore(summary.statusCounts),
    }),
    coverage: t.float({
      nullable: true,
      description: `${COVERAGE_DESCRIPTION} Over every grid row of the fleet.`,
      resolve: (summary) => coverage(summary.statusCounts),
    }),
  }),
});

builder.prismaNode('Evaluation', {
  id: { field: 'id' },
  nullable: true,
  description: 'One evaluation of one control for one organization, as recorded then (the history behind a grid row).',
  authScopes: { permission: 'detection.read' },
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: 'Stable identifier; detections name it as evaluationId.' }),
    status: t.expose('status', { type: ControlStatusEnum, description: 'The outcome then.' }),
    subjectsEvaluated: t.exposeInt('subjectsEvaluated', { description: 'Subjects judged.' }),
    subjectsFailing: t.exposeInt('subjectsFailing', { description: 'Subjects that did not pass.' }),
    evaluatedAt: t.expose('evaluatedAt', { type: 'DateTime', description: 'When it ran.' }),
    standardVersion: t.exposeInt('standardVersion', {
      nullable: true,
      description: 'Version of the standard it ran against.',
    }),
    detail: t.field({
      type: 'JSONObject',
      nullable: true,
      description: 'Coverage detail as judged then (see ComplianceRowDetail); null when neither reason applied.',
      resolve: (evaluation) => (evaluation.detail as Record<string, unknown> | null) ?? null,
    }),
  }),
});

const fleetArgs = builder.args((t) => ({
  sort: t.field({
    type: FleetSortEnum,
    required: false,
    description:
      'The order, kept while paging: by default risk (worst first) for a caller with detection.read, name for one without (the standings are not theirs to see); any other needs detection.read.',
  }),
  direction: t.field({
    type: SortDirectionEnum,
    required: false,
    description: "Reverses the sort's natural direction (worst first, names A to Z) when it is the other one.",
  }),
  q: t.string({ required: false, description: 'Case-insensitive substring of the name.' }),
  health: t.field({ type: HealthEnum, required: false, description: 'Only organizations of this health.' }),
  rollup: t.field({
    type: [ControlStatusEnum],
    required: false,
    description: 'Only organizations whose rollup is one of these (e.g. [fail] for every failing client).',
  }),
}));

builder.queryFields((t) => ({
  fleet: t.prismaConnection({
    type: 'Organization',
    cursor: 'id',
    description:
      "The tenant's organizations, worst first by default (rollup, failing high-severity controls, coverage; unscored last) or sorted by any column, by cursor, filterable by rollup: select rollup, statusCounts, score and coverage for a fleet dashboard in one query (a constant number of statements whatever the page or the fleet). The cursor follows the organization: one that moves in the ranking between pages may be skipped or seen twice.",
    authScopes: { permission: 'organization.read' },
    args: fleetArgs,
    resolve: async (query, _root, args, context) => {
      connectionBounds(args);
      const where = organizationWhere(args);
      // What ranks them needs the permission their fields need.
      const readsStandings = context.principal.scopes.has('detection.read');
      const sort = args.sort ?? (readsStandings ? 'risk' : 'name');
      if (sort !== 'name' && !readsStandings)
        throw new ForbiddenError('Sorting the fleet by its standing needs detection.read');
      if (sort !== 'name' || args.direction === 'desc') {
        return rankedFleet(context, query, where, { sort, direction: args.direction, rollup: args.rollup });
      }
      const rollups = args.rollup ?? [];
      const ids = rollups.length > 0 ? await organizationsWithRollup(context, rollups) : null;
      return selectOrganizations(context.db, query, ids ? { AND: [where, { id: { in: ids } }] } : where);
    },
  }),
  fleetSummary: t.field({
    type: FleetSummaryRef,
    description: 'The whole fleet summed up, in one statement.',
    authScopes: { permission: 'detection.read' },
    resolve: async (_root, _args, context) => {
      const counts = [...(await organizationStandings(context.db)).values()].map((standing) => standing.counts);
      const byRollup = emptyCounts();
      for (const organization of counts) byRollup[COUNT_KEY[rollupOfCounts(organization)]] += 1;
      return { organizations: counts.length, byRollup, statusCounts: counts.reduce(addCounts, emptyCounts()) };
    },
  }),
  failingOrganizations: t.prismaConnection({
    type: 'Organization',
    cursor: 'id',
    description:
      "The organizations whose grid shows this control failing (latest evaluation fail, control in their effective scope), by name. Not found when the control is unknown or another tenant's.",
    authScopes: { permission: 'detection.read' },
    args: {
      controlId: t.arg({ type: 'UUID', required: true, description: "The control's id (a grid row's ruleId)." }),
    },
    resolve: async (query, _root, args, context) => {
      connectionBounds(args);
      const where = await failingControlWhere(context.db, args.controlId);
      if (!where) throw new NotFoundError('Control not found');
      return selectOrganizations(context.db, query, where);
    },
  }),
  controlHistory: t.prismaConnection({
    type: 'Evaluation',
    cursor: 'id',
    description:
      'Every evaluation of one control for one organization, newest first: how a grid row came to be what it is.',
    authScopes: { permission: 'detection.read' },
    args: {
      organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
      controlId: t.arg({
        type: 'UUID',
        required: true,
        description: "The control's id; another tenant's is not found.",
      }),
    },
    resolve: async (query, _root, args, context) => {
      connectionBounds(args);
      await findOrganization(context, args.organizationId);
      if (!(await controlExists(context.db, args.controlId))) throw new NotFoundError('Control not found');
      return selectEvaluations(context.db, query, { organizationId: args.organizationId, controlId: args.controlId });
    },
  }),
}));
