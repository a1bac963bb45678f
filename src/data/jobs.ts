import type { Db } from './client.ts';
import type { TenantClient } from './tenant.ts';

/**
 * Rows of graphile-worker's queue and the organizations they are for. The policy (which task,
 * which key, which priority, how often to retry) is the engine's (src/engine/queue.ts); these run
 * in whatever transaction the caller's client is in, so a write and its job commit together.
 */

export interface JobTarget {
  tenantId: string;
  organizationId: string;
}

/**
 * Adds one job per target, keyed `<keyPrefix><organizationId>` and queued on
 * `<queuePrefix><organizationId>`; returns the keys graphile-worker added (a key it skipped
 * because its job became locked during the call is missing).
 */
export async function addJobs(
  db: Pick<Db, '$queryRaw'>,
  job: { task: string; keyPrefix: string; queuePrefix: string; priority: number },
  targets: readonly JobTarget[],
): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ key: string }[]>`
    SELECT key FROM graphile_worker.add_jobs(ARRAY(
      SELECT ROW(${job.task}, json_build_object('tenantId', t."tenantId", 'organizationId', t."organizationId"),
                 ${job.queuePrefix} || t."organizationId", NULL, NULL, ${job.keyPrefix} || t."organizationId",
                 ${job.priority}::int, NULL)::graphile_worker.job_spec
        FROM jsonb_to_recordset(${JSON.stringify(targets)}::jsonb) AS t("tenantId" text, "organizationId" text)
    ))`;
  return new Set(rows.map((row) => row.key));
}

/** Every organization of the client's tenant. */
export async function tenantJobTargets(db: TenantClient): Promise<JobTarget[]> {
  const organizations = await db.organization.findMany({ select: { id: true } });
  const tenantId = db.$tenantId();
  return organizations.map(({ id }) => ({ tenantId, organizationId: id }));
}

/** Every organization of every tenant. */
export async function allJobTargets(db: Pick<Db, 'organization'>): Promise<JobTarget[]> {
  const organizations = await db.organization.findMany({ select: { id: true, tenantId: true } });
  return organizations.map(({ id, tenantId }) => ({ tenantId, organizationId: id }));
}

/** Organizations with an integration of one of these connector types. */
export function connectorTypeJobTargets(
  db: Pick<Db, '$queryRaw'>,
  connectorTypeIds: readonly string[],
): Promise<JobTarget[]> {
  return db.$queryRaw<JobTarget[]>`
    SELECT DISTINCT i."tenantId"::text AS "tenantId", i."organizationId"::text AS "organizationId"
      FROM "Integration" i WHERE i."connectorTypeId" = ANY(${connectorTypeIds}::uuid[])`;
}

/**
 * Organizations last evaluated before `olderThan` (or never), leaving out those with a job keyed
 * `<keyPrefix><organizationId>` already queued or running: they only lack freshness.
 */
export function staleJobTargets(db: Pick<Db, '$queryRaw'>, olderThan: Date, keyPrefix: string): Promise<JobTarget[]> {
  return db.$queryRaw<JobTarget[]>`
    SELECT o."tenantId"::text AS "tenantId", o.id::text AS "organizationId" FROM "Organization" o
     WHERE (o."evaluatedAt" IS NULL OR o."evaluatedAt" < ${olderThan})
       AND NOT EXISTS (SELECT 1 FROM graphile_worker.jobs j WHERE j.key = ${keyPrefix} || o.id::text)`;
}

/** Adds one job due at `runAt` under `key`, replacing a waiting job of the same key. */
export async function addScheduledJob(
  db: Pick<Db, '$queryRaw'>,
  job: { task: string; key: string; runAt: Date; payload: object },
): Promise<void> {
  await db.$queryRaw`
    SELECT graphile_worker.add_job(${job.task}, ${JSON.stringify(job.payload)}::json,
                                   run_at => ${job.runAt}::timestamptz, job_key => ${job.key})`;
}
