import { queryFromInfo } from '@pothos/plugin-prisma';
import { changesBetween } from '../data/audit.ts';
import {
  findOrganization as findOrganizationRow,
  insertOrganization,
  type OrganizationFields,
  organizationFields,
  organizationPage,
  replaceExternalRefs,
  updateOrganizationFields,
} from '../data/organizations.ts';
import { selectOrganization, selectOrganizationOrThrow } from '../data/selections.ts';
import { inTransaction } from '../data/tenant.ts';
import { organizationHealth } from '../domain/health.ts';
import { checkText, type Issue } from '../domain/input.ts';
import {
  checkDomains,
  checkExternalRefs,
  type ExternalRef,
  MAX_DOMAINS,
  MAX_EXTERNAL_REFS,
} from '../domain/organization.ts';
import { toPage } from '../domain/pagination.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { enqueueEvaluation } from '../engine/queue.ts';
import { invalid, NotFoundError } from '../errors.ts';
import { audit } from './audit.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';
import { HealthEnum } from './enums.ts';
import { pageArgs, pageRequest, pageType } from './pagination.ts';

const ExternalRefType = builder.objectRef<ExternalRef>('ExternalRef').implement({
  description: "An organization's identity in another system; one organization of the tenant per system and id.",
  fields: (t) => ({
    system: t.exposeString('system', { description: 'The system, named like a connector type: `microsoft365`.' }),
    id: t.exposeString('id', { description: "The organization's id there, e.g. its Microsoft 365 tenant id." }),
  }),
});

const ExternalRefInput = builder.inputType('ExternalRefInput', {
  description: "An organization's identity in another system.",
  fields: (t) => ({
    system: t.string({
      required: true,
      description: 'The system: 1 to 64 characters of a-z, 0-9, _, . and -, starting with a letter.',
    }),
    id: t.string({
      required: true,
      description: `The organization's id there, 1 to ${TEXT_LIMITS.externalId} characters.`,
    }),
  }),
});

export const Organization = builder.prismaNode('Organization', {
  id: { field: 'id' },
  // node(id:) answers null for an unknown or another tenant's organization, as lists leave it out.
  nullable: true,
  description: "A client of the managed-service provider, assessed against the tenant's standards.",
  // Whatever path reaches an organization (node(id:) included) needs the permission to read it.
  authScopes: { permission: 'organization.read' },
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: 'Stable identifier; pass it as organizationId.' }),
    name: t.exposeString('name', { description: 'Display name of the client.' }),
    health: t.field({
      type: HealthEnum,
      description: "Derived from the organization's integrations.",
      select: { integrations: { select: { status: true } } },
      resolve: (organization) => organizationHealth(organization.integrations.map((i) => i.status)),
    }),
    createdAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'When the organization was added to the tenant.',
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the organization record last changed.' }),
    evaluatedAt: t.expose('evaluatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the engine last evaluated the organization; null before its first evaluation.',
    }),
    domains: t.exposeStringList('domains', {
      description: `Its DNS domains, lower case (at most ${MAX_DOMAINS}); collectors such as the dns connector read them.`,
    }),
    externalRefs: t.field({
      type: [ExternalRefType],
      description:
        'Its identities in other systems (e.g. its Microsoft 365 tenant id), by which a collector finds it; by system, then id.',
      select: {
        externalRefs: {
          select: { system: true, externalId: true },
          orderBy: [{ system: 'asc' }, { externalId: 'asc' }],
        },
      },
      resolve: (organization) => organization.externalRefs.map((ref) => ({ system: ref.system, id: ref.externalId })),
    }),
  }),
});

const OrganizationPage = pageType<unknown>(
  'OrganizationPage',
  'Organization',
  'A page of organizations, ordered by name then id.',
);

export const ORGANIZATION_ID_DESCRIPTION = "The organization's id; another tenant's organization is not found.";

