import { queryFromInfo } from '@pothos/plugin-prisma';
import DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import { changesBetween } from '../data/audit.ts';
import type { ScopeChange } from '../data/scope.ts';
import { selectControl, selectControlsOf, selectStandard, selectStandardOrThrow } from '../data/selections.ts';
import {
  controlPage,
  insertStandard,
  type StandardStats,
  standardExists,
  standardPage,
  standardStats,
  standardWithControls,
  updateStandard,
} from '../data/standards.ts';
import type { TenantClient } from '../data/tenant.ts';
import { checkLength, checkText, type Issue } from '../domain/input.ts';
import type { LibraryTags, Remediation } from '../domain/library.ts';
import { type PageRequest, toPage } from '../domain/pagination.ts';
import { asObject } from '../domain/settings.ts';
import {
  type ControlDraft,
  checkSlug,
  copiedControlSlug,
  draftStandard,
  firstDuplicate,
  type StandardDraft,
} from '../domain/standard-draft.ts';
import type { StatusCounts } from '../domain/status.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { enqueueTenantEvaluations } from '../engine/queue.ts';
import { ConflictError, invalid, NotFoundError } from '../errors.ts';
import { audit } from './audit.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';
import { AutonomyEnum, SeverityEnum } from './enums.ts';
import { pageArgs, pageRequest, pageType } from './pagination.ts';
import { checkDisableReason, disablement, scopeAction, scopeChanges } from './scope.ts';

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

const statsLoaders = new WeakMap<Context, DataLoader<string, StandardStats>>();

/** Rollup and organization count of every standard on a page, in two grouped scans. */
function standardStatsOf(context: Context): DataLoader<string, StandardStats> {
  let loader = statsLoaders.get(context);
  if (!loader) {
    loader = new DataLoader((standardIds: readonly string[]) => standardStats(context.db, standardIds));
    statsLoaders.set(context, loader);
  }
  return loader;
}

