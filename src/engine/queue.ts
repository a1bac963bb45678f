import type { Db } from '../data/client.ts';
import {
  addJobs as addJobRows,
  addScheduledJob,
  allJobTargets,
  connectorTypeJobTargets,
  staleJobTargets,
  tenantJobTargets,
} from '../data/jobs.ts';
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

const KEY_PREFIX = `${EVALUATE_TASK}:`;
const jobKey = (organizationId: string) => `${KEY_PREFIX}${organizationId}`;
/** One key per organization (it coalesces) and one queue per organization (it serializes). */
const EVALUATION_JOB = { task: EVALUATE_TASK, keyPrefix: KEY_PREFIX, queuePrefix: 'evaluate:' };

type Raw = Pick<Db, '$queryRaw'>;

/**
 * graphile-worker's add_jobs skips a job whose key collides with one that became locked during
 * the call (worker#580); adding the missing ones again creates fresh jobs.
 */
const ATTEMPTS = 5;

async function addJobs(db: Raw, targets: readonly EvaluationJobPayload[], priority: Priority): Promise<number> {
  let pending = [...new Map(targets.map((target) => [target.organizationId, target])).values()];
  for (let attempt = 0; attempt < ATTEMPTS && pending.length > 0; attempt++) {
    const added = await addJobRows(db, { ...EVALUATION_JOB, priority }, pending);
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
  return addJobs(db, await tenantJobTargets(db), PRIORITY.fanOut);
}

/**
 * Queues an evaluation of every organization of every tenant: what a change of the connector
 * catalog calls for, since coverage (reasons A and B, refusals) comes from it.
 */
export async function enqueueAllEvaluations(db: Pick<Db, '$queryRaw' | 'organization'>): Promise<number> {
  return addJobs(db, await allJobTargets(db), PRIORITY.fanOut);
}

/**
 * Queues the organizations that have an integration of one of these connector types: what a
 * change of those types' predicates or refusals calls for (coverage and refusals come from them).
 */
export async function enqueueConnectorTypeEvaluations(db: Raw, connectorTypeIds: readonly string[]): Promise<number> {
  const targets = await connectorTypeJobTargets(db, connectorTypeIds);
  return targets.length === 0 ? 0 : addJobs(db, targets, PRIORITY.fanOut);
}

/**
 * Queues the organizations whose last evaluation is older than `olderThan` (or that were never
 * evaluated), so `evaluatedAt` stays honest where no fact changed.
 */
export async function enqueueStaleEvaluations(db: Raw, olderThan: Date): Promise<number> {
  const stale = await staleJobTargets(db, olderThan, KEY_PREFIX);
  return stale.length === 0 ? 0 : addJobs(db, stale, PRIORITY.scheduled);
}

/** Returns a snoozed detection's triage to `new` when the snooze ends (src/engine/snooze.ts). */
export const END_SNOOZE_TASK = 'end_detection_snooze';

export interface SnoozeJobPayload {
  tenantId: string;
  detectionId: string;
  /** The triage version that snoozed it: a later change makes the job a no-op. */
  version: number;
}

/** Queues the end of a snooze at `until`; one job per detection, so a new snooze replaces the old one's. */
export function scheduleSnoozeEnd(db: TenantClient, detectionId: string, version: number, until: Date): Promise<void> {
  const payload: SnoozeJobPayload = { tenantId: db.$tenantId(), detectionId, version };
  return addScheduledJob(db, {
    task: END_SNOOZE_TASK,
    key: `${END_SNOOZE_TASK}:${detectionId}`,
    runAt: until,
    payload,
  });
}
