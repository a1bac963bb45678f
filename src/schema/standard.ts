import { queryFromInfo } from '@pothos/plugin-prisma';
import DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import { pageWindow, toPage, type PageRequest } from '../domain/pagination.ts';
import { asObject } from '../domain/settings.ts';
import { type StatusCounts, countStatuses } from '../domain/status.ts';
import type { Prisma } from '../data/generated/prisma/client.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';
import { AutonomyEnum, SeverityEnum } from './enums.ts';
import { NotFoundError } from '../errors.ts';
import { pageArgs, pageRequest, pageType } from './pagination.ts';

export const StatusCountsRef = builder.objectRef<StatusCounts>('StatusCounts').implement({
  description: 'One count per ControlStatus value.',
  fields: (t) => ({
    pass: t.exposeInt('pass', { description: 'Latest evaluations with status pass.' }),
    fail: t.exposeInt('fail', { description: 'Latest evaluations with status fail.' }),
    noData: t.exposeInt('noData', { description: 'Latest evaluations with status no_data.' }),
    notCovered: t.exposeInt('notCovered', { description: 'Latest evaluations with status not_covered.' }),
    notApplicable: t.exposeInt('notApplicable', { description: 'Latest evaluations with status not_applicable.' }),
  }),
});

interface StandardStats {
  organizationCount: number;
  rollup: StatusCounts;
}

const statsLoaders = new WeakMap<Context, DataLoader<string, StandardStats>>();

/** Rollup and organization count of every standard on a page, in two grouped scans. */
function standardStats(context: Context): DataLoader<string, StandardStats> {
  let loader = statsLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (standardIds: readonly string[]) => {
      const where = { standardId: { in: [...standardIds] } };
      const [byStatus, byOrganization] = await Promise.all([
        context.db.controlState.groupBy({ by: ['standardId', 'status'], where, _count: { _all: true } }),
        context.db.controlState.groupBy({ by: ['standardId', 'organizationId'], where }),
      ]);
      return standardIds.map((id) => ({
        organizationCount: byOrganization.filter((row) => row.standardId === id).length,
        rollup: countStatuses(byStatus.filter((row) => row.standardId === id).map((row) => ({ status: row.status, count: row._count._all }))),
      }));
    });
    statsLoaders.set(context, loader);
  }
  return loader;
}

export const Control = builder.prismaObject('Control', {
  description: 'A detection rule of a standard: a severity, an autonomy setting, parameters and a definition.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: 'Stable identifier; the grid\'s ruleId.' }),
    standardId: t.expose('standardId', { type: 'UUID', description: 'The standard this control belongs to.' }),
    name: t.exposeString('name', { description: 'Display name.' }),
    slug: t.exposeString('slug', { description: 'Unique in the tenant: the standard\'s slug plus a suffix.' }),
    category: t.exposeString('category', { description: 'Free-form grouping, e.g. `General`.' }),
    severity: t.expose('severity', { type: SeverityEnum, description: 'How much a failure of this control matters.' }),
    autonomy: t.expose('autonomy', { type: AutonomyEnum, description: 'Remediation advice to consumers; the service never remediates.' }),
    enabled: t.exposeBoolean('enabled', {
      description: 'The control\'s own flag. It runs only when its standard is enabled too, and an organization\'s override may change it there.',
    }),
    parameters: t.field({
      type: 'JSONObject',
      description: 'Free-form settings of the rule; an organization\'s override may replace keys of it.',
      resolve: (control) => asObject(control.parameters),
    }),
    definition: t.field({
      type: 'JSONObject',
      description: '`match.predicate` names the predicate; `expect` maps a field to the value it must equal.',
      resolve: (control) => asObject(control.definition),
    }),
    requires: t.exposeStringList('requires', { description: 'Predicates that must be supplied to judge the control.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the control was created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the control last changed.' }),
    description: t.exposeString('description', { description: 'What the control checks, for people; may be empty.' }),
  }),
});

const ControlPage = pageType<unknown>('ControlPage', 'Control', 'A page of controls, ordered by category, name, then id.');

export const CONTROL_ORDER: Prisma.ControlOrderByWithRelationInput[] = [{ category: 'asc' }, { name: 'asc' }, { id: 'asc' }];

