import { randomUUID } from 'node:crypto';
import { notifyInTransaction, recordChangeEvents } from '../data/events.ts';
import { enqueueNotificationBatch } from '../data/notifications.ts';
import { recordTicketChanges } from '../data/tickets.ts';
import { eventsOf } from '../domain/event-kinds.ts';
import type { ChangePublisher } from '../engine/change-publisher.ts';
import { DELIVER_WEBHOOK_TASK } from './delivery.ts';

/** The NOTIFY channel of change sets; every process's change feed listens on it. */
export const CHANGE_CHANNEL = 'compliance_changes';

/**
 * What a NOTIFY carries: the batch's id and whom it concerns, nothing else. A payload is capped
 * at 8000 bytes and a change set can name hundreds of controls, so listeners read the events of
 * the batch from the outbox instead.
 */
export interface ChangeNotice {
  tenantId: string;
  organizationId: string;
  batchId: string;
}

/**
 * The `ChangePublisher` the engine calls inside the transaction that writes an evaluation. In that
 * same transaction it records the events, one delivery per subscribed webhook with its job on
 * graphile-worker, and a NOTIFY for the subscriptions of every replica; all of it takes effect on
 * commit and disappears on rollback. Two statements whatever the size of the change set.
 */
export function createChangePublisher(): ChangePublisher {
  return async (tx, changes) => {
    const drafts = eventsOf(changes);
    if (drafts.length === 0) return;
    const batchId = randomUUID();
    await recordChangeEvents(tx, { tenantId: changes.tenantId, batchId, drafts, deliveryTask: DELIVER_WEBHOOK_TASK });
    // Users' notifications follow the same batch (src/delivery/notifications), only where someone wants them.
    await enqueueNotificationBatch(tx, changes.tenantId, batchId);
    // PSA tickets follow controls: their changes are read back from this batch of the outbox.
    if (changes.controls.length > 0 || changes.detections.length > 0) {
      await recordTicketChanges(tx, changes.tenantId, batchId);
    }
    const notice: ChangeNotice = { tenantId: changes.tenantId, organizationId: changes.organizationId, batchId };
    await notifyInTransaction(tx, CHANGE_CHANNEL, JSON.stringify(notice));
  };
}
