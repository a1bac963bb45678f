import type { Db } from '../data/client.ts';
import type { TenantClient } from '../data/tenant.ts';

/**
 * Asking the engine to evaluate organizations: rows of graphile-worker's queue, added in the
 * caller's transaction, so a write and the evaluation it calls for commit (or roll back) together.
 *
 * Each organization has one job key and one queue. The key coalesces: a push that arrives while
 * the organization's job is still waiting replaces that job instead of adding another. The queue
 * serializes: a push that arrives while the job runs gets a new job (graphile-worker clears the
 * running job's key), which waits in the organization's queue until the running one has finished,
 * then reads everything committed so far. So every committed change is followed by an evaluation
 * that starts after it: no update is lost, and no two evaluations of one organization overlap.
 */

export const EVALUATE_TASK = 'evaluate_organization';

export interface EvaluationJobPayload {
  tenantId: string;
  organizationId: string;
}

/** Lower runs first: a push or an operator's change goes ahead of fan-outs and the schedule. */
export const PRIORITY = { interactive: 0, fanOut: 10, scheduled: 20 } as const;
export type Priority = (typeof PRIORITY)[keyof typeof PRIORITY];

const jobKey = (organizationId: string) => `${EVALUATE_TASK}:${organizationId}`;

type Raw = Pick<Db, '$queryRaw'>;

/**
 * graphile-worker's add_jobs skips a job whose key collides with one that became locked during
 * the call (worker#580); adding the missing ones again creates fresh jobs.
 */
const ATTEMPTS = 5;

async function addJobs(db: Raw, targets: readonly EvaluationJobPayload[], priority: Priority): Promise<number> {
  let pending = [...new Map(targets.map((target) => [target.organizationId, target])).values()];
  for (let attempt = 0; attempt < ATTEMPTS && pending.length > 0; attempt++) {
    const rows = await db.$queryRaw<{ key: string }[]>`
      SELECT key FROM graphile_worker.add_jobs(ARRAY(
        SELECT ROW(${EVALUATE_TASK}, json_build_object('tenantId', t."tenantId", 'organizationId', t."organizationId"),
                   'evaluate:' || t."organizationId", NULL, NULL, ${`${EVALUATE_TASK}:`} || t."organizationId",
                   ${priority}::int, NULL)::graphile_worker.job_spec
          FROM jsonb_to_recordset(${JSON.stringify(pending)}::jsonb) AS t("tenantId" text, "organizationId" text)
      ))`;
    const added = new Set(rows.map((row) => row.key));
    pending = pending.filter((target) => !added.has(jobKey(target.organizationId)));
  }
  if (pending.length > 0) throw new Error(`could not queue the evaluation of ${pending.length} organization(s)`);
  return targets.length;
}

/** Queues an evaluation of one organization of the client's tenant. */
export function enqueueEvaluation(
  db: TenantClient,
  organizationId: string,
  priority: Priority = PRIORITY.interactive,
): Promise<number> {
  return addJobs(db, [{ tenantId: db.$tenantId(), organizationId }], priority);
}

/** Queues an evaluation of every organization of the client's tenant (a standard changed). */
export async function enqueueTenantEvaluations(db: TenantClient): Promise<number> {
  const organizations = await db.organization.findMany({ select: { id: true } });
  const tenantId = db.$tenantId();
  return addJobs(
    db,
    organizations.map(({ id }) => ({ tenantId, organizationId: id })),
    PRIORITY.fanOut,
  );
}

/**
 * Queues an evaluation of every organization of every tenant: what a change of the connector
 * catalog calls for, since coverage (reasons A and B, refusals) comes from it.
 */
export async function enqueueAllEvaluations(db: Pick<Db, '$queryRaw' | 'organization'>): Promise<number> {
  const organizations = await db.organization.findMany({ select: { id: true, tenantId: true } });
  return addJobs(
    db,
    organizations.map(({ id, tenantId }) => ({ tenantId, organizationId: id })),
    PRIORITY.fanOut,
  );
}

/**
 * Queues the organizations that have an integration of one of these connector types: what a
 * change of those types' predicates or refusals calls for (coverage and refusals come from them).
 */
export async function enqueueConnectorTypeEvaluations(db: Raw, connectorTypeIds: readonly string[]): Promise<number> {
  const targets = await db.$queryRaw<EvaluationJobPayload[]>`
    SELECT DISTINCT i."tenantId"::text AS "tenantId", i."organizationId"::text AS "organizationId"
      FROM "Integration" i WHERE i."connectorTypeId" = ANY(${connectorTypeIds}::uuid[])`;
  return targets.length === 0 ? 0 : addJobs(db, targets, PRIORITY.fanOut);
}

/**
 * Queues the organizations whose last evaluation is older than `olderThan` (or that were never
 * evaluated), so `evaluatedAt` stays honest where no fact changed.
 */
export async function enqueueStaleEvaluations(db: Raw, olderThan: Date): Promise<number> {
  // An organization with a job already queued or running needs no other: it only lacks freshness.
  const stale = await db.$queryRaw<EvaluationJobPayload[]>`
    SELECT o."tenantId"::text AS "tenantId", o.id::text AS "organizationId" FROM "Organization" o
     WHERE (o."evaluatedAt" IS NULL OR o."evaluatedAt" < ${olderThan})
       AND NOT EXISTS (SELECT 1 FROM graphile_worker.jobs j WHERE j.key = ${`${EVALUATE_TASK}:`} || o.id::text)`;
  return stale.length === 0 ? 0 : addJobs(db, stale, PRIORITY.scheduled);
}