/** The organization with this id in the caller's tenant; another tenant's id is not found. */
export async function findOrganization(context: Context, id: string): Promise<{ id: string; name: string }> {
  const organization = await findOrganizationRow(context.db, id);
  if (!organization) throw new NotFoundError('Organization not found');
  return organization;
}

builder.queryFields((t) => ({
  organizations: t.field({
    type: OrganizationPage,
    description: "The tenant's organizations, page by page.",
    authScopes: { permission: 'organization.read' },
    args: {
      ...pageArgs,
      q: t.arg.string({ required: false, description: 'Case-insensitive substring of the name.' }),
      health: t.arg({ type: HealthEnum, required: false, description: 'Only organizations of this health.' }),
    },
    resolve: async (_root, args, context, info) => {
      const request = pageRequest(args);
      const selection = queryFromInfo({ context, info, path: ['items'], typeName: 'Organization' });
      const { items, total } = await organizationPage(context.db, args, request, selection);
      return toPage(items, total, request);
    },
  }),
  organization: t.prismaField({
    type: 'Organization',
    description: 'One organization; not found when the id belongs to no organization of this tenant.',
    authScopes: { permission: 'organization.read' },
    args: { id: t.arg({ type: 'UUID', required: true, description: "The organization's id." }) },
    resolve: async (query, _root, { id }, context) => {
      const organization = await selectOrganization(context.db, id, query);
      if (!organization) throw new NotFoundError('Organization not found');
      return organization;
    },
  }),
}));

// Writes

interface OrganizationWrite {
  name?: string | null;
  domains?: readonly string[] | null;
  externalRefs?: readonly ExternalRef[] | null;
}

/**
 * The fields to store, checked: a name of 1 to TEXT_LIMITS.name characters (code points, as REST
 * counts them), DNS names (normalised to lower case, each once), external references.
 */
function checkedFields(input: OrganizationWrite): Partial<OrganizationFields> {
  const issues: Issue[] = [];
  checkText(issues, ['name'], input.name, TEXT_LIMITS.name);
  const domains = input.domains == null ? undefined : checkDomains(issues, input.domains);
  const externalRefs = input.externalRefs == null ? undefined : checkExternalRefs(issues, input.externalRefs);
  if (issues.length > 0) throw invalid(issues, ['input']);
  return {
    ...(input.name == null ? {} : { name: input.name }),
    ...(domains === undefined ? {} : { domains }),
    ...(externalRefs === undefined ? {} : { externalRefs }),
  };
}

const DOMAINS_DESCRIPTION = `DNS names (at most ${MAX_DOMAINS}), stored lower case, each once.`;
const EXTERNAL_REFS_DESCRIPTION = `Identities in other systems (at most ${MAX_EXTERNAL_REFS}); one held by another organization of the tenant is a conflict.`;

const OrganizationInput = builder.inputType('OrganizationInput', {
  description: 'The fields of an organization a caller sets.',
  fields: (t) => ({
    name: t.string({ required: true, description: `Display name, 1 to ${TEXT_LIMITS.name} characters.` }),
    domains: t.stringList({ required: false, description: `${DOMAINS_DESCRIPTION} None by default.` }),
    externalRefs: t.field({
      type: [ExternalRefInput],
      required: false,
      description: `${EXTERNAL_REFS_DESCRIPTION} None by default.`,
    }),
  }),
});

const OrganizationUpdateInput = builder.inputType('OrganizationUpdateInput', {
  description: 'Only the fields given change.',
  fields: (t) => ({
    name: t.string({ description: `New display name, 1 to ${TEXT_LIMITS.name} characters; absent keeps it.` }),
    domains: t.stringList({
      required: false,
      description: `${DOMAINS_DESCRIPTION} Replaces the list; absent keeps it.`,
    }),
    externalRefs: t.field({
      type: [ExternalRefInput],
      required: false,
      description: `${EXTERNAL_REFS_DESCRIPTION} Replaces the list; absent keeps it.`,
    }),
  }),
});

