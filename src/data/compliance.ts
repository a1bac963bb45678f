import type { ConnectorCapability, MappedIntegration } from '../domain/coverage.ts';
import type { GridEntry } from '../domain/grid.ts';
import type { DailySnapshot } from '../domain/trend.ts';
import type { Driver } from './client.ts';
import { Prisma } from './generated/prisma/client.ts';
import type { TenantDb } from './tenant.ts';

/**
 * One grid entry's columns, declared once: each GridEntry key with its SQL expression (`c` control,
 * `s` standard, `cs` latest state, `o` override, `u` who disabled it, `d` open detections, `so` the
 * organization's override of the standard and `su` who set it), and `time` where the value is a
 * timestamp read back as a Date. The statement's `json_build_array` and the mapper `gridEntryOf`
 * are both generated from this list, so they cannot disagree on an index.
 *
 * The grid's rows travel as ONE json value per organization instead of 300 rows of 26 columns: the
 * driver's and Prisma's per-column row mapping was the largest part of the grid's CPU in Node
 * (docs/performance.md, "The read path"). Each entry is a row of values, not an object: PostgreSQL
 * builds it in half the time (no key per value; 2.9 vs 5.4 ms for 300 entries) and JSON.parse reads
 * half the bytes.
 */
const GRID_COLUMNS = [
  ['id', 'c.id'],
  ['name', 'c.name'],
  ['category', 'c.category'],
  ['severity', 'c.severity'],
  ['enabled', 'c.enabled'],
  ['parameters', 'c.parameters'],
  ['requires', 'c.requires'],
  ['standardId', 's.id'],
  ['standardName', 's.name'],
  ['standardEnabled', 's.enabled'],
  ['status', 'cs.status'],
  ['subjectsEvaluated', 'cs."subjectsEvaluated"'],
  ['subjectsFailing', 'cs."subjectsFailing"'],
  ['detail', 'cs.detail'],
  ['evaluatedAt', 'cs."evaluatedAt"', 'time'],
  ['standardVersion', 'cs."standardVersion"'],
  ['overrideEnabled', 'o.enabled'],
  ['overrideParameters', 'o.parameters'],
  ['disabledReason', 'o."disabledReason"'],
  ['disabledAt', 'o."disabledAt"', 'time'],
  ['disabledByName', 'u.name'],
  ['openDetectionCount', 'COALESCE(d.open, 0)::int'],
  ['standardOverrideEnabled', 'so.enabled'],
  ['standardDisabledReason', 'so."disabledReason"'],
  ['standardDisabledAt', 'so."disabledAt"', 'time'],
  ['standardDisabledByName', 'su.name'],
] as const satisfies readonly (readonly [keyof GridEntry, string, 'time'?])[];

/** Every key of GridEntry has its column: a key left out of GRID_COLUMNS fails to compile here. */
const everyKeyHasAColumn: Record<Exclude<keyof GridEntry, (typeof GRID_COLUMNS)[number][0]>, never> = {};
void everyKeyHasAColumn;

const GRID_ENTRY = Prisma.raw(`json_build_array(\n  ${GRID_COLUMNS.map(([, sql]) => sql).join(', ')})`);

/** The grid's order: standard, category, name (ids break ties). */
const GRID_ORDER = Prisma.sql`s.name, s.id, c.category, c.name, c.id`;

/** The values of one grid entry as the statement returns them, in GRID_COLUMNS' order. */
export type GridEntryValues = readonly unknown[];

/**
 * Names the values of one entry. Compiled once from GRID_COLUMNS into the object literal one
 * would write by hand (`{id: v[0], ..., evaluatedAt: v[14] === null ? null : new Date(v[14]), ...}`):
 * every entry gets the same shape with no loop and no keyed store, which is what kept the
 * hand-written mapper fast (300 entries per grid, on the hot path).
 */
