import type { EventDraft, EventType } from '../domain/event-kinds.ts';
import type { StoredEvent } from '../domain/events.ts';
import type { Db } from './client.ts';
import type { Prisma } from './generated/prisma/client.ts';

/**
 * The change-event outbox. The engine's transaction is the caller's, and the tenant comes from the
 * engine's change set (a trusted, internal source), not from a request: these statements run on
 * the unscoped transaction client the engine hands over.
 */

/** What the outbox needs of a transaction: raw statements (the engine's and the graph's clients both have them). */
export type OutboxClient = Pick<Prisma.TransactionClient, '$queryRaw' | '$executeRaw'>;

export interface RecordedBatch {
  events: number;
  deliveries: number;
}

/**
 * In ONE statement: the events of one change set, one delivery per event and subscribed webhook
 * of the tenant, and a graphile-worker job per delivery. `graphile_worker.add_job` is plain SQL,
 * so the jobs commit or roll back with the evaluation that caused them: no event is announced for
 * a change that did not happen, and none is lost between commit and enqueue.
 */
export async function recordChangeEvents(
  tx: OutboxClient,
  batch: { tenantId: string; batchId: string; drafts: readonly EventDraft[]; deliveryTask: string },
): Promise<RecordedBatch> {
  const rows = JSON.stringify(
    batch.drafts.map((draft) => ({
      organizationId: draft.organizationId,
      type: draft.type,
      data: draft.data,
      occurredAt: draft.occurredAt.toISOString(),
    })),
  );
  const [counts] = await tx.$queryRaw<{ events: number; deliveries: number }[]>`
    WITH events AS (
      INSERT INTO "ChangeEvent" ("tenantId", "organizationId", "batchId", position, type, data, "occurredAt")
      SELECT ${batch.tenantId}::uuid, (e.value->>'organizationId')::uuid, ${batch.batchId}::uuid, e.position::int,
             e.value->>'type', e.value->'data', (e.value->>'occurredAt')::timestamptz
        FROM jsonb_array_elements(${rows}::jsonb) WITH ORDINALITY AS e(value, position)
      RETURNING id, type
    ), deliveries AS (
      INSERT INTO "WebhookDelivery" ("tenantId", "webhookId", "eventId", "nextAttemptAt")
      SELECT ${batch.tenantId}::uuid, w.id, events.id, now()
        FROM events
        JOIN "Webhook" w ON w."tenantId" = ${batch.tenantId}::uuid AND events.type = ANY (w.events)
      RETURNING id
    ), jobs AS (
      SELECT graphile_worker.add_job(${batch.deliveryTask}, json_build_object('deliveryId', deliveries.id)) AS job
        FROM deliveries
    )
    SELECT (SELECT count(*) FROM events)::int AS events, (SELECT count(job) FROM jobs)::int AS deliveries`;
  return counts ?? { events: 0, deliveries: 0 };
}

/** A NOTIFY, delivered to listeners when (and only if) the surrounding transaction commits. */
export async function notifyInTransaction(tx: OutboxClient, channel: string, payload: string) {
  await tx.$executeRaw`SELECT pg_notify(${channel}, ${payload})`;
}

interface EventRow {
  id: string;
  batchId: string;
  tenantId: string;
  organizationId: string;
  type: string;
  data: unknown;
  occurredAt: Date;
}

const toStored = (row: EventRow): StoredEvent & { batchId: string; tenantId: string } => ({
  ...row,
  type: row.type as EventType,
});

/** The events of one change set, in the order they were recorded. */
export async function batchEvents(db: Db, batchId: string) {
  const rows = await db.changeEvent.findMany({
    where: { batchId },
    select: { id: true, batchId: true, tenantId: true, organizationId: true, type: true, data: true, occurredAt: true },
    orderBy: { position: 'asc' },
  });
  return rows.map((row) => toStored(row));
}

/**
 * The events recorded since `since` for these organizations (each under its tenant), oldest
 * first: what a listener that lost its connection may have missed.
 */
export async function eventsSince(
  db: Db,
  organizations: readonly { tenantId: string; organizationId: string }[],
  since: Date,
) {
  if (organizations.length === 0) return [];
  const rows = await db.changeEvent.findMany({
    where: {
      recordedAt: { gte: since },
      OR: organizations.map(({ tenantId, organizationId }) => ({ tenantId, organizationId })),
    },
    select: { id: true, batchId: true, tenantId: true, organizationId: true, type: true, data: true, occurredAt: true },
    orderBy: [{ recordedAt: 'asc' }, { batchId: 'asc' }, { position: 'asc' }],
  });
  return rows.map((row) => toStored(row));
}

/** Deletes events older than `before` with no delivery still pending; returns how many. */
export async function pruneEvents(db: Db, before: Date): Promise<number> {
  const { count } = await db.changeEvent.deleteMany({
    where: { recordedAt: { lt: before }, deliveries: { none: { status: 'pending' } } },
  });
  return count;
}
