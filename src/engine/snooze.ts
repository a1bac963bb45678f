import type { Db } from '../data/client.ts';
import { inTransaction, scopeToTenant } from '../data/tenant.ts';
import { endSnooze } from '../data/triage.ts';
import type { ChangePublisher } from './change-publisher.ts';
import type { SnoozeJobPayload } from './queue.ts';

export function isSnoozeJob(payload: unknown): payload is SnoozeJobPayload {
  const { tenantId, detectionId, version } = (payload ?? {}) as Record<string, unknown>;
  return typeof tenantId === 'string' && typeof detectionId === 'string' && Number.isInteger(version);
}

/**
 * A snooze's end: back to `new` and a `detection.triage_changed` event, in one transaction. A
 * detection resolved meanwhile, or a triage changed since the snooze, is left as it is.
 */
export async function endDetectionSnooze(
  db: Db,
  job: SnoozeJobPayload,
  options: { now: Date; publish?: ChangePublisher },
): Promise<boolean> {
  return inTransaction(scopeToTenant(db, job.tenantId), async (tx) => {
    const woken = await endSnooze(tx, job, options.now);
    if (!woken) return false;
    await options.publish?.(tx, {
      tenantId: job.tenantId,
      organizationId: woken.organizationId,
      controls: [],
      rollup: null,
      detections: [],
      triage: [
        {
          detectionId: job.detectionId,
          organizationId: woken.organizationId,
          controlId: woken.controlId,
          from: 'snoozed',
          to: 'new',
          assigneeId: woken.assigneeId,
          at: woken.updatedAt,
        },
      ],
    });
    return true;
  });
}