export const gridEntryOf = new Function(
  'values',
  `return {${GRID_COLUMNS.map(([key, , kind], index) =>
    kind === 'time'
      ? `${key}: values[${index}] === null ? null : new Date(values[${index}])`
      : `${key}: values[${index}]`,
  ).join(', ')}};`,
) as (values: GridEntryValues) => GridEntry;

/** A connector mapped to an organization (`i` integration, `t` its connector type), as the coverage rules read it. */
const MAPPED_INTEGRATION = Prisma.sql`json_build_object('typeCode', t."typeCode", 'status', i.status)`;

/** What MAPPED_INTEGRATION reads, for these organizations of the tenant. */
const integrationSources = (tenantId: string, organizationIds: readonly string[]) => Prisma.sql`
  FROM "Integration" i JOIN "ConnectorType" t ON t.id = i."connectorTypeId"
 WHERE i."organizationId" = ANY(${organizationIds}::uuid[]) AND i."tenantId" = ${tenantId}::uuid`;

/** The connector catalog a tenant sees (built-in types and its own) as one json value; the tenant's id follows. */
const CATALOG_OF_TENANT = `SELECT COALESCE(json_agg(json_build_object(
    'typeCode', t."typeCode", 'predicates', t.predicates, 'refusals', t.refusals)), '[]')
  FROM "ConnectorType" t WHERE t."tenantId" IS NULL OR t."tenantId" = `;

const connectorCatalogOf = (tenantId: string) => Prisma.sql([`(${CATALOG_OF_TENANT}`, '::uuid)'], tenantId);

/** What one organization's grid is computed from. */
export interface GridSources {
  entries: GridEntry[];
  integrations: MappedIntegration[];
  catalog: ConnectorCapability[];
}

/**
 * The three parts of the grid's statement, each a scalar subquery on the organization (`$1`) and
 * the tenant (`$2`): every control of the tenant with its latest state, override and
 * open-detection count in the grid's order, the organization's integrations, the connector catalog.
 */
export const GRID_STATEMENT_PARTS = {
  entries: `SELECT COALESCE(json_agg(${GRID_ENTRY.text} ORDER BY ${GRID_ORDER.text}), '[]')
         FROM "Control" c
         JOIN "Standard" s ON s.id = c."standardId"
         LEFT JOIN "ControlState" cs ON cs."organizationId" = $1::uuid AND cs."controlId" = c.id
         LEFT JOIN "ControlOverride" o ON o."organizationId" = $1::uuid AND o."controlId" = c.id
         LEFT JOIN "User" u ON u.id = o."disabledById"
         LEFT JOIN "StandardOverride" so ON so."organizationId" = $1::uuid AND so."standardId" = s.id
         LEFT JOIN "User" su ON su.id = so."disabledById"
         LEFT JOIN (
           SELECT "controlId", count(*) AS open FROM "Detection"
            WHERE "organizationId" = $1::uuid AND "tenantId" = $2::uuid AND status = 'open'
            GROUP BY "controlId"
         ) d ON d."controlId" = c.id
        WHERE c."tenantId" = $2::uuid`,
  integrations: `SELECT COALESCE(json_agg(${MAPPED_INTEGRATION.text}), '[]')
         FROM "Integration" i JOIN "ConnectorType" t ON t.id = i."connectorTypeId"
        WHERE i."organizationId" = $1::uuid AND i."tenantId" = $2::uuid`,
  catalog: `${CATALOG_OF_TENANT}$2::uuid`,
} as const;

/**
 * One organization's grid sources in ONE statement, one row (the grid is the hot read path).
 * Plain text on the driver (Prisma's per-call cost was a sixth of the grid's CPU); exported so the
 * bench's hand-written floor runs this very statement (test/bench/fair-floor.test.ts).
 */
export const GRID_SOURCES_SQL = `SELECT (${GRID_STATEMENT_PARTS.entries}) AS entries,
  (${GRID_STATEMENT_PARTS.integrations}) AS integrations,
  (${GRID_STATEMENT_PARTS.catalog}) AS catalog`;

