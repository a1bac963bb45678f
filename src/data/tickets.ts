import type { Severity } from '../domain/severity.ts';
import type { ControlStatus } from '../domain/status.ts';
import type { CloseReason, PsaSystem, TicketChange, TicketChangeKind } from '../domain/tickets.ts';
import { type AuditEntry, recordTenantAudit } from './audit.ts';
import type { Db } from './client.ts';
import type { OutboxClient } from './events.ts';
import type { Prisma } from './generated/prisma/client.ts';
import type { TenantClient } from './tenant.ts';

/**
 * PSA tickets' rows: the tenant's connection, each organization's PSA company, the ticket of each
 * (organization, control), and the changes they still owe. The job (src/delivery/psa/sync.ts)
 * belongs to no request, so its statements take the unscoped client and name the tenant; the
 * graph's take the tenant-scoped one.
 */

/** The job that works off a control's ticket changes (src/delivery/psa/sync.ts). */
export const SYNC_TICKET_TASK = 'psa_ticket_sync';

export interface TicketJobTarget {
  tenantId: string;
  organizationId: string;
  controlId: string;
}

/**
 * In ONE statement, inside the evaluation's transaction: reads the batch just written to the
 * outbox, and when the tenant has an enabled PSA connection, records one ticket change per control
 * the batch touched (its status move, the subjects opened and resolved, every subject failing
 * now, and whether a move to not_applicable is an exception or the scope) and queues each
 * control's job. A batch already recorded (a replay) records nothing and queues nothing.
 */
export async function recordTicketChanges(tx: OutboxClient, tenantId: string, batchId: string): Promise<number> {
  const [row] = await tx.$queryRaw<{ queued: number }[]>`
    WITH per AS (
      SELECT e."organizationId", (e.data->>'controlId')::uuid AS "controlId",
             max(e.data->>'from') FILTER (WHERE e.type = 'control.status_changed') AS "from",
             max(e.data->>'to') FILTER (WHERE e.type = 'control.status_changed') AS "to",
             coalesce(array_agg(e.data->>'subject') FILTER (WHERE e.type = 'detection.opened'), '{}') AS opened,
             coalesce(array_agg(e.data->>'subject') FILTER (WHERE e.type = 'detection.resolved'), '{}') AS resolved,
             max(e."occurredAt") AS "occurredAt"
        FROM "ChangeEvent" e
       WHERE e."batchId" = ${batchId}::uuid
         AND e.type IN ('control.status_changed', 'detection.opened', 'detection.resolved')
         -- Only what happened while the tenant had its PSA: a replay of older batches files nothing.
         AND EXISTS (SELECT 1 FROM "PsaConnection" c
                      WHERE c."tenantId" = ${tenantId}::uuid AND c.enabled AND c."createdAt" <= e."recordedAt")
       GROUP BY 1, 2
    ), judged AS (
      SELECT per.*,
             (SELECT coalesce(o."disabledReason", '') FROM "ControlOverride" o
               WHERE o."organizationId" = per."organizationId" AND o."controlId" = per."controlId" AND o.enabled = false) AS "controlException",
             (SELECT coalesce(so."disabledReason", '') FROM "StandardOverride" so JOIN "Control" c ON c."standardId" = so."standardId"
               WHERE so."organizationId" = per."organizationId" AND c.id = per."controlId" AND so.enabled = false) AS "standardException"
        FROM per
    ), inserted AS (
      INSERT INTO "PsaTicketChange" ("tenantId", "organizationId", "controlId", "batchId", kind, "statusFrom", "statusTo",
                                     opened, resolved, failing, reason, "occurredAt")
      SELECT ${tenantId}::uuid, j."organizationId", j."controlId", ${batchId}::uuid,
             CASE WHEN j."to" = 'fail' THEN 'failing'
                  WHEN j."to" = 'pass' THEN 'passing'
                  WHEN j."to" = 'not_applicable' AND (j."controlException" IS NOT NULL OR j."standardException" IS NOT NULL) THEN 'exception'
                  WHEN j."to" = 'not_applicable' THEN 'out_of_scope'
                  WHEN j."to" IN ('no_data', 'not_covered') THEN 'not_judged'
                  ELSE 'subjects' END,
             j."from"::"ControlStatus", j."to"::"ControlStatus", j.opened, j.resolved,
             ARRAY(SELECT d.subject FROM "Detection" d
                    WHERE d."organizationId" = j."organizationId" AND d."controlId" = j."controlId" AND d.status = 'open'
                    ORDER BY d.subject),
             nullif(coalesce(j."controlException", j."standardException"), ''), j."occurredAt"
        FROM judged j
       WHERE j."controlId" IS NOT NULL
         -- What a ticket can follow: a failure starting or ending, failing subjects changing, or
         -- anything about a control that has an open ticket. A new organization's first evaluation
         -- (every control from nothing to no_data or not_covered) asks nothing of the PSA.
         AND (j."to" = 'fail' OR j."from" = 'fail' OR cardinality(j.opened) + cardinality(j.resolved) > 0
              OR EXISTS (SELECT 1 FROM "PsaTicket" t
                          WHERE t."organizationId" = j."organizationId" AND t."controlId" = j."controlId" AND t.state = 'open'))
      ON CONFLICT ("batchId", "controlId") DO NOTHING
      RETURNING "organizationId", "controlId"
    ), jobs AS (
      SELECT graphile_worker.add_job(${SYNC_TICKET_TASK},
               json_build_object('tenantId', ${tenantId}::text, 'organizationId', i."organizationId", 'controlId', i."controlId"),
               queue_name => 'psa:' || i."organizationId" || ':' || i."controlId",
               job_key => ${SYNC_TICKET_TASK} || ':' || i."organizationId" || ':' || i."controlId",
               job_key_mode => 'preserve_run_at') AS job
        FROM inserted i
    )
    SELECT count(job)::int AS queued FROM jobs`;
  return row?.queued ?? 0;
}

