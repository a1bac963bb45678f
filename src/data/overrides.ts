import type { OverrideKind } from '../domain/override.ts';
import type { TimeIdPosition } from '../domain/pagination.ts';
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
  expiresAt: true,
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
  /** When it ends by itself; null: never. */
  expiresAt?: Date | null;
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
    expiresAt: write.expiresAt ?? null,
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
  expiresAt: true,
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
  write: { enabled: boolean; disabled: OverrideWrite['disabled']; expiresAt?: Date | null },
): Promise<StandardOverrideRecord> {
  const data = {
    enabled: write.enabled,
    disabledReason: write.disabled?.reason ?? null,
    disabledById: write.disabled?.byUserId ?? null,
    disabledAt: write.disabled?.at ?? null,
    expiresAt: write.expiresAt ?? null,
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

/** What the expiry job of one override carries: which override, and the end it was set with. */
export interface OverrideExpiry {
  tenantId: string;
  organizationId: string;
  kind: OverrideKind;
  /** The control's or the standard's id. */
  targetId: string;
  expiresAt: string;
}

export const EXPIRE_OVERRIDE_TASK = 'expire_override';

/**
 * Adds the job that ends an override at its expiresAt, in the caller's transaction. One job key
 * per override: setting it again replaces the job; the job itself checks the end it carries.
 */
export async function scheduleOverrideExpiry(db: TenantClient, expiry: Omit<OverrideExpiry, 'tenantId'>) {
  const payload = JSON.stringify({ ...expiry, tenantId: db.$tenantId() });
  const key = `${EXPIRE_OVERRIDE_TASK}:${expiry.kind}:${expiry.organizationId}:${expiry.targetId}`;
  await db.$executeRaw`
    SELECT graphile_worker.add_job(${EXPIRE_OVERRIDE_TASK}, ${payload}::json,
                                   run_at := ${expiry.expiresAt}::timestamptz, job_key := ${key})`;
}

/**
 * Removes the override only if it still ends at `expiresAt` (a later change of it wins over an old
 * job); returns the removed override's reason, or undefined when nothing was removed.
 */
export async function removeExpiredOverride(
  db: TenantClient,
  expiry: OverrideExpiry,
): Promise<{ reason: string | null } | undefined> {
  const where = { organizationId: expiry.organizationId, expiresAt: new Date(expiry.expiresAt) };
  if (expiry.kind === 'control') {
    const found = await db.controlOverride.findFirst({
      where: { ...where, controlId: expiry.targetId },
      select: { disabledReason: true },
    });
    if (!found) return undefined;
    await db.controlOverride.deleteMany({ where: { ...where, controlId: expiry.targetId } });
    return { reason: found.disabledReason };
  }
  const found = await db.standardOverride.findFirst({
    where: { ...where, standardId: expiry.targetId },
    select: { disabledReason: true },
  });
  if (!found) return undefined;
  await db.standardOverride.deleteMany({ where: { ...where, standardId: expiry.targetId } });
  return { reason: found.disabledReason };
}

/** One override of an organization, of a control or of a whole standard, as the overrides list shows it. */
export interface OverrideEntry {
  kind: OverrideKind;
  controlId: string | null;
  standardId: string | null;
  enabled: boolean | null;
  reason: string | null;
  disabledBy: { id: string; name: string } | null;
  disabledAt: Date | null;
  expiresAt: Date | null;
  updatedAt: Date;
  /** The override row's id: with updatedAt, the list's total order. */
  id: string;
}

const ENTRY_COLUMNS = {
  id: true,
  enabled: true,
  disabledReason: true,
  disabledAt: true,
  expiresAt: true,
  updatedAt: true,
  disabledBy: { select: { id: true, name: true } },
} as const;

/**
 * A slice of an organization's overrides (controls' and standards' together), last changed first,
 * after a position `(updatedAt, id)`; one more row of each is read to tell whether more follow.
 */
export async function overrideSlice(
  db: TenantClient,
  organizationId: string,
  take: number,
  after: TimeIdPosition | null,
): Promise<{ items: OverrideEntry[]; hasMore: boolean }> {
  const before = after ? { OR: [{ updatedAt: { lt: after.at } }, { updatedAt: after.at, id: { lt: after.id } }] } : {};
  const order = [{ updatedAt: 'desc' as const }, { id: 'desc' as const }];
  const [controls, standards] = await Promise.all([
    db.controlOverride.findMany({
      where: { organizationId, ...before },
      select: { ...ENTRY_COLUMNS, controlId: true },
      orderBy: order,
      take: take + 1,
    }),
    db.standardOverride.findMany({
      where: { organizationId, ...before },
      select: { ...ENTRY_COLUMNS, standardId: true },
      orderBy: order,
      take: take + 1,
    }),
  ]);
  const entry = (row: (typeof controls)[number] | (typeof standards)[number]): OverrideEntry => ({
    kind: 'controlId' in row ? 'control' : 'standard',
    controlId: 'controlId' in row ? row.controlId : null,
    standardId: 'standardId' in row ? row.standardId : null,
    enabled: row.enabled,
    reason: row.disabledReason,
    disabledBy: row.disabledBy,
    disabledAt: row.disabledAt,
    expiresAt: row.expiresAt,
    updatedAt: row.updatedAt,
    id: row.id,
  });
  const all = [...controls.map(entry), ...standards.map(entry)].sort(
    (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  return { items: all.slice(0, take), hasMore: all.length > take };
}

/** What an override says now, for the audit entry of its change (null: there is none). */
export async function overrideState(
  db: TenantClient,
  kind: OverrideKind,
  organizationId: string,
  targetId: string,
): Promise<{ enabled: boolean | null; reason: string | null; expiresAt: string | null; parameters?: unknown } | null> {
  const row =
    kind === 'control'
      ? await db.controlOverride.findFirst({
          where: { organizationId, controlId: targetId },
          select: { enabled: true, disabledReason: true, expiresAt: true, parameters: true },
        })
      : await db.standardOverride.findFirst({
          where: { organizationId, standardId: targetId },
          select: { enabled: true, disabledReason: true, expiresAt: true },
        });
  if (!row) return null;
  return { ...row, reason: row.disabledReason, expiresAt: row.expiresAt?.toISOString() ?? null };
}
