import { type AttestationRow, attestationsInForce, builtInTypeId, endAttestation } from '../data/attestations.ts';
import { recordAudit } from '../data/audit.ts';
import type { Db } from '../data/client.ts';
import { replaceFacts } from '../data/facts.ts';
import { addScheduledJob } from '../data/jobs.ts';
import { inTransaction, scopeToTenant, type TenantClient } from '../data/tenant.ts';
import { ATTESTATION_TYPE_CODE } from '../domain/attestation.ts';
import { enqueueEvaluation } from './queue.ts';

/**
 * Attestations become facts through the same path as a push: the organization's attestations in
 * force of a predicate are the `attestation` connector's complete population of that predicate.
 * Every change (recorded, withdrawn, expired) rewrites that population and queues the
 * organization's evaluation in the caller's transaction.
 */

export const EXPIRE_ATTESTATION_TASK = 'expire_attestation';

export interface AttestationExpiry {
  tenantId: string;
  organizationId: string;
  attestationId: string;
  expiresAt: string;
}

export function isAttestationExpiry(payload: unknown): payload is AttestationExpiry {
  const p = (payload ?? {}) as Record<string, unknown>;
  return (
    typeof p.tenantId === 'string' &&
    typeof p.organizationId === 'string' &&
    typeof p.attestationId === 'string' &&
    typeof p.expiresAt === 'string'
  );
}

/** What an attestation's fact carries: the judged fields, then who, when and why beside them. */
export function attestationFact(row: AttestationRow) {
  return {
    predicate: row.predicate,
    subject: row.subject,
    fields: {
      ...(row.fields as Record<string, boolean>),
      attestationId: row.id,
      attestedBy: row.attestedByName,
      attestedAt: row.attestedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      note: row.note,
    },
  };
}

/** Rewrites the attestation connector's population of one predicate for an organization and queues its evaluation. */
export async function syncAttestationFacts(
  tx: TenantClient,
  organizationId: string,
  predicate: string,
  at: Date,
): Promise<void> {
  const connectorTypeId = await builtInTypeId(tx, ATTESTATION_TYPE_CODE);
  if (!connectorTypeId) throw new Error('the attestation connector type is not installed');
  const live = await attestationsInForce(tx, organizationId, [predicate]);
  await replaceFacts(
    tx,
    [{ organizationId, connectorTypeId, facts: live.map(attestationFact), predicates: [predicate] }],
    at,
  );
  await enqueueEvaluation(tx, organizationId);
}

/** Queues the end of an attestation at its expiresAt; one job per attestation. */
export function scheduleAttestationExpiry(tx: TenantClient, row: AttestationRow): Promise<void> {
  const payload: AttestationExpiry = {
    tenantId: tx.$tenantId(),
    organizationId: row.organizationId,
    attestationId: row.id,
    expiresAt: row.expiresAt.toISOString(),
  };
  return addScheduledJob(tx, {
    task: EXPIRE_ATTESTATION_TASK,
    key: `${EXPIRE_ATTESTATION_TASK}:${row.id}`,
    runAt: row.expiresAt,
    payload,
  });
}

const SYSTEM = {
  actor: { kind: 'system' as const, id: null, name: 'attestation expiry' },
  requestId: null,
  clientAddress: null,
};

/**
 * Ends an attestation at its expiresAt (only if it is still in force with that end, so running
 * twice does nothing): its subject leaves the connector's population, the organization is
 * re-evaluated (its control reads no_data again when nothing else supplies the predicate), and the
 * audit log records it, in one transaction. True when it ended one.
 */
export async function expireAttestation(db: Db, expiry: AttestationExpiry, now: Date): Promise<boolean> {
  return inTransaction(scopeToTenant(db, expiry.tenantId), async (tx) => {
    const where = {
      id: expiry.attestationId,
      organizationId: expiry.organizationId,
      expiresAt: new Date(expiry.expiresAt),
    };
    const ended = await endAttestation(tx, where, { reason: 'expired', at: now, byName: null });
    if (!ended) return false;
    await syncAttestationFacts(tx, ended.organizationId, ended.predicate, now);
    await recordAudit(tx, SYSTEM, {
      action: 'attestation.expired',
      target: { type: 'attestation', id: ended.id },
      organizationId: ended.organizationId,
      changes: {
        predicate: [ended.predicate, null],
        subject: [ended.subject, null],
        expiresAt: [expiry.expiresAt, null],
      },
    });
    return true;
  });
}