/** Queues (or moves) a control's job to `runAt`: a retry after the PSA failed, or an admin's "sync now". */
export async function scheduleTicketSync(db: Pick<Db, '$queryRaw'>, target: TicketJobTarget, runAt: Date) {
  const key = `${SYNC_TICKET_TASK}:${target.organizationId}:${target.controlId}`;
  await db.$queryRaw`
    SELECT graphile_worker.add_job(${SYNC_TICKET_TASK}, ${JSON.stringify(target)}::json,
             queue_name => ${`psa:${target.organizationId}:${target.controlId}`}, run_at => ${runAt}::timestamptz,
             job_key => ${key}, job_key_mode => 'replace')`;
}

/** The controls of a tenant with changes still owed: what an admin's fix (new credentials, another board) retries now. */
export function pendingTicketTargets(db: TenantClient): Promise<TicketJobTarget[]> {
  return db.$queryRaw<TicketJobTarget[]>`
    SELECT DISTINCT "tenantId"::text AS "tenantId", "organizationId"::text AS "organizationId", "controlId"::text AS "controlId"
      FROM "PsaTicketChange" WHERE "tenantId" = ${db.$tenantId()}::uuid AND "processedAt" IS NULL`;
}

export interface StoredConnection {
  tenantId: string;
  system: PsaSystem;
  enabled: boolean;
  baseUrl: string;
  webUrl: string | null;
  settings: Record<string, unknown>;
  credentialsSealed: string;
  minimumSeverity: Severity;
}

export function connectionForJob(db: Db, tenantId: string): Promise<StoredConnection | null> {
  return db.psaConnection.findUnique({
    where: { tenantId },
    select: {
      tenantId: true,
      system: true,
      enabled: true,
      baseUrl: true,
      webUrl: true,
      settings: true,
      credentialsSealed: true,
      minimumSeverity: true,
    },
  }) as Promise<StoredConnection | null>;
}

