import { changesBetween } from '../data/audit.ts';
import {
  controlExists,
  deleteOverride,
  deleteStandardOverride,
  type OverrideEntry,
  type OverrideRecord,
  overrideSlice,
  overrideState,
  putOverride,
  putStandardOverride,
  type StandardOverrideRecord,
  scheduleOverrideExpiry,
  standardOverridesOf,
} from '../data/overrides.ts';
import { standardExists } from '../data/standards.ts';
import { inTransaction } from '../data/tenant.ts';
import { checkText, type Issue } from '../domain/input.ts';
import { decodeDetectionCursor, encodeCursor, MAX_PAGE_SIZE } from '../domain/pagination.ts';
import { asObject } from '../domain/settings.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { enqueueEvaluation } from '../engine/queue.ts';
import { BadInputError, INVALID_CURSOR, NotFoundError } from '../errors.ts';
import { audit } from './audit.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';
import { invalid } from './input.ts';
import { findOrganization, ORGANIZATION_ID_DESCRIPTION } from './organization.ts';

const OVERRIDE_FIELDS = ['enabled', 'reason', 'expiresAt', 'parameters'] as const;

/** `{field: [before, after]}` of an override's change, as the audit log records it. */
function overrideChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  return changesBetween(before, after, [...OVERRIDE_FIELDS]);
}

/** An exception ends within a year and a day: a longer one is a standing decision, not an exception. */
export const MAX_EXPIRY_DAYS = 366;
const DAY_MS = 86_400_000;

function checkExpiry(issues: Issue[], expiresAt: Date | null | undefined, now: Date): void {
  if (expiresAt == null) return;
  if (expiresAt.getTime() <= now.getTime())
    issues.push({ path: ['expiresAt'], message: 'expiresAt must be in the future' });
  else if (expiresAt.getTime() > now.getTime() + MAX_EXPIRY_DAYS * DAY_MS)
    issues.push({ path: ['expiresAt'], message: `expiresAt must be at most ${MAX_EXPIRY_DAYS} days ahead` });
}

const OverrideUser = builder.objectRef<{ id: string; name: string }>('OverrideUser').implement({
  description: 'The user who disabled a control or a standard by override.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: "The user's id." }),
    name: t.exposeString('name', { description: "The user's display name." }),
  }),
});

/** What both kinds of override record of who disabled them, when, and until when. */
interface OverrideMetadata {
  disabledBy: { id: string; name: string } | null;
  disabledAt: Date | null;
  createdAt: Date;
  expiresAt: Date | null;
  updatedAt: Date;
}

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The fields every override shares, declared once for the control's and the standard's. */
function overrideMetadataFields<Shape extends OverrideMetadata>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Shape>) {
  return {
    disabledBy: t.field({
      type: OverrideUser,
      nullable: true,
      description: 'Who disabled it: the signed-in user or the user of a user-scoped key; null for a tenant API key.',
      resolve: (override) => override.disabledBy,
    }),
    disabledAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was disabled; null unless enabled is false.',
      resolve: (override) => override.disabledAt,
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When the override was first set.',
      resolve: (override) => override.createdAt,
    }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the override ends by itself (it is removed and the organization re-evaluated); null: never.',
      resolve: (override) => override.expiresAt,
    }),
    updatedAt: t.field({
      type: 'DateTime',
      description: 'When the override last changed.',
      resolve: (override) => override.updatedAt,
    }),
  };
}

export const ControlOverrideRef = builder.objectRef<OverrideRecord>('ControlOverride').implement({
  description:
    "An organization's override of one control: what it sets wins over the control, what it leaves null is inherited.",
  fields: (t) => ({
    organizationId: t.expose('organizationId', { type: 'UUID', description: 'The organization it applies to.' }),
    controlId: t.expose('controlId', { type: 'UUID', description: 'The overridden control.' }),
    enabled: t.exposeBoolean('enabled', {
      nullable: true,
      description: "false takes the control out of this organization's scope (not_applicable); null inherits.",
    }),
    parameters: t.field({
      type: 'JSONObject',
      nullable: true,
      description: "Merged key by key over the control's parameters; null inherits them.",
      resolve: (override) => (override.parameters == null ? null : asObject(override.parameters)),
    }),
    reason: t.exposeString('disabledReason', {
      nullable: true,
      description: 'Why the control was disabled here; set only with enabled false.',
    }),
    ...overrideMetadataFields(t),
  }),
});

