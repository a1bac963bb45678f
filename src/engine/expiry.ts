import { recordAudit } from '../data/audit.ts';
import type { Db } from '../data/client.ts';
import { type OverrideExpiry, removeExpiredOverride } from '../data/overrides.ts';
import { inTransaction, scopeToTenant } from '../data/tenant.ts';
import type { ChangeSet } from '../domain/changes.ts';
import type { ChangePublisher } from './change-publisher.ts';
import { enqueueEvaluation } from './queue.ts';

const SYSTEM = {
  actor: { kind: 'system' as const, id: null, name: 'override expiry' },
  requestId: null,
  clientAddress: null,
};

export function isOverrideExpiry(payload: unknown): payload is OverrideExpiry {
  const p = (payload ?? {}) as Record<string, unknown>;
  return (
    typeof p.tenantId === 'string' &&
    typeof p.organizationId === 'string' &&
    (p.kind === 'control' || p.kind === 'standard') &&
    typeof p.targetId === 'string' &&
    typeof p.expiresAt === 'string'
  );
}

/**
 * Ends an override at its expiresAt: removes it (only if it still carries that end, so running
 * twice, or after the override changed, does nothing), queues the organization's evaluation, and
 * records the audit entry and the event (control.override_expired, through the publisher), all in
 * one transaction. True when it removed one.
 */
export async function expireOverride(db: Db, expiry: OverrideExpiry, publish?: ChangePublisher): Promise<boolean> {
  return inTransaction(scopeToTenant(db, expiry.tenantId), async (tx) => {
    const removed = await removeExpiredOverride(tx, expiry);
    if (!removed) return false;
    await enqueueEvaluation(tx, expiry.organizationId);
    await recordAudit(tx, SYSTEM, {
      action: `${expiry.kind}_override.expired`,
      target: { type: expiry.kind, id: expiry.targetId },
      organizationId: expiry.organizationId,
      changes: { expiresAt: [expiry.expiresAt, null] },
    });
    const changes: ChangeSet = {
      tenantId: expiry.tenantId,
      organizationId: expiry.organizationId,
      controls: [],
      rollup: null,
      detections: [],
      overridesExpired: [
        {
          organizationId: expiry.organizationId,
          controlId: expiry.kind === 'control' ? expiry.targetId : null,
          standardId: expiry.kind === 'standard' ? expiry.targetId : null,
          reason: removed.reason,
          expiredAt: new Date(expiry.expiresAt),
        },
      ],
    };
    await publish?.(tx, changes);
    return true;
  });
}
