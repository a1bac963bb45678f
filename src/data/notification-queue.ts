import type { FailingTransition, MessageContent } from '../domain/notifications.ts';
import type { Severity } from '../domain/severity.ts';
import type { Db } from './client.ts';
import type { NotificationMessageStatus, Prisma } from './generated/prisma/client.ts';
import { SEND_MAX_ATTEMPTS, SEND_NOTIFICATION_TASK } from './notifications.ts';

/**
 * The notification worker's statements (src/delivery/notifications). A job belongs to no request:
 * each statement names the tenant of the batch, digest or message it serves.
 */

type Tx = Prisma.TransactionClient;

export interface Recipient {
  userId: string;
  address: string;
  scope: 'all' | 'assigned';
  kinds: string[];
  minSeverity: Severity;
  cadence: 'immediate' | 'digest';
  email: boolean;
  channelIds: string[];
}

/** The tenant's users with notifications on (deactivated users are told nothing). */
export async function recipientsOf(db: Db, tenantId: string): Promise<Recipient[]> {
  const rows = await db.notificationPreference.findMany({
    where: { tenantId, enabled: true, user: { deactivatedAt: null } },
    select: {
      userId: true,
      scope: true,
      kinds: true,
      minSeverity: true,
      cadence: true,
      email: true,
      channelIds: true,
      user: { select: { email: true } },
    },
  });
  return rows.map(({ user, ...row }) => ({ ...row, address: user.email }));
}

/**
 * For "assigned to me": the organizations where each user is assigned a detection that is open, or
 * was still open at `since` (the change that resolved it is news to its assignee).
 */
export async function assignedOrganizations(
  db: Db,
  userIds: readonly string[],
  since: Date,
): Promise<Map<string, Set<string>>> {
  const byUser = new Map<string, Set<string>>();
  if (userIds.length === 0) return byUser;
  const rows = await db.$queryRaw<{ userId: string; organizationId: string }[]>`
    SELECT DISTINCT t."assigneeId" AS "userId", d."organizationId"
      FROM "DetectionTriage" t JOIN "Detection" d ON d.id = t."detectionId"
     WHERE t."assigneeId" = ANY (${[...userIds]}::uuid[])
       AND (d.status = 'open' OR d."resolvedAt" >= ${since}::timestamptz)`;
  for (const row of rows) {
    const set = byUser.get(row.userId) ?? new Set<string>();
    set.add(row.organizationId);
    byUser.set(row.userId, set);
  }
  return byUser;
}

/** Events are kept this long (src/events/delivery.ts); a flapping episode is read within it. */
const HISTORY_DAYS = 30;

/**
 * A control's changes into and out of `fail` for one organization, oldest first, up to `upTo`
 * (the outbox order: occurredAt, then the order they were recorded in).
 */
export async function failingHistory(
  db: Db,
  key: { tenantId: string; organizationId: string; controlId: string },
  upTo: Date,
): Promise<FailingTransition[]> {
  const rows = await db.$queryRaw<{ id: string; occurredAt: Date; to: string }[]>`
    SELECT id, "occurredAt", data->>'to' AS "to"
      FROM "ChangeEvent"
     WHERE "tenantId" = ${key.tenantId}::uuid AND "organizationId" = ${key.organizationId}::uuid
       AND type = 'control.status_changed' AND data->>'controlId' = ${key.controlId}
       AND (data->>'from' = 'fail' OR data->>'to' = 'fail')
       AND "occurredAt" <= ${upTo}::timestamptz
       AND "occurredAt" > ${upTo}::timestamptz - make_interval(days => ${HISTORY_DAYS})
     ORDER BY "occurredAt", "recordedAt", "batchId", position`;
  return rows.map((row) => ({ eventId: row.id, at: row.occurredAt, failing: row.to === 'fail' }));
}

export interface Labels {
  organizations: Map<string, string>;
  controls: Map<string, { name: string; severity: Severity; standardName: string }>;
}

/** Names for the messages: organizations and controls (with severity and standard) of one tenant. */
export async function labelsOf(
  db: Db,
  tenantId: string,
  ids: { organizationIds: readonly string[]; controlIds: readonly string[] },
): Promise<Labels> {
  const [organizations, controls] = await Promise.all([
    db.organization.findMany({
      where: { tenantId, id: { in: [...ids.organizationIds] } },
      select: { id: true, name: true },
    }),
    db.control.findMany({
      where: { tenantId, id: { in: [...ids.controlIds] } },
      select: { id: true, name: true, severity: true, standard: { select: { name: true } } },
    }),
  ]);
  return {
    organizations: new Map(organizations.map((o) => [o.id, o.name])),
    controls: new Map(
      controls.map((c) => [c.id, { name: c.name, severity: c.severity, standardName: c.standard.name }]),
    ),
  };
}

export interface NotificationRow {
  tenantId: string;
  userId: string;
  organizationId: string;
  kind: string;
  sourceKey: string;
  title: string;
  content: { lines: string[] };
  occurredAt: Date;
  deliveredAt: Date | null;
}

