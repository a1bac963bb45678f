import type { Db } from './client.ts';
import type { TriageState } from './generated/prisma/client.ts';
import type { TenantClient, TenantRaw } from './tenant.ts';

/**
 * A detection's triage and people's part of its activity (triage changes, comments). The engine's
 * openings and resolutions are not stored here: they are the detection's firstSeenAt and resolvedAt.
 */

export type { TriageState };

export interface TriageValues {
  state: TriageState;
  assigneeId: string | null;
  snoozedUntil: Date | null;
  reason: string | null;
}

/** What a triage change records in the activity, and what its event carries. */
export interface TriageChangeRecord {
  from: TriageState;
  to: TriageState;
  assigneeId: string | null;
  snoozedUntil: string | null;
  reason: string | null;
}

const TRIAGE_SELECT = {
  detectionId: true,
  state: true,
  assigneeId: true,
  snoozedUntil: true,
  reason: true,
  version: true,
  updatedAt: true,
  updatedByName: true,
  assignee: { select: { name: true } },
} as const;

export type TriageRow = NonNullable<Awaited<ReturnType<typeof triageOf>>>;

export function triageOf(db: TenantClient, detectionId: string) {
  return db.detectionTriage.findUnique({ where: { detectionId }, select: TRIAGE_SELECT });
}

/** What triage needs of a detection: whose it is and whether the engine still has it open. */
export function detectionForTriage(db: TenantClient, id: string) {
  return db.detection.findUnique({
    where: { id },
    select: {
      id: true,
      organizationId: true,
      controlId: true,
      status: true,
      subject: true,
      severity: true,
      title: true,
    },
  });
}

/** An active user of the client's tenant (an assignee); null for anyone else. */
export function activeUser(db: TenantClient, id: string) {
  return db.user.findFirst({ where: { id, deactivatedAt: null }, select: { id: true, name: true } });
}

/** Who a credential speaks for in the activity: its user's name, else the API key's name. */
export async function actorName(db: TenantClient, who: { userId: string | null; credentialId: string }) {
  if (who.userId) {
    const user = await db.user.findUnique({ where: { id: who.userId }, select: { name: true } });
    if (user) return user.name;
  }
  const key = await db.apiKey.findUnique({ where: { id: who.credentialId }, select: { name: true } });
  return key?.name ?? 'unknown';
}

/**
 * Serializes triage changes of these detections until the caller's transaction ends: advisory
 * locks, which the engine never takes (its writes of the same rows cannot deadlock with them),
 * taken in id order so two changes of overlapping sets cannot deadlock either.
 */
export async function lockTriage(tx: Pick<TenantRaw, '$executeRaw'>, detectionIds: readonly string[]): Promise<void> {
  await tx.$executeRaw`
    SELECT pg_advisory_xact_lock(hashtextextended('triage:' || id, 0))
      FROM (SELECT unnest(${[...detectionIds].sort()}::text[]) AS id ORDER BY 1) AS ordered`;
}

/**
 * Writes the triage as a new version of the one read (`version`, null when there was none) and its
 * activity entry, in the caller's transaction: a compare-and-set, so a change never lands on a
 * version it did not read (the engine's end of a snooze writes without the detection's lock).
 * Null when the version changed meanwhile: nothing was written, the caller reads again.
 */
export async function writeTriage(
  tx: TenantClient,
  detectionId: string,
  write: { values: TriageValues; version: number | null; change: TriageChangeRecord },
  by: { name: string; at: Date },
): Promise<TriageRow | null> {
  const data = { ...write.values, updatedAt: by.at, updatedByName: by.name };
  if (write.version === null) {
    await tx.detectionTriage.create({
      data: { tenantId: tx.$tenantId(), detectionId, ...data },
      select: { version: true },
    });
  } else {
    const { count } = await tx.detectionTriage.updateMany({
      where: { detectionId, version: write.version },
      data: { ...data, version: { increment: 1 } },
    });
    if (count === 0) return null;
  }
  await tx.detectionActivity.create({
    data: {
      tenantId: tx.$tenantId(),
      detectionId,
      kind: 'triage_changed',
      at: by.at,
      actorName: by.name,
      change: { ...write.change },
    },
  });
  return triageOf(tx, detectionId);
}

