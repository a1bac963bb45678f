import { queryFromInfo } from '@pothos/plugin-prisma';
import { findOrganization as findOrganizationRow, organizationPage } from '../data/organizations.ts';
import { organizationHealth } from '../domain/health.ts';
import { toPage } from '../domain/pagination.ts';
import { NotFoundError } from '../errors.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';
import { HealthEnum } from './enums.ts';
import { pageArgs, pageRequest, pageType } from './pagination.ts';

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
      const organization = await context.db.organization.findUnique({ ...query, where: { id } });
      if (!organization) throw new NotFoundError('Organization not found');
      return organization;
    },
  }),
}));
