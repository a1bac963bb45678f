import type { IntegrationStatus } from '../domain/health.ts';
import type { Db } from './client.ts';
import type { TenantClient } from './tenant.ts';

/** The connector catalog: global, it belongs to no tenant. */

export interface ConnectorTypeRecord {
  id: string;
  typeCode: string;
  name: string;
  predicates: string[];
  /** predicate -> the connector's own reason for declining it. */
  refusals: Record<string, string>;
}

const CONNECTOR_COLUMNS = { id: true, typeCode: true, name: true, predicates: true, refusals: true } as const;

export async function connectorTypes(rootDb: Pick<Db, 'connectorType'>): Promise<ConnectorTypeRecord[]> {
  const rows = await rootDb.connectorType.findMany({ select: CONNECTOR_COLUMNS, orderBy: { typeCode: 'asc' } });
  return rows.map((row) => ({ ...row, refusals: row.refusals as Record<string, string> }));
}

export async function connectorType(
  rootDb: Pick<Db, 'connectorType'>,
  typeCode: string,
): Promise<ConnectorTypeRecord | null> {
  const row = await rootDb.connectorType.findUnique({ where: { typeCode }, select: CONNECTOR_COLUMNS });
  return row && { ...row, refusals: row.refusals as Record<string, string> };
}

/** What defines a connector type: its code, name, and the predicates it supplies and refuses. */
export type ConnectorDefinition = Omit<ConnectorTypeRecord, 'id'>;

type CatalogWriter = Pick<Db, 'connectorType'>;

/** The built-in connector types as stored (the catalog the service ships). */
export async function builtInConnectorTypes(db: CatalogWriter): Promise<ConnectorTypeRecord[]> {
  const rows = await db.connectorType.findMany({ select: CONNECTOR_COLUMNS, orderBy: { typeCode: 'asc' } });
  return rows.map((row) => ({ ...row, refusals: row.refusals as Record<string, string> }));
}

export async function createBuiltInConnectorType(db: CatalogWriter, definition: ConnectorDefinition): Promise<string> {
  const row = await db.connectorType.create({ data: definition, select: { id: true } });
  return row.id;
}

export async function updateBuiltInConnectorType(
  db: CatalogWriter,
  id: string,
  definition: ConnectorDefinition,
): Promise<void> {
  const { typeCode: _typeCode, ...fields } = definition;
  await db.connectorType.update({ where: { id }, data: fields, select: { id: true } });
}

export interface IntegrationRecord {
  typeCode: string;
  status: IntegrationStatus;
  updatedAt: Date;
}

/** The organization's integrations, by connector type code. */
export async function integrationsOf(db: TenantClient, organizationId: string): Promise<IntegrationRecord[]> {
  const rows = await db.integration.findMany({
    where: { organizationId },
    select: { status: true, updatedAt: true, connectorType: { select: { typeCode: true } } },
    orderBy: { connectorType: { typeCode: 'asc' } },
  });
  return rows.map((row) => ({ typeCode: row.connectorType.typeCode, status: row.status, updatedAt: row.updatedAt }));
}

/** Creates or updates the organization's integration of one connector type. */
export async function upsertIntegration(
  db: TenantClient,
  organizationId: string,
  connector: { id: string; typeCode: string },
  status: IntegrationStatus,
): Promise<IntegrationRecord> {
  const row = await db.integration.upsert({
    where: { organizationId_connectorTypeId: { organizationId, connectorTypeId: connector.id } },
    create: { tenantId: db.$tenantId(), organizationId, connectorTypeId: connector.id, status },
    update: { status },
    select: { status: true, updatedAt: true },
  });
  return { typeCode: connector.typeCode, ...row };
}

export async function hasIntegration(db: TenantClient, organizationId: string, connectorTypeId: string) {
  return (await db.integration.count({ where: { organizationId, connectorTypeId } })) > 0;
}
