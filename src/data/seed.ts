import type { AdoptedDraft } from '../domain/library.ts';
import type { Db } from './client.ts';
import type {
  ControlState,
  DailyStatusCount,
  Detection,
  Evaluation,
  Fact,
  Integration,
  IntegrationStatus,
  Organization,
  Prisma,
} from './generated/prisma/client.ts';
import { type Disablement, disableColumns } from './scope.ts';
import { controlRow, standardColumns } from './standards.ts';

/**
 * The writes of the seeds (src/seeds/): rows with the ids and times the seed chose. The demo
 * seed writes inside the one transaction that seeds an empty database, and its facts and
 * evaluations go through the engine and src/data/facts.ts as in production; the scale seed
 * writes whole tables of precomputed rows in bulk.
 */

export type SeedTx = Prisma.TransactionClient;

/**
 * Runs `work` in one transaction, only on a database without tenants; null otherwise. Two
 * processes starting on one empty database must not both seed: the second waits on the advisory
 * lock, then finds the tenant the first created.
 */
export function seedEmptyDatabase<T>(
  db: Db,
  lock: number,
  work: (tx: SeedTx) => Promise<T>,
  limits: { maxWait: number; timeout: number },
): Promise<T | null> {
  return db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${Math.trunc(lock)})`);
    if ((await tx.tenant.count()) > 0) return null;
    return work(tx);
  }, limits);
}

export async function insertTenant(tx: SeedTx, name: string, createdAt: Date): Promise<string> {
  const { id } = await tx.tenant.create({ data: { name, createdAt }, select: { id: true } });
  return id;
}

export async function insertUser(tx: SeedTx, user: Prisma.UserUncheckedCreateInput): Promise<void> {
  await tx.user.create({ data: user });
}

export async function insertApiKey(tx: SeedTx, key: Prisma.ApiKeyUncheckedCreateInput): Promise<void> {
  await tx.apiKey.create({ data: key });
}

/**
 * A standard adopted from the library, as the graph's adoption writes it (its draft from
 * src/domain/library.ts, its rows from src/data/standards.ts), with the seed's ids and times.
 * Returns each control's id by its library identifier.
 */
export async function insertAdoptedStandard(
  tx: SeedTx,
  tenantId: string,
  draft: AdoptedDraft,
  ids: { standardId: string; controlId: () => string; at: Date },
): Promise<Map<string, string>> {
  const byIdentifier = new Map<string, string>();
  const controls = draft.controls.map((control) => {
    const id = ids.controlId();
    byIdentifier.set(control.libraryControlId!, id);
    const times = { createdAt: ids.at, updatedAt: ids.at };
    return { ...controlRow(tenantId, control), id, standardId: ids.standardId, ...times };
  });
  const standard = { ...standardColumns(draft), id: ids.standardId, tenantId, createdAt: ids.at, updatedAt: ids.at };
  await tx.standard.create({ data: standard });
  await tx.control.createMany({ data: controls });
  return byIdentifier;
}

/** A control disabled for every client, with who did it and why, as the graph's updateControl records it. */
export async function disableControl(tx: SeedTx, id: string, disabled: Disablement): Promise<void> {
  await tx.control.update({ where: { id }, data: { enabled: false, ...disableColumns(false, disabled) } });
}

export async function insertOrganizations(tx: SeedTx, rows: Prisma.OrganizationCreateManyInput[]): Promise<void> {
  await tx.organization.createMany({ data: rows });
}

export async function insertIntegrations(tx: SeedTx, rows: Prisma.IntegrationCreateManyInput[]): Promise<void> {
  await tx.integration.createMany({ data: rows });
}

export async function setIntegrationStatus(
  tx: SeedTx,
  integration: { organizationId: string; connectorTypeId: string; status: IntegrationStatus; updatedAt: Date },
): Promise<void> {
  const { organizationId, connectorTypeId, status, updatedAt } = integration;
  await tx.integration.update({
    where: { organizationId_connectorTypeId: { organizationId, connectorTypeId } },
    data: { status, updatedAt },
  });
}

export async function insertControlOverride(
  tx: SeedTx,
  row: Prisma.ControlOverrideUncheckedCreateInput,
): Promise<void> {
  await tx.controlOverride.create({ data: row });
}

/** How many rows a tenant (or the whole database) holds per table, and the database's size. */
export async function rowCounts(db: Db, tenantId?: string) {
  const where = tenantId === undefined ? {} : { tenantId };
  const counts = {
    tenants: tenantId === undefined ? await db.tenant.count() : 1,
    users: await db.user.count({ where }),
    apiKeys: await db.apiKey.count({ where }),
    organizations: await db.organization.count({ where }),
    integrations: await db.integration.count({ where }),
    standards: await db.standard.count({ where }),
    controls: await db.control.count({ where }),
    controlOverrides: await db.controlOverride.count({ where }),
    evaluations: await db.evaluation.count({ where }),
    controlStates: await db.controlState.count({ where }),
    dailyStatusCounts: await db.dailyStatusCount.count({ where }),
    detections: await db.detection.count({ where }),
  };
  const [size] = await db.$queryRawUnsafe<{ size: string }[]>(
    'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
  );
  return { counts, size: size?.size ?? null };
}

interface BulkRows {
  Organization: Organization;
  Integration: Integration;
  Evaluation: Evaluation;
  ControlState: ControlState;
  DailyStatusCount: DailyStatusCount;
  Detection: Detection;
  Fact: Fact;
}

/**
 * Inserts full rows (every column, defaults included) as one JSON document per chunk, which
 * PostgreSQL expands with json_populate_recordset. Measured on the embedded server this is about
 * ten times faster than Prisma's createMany, whose per-row parameter binding dominates at these
 * volumes.
 */
export async function insertRows<T extends keyof BulkRows>(
  db: Pick<Db, '$executeRawUnsafe'>,
  table: T,
  rows: readonly BulkRows[T][],
  options: { chunkSize?: number; onChunk?: (inserted: number) => void } = {},
): Promise<void> {
  const chunkSize = options.chunkSize ?? 5_000;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    await db.$executeRawUnsafe(
      `INSERT INTO "${table}" SELECT * FROM json_populate_recordset(NULL::"${table}", $1::json)`,
      JSON.stringify(chunk),
    );
    options.onChunk?.(chunk.length);
  }
}

export async function insertStandards(db: SeedTx, rows: Prisma.StandardCreateManyInput[]): Promise<void> {
  await db.standard.createMany({ data: rows });
}

/** Controls in chunks of 1,000 (their JSON columns make one statement for all of them large). */
export async function insertControls(db: SeedTx, rows: Prisma.ControlCreateManyInput[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1_000) {
    await db.control.createMany({ data: rows.slice(start, start + 1_000) });
  }
}

/**
 * The latest state of each pair, copied inside the database from its evaluation, for organizations
 * with exactly one evaluation per control: shipping the same rows (and their details) twice was
 * measurably slower.
 */
export async function copyStatesFromEvaluations(
  db: Pick<Db, '$executeRawUnsafe'>,
  organizationIds: readonly string[],
): Promise<void> {
  await db.$executeRawUnsafe(
    `INSERT INTO "ControlState" ("organizationId", "controlId", "tenantId", "standardId", "evaluationId", "status",
       "subjectsEvaluated", "subjectsFailing", "detail", "standardVersion", "evaluatedAt")
     SELECT e."organizationId", e."controlId", e."tenantId", c."standardId", e."id", e."status",
       e."subjectsEvaluated", e."subjectsFailing", e."detail", e."standardVersion", e."evaluatedAt"
     FROM "Evaluation" e JOIN "Control" c ON c."id" = e."controlId"
     WHERE e."organizationId" = ANY($1::uuid[])`,
    organizationIds,
  );
}

/** Deletes a tenant; it cascades to everything the tenant holds. */
export async function deleteTenant(db: SeedTx, id: string): Promise<void> {
  await db.tenant.delete({ where: { id } });
}
