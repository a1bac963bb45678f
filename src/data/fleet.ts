import { emptyCounts, type StatusCounts } from '../domain/status.ts';
import { Prisma } from './generated/prisma/client.ts';
import type { TenantDb } from './tenant.ts';

/**
 * The status of every (organization, control) pair as the grid reports it, in SQL: outside the
 * effective scope (standard off, or the control off unless the organization's override turns it
 * on) it is not_applicable whatever it last evaluated to; never evaluated, it is no_data;
 * otherwise the latest evaluation's status. Kept equal to `complianceRow` (src/domain/grid.ts),
 * so a fleet row and the organization's grid always agree.
 */
const GRID_STATUS = Prisma.sql`
  CASE WHEN NOT (s.enabled AND COALESCE(o.enabled, c.enabled)) THEN 'not_applicable'
       ELSE COALESCE(cs.status::text, 'no_data') END`;

interface CountsRow {
  organizationId: string;
  pass: number;
  fail: number;
  noData: number;
  notCovered: number;
  notApplicable: number;
}

/**
 * The five status counts of each organization (all of the tenant's when `organizationIds` is
 * omitted) in ONE statement: every organization against every control of the tenant, joined to
 * its latest state and override. An organization with no controls counts zero everywhere.
 */
export async function organizationStatusCounts(
  db: TenantDb,
  organizationIds?: readonly string[],
): Promise<Map<string, StatusCounts>> {
  const tenantId = db.$tenantId();
  const only =
    organizationIds === undefined ? Prisma.empty : Prisma.sql`AND org.id = ANY(${[...organizationIds]}::uuid[])`;
  const rows = await db.$queryRaw<CountsRow[]>`
    SELECT org.id AS "organizationId",
           count(*) FILTER (WHERE g.status = 'pass')::int AS pass,
           count(*) FILTER (WHERE g.status = 'fail')::int AS fail,
           count(*) FILTER (WHERE g.status = 'no_data')::int AS "noData",
           count(*) FILTER (WHERE g.status = 'not_covered')::int AS "notCovered",
           count(*) FILTER (WHERE g.status = 'not_applicable')::int AS "notApplicable"
      FROM "Organization" org
      JOIN "Control" c ON c."tenantId" = ${tenantId}::uuid
      JOIN "Standard" s ON s.id = c."standardId"
      LEFT JOIN "ControlState" cs ON cs."organizationId" = org.id AND cs."controlId" = c.id
      LEFT JOIN "ControlOverride" o ON o."organizationId" = org.id AND o."controlId" = c.id
      CROSS JOIN LATERAL (SELECT ${GRID_STATUS} AS status) g
     WHERE org."tenantId" = ${tenantId}::uuid ${only}
     GROUP BY org.id`;
  const counts = new Map<string, StatusCounts>(
    (organizationIds ?? []).map((id): [string, StatusCounts] => [id, emptyCounts()]),
  );
  for (const { organizationId, ...row } of rows) counts.set(organizationId, row);
  return counts;
}

/**
 * Where an organization fails this control as its grid says: its latest state is fail and the
 * control is in its effective scope; null when the control is outside every organization's scope
 * (its standard is off) or is not the tenant's.
 */
export async function failingControlWhere(
  db: TenantDb,
  controlId: string,
): Promise<Prisma.OrganizationWhereInput | null> {
  const control = await db.control.findUnique({
    where: { id: controlId },
    select: { enabled: true, standard: { select: { enabled: true } } },
  });
  if (!control) return null;
  const failing: Prisma.OrganizationWhereInput = { latestStates: { some: { controlId, status: 'fail' } } };
  if (!control.standard.enabled) return { AND: [failing, { id: { in: [] } }] };
  // The organization's override decides when it has one; the control's own flag otherwise.
  const override = control.enabled
    ? { overrides: { none: { controlId, enabled: false } } }
    : { overrides: { some: { controlId, enabled: true } } };
  return { AND: [failing, override] };
}

export async function controlExists(db: TenantDb, id: string): Promise<boolean> {
  return (await db.control.findUnique({ where: { id }, select: { id: true } })) !== null;
}
