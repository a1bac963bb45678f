import DataLoader from 'dataloader';
import { controlExists, failingControlWhere, openDetectionCounts, organizationStatusCounts } from '../data/fleet.ts';
import { organizationWhere } from '../data/organizations.ts';
import { selectEvaluations, selectOrganizations } from '../data/selections.ts';
import { addCounts, rollupOfCounts, securityScore } from '../domain/fleet.ts';
import { COUNT_KEY, type ControlStatus, emptyCounts, type StatusCounts } from '../domain/status.ts';
import { NotFoundError } from '../errors.ts';
import { builder } from './builder.ts';
import { connectionBounds } from './connection.ts';
import type { Context } from './context.ts';
import { ControlStatusEnum, HealthEnum } from './enums.ts';
import { findOrganization, ORGANIZATION_ID_DESCRIPTION } from './organization.ts';
import { StatusCountsRef } from './standard.ts';

/**
 * What a fleet dashboard reads: each organization's rollup, status counts and score (one statement
 * for a whole list), the fleet filtered by rollup, the organizations failing a control, and a
 * control's evaluation history for one organization.
 */

const SCORE_DESCRIPTION =
  'Security score as AWS Security Hub defines it: the percentage of controls that passed, relative to the controls that apply, are enabled and have evaluation data, i.e. 100 * pass / (pass + fail), one decimal. Null when no control has passed or failed.';

const countsLoaders = new WeakMap<Context, DataLoader<string, StatusCounts>>();

/**
 * The status counts of every organization a list shows, in one statement. Not cached across
 * ticks: a subscription re-reads its organization at each event with the same context.
 */
function countsOf(context: Context): DataLoader<string, StatusCounts> {
  let loader = countsLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(
      async (ids: readonly string[]) => {
        const counts = await organizationStatusCounts(context.db, [...new Set(ids)]);
        return ids.map((id) => counts.get(id) ?? emptyCounts());
      },
      { cache: false },
    );
    countsLoaders.set(context, loader);
  }
  return loader;
}

const openDetectionLoaders = new WeakMap<Context, DataLoader<string, number>>();

/** Open detections of every organization a list shows, in one statement (not cached, as above). */
function openDetectionsOf(context: Context): DataLoader<string, number> {
  let loader = openDetectionLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(
      async (ids: readonly string[]) => {
        const counts = await openDetectionCounts(context.db, [...new Set(ids)]);
        return ids.map((id) => counts.get(id) ?? 0);
      },
      { cache: false },
    );
    openDetectionLoaders.set(context, loader);
  }
  return loader;
}

builder.prismaObjectFields('Organization', (t) => ({
  openDetectionCount: t.int({
    description:
      'Open detections of the organization (what its detections list shows with status open), whatever their triage state.',
    authScopes: { permission: 'detection.read' },
    select: { id: true },
    resolve: (organization, _args, context) => openDetectionsOf(context).load(organization.id),
  }),
  rollup: t.field({
    type: ControlStatusEnum,
    description:
      "The organization's worst-case status over its grid (fail > no_data > not_covered > pass > not_applicable); no rows is no_data. Always equals its grid's rollup.",
    authScopes: { permission: 'detection.read' },
    select: { id: true },
    resolve: async (organization, _args, context) => rollupOfCounts(await countsOf(context).load(organization.id)),
  }),
  statusCounts: t.field({
    type: StatusCountsRef,
    description: "The organization's grid rows by status (every control of the tenant, as its grid shows them).",
    authScopes: { permission: 'detection.read' },
    select: { id: true },
    resolve: (organization, _args, context) => countsOf(context).load(organization.id),
  }),
  score: t.float({
    nullable: true,
    description: SCORE_DESCRIPTION,
    authScopes: { permission: 'detection.read' },
    select: { id: true },
    resolve: async (organization, _args, context) => securityScore(await countsOf(context).load(organization.id)),
  }),
}));

/** The tenant's organizations whose rollup is one of these, with their counts (one statement). */
async function organizationsWithRollup(context: Context, rollups: readonly ControlStatus[]): Promise<string[]> {
  const counts = await organizationStatusCounts(context.db);
  return [...counts].filter(([, c]) => rollups.includes(rollupOfCounts(c))).map(([id]) => id);
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
      "The tenant's organizations by name, by cursor, filterable by rollup: select rollup, statusCounts and score for a fleet dashboard in one query (one statement computes them for the whole page).",
    authScopes: { permission: 'organization.read' },
    args: fleetArgs,
    resolve: async (query, _root, args, context) => {
      connectionBounds(args);
      const where = organizationWhere(args);
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
      const counts = [...(await organizationStatusCounts(context.db)).values()];
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