export function addComment(db: TenantClient, detectionId: string, body: string, by: { name: string; at: Date }) {
  return db.detectionActivity.create({
    data: { tenantId: db.$tenantId(), detectionId, kind: 'comment', at: by.at, actorName: by.name, body },
    select: { id: true, kind: true, at: true, actorName: true, body: true, change: true },
  });
}

/** Where a slice of the activity starts: entries sort by (at, rank, id); stored rows have rank 1. */
export interface ActivityPosition {
  at: Date;
  rank: number;
  id: string;
}

/** Up to `take` stored activity rows of a detection after `after`, oldest first. */
export function activityRows(db: TenantClient, detectionId: string, take: number, after: ActivityPosition | null) {
  let where = {};
  if (after && after.rank < 1) where = { at: { gte: after.at } };
  if (after && after.rank > 1) where = { at: { gt: after.at } };
  if (after?.rank === 1) where = { OR: [{ at: { gt: after.at } }, { at: after.at, id: { gt: after.id } }] };
  return db.detectionActivity.findMany({
    where: { detectionId, ...where },
    select: { id: true, kind: true, at: true, actorName: true, body: true, change: true },
    orderBy: [{ at: 'asc' }, { id: 'asc' }],
    take,
  });
}

export type ActivityRow = Awaited<ReturnType<typeof activityRows>>[number];

/**
 * The snoozes of these detections that ended while they were resolved (the wake-up left them
 * snoozed, as it leaves a resolved detection alone): their triage version, to wake them now.
 */
export function lapsedSnoozes(
  db: Pick<TenantRaw, '$queryRaw' | '$tenantId'>,
  detectionIds: readonly string[],
  at: Date,
) {
  return db.$queryRaw<{ detectionId: string; version: number }[]>`
    SELECT "detectionId"::text AS "detectionId", version FROM "DetectionTriage"
     WHERE "detectionId" = ANY(${[...detectionIds]}::uuid[]) AND "tenantId" = ${db.$tenantId()}::uuid
       AND state = 'snoozed' AND "snoozedUntil" <= ${at}`;
}

/**
 * The wake-up of a snooze, run by the job queue: back to `new`, if the detection is still open
 * and the triage is still the very version that snoozed it (a later change wins). Unscoped: the
 * job carries the tenant, and the statement checks it. It happens at the snooze's end even when
 * the job runs late, so the activity stays in order. Returns the new triage row, or null.
 */
export async function endSnooze(
  db: Pick<Db, '$queryRaw'>,
  job: { tenantId: string; detectionId: string; version: number },
  at: Date,
) {
  const rows = await db.$queryRaw<
    { organizationId: string; controlId: string; assigneeId: string | null; updatedAt: Date }[]
  >`
    WITH woken AS (
      UPDATE "DetectionTriage" t
         SET state = 'new', "snoozedUntil" = NULL, reason = NULL, version = t.version + 1,
             "updatedAt" = GREATEST(${at}::timestamptz, t."snoozedUntil"),
             "updatedByName" = 'engine'
        FROM "Detection" d
       WHERE t."detectionId" = ${job.detectionId}::uuid AND t."tenantId" = ${job.tenantId}::uuid
         AND t.version = ${job.version}::int AND t.state = 'snoozed'
         AND d.id = t."detectionId" AND d.status = 'open'
      RETURNING t."detectionId", t."tenantId", t."assigneeId", t."updatedAt", d."organizationId", d."controlId"
    ), logged AS (
      INSERT INTO "DetectionActivity" (id, "tenantId", "detectionId", kind, at, "actorName", change)
      SELECT gen_random_uuid(), w."tenantId", w."detectionId", 'triage_changed', w."updatedAt", 'engine',
             jsonb_build_object('from', 'snoozed', 'to', 'new', 'assigneeId', w."assigneeId",
                                'snoozedUntil', NULL, 'reason', NULL)
        FROM woken w
    )
    SELECT "organizationId"::text AS "organizationId", "controlId"::text AS "controlId",
           "assigneeId"::text AS "assigneeId", "updatedAt" FROM woken`;
  return rows[0] ?? null;
}