/** Inserts what is new; a replayed batch finds its rows there and adds none. Returns the new ones' keys as `userId sourceKey`. */
export async function recordNotifications(tx: Tx, rows: readonly NotificationRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const json = JSON.stringify(rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() })));
  const inserted = await tx.$queryRaw<{ key: string }[]>`
    INSERT INTO "Notification" (id, "tenantId", "userId", "organizationId", kind, "sourceKey", title, content, "occurredAt", "deliveredAt")
    SELECT gen_random_uuid(), (r->>'tenantId')::uuid, (r->>'userId')::uuid, (r->>'organizationId')::uuid, r->>'kind',
           r->>'sourceKey', r->>'title', r->'content', (r->>'occurredAt')::timestamptz, (r->>'deliveredAt')::timestamptz
      FROM jsonb_array_elements(${json}::jsonb) AS r
    ON CONFLICT ("userId", "sourceKey") DO NOTHING
    RETURNING "userId" || ' ' || "sourceKey" AS key`;
  return new Set(inserted.map((row) => row.key));
}

export interface MessageRow {
  tenantId: string;
  destination: string;
  dedupeKey: string;
  userId: string | null;
  subject: string;
  content: MessageContent;
}

/** Inserts each message unless its destination already has one of that key, and queues a send job per new one. */
export async function recordMessages(tx: Tx, rows: readonly MessageRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const json = JSON.stringify(rows);
  const [counts] = await tx.$queryRaw<{ added: number }[]>`
    WITH added AS (
      INSERT INTO "NotificationMessage" (id, "tenantId", destination, "dedupeKey", "userId", subject, content)
      SELECT gen_random_uuid(), (r->>'tenantId')::uuid, r->>'destination', r->>'dedupeKey', (r->>'userId')::uuid,
             r->>'subject', r->'content'
        FROM jsonb_array_elements(${json}::jsonb) AS r
      ON CONFLICT ("tenantId", destination, "dedupeKey") DO NOTHING
      RETURNING id
    ), jobs AS (
      SELECT graphile_worker.add_job(${SEND_NOTIFICATION_TASK}, json_build_object('messageId', added.id),
                                     max_attempts => ${SEND_MAX_ATTEMPTS}::int) AS job
        FROM added
    )
    SELECT count(job)::int AS added FROM jobs`;
  return counts?.added ?? 0;
}

export function messageToSend(db: Db, id: string) {
  return db.notificationMessage.findUnique({ where: { id } });
}

export function channelToPost(db: Db, tenantId: string, id: string) {
  return db.notificationChannel.findFirst({ where: { tenantId, id } });
}

export async function recordSendOutcome(
  db: Db,
  id: string,
  outcome: { status: NotificationMessageStatus; error: string | null; at: Date },
): Promise<void> {
  await db.notificationMessage.update({
    where: { id },
    data: {
      status: outcome.status,
      attempts: { increment: 1 },
      lastError: outcome.error,
      ...(outcome.status === 'sent' ? { sentAt: outcome.at } : {}),
    },
  });
}

/** Users on a daily digest, with what deciding whether one is owed needs. */
export function digestReaders(db: Db) {
  return db.notificationPreference.findMany({
    where: { enabled: true, cadence: 'digest', user: { deactivatedAt: null } },
    select: {
      userId: true,
      tenantId: true,
      cadence: true,
      digestHour: true,
      timeZone: true,
      lastDigestDay: true,
      email: true,
      channelIds: true,
      user: { select: { email: true } },
    },
  });
}

/**
 * Claims a user's digest of `day` (once: a second replica or a replay finds the day taken) and
 * takes every notification it has not delivered yet, oldest first.
 */
export async function claimDigest(tx: Tx, userId: string, day: string, now: Date) {
  const claimed = await tx.$executeRaw`
    UPDATE "NotificationPreference" SET "lastDigestDay" = ${day}
     WHERE "userId" = ${userId}::uuid AND "lastDigestDay" IS DISTINCT FROM ${day}`;
  if (claimed === 0) return null;
  return tx.$queryRaw<{ organizationId: string; title: string; content: { lines: string[] }; occurredAt: Date }[]>`
    UPDATE "Notification" SET "deliveredAt" = ${now}::timestamptz
     WHERE "userId" = ${userId}::uuid AND "deliveredAt" IS NULL
    RETURNING "organizationId", title, content, "occurredAt"`;
}

export interface ExpiringException {
  id: string;
  tenantId: string;
  organizationId: string;
  what: string;
  reason: string | null;
  expiresAt: Date;
}

/** Exceptions (control and standard overrides with an end) ending in (from, to], across tenants. */
export function expiringExceptions(db: Db, from: Date, to: Date): Promise<ExpiringException[]> {
  return db.$queryRaw<ExpiringException[]>`
    SELECT o.id, o."tenantId", o."organizationId", 'Control ' || c.name AS what, o."disabledReason" AS reason, o."expiresAt"
      FROM "ControlOverride" o JOIN "Control" c ON c.id = o."controlId"
     WHERE o."expiresAt" > ${from}::timestamptz AND o."expiresAt" <= ${to}::timestamptz
    UNION ALL
    SELECT o.id, o."tenantId", o."organizationId", 'Standard ' || s.name, o."disabledReason", o."expiresAt"
      FROM "StandardOverride" o JOIN "Standard" s ON s.id = o."standardId"
     WHERE o."expiresAt" > ${from}::timestamptz AND o."expiresAt" <= ${to}::timestamptz
     ORDER BY "expiresAt"`;
}

export function inDbTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(work);
}
