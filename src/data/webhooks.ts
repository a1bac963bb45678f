import type { EventType } from '../domain/event-kinds.ts';
import type { StoredEvent } from '../domain/events.ts';
import type { Db } from './client.ts';
import type { Prisma, WebhookDeliveryStatus } from './generated/prisma/client.ts';
import type { TenantClient, TenantDb } from './tenant.ts';

/** Newest first; the connection's cursor is the id, so the order is total. */
export const DELIVERY_ORDER: Prisma.WebhookDeliveryOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];
export const WEBHOOK_ORDER: Prisma.WebhookOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { id: 'asc' }];

export function insertWebhook(
  db: TenantClient,
  webhook: { url: string; events: readonly EventType[]; secretSealed: string },
) {
  return db.webhook.create({
    data: {
      tenantId: db.$tenantId(),
      url: webhook.url,
      events: [...webhook.events],
      secretSealed: webhook.secretSealed,
    },
  });
}

/** Deletes the webhook (its pending deliveries go with it); false when the tenant has no such webhook. */
export async function deleteWebhook(db: TenantClient, id: string): Promise<boolean> {
  const { count } = await db.webhook.deleteMany({ where: { id } });
  return count > 0;
}

export async function webhookExists(db: TenantDb, id: string): Promise<boolean> {
  return (await db.webhook.findUnique({ where: { id }, select: { id: true } })) !== null;
}

export interface DeliveryToSend {
  id: string;
  tenantId: string;
  status: WebhookDeliveryStatus;
  attemptCount: number;
  createdAt: Date;
  webhook: { url: string; secretSealed: string };
  event: StoredEvent;
}

/** What a delivery attempt needs: the delivery, its webhook's URL and sealed secret, and the event. */
export async function deliveryToSend(db: Db, id: string): Promise<DeliveryToSend | null> {
  const delivery = await db.webhookDelivery.findUnique({
    where: { id },
    select: {
      id: true,
      tenantId: true,
      status: true,
      attemptCount: true,
      createdAt: true,
      webhook: { select: { url: true, secretSealed: true } },
      event: { select: { id: true, type: true, organizationId: true, occurredAt: true, data: true } },
    },
  });
  if (!delivery) return null;
  return {
    ...delivery,
    event: {
      ...delivery.event,
      type: delivery.event.type as EventType,
    },
  };
}

export interface AttemptRecord {
  deliveryId: string;
  tenantId: string;
  /** 1 for the first attempt. */
  number: number;
  startedAt: Date;
  durationMs: number;
  responseStatus: number | null;
  error: string | null;
  outcome: 'delivered' | 'retry' | 'failed';
  /** When the next attempt is due (outcome `retry`). */
  nextAttemptAt: Date | null;
  completedAt: Date | null;
}

/**
 * Records one attempt and moves the delivery on, in one transaction: delivered, given up, or
 * pending with the next attempt's job enqueued at its time. The update only applies to the
 * attempt it follows (`attemptCount` = number - 1 while pending), so a duplicated job that raced
 * this one records nothing; false then.
 */
export async function recordAttempt(db: Db, attempt: AttemptRecord, retryTask: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.webhookDelivery.updateMany({
      where: { id: attempt.deliveryId, status: 'pending', attemptCount: attempt.number - 1 },
      data: {
        attemptCount: attempt.number,
        status: attempt.outcome === 'retry' ? 'pending' : attempt.outcome,
        nextAttemptAt: attempt.outcome === 'retry' ? attempt.nextAttemptAt : null,
        completedAt: attempt.outcome === 'retry' ? null : attempt.completedAt,
      },
    });
    if (count === 0) return false;
    await tx.webhookAttempt.create({
      data: {
        tenantId: attempt.tenantId,
        deliveryId: attempt.deliveryId,
        number: attempt.number,
        startedAt: attempt.startedAt,
        durationMs: attempt.durationMs,
        responseStatus: attempt.responseStatus,
        error: attempt.error,
      },
    });
    if (attempt.outcome === 'retry' && attempt.nextAttemptAt) {
      await tx.$executeRaw`
        SELECT graphile_worker.add_job(${retryTask}, json_build_object('deliveryId', ${attempt.deliveryId}::uuid),
                                       run_at := ${attempt.nextAttemptAt}::timestamptz)`;
    }
    return true;
  });
}