async function controlPage(context: Context, info: GraphQLResolveInfo, standardId: string, request: PageRequest) {
  const where = { standardId };
  const [items, total] = await Promise.all([
    context.db.control.findMany({
      ...queryFromInfo({ context, info, path: ['items'], typeName: 'Control' }),
      where,
      orderBy: CONTROL_ORDER,
      ...pageWindow(request),
    }),
    context.db.control.count({ where }),
  ]);
  return toPage(items, total, request);
}

export const Standard = builder.prismaObject('Standard', {
  description: 'A group of controls. A created standard starts inactive.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: 'Stable identifier.' }),
    slug: t.exposeString('slug', { description: 'Unique in the tenant.' }),
    name: t.exposeString('name', { description: 'Display name.' }),
    description: t.exposeString('description', { description: 'Free text; may be empty.' }),
    version: t.exposeInt('version', {
      description: 'Version of the control definitions, starting at 1; renaming, describing or enabling does not change it.',
    }),
    enabled: t.exposeBoolean('enabled', { description: 'Whether the standard\'s controls are assessed; a created or copied standard starts false.' }),
    controlCount: t.relationCount('controls', { description: 'Number of controls in this standard.' }),
    organizationCount: t.int({
      description: 'Organizations that have had a control of this standard evaluated at least once (not the tenant\'s total).',
      resolve: async (standard, _args, context) => (await standardStats(context).load(standard.id)).organizationCount,
    }),
    rollup: t.field({
      type: StatusCountsRef,
      description: 'Counts over every organization\'s latest evaluation of every control of the standard.',
      resolve: async (standard, _args, context) => (await standardStats(context).load(standard.id)).rollup,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the standard was created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the standard last changed.' }),
    controls: t.field({
      type: ControlPage,
      description: 'The standard\'s controls, page by page.',
      args: pageArgs,
      resolve: (standard, args, context, info) => controlPage(context, info, standard.id, pageRequest(args)),
    }),
  }),
});

const StandardPage = pageType<unknown>('StandardPage', 'Standard', 'A page of standards, ordered by name then id.');

export async function requireStandard(context: Context, id: string): Promise<void> {
  if (!(await context.db.standard.findUnique({ where: { id }, select: { id: true } }))) throw new NotFoundError('Standard not found');
}

builder.queryFields((t) => ({
  standards: t.field({
    type: StandardPage,
    description: 'The tenant\'s standards; filter by slug to check whether one exists.',
    authScopes: { permission: 'detection_rule.read' },
    args: {
      ...pageArgs,
      slug: t.arg.string({ required: false, description: 'Exact slug.' }),
      q: t.arg.string({ required: false, description: 'Case-insensitive substring of the name or slug.' }),
      enabled: t.arg.boolean({ required: false, description: 'Only enabled (true) or only disabled (false) standards.' }),
    },
    resolve: async (_root, args, context, info) => {
      const request = pageRequest(args);
      const where: Prisma.StandardWhereInput = {
        ...(args.slug != null ? { slug: args.slug } : {}),
        ...(args.q ? { OR: [{ name: { contains: args.q, mode: 'insensitive' } }, { slug: { contains: args.q, mode: 'insensitive' } }] } : {}),
        ...(args.enabled != null ? { enabled: args.enabled } : {}),
      };
      const [items, total] = await Promise.all([
        context.db.standard.findMany({
          ...queryFromInfo({ context, info, path: ['items'], typeName: 'Standard' }),
          where,
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
          ...pageWindow(request),
        }),
        context.db.standard.count({ where }),
      ]);
      return toPage(items, total, request);
    },
  }),
  standard: t.prismaField({
    type: 'Standard',
    description: 'One standard; not found when the id belongs to no standard of this tenant.',
    authScopes: { permission: 'detection_rule.read' },
    args: { id: t.arg({ type: 'UUID', required: true, description: 'The standard\'s id.' }) },
    resolve: async (query, _root, { id }, context) => {
      const standard = await context.db.standard.findUnique({ ...query, where: { id } });
      if (!standard) throw new NotFoundError('Standard not found');
      return standard;
    },
  }),
  standardControls: t.field({
    type: ControlPage,
    description: 'The controls of one standard, page by page.',
    authScopes: { permission: 'detection_rule.read' },
    args: { standardId: t.arg({ type: 'UUID', required: true, description: 'The standard\'s id; not found when it is not this tenant\'s.' }), ...pageArgs },
    resolve: async (_root, args, context, info) => {
      const request = pageRequest(args);
      await requireStandard(context, args.standardId);
      return controlPage(context, info, args.standardId, request);
    },
  }),
}));

