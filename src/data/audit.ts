import type { Db } from './client.ts';
import type { AuditEvent, Prisma } from './generated/prisma/client.ts';
import type { TenantClient } from './tenant.ts';

/**
 * The audit log's writes. An entry is inserted through the client of the write's own transaction,
 * so it commits with the change it records and a rolled-back write leaves none.
 */

export type AuditActorKind = 'user' | 'api_key' | 'system' | 'cli';

export interface AuditActor {
  kind: AuditActorKind;
  id: string | null;
  /** Left out, it is read from the user or API key the id names. */
  name?: string | null;
}

/** Who wrote, and from where: the request's id and client address when there was a request. */
export interface AuditOrigin {
  actor: AuditActor;
  requestId: string | null;
  clientAddress: string | null;
}

export type AuditChanges = Record<string, readonly [unknown, unknown]>;

export interface AuditEntry {
  action: string;
  target: { type: string; id: string | null };
  organizationId?: string | null;
  changes?: AuditChanges;
}

/** Field names whose values never enter the log, whoever passes them (defence in depth). */
const SECRET_FIELD = /secret|password|token|hash|totp|plaintext|^key$/i;

function withoutSecrets(changes: AuditChanges | undefined): Prisma.InputJsonObject {
  const kept: Record<string, Prisma.InputJsonValue | null> = {};
  for (const [field, [before, after]] of Object.entries(changes ?? {})) {
    if (SECRET_FIELD.test(field)) continue;
    kept[field] = [(before ?? null) as Prisma.InputJsonValue, (after ?? null) as Prisma.InputJsonValue];
  }
  return kept;
}

/** What resolving an actor's name and inserting an entry need, of any client or transaction. */
type AuditWriter = Pick<Db, 'auditEvent' | 'user' | 'apiKey'>;

export async function actorName(tx: AuditWriter, actor: AuditActor): Promise<string | null> {
  if (actor.name !== undefined || actor.id === null) return actor.name ?? null;
  if (actor.kind === 'user') {
    return (await tx.user.findUnique({ where: { id: actor.id }, select: { name: true } }))?.name ?? null;
  }
  if (actor.kind === 'api_key') {
    return (await tx.apiKey.findUnique({ where: { id: actor.id }, select: { name: true } }))?.name ?? null;
  }
  return null;
}

/** Appends one entry of a tenant through any client: the transaction's of the change it records. */
export function recordTenantAudit(
  tx: AuditWriter,
  tenantId: string,
  origin: AuditOrigin,
  entry: AuditEntry,
): Promise<void> {
  return insertEntry(tx, tenantId, origin, entry);
}

/**
 * Appends one of the service's own entries, which belong to no tenant (a failed sign-in of an
 * email no account has): no tenant reads them, operators do (`audit:service`).
 */
export function recordServiceAudit(db: Db, origin: AuditOrigin, entry: AuditEntry): Promise<void> {
  return insertEntry(db, null, origin, entry);
}

/** The service's own entries, newest first. */
export function serviceAuditEvents(db: Db, filter: AuditFilter & { limit: number }): Promise<AuditEvent[]> {
  const { limit, ...rest } = filter;
  return db.auditEvent.findMany({ where: { ...auditWhere(rest), tenantId: null }, orderBy: AUDIT_ORDER, take: limit });
}

async function insertEntry(
  tx: AuditWriter,
  tenantId: string | null,
  origin: AuditOrigin,
  entry: AuditEntry,
): Promise<void> {
  await tx.auditEvent.create({
    data: {
      tenantId,
      actorKind: origin.actor.kind,
      actorId: origin.actor.id,
      actorName: await actorName(tx, origin.actor),
      action: entry.action,
      targetType: entry.target.type,
      targetId: entry.target.id,
      organizationId: entry.organizationId ?? null,
      requestId: origin.requestId,
      clientAddress: origin.clientAddress,
      changes: withoutSecrets(entry.changes),
    },
    select: { id: true },
  });
}

/** Appends one entry, through the client of the tenant's transaction that makes the change. */
export function recordAudit(tx: TenantClient, origin: AuditOrigin, entry: AuditEntry): Promise<void> {
  // The tenant-scoped delegates are Prisma's own with the tenant filter added: the same calls.
  return recordTenantAudit(tx as unknown as AuditWriter, tx.$tenantId(), origin, entry);
}

/**
 * Runs `work` and records its entry in one transaction of the unscoped client: for the writes
 * made before a tenant is known to the caller (sign-in) or by an operator (the CLI).
 */
export function withAudit<T>(
  db: Db,
  /** A function of the result when the write creates the tenant itself. */
  tenantId: string | ((result: T) => string),
  origin: AuditOrigin,
  entry: AuditEntry | ((result: T) => AuditEntry),
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    // Prisma's transaction client is the client without $transaction: what every query of src/data takes.
    const result = await work(tx as Db);
    const tenant = typeof tenantId === 'function' ? tenantId(result) : tenantId;
    await recordTenantAudit(tx, tenant, origin, typeof entry === 'function' ? entry(result) : entry);
    return result;
  });
}

/** `{field: [before, after]}` of the fields that differ between two records. */
export function changesBetween<T extends Record<string, unknown>>(
  before: Partial<T> | null,
  after: Partial<T> | null,
  fields: readonly (keyof T & string)[],
): AuditChanges {
  const changes: Record<string, readonly [unknown, unknown]> = {};
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[field] = [was, is];
  }
  return changes;
}

export interface AuditFilter {
  action?: string;
  actorId?: string;
  targetId?: string;
  organizationId?: string;
  since?: Date;
  until?: Date;
}

/** The filter of the audit lists (REST, GraphQL, CLI, export); the tenant comes from the client. */
export function auditWhere(filter: AuditFilter): Prisma.AuditEventWhereInput {
  return {
    ...(filter.action !== undefined && { action: filter.action }),
    ...(filter.actorId !== undefined && { actorId: filter.actorId }),
    ...(filter.targetId !== undefined && { targetId: filter.targetId }),
    ...(filter.organizationId !== undefined && { organizationId: filter.organizationId }),
    ...((filter.since !== undefined || filter.until !== undefined) && {
      occurredAt: {
        ...(filter.since !== undefined && { gte: filter.since }),
        ...(filter.until !== undefined && { lt: filter.until }),
      },
    }),
  };
}

/** Newest first; the connection's cursor is the id, so the order is total. */
export const AUDIT_ORDER: Prisma.AuditEventOrderByWithRelationInput[] = [{ occurredAt: 'desc' }, { id: 'desc' }];

/**
 * Deletes the entries older than `days`, after writing `days` where the append-only guard reads
 * it, in one transaction: the guard lets through exactly what this deletes. Returns the count.
 */
export function pruneAuditLog(db: Db, days: number): Promise<number> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`UPDATE "AuditRetention" SET "days" = ${days} WHERE "id"`;
    return tx.$executeRaw`
      DELETE FROM "AuditEvent" WHERE "occurredAt" <= CURRENT_TIMESTAMP - make_interval(days => ${days}::int)`;
  });
}

/** A page of the tenant's audit log as the graph's connection selects it. */
export function selectAuditEvents(
  db: TenantClient,
  /** Pothos' selection and cursor window of the connection. */
  selection: object,
  filter: AuditFilter,
): Promise<AuditEvent[]> {
  return db.auditEvent.findMany({
    ...selection,
    where: auditWhere(filter),
    orderBy: AUDIT_ORDER,
  }) as Promise<AuditEvent[]>;
}