const ControlOverrideInput = builder.inputType('ControlOverrideInput', {
  description: 'The whole override (PUT semantics): a field left out or null inherits from the control.',
  fields: (t) => ({
    enabled: t.boolean({ description: 'false disables the control for this organization (needs a reason).' }),
    parameters: t.field({ type: 'JSONObject', description: "Keys that replace the control's parameters here." }),
    reason: t.string({
      description: `Why the control is disabled here, 1 to ${TEXT_LIMITS.reason} characters; required with enabled false.`,
    }),
    expiresAt: t.field({
      type: 'DateTime',
      description: `When the override ends by itself: in the future, at most ${MAX_EXPIRY_DAYS} days ahead; null: never.`,
    }),
  }),
});

const WRITE = { permission: 'organization.write' } as const;

async function findControl(context: Context, controlId: string): Promise<void> {
  if (!(await controlExists(context.db, controlId))) throw new NotFoundError('Control not found');
}

/** Which organization's override of which control: the arguments of both mutations. */
const targetArgs = builder.args((t) => ({
  organizationId: t.field({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
  controlId: t.field({ type: 'UUID', required: true, description: "The control's id; another tenant's is not found." }),
}));

builder.mutationFields((t) => ({
  setControlOverride: t.field({
    type: ControlOverrideRef,
    description:
      "Sets the organization's override of a control and queues a re-evaluation, so the grid, the standard's rollup and the trend move together.",
    authScopes: WRITE,
    args: {
      ...targetArgs,
      input: t.arg({ type: ControlOverrideInput, required: true, description: 'The override.' }),
    },
    resolve: async (_root, { organizationId, controlId, input }, context) => {
      const issues: Issue[] = [];
      if (input.enabled === false && input.reason == null)
        issues.push({ path: ['reason'], message: 'A reason is required to disable a control' });
      checkText(issues, ['reason'], input.reason, TEXT_LIMITS.reason);
      checkExpiry(issues, input.expiresAt, context.clock.now());
      if (issues.length > 0) throw invalid(issues, ['input']);
      await findOrganization(context, organizationId);
      await findControl(context, controlId);
      const disabled =
        input.enabled === false
          ? { reason: input.reason!, byUserId: context.principal.userId ?? null, at: context.clock.now() }
          : null;
      return inTransaction(context.db, async (tx) => {
        const before = await overrideState(tx, 'control', organizationId, controlId);
        const override = await putOverride(tx, organizationId, controlId, {
          enabled: input.enabled ?? null,
          parameters: input.parameters ?? null,
          disabled,
          expiresAt: input.expiresAt ?? null,
        });
        await enqueueEvaluation(tx, organizationId);
        if (override.expiresAt) {
          const expiresAt = override.expiresAt.toISOString();
          await scheduleOverrideExpiry(tx, { organizationId, kind: 'control', targetId: controlId, expiresAt });
        }
        await audit(tx, context, {
          action: 'control_override.set',
          target: { type: 'control', id: controlId },
          organizationId,
          changes: overrideChanges(before, await overrideState(tx, 'control', organizationId, controlId)),
        });
        return override;
      });
    },
  }),
  removeControlOverride: t.boolean({
    description:
      'Removes the override, so the control inherits everything again, and queues a re-evaluation. False when there was none.',
    authScopes: WRITE,
    args: {
      ...targetArgs,
    },
    resolve: async (_root, { organizationId, controlId }, context) => {
      await findOrganization(context, organizationId);
      await findControl(context, controlId);
      return inTransaction(context.db, async (tx) => {
        const before = await overrideState(tx, 'control', organizationId, controlId);
        const removed = await deleteOverride(tx, organizationId, controlId);
        if (!removed) return false;
        await enqueueEvaluation(tx, organizationId);
        await audit(tx, context, {
          action: 'control_override.removed',
          target: { type: 'control', id: controlId },
          organizationId,
          changes: overrideChanges(before, null),
        });
        return true;
      });
    },
  }),
}));

export const StandardOverrideRef = builder.objectRef<StandardOverrideRecord>('StandardOverride').implement({
  description:
    "An organization's override of a whole standard: enabled false takes every control of the standard out of this organization's scope (not_applicable), with this override's disable metadata unless a control's own override disables it.",
  fields: (t) => ({
    organizationId: t.expose('organizationId', { type: 'UUID', description: 'The organization it applies to.' }),
    standardId: t.expose('standardId', { type: 'UUID', description: 'The overridden standard.' }),
    enabled: t.exposeBoolean('enabled', {
      description:
        "false takes the standard out of this organization's scope; true keeps it as the tenant has it (an override cannot activate an inactive standard).",
    }),
    reason: t.exposeString('disabledReason', {
      nullable: true,
      description: 'Why the standard was taken out of scope here; set only with enabled false.',
    }),
    ...overrideMetadataFields(t),
  }),
});

const StandardOverrideInput = builder.inputType('StandardOverrideInput', {
  description: 'The whole override of a standard for one organization (PUT semantics).',
  fields: (t) => ({
    enabled: t.boolean({
      required: true,
      description: "false takes the standard out of this organization's scope (needs a reason).",
    }),
    reason: t.string({
      description: `Why the standard is out of scope here, 1 to ${TEXT_LIMITS.reason} characters; required with enabled false.`,
    }),
    expiresAt: t.field({
      type: 'DateTime',
      description: `When the override ends by itself: in the future, at most ${MAX_EXPIRY_DAYS} days ahead; null: never.`,
    }),
  }),
});

async function findStandard(context: Context, standardId: string): Promise<void> {
  if (!(await standardExists(context.db, standardId))) throw new NotFoundError('Standard not found');
}

const standardTargetArgs = builder.args((t) => ({
  organizationId: t.field({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
  standardId: t.field({
    type: 'UUID',
    required: true,
    description: "The standard's id; another tenant's is not found.",
  }),
}));

builder.prismaObjectFields('Organization', (t) => ({
  standardOverrides: t.field({
    type: [StandardOverrideRef],
    description: "The organization's overrides of whole standards, by standard id.",
    select: { id: true },
    resolve: (organization, _args, context) => standardOverridesOf(context.db, organization.id),
  }),
}));

builder.mutationFields((t) => ({
  setStandardOverride: t.field({
    type: StandardOverrideRef,
    description:
      "Sets the organization's override of a standard and queues a re-evaluation, so the grid, the standard's rollup and the trend move together.",
    authScopes: WRITE,
    args: {
      ...standardTargetArgs,
      input: t.arg({ type: StandardOverrideInput, required: true, description: 'The override.' }),
    },
    resolve: async (_root, { organizationId, standardId, input }, context) => {
      const issues: Issue[] = [];
      if (input.enabled === false && input.reason == null)
        issues.push({ path: ['reason'], message: 'A reason is required to take a standard out of scope' });
      checkText(issues, ['reason'], input.reason, TEXT_LIMITS.reason);
      checkExpiry(issues, input.expiresAt, context.clock.now());
      if (issues.length > 0) throw invalid(issues, ['input']);
      await findOrganization(context, organizationId);
      await findStandard(context, standardId);
      const disabled =
        input.enabled === false
          ? { reason: input.reason!, byUserId: context.principal.userId ?? null, at: context.clock.now() }
          : null;
      return inTransaction(context.db, async (tx) => {
        const before = await overrideState(tx, 'standard', organizationId, standardId);
        const override = await putStandardOverride(tx, organizationId, standardId, {
          enabled: input.enabled,
          disabled,
          expiresAt: input.expiresAt ?? null,
        });
        await enqueueEvaluation(tx, organizationId);
        if (override.expiresAt) {
          const expiresAt = override.expiresAt.toISOString();
          await scheduleOverrideExpiry(tx, { organizationId, kind: 'standard', targetId: standardId, expiresAt });
        }
        await audit(tx, context, {
          action: 'standard_override.set',
          target: { type: 'standard', id: standardId },
          organizationId,
          changes: overrideChanges(before, await overrideState(tx, 'standard', organizationId, standardId)),
        });
        return override;
      });
    },
  }),
  removeStandardOverride: t.boolean({
    description:
      'Removes the override of a standard, so the organization is assessed on it as the tenant has it, and queues a re-evaluation. False when there was none.',
    authScopes: WRITE,
    args: { ...standardTargetArgs },
    resolve: async (_root, { organizationId, standardId }, context) => {
      await findOrganization(context, organizationId);
      await findStandard(context, standardId);
      return inTransaction(context.db, async (tx) => {
        const before = await overrideState(tx, 'standard', organizationId, standardId);
        const removed = await deleteStandardOverride(tx, organizationId, standardId);
        if (!removed) return false;
        await enqueueEvaluation(tx, organizationId);
        await audit(tx, context, {
          action: 'standard_override.removed',
          target: { type: 'standard', id: standardId },
          organizationId,
          changes: overrideChanges(before, null),
        });
        return true;
      });
    },
  }),
}));

const OverrideKindEnum = builder.enumType('OverrideKind', {
  description: 'What an override applies to.',
  values: {
    control: { description: 'One control.' },
    standard: { description: 'A whole standard.' },
  } as const,
});

const OverrideEntryRef = builder.objectRef<OverrideEntry>('OverrideEntry').implement({
  description:
    'One override of an organization: of a control or of a whole standard, with who set it and when it ends.',
  fields: (t) => ({
    kind: t.field({ type: OverrideKindEnum, description: 'Control or standard.', resolve: (o) => o.kind }),
    controlId: t.expose('controlId', {
      type: 'UUID',
      nullable: true,
      description: 'The control; null for a standard.',
    }),
    standardId: t.expose('standardId', {
      type: 'UUID',
      nullable: true,
      description: 'The standard; null for a control.',
    }),
    enabled: t.exposeBoolean('enabled', { nullable: true, description: 'false takes it out of scope; null inherits.' }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why it was taken out of scope.' }),
    disabledBy: t.field({
      type: OverrideUser,
      nullable: true,
      description: 'Who disabled it; null for a tenant API key.',
      resolve: (o) => o.disabledBy,
    }),
    disabledAt: t.expose('disabledAt', { type: 'DateTime', nullable: true, description: 'When it was disabled.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'When it ends; null: never.' }),
  }),
});

const OverrideConnection = builder
  .objectRef<{ items: OverrideEntry[]; hasMore: boolean; nextCursor: string | null }>('OverrideConnection')
  .implement({
    description: 'A cursor-paginated list, last changed first. The cursor is opaque: never parse or build it.',
    fields: (t) => ({
      items: t.field({ type: [OverrideEntryRef], description: "This slice's overrides.", resolve: (s) => s.items }),
      nextCursor: t.exposeString('nextCursor', { nullable: true, description: 'Pass as `cursor`; null at the end.' }),
      hasMore: t.exposeBoolean('hasMore', { description: 'Whether another slice follows.' }),
    }),
  });

builder.queryFields((t) => ({
  organizationOverrides: t.field({
    type: OverrideConnection,
    description: "An organization's overrides of controls and standards, last changed first, by cursor.",
    authScopes: { permission: 'organization.read' },
    args: {
      organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
      cursor: t.arg.string({ required: false, description: 'nextCursor of the previous slice.' }),
      limit: t.arg.int({ required: false, description: `Items per slice, 1 to ${MAX_PAGE_SIZE} (default 50).` }),
    },
    resolve: async (_root, { organizationId, cursor, limit }, context) => {
      const take = limit ?? 50;
      if (take < 1 || take > MAX_PAGE_SIZE) {
        throw new BadInputError(`limit must be between 1 and ${MAX_PAGE_SIZE}`, { field: 'limit' });
      }
      const position = cursor ? decodeDetectionCursor(cursor) : null;
      if (cursor && !position) throw new BadInputError(INVALID_CURSOR, { field: 'cursor' });
      await findOrganization(context, organizationId);
      const after = position ? { at: position.firstSeenAt, id: position.id } : null;
      const { items, hasMore } = await overrideSlice(context.db, organizationId, take, after);
      const last = items.at(-1);
      return {
        items,
        hasMore,
        nextCursor: hasMore && last ? encodeCursor([last.updatedAt.toISOString(), last.id]) : null,
      };
    },
  }),
}));
