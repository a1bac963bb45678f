import {
  type OverrideEntry,
  type OverrideRecord,
  overrideSlice,
  type StandardOverrideRecord,
  standardOverridesOf,
} from '../data/overrides.ts';
import { MAX_EXPIRY_DAYS } from '../domain/override.ts';
import { decodeTimeIdCursor, encodeTimeIdCursor, MAX_PAGE_SIZE, type TimeIdPosition } from '../domain/pagination.ts';
import { asObject } from '../domain/settings.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { type OverrideCaller, removeOverride, setOverride } from '../engine/overrides.ts';
import { BadInputError, INVALID_CURSOR } from '../errors.ts';
import { auditOrigin } from './audit.ts';
import { builder } from './builder.ts';
import { timeIdConnection } from './connection.ts';
import type { Context } from './context.ts';
import { findOrganization, ORGANIZATION_ID_DESCRIPTION } from './organization.ts';

/** The override service's caller (src/engine/overrides.ts): the tenant, clock, user and audit origin of the request. */
function callerOf(context: Context): OverrideCaller {
  const { db, clock, principal } = context;
  return { db, now: clock.now(), userId: principal.userId ?? null, origin: auditOrigin(context) };
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
    resolve: (_root, { organizationId, controlId, input }, context) =>
      setOverride(callerOf(context), { kind: 'control', organizationId, targetId: controlId }, input),
  }),
  removeControlOverride: t.boolean({
    description:
      'Removes the override, so the control inherits everything again, and queues a re-evaluation. False when there was none.',
    authScopes: WRITE,
    args: {
      ...targetArgs,
    },
    resolve: (_root, { organizationId, controlId }, context) =>
      removeOverride(callerOf(context), { kind: 'control', organizationId, targetId: controlId }),
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
    resolve: (_root, { organizationId, standardId, input }, context) =>
      setOverride(callerOf(context), { kind: 'standard', organizationId, targetId: standardId }, input),
  }),
  removeStandardOverride: t.boolean({
    description:
      'Removes the override of a standard, so the organization is assessed on it as the tenant has it, and queues a re-evaluation. False when there was none.',
    authScopes: WRITE,
    args: { ...standardTargetArgs },
    resolve: (_root, { organizationId, standardId }, context) =>
      removeOverride(callerOf(context), { kind: 'standard', organizationId, targetId: standardId }),
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

/** A slice of one organization's overrides, last changed first; another tenant's or an unknown organization is not found. */
function overridesOf(context: Context, organizationId: string) {
  return async (take: number, after: TimeIdPosition | null) => {
    await findOrganization(context, organizationId);
    return overrideSlice(context.db, organizationId, take, after);
  };
}

builder.queryFields((t) => ({
  overrides: t.connection(
    {
      type: OverrideEntryRef,
      description: "An organization's overrides of controls and standards, last changed first.",
      authScopes: { permission: 'organization.read' },
      args: { organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }) },
      resolve: (_root, { organizationId, ...page }, context) =>
        timeIdConnection(page, 50, (entry: OverrideEntry) => entry.updatedAt, overridesOf(context, organizationId)),
    },
    { name: 'OrganizationOverrideConnection', description: 'Overrides by cursor, last changed first.' },
    { name: 'OrganizationOverrideEdge', description: 'One override and its cursor.' },
  ),
  organizationOverrides: t.field({
    type: OverrideConnection,
    description: "An organization's overrides of controls and standards, last changed first, by cursor.",
    deprecationReason: 'Use overrides (a Relay connection: first, after).',
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
      const after = cursor ? decodeTimeIdCursor(cursor) : null;
      if (cursor && !after) throw new BadInputError(INVALID_CURSOR, { field: 'cursor' });
      const { items, hasMore } = await overridesOf(context, organizationId)(take, after);
      const last = items.at(-1);
      return {
        items,
        hasMore,
        nextCursor: hasMore && last ? encodeTimeIdCursor({ at: last.updatedAt, id: last.id }) : null,
      };
    },
  }),
}));
