import type { TimeIdPosition } from '../domain/pagination.ts';
import type { Severity } from '../domain/severity.ts';
import type { TriageState } from './generated/prisma/client.ts';
import type { TenantClient, TenantDb } from './tenant.ts';

export interface DetectionFilter {
  status?: 'open' | 'resolved' | null;
  severity?: readonly Severity[] | null;
  /** The control that raised it. */
  controlId?: string | null;
  /** Triage states; `new` includes detections never triaged (they have no triage row). */
  triageState?: readonly TriageState[] | null;
  assigneeId?: string | null;
}

function triageWhere(filter: DetectionFilter) {
  const where: object[] = [];
  const states = filter.triageState;
  if (states?.length) {
    const inStates = { triage: { is: { state: { in: [...states] } } } };
    where.push(states.includes('new') ? { OR: [inStates, { triage: { is: null } }] } : inStates);
  }
  if (filter.assigneeId) where.push({ triage: { is: { assigneeId: filter.assigneeId } } });
  return where.length ? { AND: where } : {};
}

/**
 * Up to `take` detections of an organization (of the whole tenant when it is null) after `after`,
 * newest first, plus whether more follow.
 */
export async function detectionSlice(
  db: TenantDb,
  organizationId: string | null,
  take: number,
  /** Where the slice starts in the order (firstSeenAt desc, id desc). */
  after: TimeIdPosition | null,
  filter: DetectionFilter = {},
) {
  const rows = await db.detection.findMany({
    where: {
      ...(organizationId ? { organizationId } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.severity?.length ? { severity: { in: [...filter.severity] } } : {}),
      ...(filter.controlId ? { controlId: filter.controlId } : {}),
      ...triageWhere(filter),
      ...(after ? { OR: [{ firstSeenAt: { lt: after.at } }, { firstSeenAt: after.at, id: { lt: after.id } }] } : {}),
    },
    include: { control: { select: { standardId: true } } },
    orderBy: [{ firstSeenAt: 'desc' }, { id: 'desc' }],
    take: take + 1,
  });
  return { items: rows.slice(0, take), hasMore: rows.length > take };
}

/** The standard of a control (a detection's standardId); findUnique, so the asks of one tick are one statement. */
export async function controlStandardId(db: TenantClient, controlId: string): Promise<string> {
  const control = await db.control.findUniqueOrThrow({ where: { id: controlId }, select: { standardId: true } });
  return control.standardId;
}

export type DetectionRow = Awaited<ReturnType<typeof detectionSlice>>['items'][number];

export interface FailingSubjectRow {
  organizationId: string;
  controlId: string;
  detectionId: string;
  subject: string;
  evidence: unknown;
  firstSeenAt: Date;
  /** Its triage state (`new` when never triaged): a false positive still fails, and says so. */
  triageState: TriageState;
}

/**
 * The open detections (one per failing subject) of each (organization, control) pair, at most
 * `limit` of each by subject, in one statement whatever the number of pairs: what a whole grid's
 * rows ask for at once.
 */
export function failingSubjectsOf(
  db: Pick<TenantClient, '$queryRaw' | '$tenantId'>,
  pairs: readonly { organizationId: string; controlId: string }[],
  limit: number,
): Promise<FailingSubjectRow[]> {
  return db.$queryRaw<FailingSubjectRow[]>`
    SELECT "organizationId"::text AS "organizationId", "controlId"::text AS "controlId", id::text AS "detectionId",
           subject, evidence, "firstSeenAt", COALESCE(t.state, 'new') AS "triageState"
      FROM (
        SELECT d.*, row_number() OVER (PARTITION BY d."organizationId", d."controlId" ORDER BY d.subject, d.id) AS n
          FROM "Detection" d
          JOIN unnest(${pairs.map((pair) => pair.organizationId)}::uuid[], ${pairs.map((pair) => pair.controlId)}::uuid[])
               AS p("organizationId", "controlId")
            ON d."organizationId" = p."organizationId" AND d."controlId" = p."controlId"
         WHERE d."tenantId" = ${db.$tenantId()}::uuid AND d.status = 'open'
      ) ranked
      LEFT JOIN "DetectionTriage" t ON t."detectionId" = ranked.id AND t."tenantId" = ${db.$tenantId()}::uuid
     WHERE n <= ${limit}
     ORDER BY "organizationId", "controlId", subject, id`;
}
