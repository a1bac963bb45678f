import { Prisma } from '../data/generated/prisma/client.ts';
import {
  type ControlDraft,
  type Issue,
  type Path,
  type StandardDraft,
  checkSlug,
  checkText,
  copiedControlSlug,
  draftStandard,
  firstDuplicate,
} from '../domain/standard-draft.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';
import { AutonomyEnum, SeverityEnum } from './enums.ts';
import { BadInputError, ConflictError, NotFoundError } from '../errors.ts';
import { CONTROL_ORDER } from './standard.ts';

const ControlMatchInput = builder.inputType('ControlMatchInput', {
  description: 'What a new control judges; its predicate becomes the control\'s `requires`.',
  fields: (t) => ({ predicate: t.string({ required: true, description: 'The predicate the control judges, e.g. `device.disk.encryption`.' }) }),
});

const NewControlInput = builder.inputType('NewControlInput', {
  description: 'An initial control of a new standard.',
  fields: (t) => ({
    slugSuffix: t.string({ description: 'Appended to the standard slug; default: the slugified name, else the predicate\'s last segment.' }),
    name: t.string({ description: 'Default: the derived control slug.' }),
    category: t.string({ description: 'Default: `General`.' }),
    severity: t.field({ type: SeverityEnum, description: 'Default: `medium`.' }),
    description: t.string({ description: 'Default: empty.' }),
    enabled: t.boolean({ required: true, description: 'Stored as sent; the control runs only once its standard is enabled.' }),
    autonomy: t.field({ type: AutonomyEnum, required: true, description: 'Remediation advice to consumers; the service never remediates.' }),
    match: t.field({ type: ControlMatchInput, required: true, description: 'The predicate the control judges.' }),
    expect: t.field({ type: 'JSONObject', required: true, description: 'Field name to the boolean it must equal.' }),
    parameters: t.field({ type: 'JSONObject', required: true, description: 'Free-form settings of the rule; may be `{}`.' }),
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
    enabled: t.boolean({ description: 'true activates the standard\'s controls, false deactivates them; absent keeps the current flag.' }),
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
      resolve: (query, created, _args, context) => context.db.standard.findUniqueOrThrow({ ...query, where: { id: created.standardId } }),
    }),
    controls: t.prismaField({
      type: ['Control'],
      description: 'In the order they were sent.',
      resolve: async (query, created, _args, context) => {
        const controls = await context.db.control.findMany({ ...query, where: { standardId: created.standardId } });
        return controls.sort((a, b) => created.controlSlugs.indexOf(a.slug) - created.controlSlugs.indexOf(b.slug));
      },
    }),
  }),
});

/** Bad input with the path of every offending field; `field` is the first one. */
function invalid(issues: Issue[], prefix: Path): BadInputError {
  const paths = issues.map((issue) => ({ field: [...prefix, ...issue.path], message: issue.message }));
  return new BadInputError(issues[0]?.message ?? 'Invalid input', { field: paths[0]?.field, issues: paths });
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/**
 * The unique constraints are the lock: a prior lookup proves nothing under concurrency. Once a
 * write has failed on one, this names the slug that collided (the lookup only words the message).
 */
async function slugConflict(context: Context, standardSlug: string, controlSlugs: readonly string[]): Promise<ConflictError> {
  if (await context.db.standard.findUnique({ where: { tenantId_slug: { tenantId: context.principal.tenantId, slug: standardSlug } }, select: { id: true } })) {
    return new ConflictError(`A standard with the slug '${standardSlug}' already exists`);
  }
  const taken = await context.db.control.findMany({ where: { slug: { in: [...controlSlugs] } }, select: { slug: true } });
  const first = controlSlugs.find((slug) => taken.some((control) => control.slug === slug));
  return new ConflictError(first ? `A control with the slug '${first}' already exists` : 'A slug of this standard or its controls already exists');
}

/** Inserts the standard and its controls as one statement: all rows or none. */
async function insertStandard(context: Context, draft: StandardDraft): Promise<CreatedStandardShape> {
  const { tenantId } = context.principal;
  const controlSlugs = draft.controls.map((control) => control.slug);
  const toRow = (control: ControlDraft) => ({
    ...control,
    // Nested rows escape the tenant extension, which only scopes the top-level write.
    tenantId,
    parameters: control.parameters as Prisma.InputJsonObject,
    definition: control.definition as Prisma.InputJsonObject,
  });
  try {
    const standard = await context.db.standard.create({
      data: {
        tenantId,
        slug: draft.slug,
        name: draft.name,
        description: draft.description,
        enabled: draft.enabled,
        controls: { create: draft.controls.map(toRow) },
      },
      select: { id: true },
    });
    return { standardId: standard.id, controlSlugs };
  } catch (error) {
    if (isUniqueViolation(error)) throw await slugConflict(context, draft.slug, controlSlugs);
    throw error;
  }
}

const WRITE = { permission: 'detection_rule.write' } as const;

builder.mutationFields((t) => ({
  createStandard: t.field({
    type: CreatedStandard,
    description:
      'Creates an inactive standard with its initial controls in one transaction. Only a signed-in human\'s access token may call it. ' +
      'Not idempotent: a slug that exists (the standard\'s or a derived control\'s) is a CONFLICT.',
    authScopes: { $all: { ...WRITE, humanToken: true } },
    args: { input: t.arg({ type: CreateStandardInput, required: true, description: 'The standard and its controls.' }) },
    resolve: async (_root, { input }, context) => {
      const result = draftStandard(input);
      if (result.kind === 'invalid') throw invalid(result.issues, ['input']);
      if (result.kind === 'duplicate') throw new ConflictError(`Two controls of this request derive the slug '${result.slug}'`);
      return insertStandard(context, result.draft);
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
      const issues: Issue[] = [];
      checkText(issues, ['name'], input.name);
      if (issues.length > 0) throw invalid(issues, ['input']);
      const data = {
        ...(input.name != null ? { name: input.name } : {}),
        ...(input.description != null ? { description: input.description } : {}),
        ...(input.enabled != null ? { enabled: input.enabled } : {}),
      };
      const { count } = await context.db.standard.updateMany({ where: { id }, data });
      if (count === 0) throw new NotFoundError('Standard not found');
      return context.db.standard.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  copyStandard: t.prismaField({
    type: 'Standard',
    description: 'Copies a standard and its controls under a new slug, in one transaction. The copy starts inactive at version 1.',
    authScopes: WRITE,
    args: {
      id: t.arg({ type: 'UUID', required: true, description: 'The standard to copy.' }),
      input: t.arg({ type: CopyStandardInput, required: true, description: 'Slug and name of the copy.' }),
    },
    resolve: async (query, _root, { id, input }, context) => {
      const issues: Issue[] = [];
      checkSlug(issues, ['slug'], input.slug);
      checkText(issues, ['name'], input.name);
      if (issues.length > 0) throw invalid(issues, ['input']);
      const source = await context.db.standard.findUnique({ where: { id }, include: { controls: { orderBy: CONTROL_ORDER } } });
      if (!source) throw new NotFoundError('Standard not found');
      const controls = source.controls.map((control): ControlDraft => ({
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
      }));
      const duplicate = firstDuplicate(controls.map((control) => control.slug));
      if (duplicate !== undefined) throw new ConflictError(`Two copied controls derive the slug '${duplicate}'`);
      const draft: StandardDraft = { slug: input.slug, name: input.name ?? `${source.name} (copy)`, description: source.description, enabled: false, controls };
      const { standardId } = await insertStandard(context, draft);
      return context.db.standard.findUniqueOrThrow({ ...query, where: { id: standardId } });
    },
  }),
}));
