import type { ConnectorCapability, MappedIntegration } from '../domain/coverage.ts';
import type { GridEntry } from '../domain/grid.ts';
import type { StatusCounts } from '../domain/status.ts';
import type { Db } from './client.ts';
import type { TenantDb } from './tenant.ts';

/**
 * Every control of the tenant with its latest state, override and open-detection count for one
 * organization, in ONE statement, ordered as the grid is (standard, category, name). Raw SQL
 * because the grid is the hot read path and Prisma's per-row mapping of seven relation queries
 * was most of its cost (README, Benchmark).
 */
export async function gridEntries(db: TenantDb, organizationId: string): Promise<GridEntry[]> {
  const tenantId = db.$tenantId();
  return db.$queryRaw<GridEntry[]>`
    SELECT c.id, c.name, c.category, c.severity::text AS severity, c.enabled, c.parameters, c.requires,
           s.id AS "standardId", s.name AS "standardName", s.enabled AS "standardEnabled",
           cs.status::text AS status, cs."subjectsEvaluated", cs."subjectsFailing", cs.detail, cs."evaluatedAt", cs."standardVersion",
           o.enabled AS "overrideEnabled", o.parameters AS "overrideParameters",
           o."disabledReason", o."disabledAt", u.name AS "disabledByName",
           COALESCE(d.open, 0)::int AS "openDetectionCount"
      FROM "Control" c
      JOIN "Standard" s ON s.id = c."standardId"
      LEFT JOIN "ControlState" cs ON cs."organizationId" = ${organizationId}::uuid AND cs."controlId" = c.id
      LEFT JOIN "ControlOverride" o ON o."organizationId" = ${organizationId}::uuid AND o."controlId" = c.id
      LEFT JOIN "User" u ON u.id = o."disabledById"
      LEFT JOIN (
        SELECT "controlId", count(*) AS open FROM "Detection"
         WHERE "organizationId" = ${organizationId}::uuid AND "tenantId" = ${tenantId}::uuid AND status = 'open'
         GROUP BY "controlId"
      ) d ON d."controlId" = c.id
     WHERE c."tenantId" = ${tenantId}::uuid
     ORDER BY s.name, s.id, c.category, c.name, c.id`;
}

/**
 * The grid entries of several organizations of the tenant in ONE statement (a page of
 * organizations asking for their grids), keyed by organization, each in the grid's order: the
 * statement above with the organizations joined in.
 */
export async function gridEntriesOf(
  db: TenantDb,
  organizationIds: readonly string[],
): Promise<Map<string, GridEntry[]>> {
  const tenantId = db.$tenantId();
  const ids = [...organizationIds];
  const records = await db.$queryRaw<(GridEntry & { organizationId: string })[]>`
    SELECT org.id AS "organizationId",
           c.id, c.name, c.category, c.severity::text AS severity, c.enabled, c.parameters, c.requires,
           s.id AS "standardId", s.name AS "standardName", s.enabled AS "standardEnabled",
           cs.status::text AS status, cs."subjectsEvaluated", cs."subjectsFailing", cs.detail, cs."evaluatedAt", cs."standardVersion",
           o.enabled AS "overrideEnabled", o.parameters AS "overrideParameters",
           o."disabledReason", o."disabledAt", u.name AS "disabledByName",
           COALESCE(d.open, 0)::int AS "openDetectionCount"
      FROM "Organization" org
      JOIN "Control" c ON c."tenantId" = org."tenantId"
      JOIN "Standard" s ON s.id = c."standardId"
      LEFT JOIN "ControlState" cs ON cs."organizationId" = org.id AND cs."controlId" = c.id
      LEFT JOIN "ControlOverride" o ON o."organizationId" = org.id AND o."controlId" = c.id
      LEFT JOIN "User" u ON u.id = o."disabledById"
      LEFT JOIN (
        SELECT "organizationId", "controlId", count(*) AS open FROM "Detection"
         WHERE "organizationId" = ANY(${ids}::uuid[]) AND "tenantId" = ${tenantId}::uuid AND status = 'open'
         GROUP BY "organizationId", "controlId"
      ) d ON d."organizationId" = org.id AND d."controlId" = c.id
     WHERE org.id = ANY(${ids}::uuid[]) AND org."tenantId" = ${tenantId}::uuid
     ORDER BY org.id, s.name, s.id, c.category, c.name, c.id`;
  const byOrganization = new Map<string, GridEntry[]>(ids.map((id) => [id, []]));
  for (const { organizationId, ...entry } of records) byOrganization.get(organizationId)?.push(entry);
  return byOrganization;
}

