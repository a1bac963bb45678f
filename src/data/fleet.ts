import type { IntegrationStatus } from '../domain/health.ts';
import { emptyCounts, type StatusCounts } from '../domain/status.ts';
import { Prisma } from './generated/prisma/client.ts';
import type { TenantDb } from './tenant.ts';

/**
 * Whether a control `c` of standard `s` is in an organization's effective scope, given that
 * organization's override of the control `o` and of the standard `so` (either may be absent): the
 * standard on and not overridden off there, and the control on there (its override's flag, else its own).
 */
const IN_SCOPE = 's.enabled AND COALESCE(so.enabled, true) AND COALESCE(o.enabled, c.enabled)';
export const EFFECTIVELY_IN_SCOPE = Prisma.raw(`(${IN_SCOPE})`);

/**
 * The status of every (organization, control) pair as the grid reports it, in SQL: outside the
 * effective scope (standard off, or overridden off for the organization, or the control off unless
 * the organization's override turns it on) it is not_applicable whatever it last evaluated to; never evaluated, it is no_data;
 * otherwise the latest evaluation's status. Kept equal to `complianceRow` (src/domain/grid.ts),
 * so a fleet row and the organization's grid always agree.
 */
const GRID_STATUS = Prisma.sql`
  CASE WHEN NOT (${Prisma.raw(IN_SCOPE)}) THEN 'not_applicable' ELSE COALESCE(cs.status::text, 'no_data') END`;

interface CountsRow {
  organizationId: string;
  pass: number;
  fail: number;
  noData: number;
  notCovered: number;
  notApplicable: number;
  /** Controls of severity high failing (fail is only ever in scope). */
  failingHigh: number;
}

const COUNTS = Prisma.sql`
  count(*) FILTER (WHERE g.status = 'pass')::int AS pass,
  count(*) FILTER (WHERE g.status = 'fail')::int AS fail,
  count(*) FILTER (WHERE g.status = 'no_data')::int AS "noData",
  count(*) FILTER (WHERE g.status = 'not_covered')::int AS "notCovered",
  count(*) FILTER (WHERE g.status = 'not_applicable')::int AS "notApplicable",
  count(*) FILTER (WHERE g.status = 'fail' AND c.severity = 'high')::int AS "failingHigh"`;

/**
 * The five status counts of each organization of a list, in ONE statement: per organization, every
 * control of the tenant against that organization's latest states (an index range on the state's
 * key) and overrides, so a page of 50 reads 50 x controls rows, not the whole tenant's states.
 */
async function countsOfOrganizations(db: TenantDb, organizationIds: readonly string[]): Promise<CountsRow[]> {
  const tenantId = db.$tenantId();
  return db.$queryRaw<CountsRow[]>`
    SELECT org.id AS "organizationId", counts.*
      FROM "Organization" org
     CROSS JOIN LATERAL (
       SELECT ${COUNTS}
         FROM "Control" c
         JOIN "Standard" s ON s.id = c."standardId"
         LEFT JOIN "ControlState" cs ON cs."organizationId" = org.id AND cs."controlId" = c.id
         LEFT JOIN "ControlOverride" o ON o."organizationId" = org.id AND o."controlId" = c.id
         LEFT JOIN "StandardOverride" so ON so."organizationId" = org.id AND so."standardId" = s.id
        CROSS JOIN LATERAL (SELECT ${GRID_STATUS} AS status) g
        WHERE c."tenantId" = ${tenantId}::uuid
     ) counts
     WHERE org."tenantId" = ${tenantId}::uuid AND org.id = ANY(${[...organizationIds]}::uuid[])`;
}

/**
 * The same counts for every organization of the tenant, in ONE statement that reads each latest
 * state once: the states in the effective scope grouped by status, then what has no state row by
 * arithmetic. A control in scope but never evaluated is no_data; a control out of scope is
 * not_applicable; the scope is the standard's and control's flags, changed per organization by
 * the overrides that flip the control's own flag and those that take a whole standard out. (Joining every organization to every control, as
 * for a page, costs twice as much at a thousand organizations.)
 */