/** The connector catalog the tenant (`$1`) sees, alone (what a caller keeping it between requests reads). */
export const CONNECTOR_CATALOG_SQL = `SELECT (${CATALOG_OF_TENANT}$1::uuid) AS catalog`;

/** GRID_SOURCES_SQL on a driver, its entries named. */
export async function gridSourcesOn(driver: Driver, tenantId: string, organizationId: string): Promise<GridSources> {
  const { rows } = await driver.query<{
    entries: GridEntryValues[];
    integrations: MappedIntegration[];
    catalog: ConnectorCapability[];
  }>(GRID_SOURCES_SQL, [organizationId, tenantId]);
  const { entries, integrations, catalog } = rows[0]!;
  return { entries: entries.map(gridEntryOf), integrations, catalog };
}

/** One organization's grid sources (GRID_SOURCES_SQL) for the client's tenant. */
export function gridSources(db: TenantDb, organizationId: string): Promise<GridSources> {
  return gridSourcesOn(db.$driver(), db.$tenantId(), organizationId);
}

/**
 * The grid entries of several organizations of the tenant in ONE statement (a page of
 * organizations asking for their grids), keyed by organization, each in the grid's order: the
 * statement above with the organizations joined in. Not shared with it: for one organization the
 * join costs PostgreSQL 0.5 of the 2.7 ms, on the hot path.
 */
export async function gridEntriesOf(
  db: TenantDb,
  organizationIds: readonly string[],
): Promise<Map<string, GridEntry[]>> {
  const tenantId = db.$tenantId();
  const ids = [...organizationIds];
  const records = await db.$queryRaw<{ organizationId: string; entries: GridEntryValues[] }[]>`
    SELECT org.id AS "organizationId", json_agg(${GRID_ENTRY} ORDER BY ${GRID_ORDER}) AS entries
      FROM "Organization" org
      JOIN "Control" c ON c."tenantId" = org."tenantId"
      JOIN "Standard" s ON s.id = c."standardId"
      LEFT JOIN "ControlState" cs ON cs."organizationId" = org.id AND cs."controlId" = c.id
      LEFT JOIN "ControlOverride" o ON o."organizationId" = org.id AND o."controlId" = c.id
      LEFT JOIN "User" u ON u.id = o."disabledById"
      LEFT JOIN "StandardOverride" so ON so."organizationId" = org.id AND so."standardId" = s.id
      LEFT JOIN "User" su ON su.id = so."disabledById"
      LEFT JOIN (
        SELECT "organizationId", "controlId", count(*) AS open FROM "Detection"
         WHERE "organizationId" = ANY(${ids}::uuid[]) AND "tenantId" = ${tenantId}::uuid AND status = 'open'
         GROUP BY "organizationId", "controlId"
      ) d ON d."organizationId" = org.id AND d."controlId" = c.id
     WHERE org.id = ANY(${ids}::uuid[]) AND org."tenantId" = ${tenantId}::uuid
     GROUP BY org.id`;
  const byOrganization = new Map<string, GridEntry[]>(ids.map((id) => [id, []]));
  for (const { organizationId, entries } of records) byOrganization.set(organizationId, entries.map(gridEntryOf));
  return byOrganization;
}

/** The integrations of several organizations, keyed by organization. */
export async function mappedIntegrationsOf(
  db: TenantDb,
  organizationIds: readonly string[],
): Promise<Map<string, MappedIntegration[]>> {
  const tenantId = db.$tenantId();
  const ids = [...organizationIds];
  const rows = await db.$queryRaw<{ organizationId: string; integrations: MappedIntegration[] }[]>`
    SELECT i."organizationId", json_agg(${MAPPED_INTEGRATION}) AS integrations
      ${integrationSources(tenantId, ids)}
     GROUP BY i."organizationId"`;
  const byOrganization = new Map<string, MappedIntegration[]>(ids.map((id) => [id, []]));
  for (const { organizationId, integrations } of rows) byOrganization.set(organizationId, integrations);
  return byOrganization;
}

