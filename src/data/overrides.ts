import { Prisma } from './generated/prisma/client.ts';
import type { TenantClient } from './tenant.ts';

/** Organization-level overrides of controls. */

const OVERRIDE_COLUMNS = {
  organizationId: true,
  controlId: true,
  enabled: true,
  parameters: true,
  disabledReason: true,
  disabledAt: true,
  createdAt: true,
  updatedAt: true,
  disabledBy: { select: { id: true, name: true } },
} as const satisfies Prisma.ControlOverrideSelect;

export type OverrideRecord = Prisma.ControlOverrideGetPayload<{ select: typeof OVERRIDE_COLUMNS }>;

export interface OverrideWrite {
  enabled: boolean | null;
  parameters: Record<string, unknown> | null;
  /** Set only with enabled: false. */
  disabled: { reason: string; byUserId: string | null; at: Date } | null;
}

/** Replaces the organization's override of a control (PUT semantics: what is not given inherits). */
export function putOverride(
  db: TenantClient,
  organizationId: string,
  controlId: string,
  write: OverrideWrite,
): Promise<OverrideRecord> {
  const data = {
    enabled: write.enabled,
    // DbNull clears the column: an override without parameters inherits the control's.
    parameters: write.parameters === null ? Prisma.DbNull : (write.parameters as Prisma.InputJsonObject),
    disabledReason: write.disabled?.reason ?? null,
    disabledById: write.disabled?.byUserId ?? null,
    disabledAt: write.disabled?.at ?? null,
  };
  return db.controlOverride.upsert({
    where: { organizationId_controlId: { organizationId, controlId } },
    create: { tenantId: db.$tenantId(), organizationId, controlId, ...data },
    update: data,
    select: OVERRIDE_COLUMNS,
  });
}

/** Removes the override; false when there was none. */
export async function deleteOverride(db: TenantClient, organizationId: string, controlId: string): Promise<boolean> {
  const { count } = await db.controlOverride.deleteMany({ where: { organizationId, controlId } });
  return count > 0;
}

export async function controlExists(db: TenantClient, id: string): Promise<boolean> {
  return (await db.control.count({ where: { id } })) > 0;
}

/** Organization-level overrides of whole standards. */

const STANDARD_OVERRIDE_COLUMNS = {
  organizationId: true,
  standardId: true,
  enabled: true,
  disabledReason: true,
  disabledAt: true,
  createdAt: true,
  updatedAt: true,
  disabledBy: { select: { id: true, name: true } },
} as const satisfies Prisma.StandardOverrideSelect;

export type StandardOverrideRecord = Prisma.StandardOverrideGetPayload<{ select: typeof STANDARD_OVERRIDE_COLUMNS }>;

/** Replaces the organization's override of a standard. */
export function putStandardOverride(
  db: TenantClient,
  organizationId: string,
  standardId: string,
  write: { enabled: boolean; disabled: OverrideWrite['disabled'] },
): Promise<StandardOverrideRecord> {
  const data = {
    enabled: write.enabled,
    disabledReason: write.disabled?.reason ?? null,
    disabledById: write.disabled?.byUserId ?? null,
    disabledAt: write.disabled?.at ?? null,
  };
  return db.standardOverride.upsert({
    where: { organizationId_standardId: { organizationId, standardId } },
    create: { tenantId: db.$tenantId(), organizationId, standardId, ...data },
    update: data,
    select: STANDARD_OVERRIDE_COLUMNS,
  });
}

/** Removes the override of a standard; false when there was none. */
export async function deleteStandardOverride(
  db: TenantClient,
  organizationId: string,
  standardId: string,
): Promise<boolean> {
  const { count } = await db.standardOverride.deleteMany({ where: { organizationId, standardId } });
  return count > 0;
}

/** An organization's overrides of standards, by standard id. */
export function standardOverridesOf(db: TenantClient, organizationId: string): Promise<StandardOverrideRecord[]> {
  return db.standardOverride.findMany({
    where: { organizationId },
    select: STANDARD_OVERRIDE_COLUMNS,
    orderBy: { standardId: 'asc' },
  });
}
