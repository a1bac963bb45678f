import type { AdoptedDraft, LibraryTags } from '../domain/library.ts';
import { type PageRequest, pageWindow } from '../domain/pagination.ts';
import type { ControlDraft, StandardDraft } from '../domain/standard-draft.ts';
import { countStatuses, type StatusCounts } from '../domain/status.ts';
import { isoDay } from '../domain/trend.ts';
import { ConflictError } from '../errors.ts';
import { Prisma } from './generated/prisma/client.ts';
import { type Disablement, disableColumns, disableImpact, type ScopeChange } from './scope.ts';
import type { Selection, TenantClient, TenantDb, TenantRaw } from './tenant.ts';

export const CONTROL_ORDER: Prisma.ControlOrderByWithRelationInput[] = [
  { category: 'asc' },
  { name: 'asc' },
  { id: 'asc' },
];

export interface StandardStats {
  organizationCount: number;
  rollup: StatusCounts;
}

/** Rollup and organization count of each standard, over every organization's latest states, in two grouped scans. */
export async function standardStats(db: TenantDb, standardIds: readonly string[]): Promise<StandardStats[]> {
  const where = { standardId: { in: [...standardIds] } };
  const [byStatus, byOrganization] = await Promise.all([
    db.controlState.groupBy({ by: ['standardId', 'status'], where, _count: { _all: true } }),
    db.controlState.groupBy({ by: ['standardId', 'organizationId'], where }),
  ]);
  return standardIds.map((id) => ({
    organizationCount: byOrganization.filter((row) => row.standardId === id).length,
    rollup: countStatuses(
      byStatus.filter((row) => row.standardId === id).map((row) => ({ status: row.status, count: row._count._all })),
    ),
  }));
}

export interface StandardFilter {
  slug?: string | null;
  /** Case-insensitive substring of the name or slug. */
  q?: string | null;
  enabled?: boolean | null;
}

/** A page of standards by name then id, and how many match in all. */
export async function standardPage(
  db: TenantDb,
  filter: StandardFilter,
  request: PageRequest,
  selection: Selection<Prisma.StandardFindManyArgs>,
): Promise<{ items: unknown[]; total: number }> {
  const where: Prisma.StandardWhereInput = {
    ...(filter.slug != null ? { slug: filter.slug } : {}),
    ...(filter.q
      ? {
          OR: [
            { name: { contains: filter.q, mode: 'insensitive' } },
            { slug: { contains: filter.q, mode: 'insensitive' } },
          ],
        }
      : {}),
    ...(filter.enabled != null ? { enabled: filter.enabled } : {}),
  };
  const [items, total] = await Promise.all([
    db.standard.findMany({
      ...(selection as object),
      where,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      ...pageWindow(request),
    }),
    db.standard.count({ where }),
  ]);
  return { items, total };
}

/** A page of one standard's controls by category, name, id, and how many it has. */
export async function controlPage(
  db: TenantDb,
  standardId: string,
  request: PageRequest,
  selection: Selection<Prisma.ControlFindManyArgs>,
): Promise<{ items: unknown[]; total: number }> {
  const where = { standardId };
  const [items, total] = await Promise.all([
    db.control.findMany({ ...(selection as object), where, orderBy: CONTROL_ORDER, ...pageWindow(request) }),
    db.control.count({ where }),
  ]);
  return { items, total };
}

export async function standardExists(db: TenantDb, id: string): Promise<boolean> {
  return (await db.standard.findUnique({ where: { id }, select: { id: true } })) !== null;
}

