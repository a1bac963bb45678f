import { recordAudit } from '../data/audit.ts';
import type { Db } from '../data/client.ts';
import type { Prisma } from '../data/generated/prisma/client.ts';
import { type OverrideExpiry, removeExpiredOverride } from '../data/overrides.ts';
import { inTransaction, scopeToTenant } from '../data/tenant.ts';
import type { EventDraft } from '../domain/events.ts';
import { enqueueEvaluation } from './queue.ts';

/** How the engine announces events it makes outside an evaluation (src/events/publisher.ts's announceEvents). */
export type EventAnnouncer = (
  tx: Prisma.TransactionClient,
  tenantId: string,
  organizationId: string,
  drafts: EventDraft[],
) => Promise<void>;

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
 * records the audit entry and the event, all in one transaction. True when it removed one.
 */
export async function expireOverride(db: Db, expiry: OverrideExpiry, announce?: EventAnnouncer): Promise<boolean> {
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
    const data = {
      organizationId: expiry.organizationId,
      controlId: expiry.kind === 'control' ? expiry.targetId : null,
      standardId: expiry.kind === 'standard' ? expiry.targetId : null,
      reason: removed.reason,
      expiredAt: expiry.expiresAt,
    };
    const draft: EventDraft = {
      type: 'control.override_expired',
      organizationId: expiry.organizationId,
      occurredAt: new Date(expiry.expiresAt),
      data,
    };
    // The tenant-scoped transaction client runs the same raw statements as Prisma's own.
    await announce?.(tx as unknown as Prisma.TransactionClient, expiry.tenantId, expiry.organizationId, [draft]);
    return true;
  });
}