/** The organization's integrations, by connector type code. */
export async function mappedIntegrations(db: TenantDb, organizationId: string): Promise<MappedIntegration[]> {
  const integrations = await db.integration.findMany({
    where: { organizationId },
    select: { status: true, connectorType: { select: { typeCode: true } } },
  });
  return integrations.map((i) => ({ typeCode: i.connectorType.typeCode, status: i.status }));
}

/** The integrations of several organizations, keyed by organization. */
export async function mappedIntegrationsOf(
  db: TenantDb,
  organizationIds: readonly string[],
): Promise<Map<string, MappedIntegration[]>> {
  const integrations = await db.integration.findMany({
    where: { organizationId: { in: [...organizationIds] } },
    select: { organizationId: true, status: true, connectorType: { select: { typeCode: true } } },
  });
  const byOrganization = new Map<string, MappedIntegration[]>(organizationIds.map((id) => [id, []]));
  for (const i of integrations) {
    byOrganization.get(i.organizationId)?.push({ typeCode: i.connectorType.typeCode, status: i.status });
  }
  return byOrganization;
}

/** The global connector catalog (it belongs to no tenant). */
export async function connectorCapabilities(rootDb: Db): Promise<ConnectorCapability[]> {
  const connectors = await rootDb.connectorType.findMany({
    select: { typeCode: true, predicates: true, refusals: true },
  });
  return connectors.map((c) => ({ ...c, refusals: c.refusals as Record<string, string> }));
}

/**
 * The daily snapshots a trend window needs: the last one before `first` (it is carried forward)
 * and every one inside the window, oldest first, in one statement. Raw SQL because Prisma's
 * per-row mapping was most of a 366-day trend's cost.
 */
export async function dailySnapshots(
  db: TenantDb,
  organizationId: string,
  first: Date,
): Promise<(StatusCounts & { day: Date })[]> {
  const tenantId = db.$tenantId();
  const rows = await db.$queryRaw<(StatusCounts & { day: Date | string })[]>`
    SELECT day, "passCount" AS pass, "failCount" AS fail, "noDataCount" AS "noData",
           "notCoveredCount" AS "notCovered", "notApplicableCount" AS "notApplicable"
      FROM "DailyStatusCount"
     WHERE "organizationId" = ${organizationId}::uuid AND "tenantId" = ${tenantId}::uuid
       AND day >= COALESCE(
             (SELECT max(day) FROM "DailyStatusCount"
               WHERE "organizationId" = ${organizationId}::uuid AND "tenantId" = ${tenantId}::uuid AND day < ${first}::date),
             ${first}::date)
     ORDER BY day`;
  return rows.map((row) => ({ ...row, day: new Date(row.day) }));
}

/** The daily snapshots of one trend window for several organizations in one statement, keyed by organization. */
export async function dailySnapshotsOf(
  db: TenantDb,
  organizationIds: readonly string[],
  first: Date,
): Promise<Map<string, (StatusCounts & { day: Date })[]>> {
  const tenantId = db.$tenantId();
  const ids = [...organizationIds];
  const rows = await db.$queryRaw<(StatusCounts & { organizationId: string; day: Date | string })[]>`
    SELECT d."organizationId", d.day, d."passCount" AS pass, d."failCount" AS fail, d."noDataCount" AS "noData",
           d."notCoveredCount" AS "notCovered", d."notApplicableCount" AS "notApplicable"
      FROM "DailyStatusCount" d
     WHERE d."organizationId" = ANY(${ids}::uuid[]) AND d."tenantId" = ${tenantId}::uuid
       AND d.day >= COALESCE(
             (SELECT max(p.day) FROM "DailyStatusCount" p
               WHERE p."organizationId" = d."organizationId" AND p."tenantId" = ${tenantId}::uuid AND p.day < ${first}::date),
             ${first}::date)
     ORDER BY d."organizationId", d.day`;
  const byOrganization = new Map<string, (StatusCounts & { day: Date })[]>(ids.map((id) => [id, []]));
  for (const { organizationId, ...row } of rows) {
    byOrganization.get(organizationId)?.push({ ...row, day: new Date(row.day) });
  }
  return byOrganization;
}
