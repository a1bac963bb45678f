import { BROKEN_INTEGRATION_STATUSES, HEALTH_CRITERIA, type Health } from '../domain/health.ts';
import type { ExternalRef } from '../domain/organization.ts';
import { type PageRequest, pageWindow } from '../domain/pagination.ts';
import { ConflictError } from '../errors.ts';
import type { Driver } from './client.ts';
import { Prisma } from './generated/prisma/client.ts';
import type { Selection, TenantClient, TenantDb } from './tenant.ts';

/** The database filter for a health value, built from the same criteria as the classification. */
export function healthWhere(health: Health): Prisma.OrganizationWhereInput {
  const { anyConnected, anyBroken } = HEALTH_CRITERIA[health];
  const connected = { status: 'connected' as const };
  const broken = { status: { in: [...BROKEN_INTEGRATION_STATUSES] } };
  const conditions: Prisma.OrganizationWhereInput[] = [
    { integrations: anyConnected ? { some: connected } : { none: connected } },
  ];
  if (anyBroken !== undefined) conditions.push({ integrations: anyBroken ? { some: broken } : { none: broken } });
  return { AND: conditions };
}

export interface OrganizationFilter {
  /** Case-insensitive substring of the name. */
  q?: string | null;
  health?: Health | null;
}

/** The filter of the organization lists: name substring (any case) and health. */
export function organizationWhere(filter: OrganizationFilter): Prisma.OrganizationWhereInput {
  return {
    ...(filter.q ? { name: { contains: filter.q, mode: 'insensitive' } } : {}),
    ...(filter.health ? healthWhere(filter.health) : {}),
  };
}

/** A page of organizations by name then id, and how many match in all. */
export async function organizationPage(
  db: TenantDb,
  filter: OrganizationFilter,
  request: PageRequest,
  /** What the caller reads of each item (Pothos' `queryFromInfo`). */
  selection: Selection<Prisma.OrganizationFindManyArgs>,
): Promise<{ items: unknown[]; total: number }> {
  const where = organizationWhere(filter);
  const [items, total] = await Promise.all([
    db.organization.findMany({
      ...(selection as object),
      where,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      ...pageWindow(request),
    }),
    db.organization.count({ where }),
  ]);
  return { items, total };
}

/** An organization (`$1`) of a tenant (`$2`): a hot statement, on the driver (shared with the bench's floor). */
export const ORGANIZATION_SQL = 'SELECT id, name FROM "Organization" WHERE id = $1::uuid AND "tenantId" = $2::uuid';

/** ORGANIZATION_SQL on a driver: the organization, or null (another tenant's id included). */
export async function organizationOn(
  driver: Driver,
  tenantId: string,
  id: string,
): Promise<{ id: string; name: string } | null> {
  const { rows } = await driver.query<{ id: string; name: string }>(ORGANIZATION_SQL, [id, tenantId]);
  return rows[0] ?? null;
}

/** The organization with this id in the caller's tenant, or null (another tenant's id included). */
export function findOrganization(db: TenantDb, id: string): Promise<{ id: string; name: string } | null> {
  return organizationOn(db.$driver(), db.$tenantId(), id);
}

/** A new organization of the tenant. */
export function insertOrganization(
  db: TenantClient,
  fields: { name: string; domains?: readonly string[] },
): Promise<{ id: string }> {
  const data = { tenantId: db.$tenantId(), name: fields.name, domains: [...(fields.domains ?? [])] };
  return db.organization.create({ data, select: { id: true } });
}

/** What an organization's audit entries compare: its fields and its external references. */
export interface OrganizationFields {
  name: string;
  domains: string[];
  externalRefs: ExternalRef[];
}

/** The organization's own fields, or null (another tenant's id included). */
export async function organizationFields(db: TenantClient, id: string): Promise<OrganizationFields | null> {
  const row = await db.organization.findUnique({
    where: { id },
    select: {
      name: true,
      domains: true,
      externalRefs: { select: { system: true, externalId: true }, orderBy: [{ system: 'asc' }, { externalId: 'asc' }] },
    },
  });
  if (!row) return null;
  const externalRefs = row.externalRefs.map((ref) => ({ system: ref.system, id: ref.externalId }));
  return { name: row.name, domains: row.domains, externalRefs };
}

/** Changes the fields given; false when the tenant has no such organization. */
export async function updateOrganizationFields(
  db: TenantClient,
  id: string,
  fields: { name?: string; domains?: readonly string[] },
): Promise<boolean> {
  const data = {
    ...(fields.name === undefined ? {} : { name: fields.name }),
    ...(fields.domains === undefined ? {} : { domains: [...fields.domains] }),
  };
  const { count } = await db.organization.updateMany({ where: { id }, data });
  return count > 0;
}

/**
 * Makes `refs` the organization's external references. A reference another organization of the
 * tenant holds is a conflict: one system's id names one client (checked first to name it; the
 * unique index decides between concurrent writers).
 */
export async function replaceExternalRefs(
  db: TenantClient,
  organizationId: string,
  refs: readonly ExternalRef[],
): Promise<void> {
  const taken = await db.organizationExternalRef.findFirst({
    where: {
      organizationId: { not: organizationId },
      OR: refs.map((ref) => ({ system: ref.system, externalId: ref.id })),
    },
    select: { system: true, externalId: true },
  });
  if (refs.length > 0 && taken) throw externalRefConflict(taken);
  await db.organizationExternalRef.deleteMany({ where: { organizationId } });
  if (refs.length === 0) return;
  const tenantId = db.$tenantId();
  try {
    await db.organizationExternalRef.createMany({
      data: refs.map((ref) => ({ tenantId, organizationId, system: ref.system, externalId: ref.id })),
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      throw new ConflictError('An external reference given is already held by another organization');
    throw error;
  }
}

function externalRefConflict(taken: { system: string; externalId: string }): ConflictError {
  return new ConflictError(
    `The external reference ${taken.system} '${taken.externalId}' is already held by another organization`,
  );
}