/** What a PSA call's outcome tells the admin: the last error, or (at most once a minute) the last success. */
export async function recordConnectionOutcome(db: Db, tenantId: string, error: string | null, at: Date) {
  if (error !== null) {
    await db.psaConnection.updateMany({ where: { tenantId }, data: { lastError: error, lastErrorAt: at } });
    return;
  }
  await db.psaConnection.updateMany({
    where: {
      tenantId,
      OR: [
        { lastError: { not: null } },
        { lastSuccessAt: null },
        { lastSuccessAt: { lt: new Date(at.getTime() - 60_000) } },
      ],
    },
    data: { lastError: null, lastSuccessAt: at },
  });
}

/** The zone the connection's calls go to, once discovered (Autotask). */
export async function saveConnectionAddresses(
  db: Db,
  tenantId: string,
  addresses: { baseUrl: string; webUrl: string },
) {
  await db.psaConnection.updateMany({ where: { tenantId }, data: addresses });
}

export interface ConnectionWrite {
  system: PsaSystem;
  enabled: boolean;
  baseUrl: string;
  webUrl: string | null;
  settings: Prisma.InputJsonObject;
  credentialsSealed: string;
  credentialHint: string;
  minimumSeverity: Severity;
}

export function psaConnectionOf(db: TenantClient) {
  return db.psaConnection.findUnique({ where: { tenantId: db.$tenantId() } });
}

export function savePsaConnection(db: TenantClient, write: ConnectionWrite) {
  const tenantId = db.$tenantId();
  // A new connection starts without the last one's error: it is another PSA or other credentials.
  const data = { ...write, lastError: null, lastErrorAt: null };
  return db.psaConnection.upsert({ where: { tenantId }, create: { tenantId, ...data }, update: data });
}

export async function deletePsaConnection(db: TenantClient): Promise<boolean> {
  const { count } = await db.psaConnection.deleteMany({ where: { tenantId: db.$tenantId() } });
  return count > 0;
}

/**
 * The PSA company of an organization is its external reference (OrganizationExternalRef) in the
 * system of the tenant's PSA (`connectwise`, `autotask`): one source, the same references connectors
 * and the organization's edits keep. The first in order when there are several; null without one.
 */
export async function psaCompanyOf(
  db: Pick<Db, 'organizationExternalRef'> | TenantClient,
  organizationId: string,
  system: PsaSystem | null,
): Promise<string | null> {
  if (system === null) return null;
  const row = await (db as Pick<Db, 'organizationExternalRef'>).organizationExternalRef.findFirst({
    where: { organizationId, system },
    orderBy: { externalId: 'asc' },
    select: { externalId: true },
  });
  return row?.externalId ?? null;
}

/** The organization's external references of every system but `system`, as replaceExternalRefs takes them. */
export async function externalRefsBesides(db: TenantClient, organizationId: string, system: PsaSystem) {
  const rows = await db.organizationExternalRef.findMany({
    where: { organizationId, system: { not: system } },
    select: { system: true, externalId: true },
  });
  return rows.map((row) => ({ system: row.system, id: row.externalId }));
}

export interface PendingChange extends TicketChange {
  id: bigint;
  attempts: number;
  attemptedAt: Date | null;
}

/** The changes a control's ticket still owes, in the order they committed. */
export async function pendingTicketChanges(db: Db, target: TicketJobTarget): Promise<PendingChange[]> {
  const rows = await db.psaTicketChange.findMany({
    where: { organizationId: target.organizationId, controlId: target.controlId, processedAt: null },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as TicketChangeKind,
    statusFrom: row.statusFrom as ControlStatus | null,
    statusTo: row.statusTo as ControlStatus | null,
    opened: row.opened,
    resolved: row.resolved,
    failing: row.failing,
    reason: row.reason,
    occurredAt: row.occurredAt,
    attempts: row.attempts,
    attemptedAt: row.attemptedAt,
  }));
}

