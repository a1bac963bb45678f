import type { IntegrationStatus } from '../domain/health.ts';
import { uuidv7 } from '../domain/ids.ts';
import type { Db } from './client.ts';
import type { TenantClient, TenantRaw } from './tenant.ts';

/**
 * The connector catalog a tenant sees: the built-in types (no tenant) and its own private ones.
 * Connector types are read with the root client, since built-ins belong to no tenant; every read
 * here names the tenant whose view it is.
 */

export interface ConnectorTypeRecord {
  id: string;
  typeCode: string;
  name: string;
  predicates: string[];
  /** predicate -> the connector's own reason for declining it. */
  refusals: Record<string, string>;
  /** False for a tenant's private type. */
  builtIn: boolean;
}

/** What defines a connector type: its code, name, and the predicates it supplies and refuses. */
export type ConnectorDefinition = Omit<ConnectorTypeRecord, 'id' | 'builtIn'>;

const CONNECTOR_COLUMNS = {
  id: true,
  typeCode: true,
  name: true,
  predicates: true,
  refusals: true,
  tenantId: true,
} as const;

type CatalogClient = Pick<Db, 'connectorType'>;

/** A transaction that installs the built-in catalog: it reads and writes types, locks, and queues evaluations. */
export type CatalogTx = Pick<Db, 'connectorType' | 'libraryStandard' | '$executeRawUnsafe' | '$queryRaw'>;

/** Runs the catalog's installation in one transaction of the root client. */
export function withCatalogTransaction<T>(db: Db, work: (tx: CatalogTx) => Promise<T>): Promise<T> {
  return db.$transaction((tx) => work(tx));
}

/** Replicas starting together on one database take turns on this transaction-scoped lock. */
export async function lockConnectorCatalog(tx: CatalogTx, lock: number): Promise<void> {
  await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${Math.trunc(lock)})`);
}

function record(row: {
  id: string;
  typeCode: string;
  name: string;
  predicates: string[];
  refusals: unknown;
  tenantId: string | null;
}): ConnectorTypeRecord {
  const { tenantId, ...rest } = row;
  return { ...rest, refusals: row.refusals as Record<string, string>, builtIn: tenantId === null };
}

const visibleTo = (tenantId: string) => ({ OR: [{ tenantId: null }, { tenantId }] });

/** Built-in and the tenant's own connector types, by type code. */
export async function connectorTypes(rootDb: CatalogClient, tenantId: string): Promise<ConnectorTypeRecord[]> {
  const rows = await rootDb.connectorType.findMany({
    where: visibleTo(tenantId),
    select: CONNECTOR_COLUMNS,
    orderBy: { typeCode: 'asc' },
  });
  return rows.map(record);
}

/** One connector type the tenant sees (built-in or its own), or null. */
export async function connectorType(
  rootDb: CatalogClient,
  tenantId: string,
  typeCode: string,
): Promise<ConnectorTypeRecord | null> {
  // A built-in type added by an upgrade after a tenant chose that code for a private one wins.
  const row = await rootDb.connectorType.findFirst({
    where: { typeCode, ...visibleTo(tenantId) },
    select: CONNECTOR_COLUMNS,
    orderBy: { tenantId: { sort: 'asc', nulls: 'first' } },
  });
  return row && record(row);
}

/** The built-in connector types as stored (the catalog the service ships). */
export async function builtInConnectorTypes(db: CatalogClient): Promise<ConnectorTypeRecord[]> {
  const rows = await db.connectorType.findMany({
    where: { tenantId: null },
    select: CONNECTOR_COLUMNS,
    orderBy: { typeCode: 'asc' },
  });
  return rows.map(record);
}

export async function createBuiltInConnectorType(db: CatalogClient, definition: ConnectorDefinition): Promise<string> {
  const row = await db.connectorType.create({ data: definition, select: { id: true } });
  return row.id;
}

export async function updateBuiltInConnectorType(
  db: CatalogClient,
  id: string,
  definition: ConnectorDefinition,
): Promise<void> {
  const { typeCode: _typeCode, ...fields } = definition;
  await db.connectorType.update({ where: { id }, data: fields, select: { id: true } });
}

/** Creates a tenant's private type; null when the code is taken, by a built-in type or the tenant's own. */
export async function createPrivateConnectorType(
  db: Pick<Db, 'connectorType' | '$queryRaw'>,
  tenantId: string,
  definition: ConnectorDefinition,
): Promise<ConnectorTypeRecord | null> {
  // Built-ins only change at start-up, so a count finds a built-in code; the tenant's own codes
  // are decided by the unique index, so two concurrent creations cannot both win.
  const taken = await db.connectorType.count({ where: { typeCode: definition.typeCode, ...visibleTo(tenantId) } });
  if (taken > 0) return null;
  const [row] = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO "ConnectorType" (id, "tenantId", "typeCode", name, predicates, refusals)
    VALUES (${uuidv7(Date.now())}::uuid, ${tenantId}::uuid, ${definition.typeCode}, ${definition.name},
            ${definition.predicates}::text[], ${JSON.stringify(definition.refusals)}::jsonb)
    ON CONFLICT DO NOTHING
    RETURNING id::text`;
  return row ? { id: row.id, ...definition, builtIn: false } : null;
}

