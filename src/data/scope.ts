import { EFFECTIVELY_IN_SCOPE } from './fleet.ts';
import type { TenantClient, TenantDb, TenantRaw } from './tenant.ts';

/**
 * Taking a standard or one control out of every organization's scope, and what that would touch
 * (DECISIONS, "Scope changes keep history"): the confirmation the console shows before the change
 * and the audit entry of the change read the same numbers.
 */

export interface ScopeImpact {
  /** Organizations where at least one of the controls is in the effective scope now. */
  organizations: number;
  /** Controls in the effective scope of at least one organization now. */
  controls: number;
  /** Open detections of those (organization, control) pairs: disabling resolves them out_of_scope. */
  openDetections: number;
}

export type ScopeTarget = { standardId: string } | { controlId: string };

/**
 * What disabling the standard (every control of it) or the one control across all clients takes
 * out of scope, as of now, in one statement: the (organization, control) pairs in the effective
 * scope (standard on and not overridden off there, control on there), and their open detections.
 * Nothing for a standard already off.
 */
export async function disableImpact(db: Pick<TenantRaw, '$queryRaw' | '$tenantId'>, target: ScopeTarget) {
  const tenantId = db.$tenantId();
  const standardId = 'standardId' in target ? target.standardId : null;
  const controlId = 'controlId' in target ? target.controlId : null;
  const [impact] = await db.$queryRaw<ScopeImpact[]>`
    WITH pairs AS (
      SELECT org.id AS "organizationId", c.id AS "controlId"
        FROM "Control" c
        JOIN "Standard" s ON s.id = c."standardId"
       CROSS JOIN "Organization" org
        LEFT JOIN "ControlOverride" o ON o."organizationId" = org.id AND o."controlId" = c.id
        LEFT JOIN "StandardOverride" so ON so."organizationId" = org.id AND so."standardId" = s.id
       WHERE c."tenantId" = ${tenantId}::uuid AND org."tenantId" = ${tenantId}::uuid
         AND (c."standardId" = ${standardId}::uuid OR c.id = ${controlId}::uuid)
         AND ${EFFECTIVELY_IN_SCOPE}
    )
    SELECT (SELECT count(DISTINCT "organizationId") FROM pairs)::int AS organizations,
           (SELECT count(DISTINCT "controlId") FROM pairs)::int AS controls,
           (SELECT count(*) FROM "Detection" d
              JOIN pairs p ON p."organizationId" = d."organizationId" AND p."controlId" = d."controlId"
             WHERE d."tenantId" = ${tenantId}::uuid AND d.status = 'open')::int AS "openDetections"`;
  return impact!;
}

/** Who disabled a standard or a control across all clients, why and when. */
export interface Disablement {
  reason: string;
  byUserId: string | null;
  at: Date;
}

/** The disable metadata a flag's change writes: kept while disabled, cleared by enabling. */
export function disableColumns(enabled: boolean | undefined, disabled: Disablement | null) {
  if (enabled === undefined) return {};
  if (enabled || !disabled) return { disabledReason: null, disabledById: null, disabledAt: null };
  return { disabledReason: disabled.reason, disabledById: disabled.byUserId, disabledAt: disabled.at };
}

/** A scope change as it was: the flag before, and what turning it off took out of scope (null otherwise). */
export interface ScopeChange<Before> {
  before: Before;
  impact: ScopeImpact | null;
}

/**
 * Sets a control's own flag for every organization, with who disabled it and why (cleared when it
 * is enabled again). In the same transaction: `onScopeChange` when the flag flips, then `changed`
 * with the control as it was and what disabling it took out of scope. False when the tenant has no
 * such control.
 */
export async function setControlEnabled(
  db: TenantDb,
  id: string,
  change: { enabled: boolean; disabled: Disablement | null },
  onScopeChange: (tx: TenantClient) => Promise<unknown>,
  changed: (
    tx: TenantClient,
    change: ScopeChange<{ enabled: boolean; disabledReason: string | null }>,
  ) => Promise<void>,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const before = await tx.control.findUnique({ where: { id }, select: { enabled: true, disabledReason: true } });
    if (!before) return false;
    const flips = before.enabled !== change.enabled;
    const impact = flips && !change.enabled ? await disableImpact(tx, { controlId: id }) : null;
    await tx.control.updateMany({
      where: { id },
      data: { enabled: change.enabled, ...disableColumns(change.enabled, change.disabled) },
    });
    if (flips) await onScopeChange(tx);
    await changed(tx, { before, impact });
    return true;
  });
}