async function countsOfTenant(db: TenantDb): Promise<CountsRow[]> {
  const tenantId = db.$tenantId();
  return db.$queryRaw<CountsRow[]>`
    WITH ctl AS (
      SELECT c.id, c."standardId" AS standard_id, s.enabled AS standard_on, c.enabled AS control_on, c.severity
        FROM "Control" c JOIN "Standard" s ON s.id = c."standardId"
       WHERE c."tenantId" = ${tenantId}::uuid
    ), catalog AS (
      SELECT count(*)::int AS total, (count(*) FILTER (WHERE standard_on AND control_on))::int AS in_scope FROM ctl
    ), standards_off AS (
      SELECT "organizationId" AS organization, "standardId" AS standard_id FROM "StandardOverride"
       WHERE "tenantId" = ${tenantId}::uuid AND NOT enabled
    ), flips AS (
      SELECT o."organizationId" AS organization,
             (count(*) FILTER (WHERE ctl.standard_on AND NOT ctl.control_on AND o.enabled))::int AS turned_on,
             (count(*) FILTER (WHERE ctl.standard_on AND ctl.control_on AND NOT o.enabled))::int AS turned_off
        FROM "ControlOverride" o JOIN ctl ON ctl.id = o."controlId"
       WHERE o."tenantId" = ${tenantId}::uuid
         AND NOT EXISTS (SELECT 1 FROM standards_off x WHERE x.organization = o."organizationId" AND x.standard_id = ctl.standard_id)
       GROUP BY 1
    ), scoped_out AS (
      -- What a standard override takes out: its controls that catalog counts in scope. Their
      -- control overrides are left out of flips, so they are not looked at here either.
      SELECT x.organization, count(*)::int AS controls
        FROM standards_off x
        JOIN ctl ON ctl.standard_id = x.standard_id AND ctl.standard_on AND ctl.control_on
       GROUP BY 1
    ), evaluated AS (
      SELECT cs."organizationId" AS organization, count(*)::int AS states,
             count(*) FILTER (WHERE cs.status = 'pass')::int AS pass,
             count(*) FILTER (WHERE cs.status = 'fail')::int AS fail,
             count(*) FILTER (WHERE cs.status = 'no_data')::int AS no_data,
             count(*) FILTER (WHERE cs.status = 'not_covered')::int AS not_covered,
             count(*) FILTER (WHERE cs.status = 'not_applicable')::int AS not_applicable,
             count(*) FILTER (WHERE cs.status = 'fail' AND ctl.severity = 'high')::int AS failing_high
        FROM "ControlState" cs
        JOIN ctl ON ctl.id = cs."controlId"
        LEFT JOIN "ControlOverride" o ON o."organizationId" = cs."organizationId" AND o."controlId" = cs."controlId"
       WHERE cs."tenantId" = ${tenantId}::uuid AND ctl.standard_on AND COALESCE(o.enabled, ctl.control_on)
         AND NOT EXISTS (SELECT 1 FROM standards_off x WHERE x.organization = cs."organizationId" AND x.standard_id = ctl.standard_id)
       GROUP BY 1
    ), scope AS (
      SELECT org.id, catalog.total,
             catalog.in_scope + COALESCE(f.turned_on, 0) - COALESCE(f.turned_off, 0) - COALESCE(so.controls, 0) AS in_scope
        FROM "Organization" org
       CROSS JOIN catalog
        LEFT JOIN flips f ON f.organization = org.id
        LEFT JOIN scoped_out so ON so.organization = org.id
       WHERE org."tenantId" = ${tenantId}::uuid
    )
    SELECT scope.id AS "organizationId",
           COALESCE(e.pass, 0) AS pass,
           COALESCE(e.fail, 0) AS fail,
           COALESCE(e.no_data, 0) + scope.in_scope - COALESCE(e.states, 0) AS "noData",
           COALESCE(e.not_covered, 0) AS "notCovered",
           COALESCE(e.not_applicable, 0) + scope.total - scope.in_scope AS "notApplicable",
           COALESCE(e.failing_high, 0) AS "failingHigh"
      FROM scope LEFT JOIN evaluated e ON e.organization = scope.id`;
}

/** An organization's grid as the fleet reads it: its rows by status, and its failing high-severity controls. */
export interface GridStanding {
  counts: StatusCounts;
  failingHigh: number;
}

export const NO_STANDING: GridStanding = { counts: emptyCounts(), failingHigh: 0 };

/**
 * The five status counts of each organization, exactly as its grid shows them, and its failing
 * high-severity controls: of these organizations, or of every organization of the tenant when
 * `organizationIds` is omitted. One statement either way. An organization with no controls counts
 * zero everywhere.
 */
export async function organizationStandings(
  db: TenantDb,
  organizationIds?: readonly string[],
): Promise<Map<string, GridStanding>> {
  const rows =
    organizationIds === undefined ? await countsOfTenant(db) : await countsOfOrganizations(db, organizationIds);
  const standings = new Map<string, GridStanding>((organizationIds ?? []).map((id) => [id, NO_STANDING]));
  for (const { organizationId, failingHigh, ...counts } of rows) standings.set(organizationId, { counts, failingHigh });
  return standings;
}

/**
 * Every organization of the tenant matching `where`, with what the fleet ranks it by beside its
 * grid: one statement, and a second for the integrations' statuses when the order is by health.
 */
export async function organizationsToRank(
  db: TenantDb,
  where: Prisma.OrganizationWhereInput,
  withIntegrations: boolean,
): Promise<{ id: string; name: string; evaluatedAt: Date | null; integrations: { status: IntegrationStatus }[] }[]> {
  const select = { id: true, name: true, evaluatedAt: true } as const;
  if (!withIntegrations)
    return (await db.organization.findMany({ where, select })).map((o) => ({ ...o, integrations: [] }));
  return db.organization.findMany({ where, select: { ...select, integrations: { select: { status: true } } } });
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
    select: { enabled: true, standardId: true, standard: { select: { enabled: true } } },
  });
  if (!control) return null;
  const failing: Prisma.OrganizationWhereInput = { latestStates: { some: { controlId, status: 'fail' } } };
  if (!control.standard.enabled) return { AND: [failing, { id: { in: [] } }] };
  // The organization's override decides when it has one; the control's own flag otherwise.
  const override = control.enabled
    ? { overrides: { none: { controlId, enabled: false } } }
    : { overrides: { some: { controlId, enabled: true } } };
  const standardInScope = { standardOverrides: { none: { standardId: control.standardId, enabled: false } } };
  return { AND: [failing, override, standardInScope] };
}