export const Control = builder.prismaObject('Control', {
  description: 'A detection rule of a standard: a severity, an autonomy setting, parameters and a definition.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: "Stable identifier; the grid's ruleId." }),
    standardId: t.expose('standardId', { type: 'UUID', description: 'The standard this control belongs to.' }),
    name: t.exposeString('name', { description: 'Display name.' }),
    slug: t.exposeString('slug', { description: "Unique in the tenant: the standard's slug plus a suffix." }),
    category: t.exposeString('category', { description: 'Free-form grouping, e.g. `General`.' }),
    severity: t.expose('severity', { type: SeverityEnum, description: 'How much a failure of this control matters.' }),
    autonomy: t.expose('autonomy', {
      type: AutonomyEnum,
      description: 'Remediation advice to consumers; the service never remediates.',
    }),
    enabled: t.exposeBoolean('enabled', {
      description:
        "The control's own flag. It runs only when its standard is enabled too, and an organization's override may change it there.",
    }),
    parameters: t.field({
      type: 'JSONObject',
      description: "Free-form settings of the rule; an organization's override may replace keys of it.",
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

const ControlPage = pageType<unknown>(
  'ControlPage',
  'Control',
  'A page of controls, ordered by category, name, then id.',
);

async function controlsOf(context: Context, info: GraphQLResolveInfo, standardId: string, request: PageRequest) {
  const selection = queryFromInfo({ context, info, path: ['items'], typeName: 'Control' });
  const { items, total } = await controlPage(context.db, standardId, request, selection);
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
      description:
        'Version of the control definitions, starting at 1; renaming, describing or enabling does not change it.',
    }),
    enabled: t.exposeBoolean('enabled', {
      description: "Whether the standard's controls are assessed; a created or copied standard starts false.",
    }),
    controlCount: t.relationCount('controls', { description: 'Number of controls in this standard.' }),
    organizationCount: t.int({
      description:
        "Organizations that have had a control of this standard evaluated at least once (not the tenant's total).",
      resolve: async (standard, _args, context) => (await standardStatsOf(context).load(standard.id)).organizationCount,
    }),
    rollup: t.field({
      type: StatusCountsRef,
      description: "Counts over every organization's latest evaluation of every control of the standard.",
      resolve: async (standard, _args, context) => (await standardStatsOf(context).load(standard.id)).rollup,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the standard was created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the standard last changed.' }),
    controls: t.field({
      type: ControlPage,
      description: "The standard's controls, page by page.",
      args: pageArgs,
      resolve: (standard, args, context, info) => controlsOf(context, info, standard.id, pageRequest(args)),
    }),
  }),
});

const StandardPage = pageType<unknown>('StandardPage', 'Standard', 'A page of standards, ordered by name then id.');

builder.queryFields((t) => ({
  standards: t.field({
    type: StandardPage,
    description: "The tenant's standards; filter by slug to check whether one exists.",
    authScopes: { permission: 'detection_rule.read' },
    args: {
      ...pageArgs,
      slug: t.arg.string({ required: false, description: 'Exact slug.' }),
      q: t.arg.string({ required: false, description: 'Case-insensitive substring of the name or slug.' }),
      enabled: t.arg.boolean({
        required: false,
        description: 'Only enabled (true) or only disabled (false) standards.',
      }),
    },
    resolve: async (_root, args, context, info) => {
      const request = pageRequest(args);
      const selection = queryFromInfo({ context, info, path: ['items'], typeName: 'Standard' });
      const { items, total } = await standardPage(context.db, args, request, selection);
      return toPage(items, total, request);
    },
  }),
  standard: t.prismaField({
    type: 'Standard',
    description: 'One standard; not found when the id belongs to no standard of this tenant.',
    authScopes: { permission: 'detection_rule.read' },
    args: { id: t.arg({ type: 'UUID', required: true, description: "The standard's id." }) },
    resolve: async (query, _root, { id }, context) => {
      const standard = await selectStandard(context.db, id, query);
      if (!standard) throw new NotFoundError('Standard not found');
      return standard;
    },
  }),
  control: t.prismaField({
    type: 'Control',
    description:
      "One control of any of the tenant's standards (read its `disableImpact` before disabling it); not found when the id belongs to no control of this tenant.",
    authScopes: { permission: 'detection_rule.read' },
    args: { id: t.arg({ type: 'UUID', required: true, description: "The control's id." }) },
    resolve: async (query, _root, { id }, context) => {
      const control = await selectControl(context.db, id, query);
      if (!control) throw new NotFoundError('Control not found');
      return control;
    },
  }),
  standardControls: t.field({
    type: ControlPage,
    description: 'The controls of one standard, page by page.',
    authScopes: { permission: 'detection_rule.read' },
    args: {
      standardId: t.arg({
        type: 'UUID',
        required: true,
        description: "The standard's id; not found when it is not this tenant's.",
      }),
      ...pageArgs,
    },
    resolve: async (_root, args, context, info) => {
      const request = pageRequest(args);
      if (!(await standardExists(context.db, args.standardId))) throw new NotFoundError('Standard not found');
      return controlsOf(context, info, args.standardId, request);
    },
  }),
}));

// Writes

const ControlMatchInput = builder.inputType('ControlMatchInput', {
  description: "What a new control judges; its predicate becomes the control's `requires`.",
  fields: (t) => ({
    predicate: t.string({
      required: true,
      description: 'The predicate the control judges, e.g. `device.disk.encryption`.',
    }),
  }),
});

const NewControlInput = builder.inputType('NewControlInput', {
  description: 'An initial control of a new standard.',
  fields: (t) => ({
    slugSuffix: t.string({
      description: "Appended to the standard slug; default: the slugified name, else the predicate's last segment.",
    }),
    name: t.string({ description: 'Default: the derived control slug.' }),
    category: t.string({ description: 'Default: `General`.' }),
    severity: t.field({ type: SeverityEnum, description: 'Default: `medium`.' }),
    description: t.string({ description: 'Default: empty.' }),
    enabled: t.boolean({
      required: true,
      description: 'Stored as sent; the control runs only once its standard is enabled.',
    }),
    autonomy: t.field({
      type: AutonomyEnum,
      required: true,
      description: 'Remediation advice to consumers; the service never remediates.',
    }),
    match: t.field({ type: ControlMatchInput, required: true, description: 'The predicate the control judges.' }),
    expect: t.field({ type: 'JSONObject', required: true, description: 'Field name to the boolean it must equal.' }),
    parameters: t.field({
      type: 'JSONObject',
      required: true,
      description: 'Free-form settings of the rule; may be `{}`.',
    }),
  }),
});

const CreateStandardInput = builder.inputType('CreateStandardInput', {
  description: 'A new, inactive standard and its initial controls, created together or not at all.',
  fields: (t) => ({
    slug: t.string({ required: true, description: 'Unique in the tenant; every control slug starts with it.' }),
    name: t.string({ description: 'Default: the slug.' }),
    description: t.string({ description: 'Default: empty.' }),
    enabled: t.boolean({ required: true, description: 'Must be false: a created standard starts inactive.' }),
    controls: t.field({ type: [NewControlInput], required: true, description: 'At least one.' }),
  }),
});

const UpdateStandardInput = builder.inputType('UpdateStandardInput', {
  description: 'Only the fields given change; the version stays, as no control definition changes.',
  fields: (t) => ({
    name: t.string({ description: 'New display name; absent keeps the current one.' }),
    description: t.string({ description: 'New free-text description; absent keeps the current one.' }),
    enabled: t.boolean({
      description:
        "true activates the standard's controls, false deactivates them for every organization (needs a reason); absent keeps the current flag.",
    }),
    reason: t.string({
      description: `Why the standard is disabled across all clients, 1 to ${TEXT_LIMITS.reason} characters; required with enabled false. Read \`disableImpact\` first to say what it touches.`,
    }),
  }),
});

const CopyStandardInput = builder.inputType('CopyStandardInput', {
  description: 'The identity of the copy; its description and controls come from the original.',
  fields: (t) => ({
    slug: t.string({ required: true, description: 'Slug of the copy; its controls keep their suffixes under it.' }),
    name: t.string({ description: 'Default: the original\'s name followed by " (copy)".' }),
  }),
});

interface CreatedStandardShape {
  standardId: string;
  /** Slugs in request order, so the controls come back in the order they were sent. */
  controlSlugs: string[];
}

const CreatedStandard = builder.objectRef<CreatedStandardShape>('CreatedStandard').implement({
  description: 'A new standard with the controls it was created with.',
  fields: (t) => ({
    standard: t.prismaField({
      type: 'Standard',
      description: 'The created standard, inactive at version 1.',
      resolve: (query, created, _args, context) => selectStandardOrThrow(context.db, created.standardId, query),
    }),
    controls: t.prismaField({
      type: ['Control'],
      description: 'In the order they were sent.',
      resolve: async (query, created, _args, context) => {
        const controls = await selectControlsOf(context.db, created.standardId, query);
        return controls.sort((a, b) => created.controlSlugs.indexOf(a.slug) - created.controlSlugs.indexOf(b.slug));
      },
    }),
  }),
});

/**
 * The copy of a standard: inactive, its controls' slugs derived from the new standard's slug. It
 * keeps each control's remediation, but it is the tenant's own: not adopted (no library tags, so
 * no library update is offered for it) and created, not disabled, so no disable metadata.
 */
function copyDraft(
  source: NonNullable<Awaited<ReturnType<typeof standardWithControls>>>,
  input: { slug: string; name?: string | null },
): StandardDraft {
  const controls = source.controls.map((control): ControlDraft & LibraryTags => ({
    slug: copiedControlSlug(source.slug, input.slug, control),
    name: control.name,
    category: control.category,
    severity: control.severity,
    description: control.description,
    enabled: control.enabled,
    autonomy: control.autonomy,
    parameters: control.parameters as Record<string, unknown>,
    definition: control.definition as ControlDraft['definition'],
    requires: control.requires,
    remediation: control.remediation as Remediation | null,
  }));
  const duplicate = firstDuplicate(controls.map((control) => control.slug));
  if (duplicate !== undefined) throw new ConflictError(`Two copied controls derive the slug '${duplicate}'`);
  return {
    slug: input.slug,
    name: input.name ?? `${source.name} (copy)`,
    description: source.description,
    enabled: false,
    controls,
  };
}

const WRITE = { permission: 'detection_rule.write' } as const;

/** What the audit log keeps of a new standard: its identity, not every control's definition. */
function draftChanges(draft: StandardDraft) {
  return {
    slug: [null, draft.slug],
    name: [null, draft.name],
    enabled: [null, draft.enabled],
    controls: [null, draft.controls.length],
  } as const;
}

type StandardBefore = { name: string; description: string; enabled: boolean; disabledReason: string | null };

/** Applies a standard's update with its audit entry; enabling or disabling re-evaluates the tenant. */
async function applyStandardUpdate(
  context: Context,
  id: string,
  input: { name?: string | null; description?: string | null; enabled?: boolean | null; reason?: string | null },
): Promise<void> {
  const issues: Issue[] = [];
  checkText(issues, ['name'], input.name, TEXT_LIMITS.name);
  checkLength(issues, ['description'], input.description, TEXT_LIMITS.description);
  checkDisableReason(issues, input);
  if (issues.length > 0) throw invalid(issues, ['input']);
  const data = {
    ...(input.name != null ? { name: input.name } : {}),
    ...(input.description != null ? { description: input.description } : {}),
    ...(input.enabled != null ? { enabled: input.enabled } : {}),
  };
  // Enabling or disabling changes what every organization is assessed on.
  const recordUpdate = (tx: TenantClient, { before, impact }: ScopeChange<StandardBefore>) =>
    audit(tx, context, {
      action: scopeAction('standard', before.enabled, data.enabled),
      target: { type: 'standard', id },
      changes: {
        ...changesBetween(before, { ...before, ...data }, ['name', 'description']),
        ...scopeChanges(before, input, impact),
      },
    });
  const disabled = disablement(context, input.reason);
  if (!(await updateStandard(context.db, id, data, disabled, enqueueTenantEvaluations, recordUpdate)))
    throw new NotFoundError('Standard not found');
}

builder.mutationFields((t) => ({
  createStandard: t.field({
    type: CreatedStandard,
    description:
      "Creates an inactive standard with its initial controls in one transaction. Only a signed-in human's access token may call it. " +
      "Not idempotent: a slug that exists (the standard's or a derived control's) is a CONFLICT.",
    authScopes: { $all: { ...WRITE, humanToken: true } },
    args: {
      input: t.arg({ type: CreateStandardInput, required: true, description: 'The standard and its controls.' }),
    },
    resolve: async (_root, { input }, context) => {
      const result = draftStandard(input);
      if (result.kind === 'invalid') throw invalid(result.issues, ['input']);
      if (result.kind === 'duplicate')
        throw new ConflictError(`Two controls of this request derive the slug '${result.slug}'`);
      // No evaluation is started (the specification's rule for a created standard): its controls
      // read not_applicable in the grids at once, and today's trend bucket counts them in the same
      // transaction.
      const standardId = await insertStandard(context.db, result.draft, context.clock.now(), (tx, id) =>
        audit(tx, context, {
          action: 'standard.created',
          target: { type: 'standard', id },
          changes: draftChanges(result.draft),
        }),
      );
      return { standardId, controlSlugs: result.draft.controls.map((control) => control.slug) };
    },
  }),
  updateStandard: t.prismaField({
    type: 'Standard',
    description: 'Renames, describes, enables or disables a standard. Its controls and version are unchanged.',
    authScopes: WRITE,
    args: {
      id: t.arg({ type: 'UUID', required: true, description: 'The standard to change.' }),
      input: t.arg({ type: UpdateStandardInput, required: true, description: 'The fields to change.' }),
    },
    resolve: async (query, _root, { id, input }, context) => {
      await applyStandardUpdate(context, id, input);
      return selectStandardOrThrow(context.db, id, query);
    },
  }),
  copyStandard: t.prismaField({
    type: 'Standard',
    description:
      'Copies a standard and its controls under a new slug, in one transaction. The copy starts inactive at version 1.',
    authScopes: WRITE,
    args: {
      id: t.arg({ type: 'UUID', required: true, description: 'The standard to copy.' }),
      input: t.arg({ type: CopyStandardInput, required: true, description: 'Slug and name of the copy.' }),
    },
    resolve: async (query, _root, { id, input }, context) => {
      const issues: Issue[] = [];
      checkSlug(issues, ['slug'], input.slug);
      checkText(issues, ['name'], input.name, TEXT_LIMITS.name);
      if (issues.length > 0) throw invalid(issues, ['input']);
      const source = await standardWithControls(context.db, id);
      if (!source) throw new NotFoundError('Standard not found');
      const draft = copyDraft(source, input);
      const standardId = await insertStandard(context.db, draft, context.clock.now(), (tx, copyId) =>
        audit(tx, context, {
          action: 'standard.copied',
          target: { type: 'standard', id: copyId },
          changes: { copiedFrom: [null, id], ...draftChanges(draft) },
        }),
      );
      return selectStandardOrThrow(context.db, standardId, query);
    },
  }),
}));