const AUDITED_FIELDS = ['name', 'domains', 'externalRefs'] as const;

export const EvaluationStateEnum = builder.enumType('EvaluationState', {
  description: 'Where the evaluation a write asked for stands when the write answers.',
  values: {
    queued: {
      description:
        'On the job queue: an evaluation that starts after this write committed will reflect it (seconds on an idle service).',
    },
  },
});

const EvaluationRequest = builder.objectRef<{ organizationId: string }>('EvaluationRequest').implement({
  description: 'An evaluation of every control of an organization, queued.',
  fields: (t) => ({
    organizationId: t.expose('organizationId', { type: 'UUID', description: 'The organization to evaluate.' }),
    evaluation: t.field({
      type: EvaluationStateEnum,
      description: 'Always queued: the grid reflects it once the job has run.',
      resolve: () => 'queued' as const,
    }),
  }),
});

const WRITE = { permission: 'organization.write' } as const;

builder.mutationFields((t) => ({
  createOrganization: t.prismaField({
    type: 'Organization',
    description:
      'Adds an organization (client) to the tenant and queues its first evaluation: with no integration yet, every control of an enabled standard reads not_covered.',
    authScopes: WRITE,
    args: { input: t.arg({ type: OrganizationInput, required: true, description: 'The new organization.' }) },
    resolve: async (query, _root, { input }, context) => {
      const fields = { ...checkedFields(input), name: input.name };
      const { id } = await inTransaction(context.db, async (tx) => {
        const created = await insertOrganization(tx, fields);
        if (fields.externalRefs?.length) await replaceExternalRefs(tx, created.id, fields.externalRefs);
        await enqueueEvaluation(tx, created.id);
        await audit(tx, context, {
          action: 'organization.created',
          target: { type: 'organization', id: created.id },
          organizationId: created.id,
          changes: changesBetween(null, fields, [...AUDITED_FIELDS]),
        });
        return created;
      });
      return selectOrganizationOrThrow(context.db, id, query);
    },
  }),
  updateOrganization: t.prismaField({
    type: 'Organization',
    description:
      'Changes the fields given (name, domains, external references). Nothing is re-evaluated: these judge nothing (a collector reads domains and references at its next run).',
    authScopes: WRITE,
    args: {
      id: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
      input: t.arg({ type: OrganizationUpdateInput, required: true, description: 'The fields to change.' }),
    },
    resolve: async (query, _root, { id, input }, context) => {
      const fields = checkedFields(input);
      if (Object.keys(fields).length > 0)
        await inTransaction(context.db, async (tx) => {
          const before = await organizationFields(tx, id);
          if (!before || !(await updateOrganizationFields(tx, id, fields)))
            throw new NotFoundError('Organization not found');
          if (fields.externalRefs) await replaceExternalRefs(tx, id, fields.externalRefs);
          await audit(tx, context, {
            action: 'organization.updated',
            target: { type: 'organization', id },
            organizationId: id,
            changes: changesBetween(before, { ...before, ...fields }, [...AUDITED_FIELDS]),
          });
        });
      const organization = await selectOrganization(context.db, id, query);
      if (!organization) throw new NotFoundError('Organization not found');
      return organization;
    },
  }),
  evaluateOrganization: t.field({
    type: EvaluationRequest,
    description: 'Queues a re-evaluation of every control of the organization now.',
    authScopes: WRITE,
    args: { organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }) },
    resolve: async (_root, { organizationId }, context) => {
      await findOrganization(context, organizationId);
      await inTransaction(context.db, async (tx) => {
        await enqueueEvaluation(tx, organizationId);
        await audit(tx, context, {
          action: 'organization.evaluation_requested',
          target: { type: 'organization', id: organizationId },
          organizationId,
        });
      });
      return { organizationId };
    },
  }),
}));
