import type { NotificationKind } from '../domain/notifications.ts';
import type { Severity } from '../domain/severity.ts';
import type { Db } from './client.ts';
import type { OutboxClient } from './events.ts';
import type {
  NotificationCadence,
  NotificationChannelKind,
  NotificationScope,
  Prisma,
} from './generated/prisma/client.ts';
import type { TenantClient, TenantDb } from './tenant.ts';

/**
 * Notifications' rows: the tenant's channels and each user's preferences (written by the graph),
 * then what the worker derives from the change outbox (notifications per user, messages per
 * destination). The worker's statements run unscoped, naming the tenant of the batch they serve.
 */

export const NOTIFY_BATCH_TASK = 'notify_change_batch';
export const SEND_NOTIFICATION_TASK = 'send_notification';
export const NOTIFY_INTEGRATION_TASK = 'notify_integration_change';
/** Attempts of one message before it is marked failed (graphile-worker backs off exponentially between them). */
export const SEND_MAX_ATTEMPTS = 10;

/**
 * In the transaction that records a change set: the notification job of the batch, only when the
 * tenant has someone to tell, so a tenant without preferences pays one indexed probe.
 */
export async function enqueueNotificationBatch(tx: OutboxClient, tenantId: string, batchId: string): Promise<void> {
  await tx.$queryRaw`
    SELECT graphile_worker.add_job(${NOTIFY_BATCH_TASK}, json_build_object('batchId', ${batchId}::text),
                                   job_key => ${`${NOTIFY_BATCH_TASK}:${batchId}`})
     WHERE EXISTS (SELECT 1 FROM "NotificationPreference" p WHERE p."tenantId" = ${tenantId}::uuid AND p.enabled)`;
}

/** An integration that went into error or out of it: what its notification says. */
export interface IntegrationNotice {
  organizationId: string;
  typeCode: string;
  /** true: it went into error; false: it left it. */
  failing: boolean;
  status: string;
  message: string | null;
  at: string;
}

/**
 * In the transaction that sets an integration's status: the notification job of its change of
 * state, keyed by the integration and the time, so a retried request queues it once; again only
 * when the tenant has someone to tell.
 */
export async function enqueueIntegrationNotice(
  tx: Pick<TenantClient, '$queryRaw' | '$tenantId'>,
  notice: IntegrationNotice,
): Promise<void> {
  const tenantId = tx.$tenantId();
  const key = `${NOTIFY_INTEGRATION_TASK}:${notice.organizationId}:${notice.typeCode}:${notice.at}`;
  await tx.$queryRaw`
    SELECT graphile_worker.add_job(${NOTIFY_INTEGRATION_TASK},
                                   ${JSON.stringify({ tenantId, ...notice })}::json, job_key => ${key})
     WHERE EXISTS (SELECT 1 FROM "NotificationPreference" p WHERE p."tenantId" = ${tenantId}::uuid AND p.enabled)`;
}

// ---- The graph's reads and writes (tenant-scoped) ----

export const CHANNEL_ORDER: Prisma.NotificationChannelOrderByWithRelationInput[] = [{ name: 'asc' }, { id: 'asc' }];

export function channelsOf(db: TenantDb | TenantClient) {
  return db.notificationChannel.findMany({ orderBy: CHANNEL_ORDER });
}

export function channelById(db: TenantDb | TenantClient, id: string) {
  return db.notificationChannel.findUnique({ where: { id } });
}

export interface ChannelWrite {
  kind: NotificationChannelKind;
  name: string;
  address: string | null;
  urlSealed: string | null;
  urlHint: string | null;
}

export function insertChannel(db: TenantClient, channel: ChannelWrite) {
  return db.notificationChannel.create({ data: { tenantId: db.$tenantId(), ...channel } });
}

/** Deletes a channel and takes it out of every preference that named it; false when there is none. */
export async function deleteChannel(db: TenantClient, id: string): Promise<boolean> {
  const { count } = await db.notificationChannel.deleteMany({ where: { id } });
  if (count === 0) return false;
  await db.$executeRaw`
    UPDATE "NotificationPreference" SET "channelIds" = array_remove("channelIds", ${id}::uuid)
     WHERE "tenantId" = ${db.$tenantId()}::uuid AND ${id}::uuid = ANY ("channelIds")`;
  return true;
}

export function channelNameTaken(db: TenantClient, name: string, exceptId: string | null) {
  return db.notificationChannel
    .findFirst({ where: { name, ...(exceptId ? { NOT: { id: exceptId } } : {}) }, select: { id: true } })
    .then((found) => found !== null);
}

export async function existingChannelIds(db: TenantClient, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db.notificationChannel.findMany({ where: { id: { in: [...ids] } }, select: { id: true } });
  return new Set(rows.map((row) => row.id));
}

export function preferenceOf(db: TenantDb | TenantClient, userId: string) {
  return db.notificationPreference.findUnique({ where: { userId } });
}

export interface PreferenceWrite {
  enabled: boolean;
  scope: NotificationScope;
  kinds: NotificationKind[];
  minSeverity: Severity;
  cadence: NotificationCadence;
  digestHour: number;
  timeZone: string;
  email: boolean;
  channelIds: string[];
}

export function upsertPreference(db: TenantClient, userId: string, preference: PreferenceWrite) {
  return db.notificationPreference.upsert({
    where: { userId },
    create: { tenantId: db.$tenantId(), userId, ...preference },
    update: preference,
  });
}

/** One-click unsubscribe: stops what the link's message was sent by (email, or one channel). */
export async function unsubscribeDestination(
  db: Pick<Db, 'notificationPreference' | '$executeRaw'>,
  userId: string,
  destination: string,
): Promise<boolean> {
  if (destination === 'email') {
    const { count } = await db.notificationPreference.updateMany({
      where: { userId, email: true },
      data: { email: false },
    });
    return count > 0;
  }
  const channelId = destination.replace(/^channel:/, '');
  const count = await db.$executeRaw`
    UPDATE "NotificationPreference" SET "channelIds" = array_remove("channelIds", ${channelId}::uuid), "updatedAt" = now()
     WHERE "userId" = ${userId}::uuid AND ${channelId}::uuid = ANY ("channelIds")`;
  return count > 0;
}

/** What a user's email and channels are set to, by user id alone: an unsubscribe link names no tenant. */
export function destinationsOfUser(db: Db, userId: string) {
  return db.notificationPreference.findUnique({ where: { userId }, select: { email: true, channelIds: true } });
}

export function userTenant(db: Db, userId: string) {
  return db.user.findUnique({ where: { id: userId }, select: { tenantId: true, email: true } });
}