/**
 * Deletes a tenant's private type (its facts go with it) unless an integration uses it; false
 * then. The row lock keeps an integration from being set up between the check and the delete.
 */
export async function deleteUnusedPrivateConnectorType(
  db: Db,
  tenantId: string,
  id: string,
  /** Runs last in the delete's transaction (the audit entry). */
  deleted: (tx: Db) => Promise<void> = async () => {},
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "ConnectorType" WHERE id = ${id}::uuid AND "tenantId" = ${tenantId}::uuid FOR UPDATE`;
    if ((await tx.integration.count({ where: { connectorTypeId: id } })) > 0) return false;
    await tx.connectorType.deleteMany({ where: { id, tenantId } });
    await deleted(tx as Db);
    return true;
  });
}

export interface IntegrationRecord {
  typeCode: string;
  status: IntegrationStatus;
  updatedAt: Date;
  lastPushAt: Date | null;
  lastError: { message: string; at: Date } | null;
}

const INTEGRATION_COLUMNS = {
  status: true,
  updatedAt: true,
  lastPushAt: true,
  lastErrorMessage: true,
  lastErrorAt: true,
} as const;

function integrationRecord(
  typeCode: string,
  row: {
    status: IntegrationStatus;
    updatedAt: Date;
    lastPushAt: Date | null;
    lastErrorMessage: string | null;
    lastErrorAt: Date | null;
  },
): IntegrationRecord {
  const { lastErrorMessage: message, lastErrorAt: at, ...rest } = row;
  return { typeCode, ...rest, lastError: message !== null && at !== null ? { message, at } : null };
}

/**
 * The organization's integrations by connector type code, as a selection of the organization
 * (Pothos' `select`), so a page of organizations loads them in one statement, not one per row.
 */
export const INTEGRATIONS_SELECTION = {
  integrations: {
    select: { ...INTEGRATION_COLUMNS, connectorType: { select: { typeCode: true } } },
    orderBy: { connectorType: { typeCode: 'asc' } },
  },
} as const;

/** The records of INTEGRATIONS_SELECTION's rows. */
export function integrationRecords(
  rows: readonly (Parameters<typeof integrationRecord>[1] & { connectorType: { typeCode: string } })[],
): IntegrationRecord[] {
  return rows.map((row) => integrationRecord(row.connectorType.typeCode, row));
}

/**
 * Creates or updates the organization's integration of one connector type. An error's message is
 * kept with its time as the last error (a later status keeps it, so the console can say when the
 * connector last failed and why).
 */
export async function upsertIntegration(
  db: TenantClient,
  organizationId: string,
  connector: { id: string; typeCode: string },
  status: IntegrationStatus,
  error?: { message: string; at: Date },
): Promise<IntegrationRecord> {
  const lastError = error ? { lastErrorMessage: error.message, lastErrorAt: error.at } : {};
  const row = await db.integration.upsert({
    where: { organizationId_connectorTypeId: { organizationId, connectorTypeId: connector.id } },
    create: { tenantId: db.$tenantId(), organizationId, connectorTypeId: connector.id, status, ...lastError },
    update: { status, ...lastError },
    select: INTEGRATION_COLUMNS,
  });
  return integrationRecord(connector.typeCode, row);
}

/** The integration's status and last error before a change, for the audit entry; null when it has none yet. */
export async function integrationState(
  db: TenantClient,
  organizationId: string,
  connectorTypeId: string,
): Promise<{ status: IntegrationStatus; message: string | null } | null> {
  const row = await db.integration.findUnique({
    where: { organizationId_connectorTypeId: { organizationId, connectorTypeId } },
    select: { status: true, lastErrorMessage: true },
  });
  return row && { status: row.status, message: row.lastErrorMessage };
}

export async function hasIntegration(db: TenantClient, organizationId: string, connectorTypeId: string) {
  return (await db.integration.count({ where: { organizationId, connectorTypeId } })) > 0;
}

/**
 * Notes a stored push on its integration. Raw, so `updatedAt` (when the status changed) stays.
 */
export async function markPushed(
  db: TenantRaw,
  organizationId: string,
  connectorTypeId: string,
  at: Date,
): Promise<void> {
  await db.$executeRaw`
    UPDATE "Integration" SET "lastPushAt" = ${at}
     WHERE "organizationId" = ${organizationId}::uuid AND "connectorTypeId" = ${connectorTypeId}::uuid
       AND "tenantId" = ${db.$tenantId()}::uuid`;
}