/** What a ticket says about its control: the names as they are now. */
export async function ticketSubjectOf(db: Db, target: TicketJobTarget) {
  const control = await db.control.findFirst({
    where: { id: target.controlId, tenantId: target.tenantId },
    select: { name: true, slug: true, severity: true, standard: { select: { name: true } } },
  });
  const organization = await db.organization.findFirst({
    where: { id: target.organizationId, tenantId: target.tenantId },
    select: { name: true },
  });
  if (!control || !organization) return null;
  return {
    organizationName: organization.name,
    controlName: control.name,
    controlSlug: control.slug,
    standardName: control.standard.name,
    severity: control.severity as Severity,
  };
}

export function ticketOf(db: Db, target: TicketJobTarget) {
  return db.psaTicket.findUnique({
    where: { organizationId_controlId: { organizationId: target.organizationId, controlId: target.controlId } },
  });
}

/** Before a call that creates a ticket: a retry after a lost answer looks for it first. */
export async function markTicketChangeAttempt(db: Db, id: bigint, at: Date) {
  await db.psaTicketChange.update({ where: { id }, data: { attemptedAt: at } });
}

export async function recordTicketChangeFailure(db: Db, id: bigint, error: string) {
  await db.psaTicketChange.update({ where: { id }, data: { attempts: { increment: 1 }, lastError: error } });
}

export interface TicketWrite {
  system: PsaSystem;
  externalId: string;
  number: string;
  url: string | null;
  state: 'open' | 'closed';
  subjects: readonly string[];
  openedAt: Date;
  closedAt: Date | null;
  closeReason: CloseReason | null;
}

/**
 * One step of the lifecycle, recorded in one transaction: the ticket as the PSA now has it (when
 * it changed), the change marked done with its outcome, and the audit entry of the action (actor
 * `system`). A change already done (a duplicated job) writes nothing: false then.
 */
export function recordTicketStep(
  db: Db,
  step: {
    target: TicketJobTarget;
    changeId: bigint;
    outcome: string;
    at: Date;
    ticket: TicketWrite | null;
    audit: Omit<AuditEntry, 'target' | 'organizationId'> | null;
  },
): Promise<boolean> {
  const { target } = step;
  return db.$transaction(async (tx) => {
    const { count } = await tx.psaTicketChange.updateMany({
      where: { id: step.changeId, processedAt: null },
      data: { processedAt: step.at, outcome: step.outcome, lastError: null },
    });
    if (count === 0) return false;
    let ticketId: string | null = null;
    if (step.ticket) {
      const data = { ...step.ticket, subjects: [...step.ticket.subjects] };
      const where = {
        organizationId_controlId: { organizationId: target.organizationId, controlId: target.controlId },
      };
      const saved = await tx.psaTicket.upsert({
        where,
        create: {
          tenantId: target.tenantId,
          organizationId: target.organizationId,
          controlId: target.controlId,
          ...data,
        },
        update: data,
        select: { id: true },
      });
      ticketId = saved.id;
    }
    if (step.audit) {
      await recordTenantAudit(
        tx,
        target.tenantId,
        { actor: { kind: 'system', id: null, name: 'PSA tickets' }, requestId: null, clientAddress: null },
        { ...step.audit, target: { type: 'psa_ticket', id: ticketId }, organizationId: target.organizationId },
      );
    }
    return true;
  });
}

/** The tickets of an organization's controls, by control: what the grid shows beside each row. */
export async function ticketsByControl(db: TenantClient, organizationId: string) {
  const rows = await db.psaTicket.findMany({ where: { organizationId } });
  return new Map(rows.map((row) => [row.controlId, row]));
}

export function ticketOfControl(db: TenantClient, organizationId: string, controlId: string) {
  return db.psaTicket.findFirst({ where: { organizationId, controlId } });
}

/** The changes of the tenant not yet worked off, and the oldest of them: how far behind the PSA is. */
export async function ticketBacklog(db: TenantClient) {
  const [row] = await db.$queryRaw<{ pending: number; oldest: Date | null }[]>`
    SELECT count(*)::int AS pending, min("recordedAt") AS oldest
      FROM "PsaTicketChange" WHERE "tenantId" = ${db.$tenantId()}::uuid AND "processedAt" IS NULL`;
  return { pending: row?.pending ?? 0, oldest: row?.oldest ?? null };
}
