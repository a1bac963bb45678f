import { randomUUID } from 'node:crypto';
import { notifyInTransaction, recordChangeEvents } from '../data/events.ts';
import type { Prisma } from '../data/generated/prisma/client.ts';
import type { EventDraft } from '../domain/events.ts';
import type { ChangePublisher, ChangeSet } from '../engine/changes.ts';
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
 * The events a change set announces (DECISIONS, "Events"). An entry whose status did not move
 * announces nothing, so a re-evaluation that changes nothing stays silent even if it is handed over.
 */
export function eventsOf(changes: ChangeSet): EventDraft[] {
  const drafts: EventDraft[] = [];
  for (const change of changes.controls) {
    if (change.from === change.to) continue;
    drafts.push({
      type: 'control.status_changed',
      organizationId: change.organizationId,
      occurredAt: change.evaluatedAt,
      data: {
        organizationId: change.organizationId,
        controlId: change.controlId,
        standardId: change.standardId,
        from: change.from,
        to: change.to,
        evaluatedAt: change.evaluatedAt.toISOString(),
      },
    });
  }
  const { rollup } = changes;
  if (rollup && rollup.from !== rollup.to) {
    const latest = changes.controls.reduce<Date | null>(
      (at, change) => (at === null || change.evaluatedAt > at ? change.evaluatedAt : at),
      null,
    );
    drafts.push({
      type: 'organization.rollup_changed',
      organizationId: rollup.organizationId,
      occurredAt: latest ?? changes.detections[0]?.at ?? new Date(),
      data: { organizationId: rollup.organizationId, from: rollup.from, to: rollup.to },
    });
  }
  for (const detection of changes.detections) {
    const common = {
      detectionId: detection.detectionId,
      organizationId: detection.organizationId,
      controlId: detection.controlId,
      standardId: detection.standardId,
      subject: detection.subject,
      severity: detection.severity,
      title: detection.title,
    };
    drafts.push(
      detection.kind === 'opened'
        ? {
            type: 'detection.opened',
            organizationId: detection.organizationId,
            occurredAt: detection.at,
            data: { ...common, openedAt: detection.at.toISOString() },
          }
        : {
            type: 'detection.resolved',
            organizationId: detection.organizationId,
            occurredAt: detection.at,
            data: { ...common, resolvedAt: detection.at.toISOString() },
          },
    );
  }
  return drafts;
}

/**
 * The `ChangePublisher` the engine calls inside the transaction that writes an evaluation. In that
 * same transaction it records the events, one delivery per subscribed webhook with its job on
 * graphile-worker, and a NOTIFY for the subscriptions of every replica; all of it takes effect on
 * commit and disappears on rollback. Two statements whatever the size of the change set.
 */
export function createChangePublisher(): ChangePublisher {
  return (tx, changes) => announceEvents(tx, changes.tenantId, changes.organizationId, eventsOf(changes));
}

/**
 * Records events of one organization in the outbox, with their deliveries and the NOTIFY, in the
 * caller's transaction: what the evaluations publish, and what the engine's other changes (an
 * override that expired) announce the same way.
 */
export async function announceEvents(
  tx: Prisma.TransactionClient,
  tenantId: string,
  organizationId: string,
  drafts: EventDraft[],
): Promise<void> {
  if (drafts.length === 0) return;
  const batchId = randomUUID();
  await recordChangeEvents(tx, { tenantId, batchId, drafts, deliveryTask: DELIVER_WEBHOOK_TASK });
  const notice: ChangeNotice = { tenantId, organizationId, batchId };
  await notifyInTransaction(tx, CHANGE_CHANNEL, JSON.stringify(notice));
}