/** The standard with its controls in the list's order, or null. */
export function standardWithControls(db: TenantDb, id: string) {
  return db.standard.findUnique({ where: { id }, include: { controls: { orderBy: CONTROL_ORDER } } });
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/**
 * The unique constraints are the lock: a prior lookup proves nothing under concurrency. Once a
 * write has failed on one, this names the slug that collided (the lookup only words the message).
 */
async function slugConflict(
  db: TenantDb,
  standardSlug: string,
  controlSlugs: readonly string[],
): Promise<ConflictError> {
  const tenantId = db.$tenantId();
  if (
    await db.standard.findUnique({ where: { tenantId_slug: { tenantId, slug: standardSlug } }, select: { id: true } })
  ) {
    return new ConflictError(`A standard with the slug '${standardSlug}' already exists`);
  }
  const taken = await db.control.findMany({ where: { slug: { in: [...controlSlugs] } }, select: { slug: true } });
  const first = controlSlugs.find((slug) => taken.some((control) => control.slug === slug));
  return new ConflictError(
    first
      ? `A control with the slug '${first}' already exists`
      : 'A slug of this standard or its controls already exists',
  );
}

/** A standard's columns from its draft (the graph's createStandard and adoption, and the demo seed's adoptions). */
export function standardColumns(draft: StandardDraft | AdoptedDraft) {
  return {
    slug: draft.slug,
    name: draft.name,
    description: draft.description,
    enabled: draft.enabled,
    libraryKey: 'libraryKey' in draft ? draft.libraryKey : null,
    libraryVersion: 'libraryVersion' in draft ? draft.libraryVersion : null,
  };
}

/** A control's row from its draft. */
export function controlRow(tenantId: string, control: ControlDraft & LibraryTags) {
  return {
    ...control,
    // Nested rows escape the tenant extension, which only scopes the top-level write.
    tenantId,
    parameters: control.parameters as Prisma.InputJsonObject,
    definition: control.definition as Prisma.InputJsonObject,
    remediation: control.remediation ? (control.remediation as unknown as Prisma.InputJsonObject) : Prisma.DbNull,
  };
}

/**
 * Inserts the standard and its controls, all rows or none; a taken slug is a ConflictError. In the
 * same transaction its controls join today's snapshot of every organization as not_applicable
 * (the standard starts inactive), so today's trend bucket equals the grid at once
 * (DECISIONS, "Assessment: settled points"). Evaluations of the tenant wait for it, and it for
 * them (`lockTenantStandards`), so none writes today's counts from the controls before it.
 */
export async function insertStandard(
  db: TenantDb,
  draft: StandardDraft | AdoptedDraft,
  now: Date,
  /** Runs last in the insert's transaction (the audit entry). */
  inserted: (tx: TenantClient, id: string) => Promise<void> = async () => {},
): Promise<string> {
  const tenantId = db.$tenantId();
  try {
    return await db.$transaction(
      async (tx) => {
        await lockTenantStandards(tx, 'exclusive');
        const standard = await tx.standard.create({
          data: {
            tenantId,
            ...standardColumns(draft),
            controls: { create: draft.controls.map((control) => controlRow(tenantId, control)) },
          },
          select: { id: true },
        });
        if (!draft.enabled) await countInactiveControlsToday(tx, draft.controls.length, now);
        await inserted(tx, standard.id);
        return standard.id;
        // The lock waits for the tenant's evaluations in flight, which may take longer than the default 5 s.
      },
      { maxWait: 10_000, timeout: 30_000 },
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw await slugConflict(
        db,
        draft.slug,
        draft.controls.map((control) => control.slug),
      );
    }
    throw error;
  }
}

/**
 * Adds `count` not_applicable controls to today's snapshot of every organization of the tenant
 * that has one (today's, or the latest before today carried forward into a row for today). An
 * organization never evaluated has none: its first evaluation counts every control.
 */
async function countInactiveControlsToday(db: TenantRaw, count: number, now: Date): Promise<void> {
  const tenantId = db.$tenantId();
  const today = isoDay(now);
  await db.$executeRaw`
    INSERT INTO "DailyStatusCount" ("organizationId", day, "tenantId", "passCount", "failCount", "noDataCount",
                                    "notCoveredCount", "notApplicableCount")
    SELECT DISTINCT ON (d."organizationId") d."organizationId", ${today}::date, d."tenantId", d."passCount",
           d."failCount", d."noDataCount", d."notCoveredCount", d."notApplicableCount" + ${count}::int
      FROM "DailyStatusCount" d
     WHERE d."tenantId" = ${tenantId}::uuid AND d.day <= ${today}::date
     ORDER BY d."organizationId", d.day DESC
    ON CONFLICT ("organizationId", day) DO UPDATE SET "notApplicableCount" = EXCLUDED."notApplicableCount"`;
}

/**
 * The tenant's lock on its set of controls: a standard's creation holds it exclusively, every
 * evaluation shares it (src/data/evaluation.ts), for the length of their transactions.
 */
export async function lockTenantStandards(db: TenantRaw, mode: 'shared' | 'exclusive'): Promise<void> {
  const key = `standards:${db.$tenantId()}`;
  if (mode === 'exclusive') await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
  else await db.$executeRaw`SELECT pg_advisory_xact_lock_shared(hashtextextended(${key}, 0))`;
}

/**
 * Changes the fields given, with who disabled the standard and why when `enabled` turns false
 * (cleared when it turns true), and runs `onScopeChange` in the same transaction when `enabled`
 * flips; false when the tenant has no such standard.
 */
export async function updateStandard(
  db: TenantDb,
  id: string,
  data: { name?: string; description?: string; enabled?: boolean },
  disabled: Disablement | null,
  onScopeChange: (tx: TenantClient) => Promise<unknown>,
  /**
   * Runs last in the update's transaction with the fields as they were and, when it turns the
   * standard off, what that took out of scope (the audit entry).
   */
  updated: (
    tx: TenantClient,
    change: ScopeChange<{ name: string; description: string; enabled: boolean; disabledReason: string | null }>,
  ) => Promise<void>,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const before = await tx.standard.findUnique({
      where: { id },
      select: { name: true, description: true, enabled: true, disabledReason: true },
    });
    if (!before) return false;
    const flips = data.enabled !== undefined && data.enabled !== before.enabled;
    const impact = flips && !data.enabled ? await disableImpact(tx, { standardId: id }) : null;
    await tx.standard.updateMany({ where: { id }, data: { ...data, ...disableColumns(data.enabled, disabled) } });
    if (flips) await onScopeChange(tx);
    await updated(tx, { before, impact });
    return true;
  });
}
