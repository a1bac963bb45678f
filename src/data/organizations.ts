import { BROKEN_INTEGRATION_STATUSES, HEALTH_CRITERIA, type Health } from '../domain/health.ts';
import { type PageRequest, pageWindow } from '../domain/pagination.ts';
import type { Driver } from './client.ts';
import type { Prisma } from './generated/prisma/client.ts';
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
export function insertOrganization(db: TenantClient, name: string): Promise<{ id: string }> {
  return db.organization.create({ data: { tenantId: db.$tenantId(), name }, select: { id: true } });
}

/** Renames the organization; false when the tenant has no such organization. */
export async function renameOrganization(db: TenantClient, id: string, name: string): Promise<boolean> {
  const { count } = await db.organization.updateMany({ where: { id }, data: { name } });
  return count > 0;
}
