import type { Prisma } from './generated/prisma/client.ts';
import type { TenantClient } from './tenant.ts';

/** Attestations: evidence people give for an organization (src/domain/attestation.ts). */

export const ATTESTATION_COLUMNS = {
  id: true,
  organizationId: true,
  predicate: true,
  subject: true,
  fields: true,
  note: true,
  attestedByKind: true,
  attestedById: true,
  attestedByName: true,
  attestedAt: true,
  expiresAt: true,
  endedAt: true,
  endReason: true,
  endedByName: true,
} as const satisfies Prisma.AttestationSelect;

export type AttestationRow = Prisma.AttestationGetPayload<{ select: typeof ATTESTATION_COLUMNS }>;

export interface NewAttestation {
  organizationId: string;
  predicate: string;
  subject: string;
  fields: Record<string, boolean>;
  note: string;
  expiresAt: Date;
  by: { kind: string; id: string | null; name: string };
  at: Date;
}

/**
 * Records an attestation in force; one already in force for the same predicate and subject is
 * superseded in the same statement's transaction (the partial unique index makes two concurrent
 * ones a unique violation for the later, never two in force). Returns it and the superseded one.
 */
export async function insertAttestation(
  tx: TenantClient,
  attestation: NewAttestation,
): Promise<{ row: AttestationRow; superseded: AttestationRow | null }> {
  const { organizationId, predicate, subject, at, by } = attestation;
  const current = await tx.attestation.findFirst({
    where: { organizationId, predicate, subject, endedAt: null },
    select: { id: true },
  });
  const superseded = current
    ? await tx.attestation.update({
        where: { id: current.id },
        data: { endedAt: at, endReason: 'superseded', endedByName: by.name },
        select: ATTESTATION_COLUMNS,
      })
    : null;
  const row = await tx.attestation.create({
    data: {
      tenantId: tx.$tenantId(),
      organizationId,
      predicate,
      subject,
      fields: attestation.fields,
      note: attestation.note,
      attestedByKind: by.kind,
      attestedById: by.id,
      attestedByName: by.name,
      attestedAt: at,
      expiresAt: attestation.expiresAt,
    },
    select: ATTESTATION_COLUMNS,
  });
  return { row, superseded };
}

/**
 * Ends an attestation in force (`withdrawn`, or `expired` when `expiresAt` still matches what the
 * expiry job was queued with); null when it is not in force (or not this organization's).
 */
export async function endAttestation(
  tx: TenantClient,
  where: { id: string; organizationId: string; expiresAt?: Date },
  end: { reason: 'withdrawn' | 'expired'; at: Date; byName: string | null },
): Promise<AttestationRow | null> {
  const { count } = await tx.attestation.updateMany({
    where: { ...where, endedAt: null },
    data: { endedAt: end.at, endReason: end.reason, endedByName: end.byName },
  });
  if (count === 0) return null;
  return tx.attestation.findUnique({ where: { id: where.id }, select: ATTESTATION_COLUMNS });
}

/** The attestations in force of one organization (of these predicates, or all), by predicate and subject. */
export function attestationsInForce(
  tx: TenantClient,
  organizationId: string,
  predicates: readonly string[] | null,
): Promise<AttestationRow[]> {
  return tx.attestation.findMany({
    where: { organizationId, ...(predicates ? { predicate: { in: [...predicates] } } : {}), endedAt: null },
    select: ATTESTATION_COLUMNS,
    orderBy: [{ predicate: 'asc' }, { subject: 'asc' }],
  });
}

/** One attestation of an organization, in force or not; null when it is not this organization's. */
export function attestationOf(tx: TenantClient, organizationId: string, id: string): Promise<AttestationRow | null> {
  return tx.attestation.findFirst({ where: { id, organizationId }, select: ATTESTATION_COLUMNS });
}

/**
 * A slice of an organization's attestations, newest first, after a position `(attestedAt, id)`;
 * one more row is read to tell whether more follow. Ended ones only when asked for.
 */
export async function attestationSlice(
  tx: TenantClient,
  organizationId: string,
  options: { take: number; after: { at: Date; id: string } | null; includeEnded: boolean },
): Promise<{ items: AttestationRow[]; hasMore: boolean }> {
  const { take, after } = options;
  const rows = await tx.attestation.findMany({
    where: {
      organizationId,
      ...(options.includeEnded ? {} : { endedAt: null }),
      ...(after ? { OR: [{ attestedAt: { lt: after.at } }, { attestedAt: after.at, id: { lt: after.id } }] } : {}),
    },
    select: ATTESTATION_COLUMNS,
    orderBy: [{ attestedAt: 'desc' }, { id: 'desc' }],
    take: take + 1,
  });
  return { items: rows.slice(0, take), hasMore: rows.length > take };
}

/** The id of a built-in connector type (the `attestation` type), or null before the catalog is installed. */
export async function builtInTypeId(tx: Pick<TenantClient, 'connectorType'>, typeCode: string): Promise<string | null> {
  const row = await tx.connectorType.findFirst({ where: { tenantId: null, typeCode }, select: { id: true } });
  return row?.id ?? null;
}

/** Sets up the organization's integration of a connector type as connected, unless it has one already. */
export async function ensureIntegration(tx: TenantClient, organizationId: string, connectorTypeId: string) {
  const existing = await tx.integration.findFirst({ where: { organizationId, connectorTypeId }, select: { id: true } });
  if (existing) return false;
  await tx.integration.create({
    data: { tenantId: tx.$tenantId(), organizationId, connectorTypeId, status: 'connected' },
  });
  return true;
}