/** The connector catalog the tenant sees, read as the grid's statement reads it. */
export async function connectorCapabilities(
  db: Pick<TenantDb, '$queryRaw' | '$tenantId'>,
): Promise<ConnectorCapability[]> {
  const [row] = await db.$queryRaw<
    { catalog: ConnectorCapability[] }[]
  >`SELECT ${connectorCatalogOf(db.$tenantId())} AS catalog`;
  return row!.catalog;
}

/**
 * A window's snapshots as PostgreSQL hands them over: one flat JSON list of numbers, six per day
 * (`day number, pass, fail, noData, notCovered, notApplicable`), oldest first. Per day that is no
 * array, no object and no string to build while parsing (a 366-day trend reads 367 of them).
 */
const SNAPSHOT_NUMBERS = Prisma.sql`COALESCE('[' || string_agg(concat_ws(',', d.day - DATE '1970-01-01', d."passCount",
  d."failCount", d."noDataCount", d."notCoveredCount", d."notApplicableCount"), ',' ORDER BY d.day) || ']', '[]')`;

function snapshotsOf(numbers: string): DailySnapshot[] {
  const values = JSON.parse(numbers) as number[];
  const snapshots = new Array<DailySnapshot>(values.length / 6);
  for (let at = 0; at < values.length; at += 6) {
    snapshots[at / 6] = {
      day: values[at]!,
      pass: values[at + 1]!,
      fail: values[at + 2]!,
      noData: values[at + 3]!,
      notCovered: values[at + 4]!,
      notApplicable: values[at + 5]!,
    };
  }
  return snapshots;
}

/**
 * The daily snapshots a trend window needs: the last one before `first` (it is carried forward)
 * and every one inside the window, oldest first, in one statement and one value (per-row mapping
 * was most of a 366-day trend's cost, as for the grid).
 */
export async function dailySnapshots(db: TenantDb, organizationId: string, first: Date): Promise<DailySnapshot[]> {
  const tenantId = db.$tenantId();
  const [row] = await db.$queryRaw<{ snapshots: string }[]>`
    SELECT ${SNAPSHOT_NUMBERS} AS snapshots
      FROM "DailyStatusCount" d
     WHERE d."organizationId" = ${organizationId}::uuid AND d."tenantId" = ${tenantId}::uuid
       AND d.day >= COALESCE(
             (SELECT max(p.day) FROM "DailyStatusCount" p
               WHERE p."organizationId" = ${organizationId}::uuid AND p."tenantId" = ${tenantId}::uuid AND p.day < ${first}::date),
             ${first}::date)`;
  return snapshotsOf(row!.snapshots);
}

/** The daily snapshots of one trend window for several organizations in one statement, keyed by organization. */
export async function dailySnapshotsOf(
  db: TenantDb,
  organizationIds: readonly string[],
  first: Date,
): Promise<Map<string, DailySnapshot[]>> {
  const tenantId = db.$tenantId();
  const ids = [...organizationIds];
  const rows = await db.$queryRaw<{ organizationId: string; snapshots: string }[]>`
    SELECT d."organizationId", ${SNAPSHOT_NUMBERS} AS snapshots
      FROM "DailyStatusCount" d
     WHERE d."organizationId" = ANY(${ids}::uuid[]) AND d."tenantId" = ${tenantId}::uuid
       AND d.day >= COALESCE(
             (SELECT max(p.day) FROM "DailyStatusCount" p
               WHERE p."organizationId" = d."organizationId" AND p."tenantId" = ${tenantId}::uuid AND p.day < ${first}::date),
             ${first}::date)
     GROUP BY d."organizationId"`;
  const byOrganization = new Map<string, DailySnapshot[]>(ids.map((id) => [id, []]));
  for (const { organizationId, snapshots } of rows) byOrganization.set(organizationId, snapshotsOf(snapshots));
  return byOrganization;
}