export async function controlExists(db: TenantDb, id: string): Promise<boolean> {
  return (await db.control.findUnique({ where: { id }, select: { id: true } })) !== null;
}

/** Open detections of each of these organizations, or of every one when omitted (0 for none), in one statement. */
export async function openDetectionCounts(
  db: TenantDb,
  organizationIds?: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db.detection.groupBy({
    by: ['organizationId'],
    where: { ...(organizationIds ? { organizationId: { in: [...organizationIds] } } : {}), status: 'open' },
    _count: { _all: true },
  });
  return new Map(rows.map((row) => [row.organizationId, row._count._all]));
}

/** An organization of a matrix page, with the scalar columns the graph's Organization reads. */
export interface MatrixOrganization {
  id: string;
  tenantId: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  evaluatedAt: Date | null;
}

/** A page of the tenant's organizations by name then id (name filter `q`, any case), and how many match, in one statement. */
export async function organizationsPage(
  db: TenantDb,
  filter: { q?: string | null },
  page: { page: number; pageSize: number },
): Promise<{ items: MatrixOrganization[]; total: number }> {
  const tenantId = db.$tenantId();
  // A substring, as the other lists' `q`: LIKE's own wildcards in it are plain characters.
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, '\\$&')}%` : null;
  const [result] = await db.$queryRaw<
    {
      total: number;
      items:
        | (Omit<MatrixOrganization, 'createdAt' | 'updatedAt' | 'evaluatedAt'> &
            Record<'createdAt' | 'updatedAt' | 'evaluatedAt', string | null>)[]
        | null;
    }[]
  >`
    WITH matching AS (
      SELECT id, "tenantId", name, "createdAt", "updatedAt", "evaluatedAt" FROM "Organization"
       WHERE "tenantId" = ${tenantId}::uuid AND (${pattern}::text IS NULL OR name ILIKE ${pattern}::text)
    ), paged AS (
      SELECT * FROM matching ORDER BY name, id LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}
    )
    SELECT (SELECT count(*) FROM matching)::int AS total,
           (SELECT json_agg(paged ORDER BY name, id) FROM paged) AS items`;
  const items = (result?.items ?? []).map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt!),
    updatedAt: new Date(row.updatedAt!),
    evaluatedAt: row.evaluatedAt ? new Date(row.evaluatedAt) : null,
  }));
  return { items, total: result?.total ?? 0 };
}

export interface MatrixStandard {
  id: string;
  name: string;
  slug: string;
}

export interface MatrixCell extends StatusCounts {
  organizationId: string;
  standardId: string;
  /** False when the organization overrides the standard out of its scope. */
  inScope: boolean;
}

/**
 * The fleet x standard matrix of these organizations, in one statement: the tenant's enabled
 * standards (of `standardIds` when given) by name, and for each organization and standard the
 * standard's grid rows there by status, as the organization's grid shows them.
 */
export async function matrixCells(
  db: TenantDb,
  organizationIds: readonly string[],
  standardIds: readonly string[] | null,
): Promise<{ standards: MatrixStandard[]; cells: MatrixCell[] }> {
  const tenantId = db.$tenantId();
  const [result] = await db.$queryRaw<{ standards: MatrixStandard[] | null; cells: MatrixCell[] | null }[]>`
    WITH std AS (
      SELECT id, name, slug FROM "Standard"
       WHERE "tenantId" = ${tenantId}::uuid AND enabled
         AND (${standardIds === null} OR id = ANY(${[...(standardIds ?? [])]}::uuid[]))
    ), cells AS (
      SELECT org.id AS "organizationId", c."standardId", ${COUNTS}, bool_and(COALESCE(so.enabled, true)) AS "inScope"
        FROM unnest(${[...organizationIds]}::uuid[]) AS org(id)
        JOIN "Control" c ON c."tenantId" = ${tenantId}::uuid AND c."standardId" IN (SELECT id FROM std)
        JOIN "Standard" s ON s.id = c."standardId"
        LEFT JOIN "ControlState" cs ON cs."organizationId" = org.id AND cs."controlId" = c.id
        LEFT JOIN "ControlOverride" o ON o."organizationId" = org.id AND o."controlId" = c.id
        LEFT JOIN "StandardOverride" so ON so."organizationId" = org.id AND so."standardId" = s.id
       CROSS JOIN LATERAL (SELECT ${GRID_STATUS} AS status) g
       GROUP BY org.id, c."standardId"
    )
    SELECT (SELECT json_agg(std ORDER BY name, id) FROM std) AS standards,
           (SELECT json_agg(cells) FROM cells) AS cells`;
  return { standards: result?.standards ?? [], cells: result?.cells ?? [] };
}
