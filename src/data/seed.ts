import type { Db } from './client.ts';
import type { IntegrationStatus, Prisma } from './generated/prisma/client.ts';

/**
 * The writes of the demo seed (src/seeds/demo.ts): rows with the ids and times the replay
 * chose, inside the one transaction that seeds an empty database. The engine's own writes
 * (facts, evaluations) go through the engine and src/data/facts.ts as in production.
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

export async function insertStandard(
  tx: SeedTx,
  standard: Prisma.StandardUncheckedCreateInput,
  controls: Prisma.ControlCreateManyInput[],
): Promise<void> {
  await tx.standard.create({ data: standard });
  await tx.control.createMany({ data: controls });
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
