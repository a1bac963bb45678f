import {
  Logger as GraphileLogger,
  type JobHelpers,
  makeWorkerUtils,
  parseCronItems,
  parseCrontab,
  type Runner,
  run,
  type TaskList,
  type WorkerUtils,
} from 'graphile-worker';
import type pg from 'pg';
import { pruneAuditLog } from '../data/audit.ts';
import type { Db } from '../data/client.ts';
import { listenedPool } from '../data/listened-pool.ts';
import { EXPIRE_OVERRIDE_TASK } from '../data/overrides.ts';
import type { Logger } from '../observability/logger.ts';
import { EXPIRE_ATTESTATION_TASK, expireAttestation, isAttestationExpiry } from './attestations.ts';
import type { ChangePublisher } from './change-publisher.ts';
import { evaluateOrganization } from './evaluate.ts';
import { expireOverride, isOverrideExpiry } from './expiry.ts';
import { END_SNOOZE_TASK, EVALUATE_TASK, type EvaluationJobPayload, enqueueStaleEvaluations } from './queue.ts';
import { endDetectionSnooze, isSnoozeJob } from './snooze.ts';

/**
 * The engine's worker: graphile-worker on the service's own PostgreSQL, so every replica that
 * runs one takes jobs from the same queue. It evaluates organizations and, on a schedule,
 * queues those whose last evaluation is older than the interval.
 */

export const REEVALUATE_STALE_TASK = 'reevaluate_stale_organizations';
const GC_QUEUES_TASK = 'gc_evaluation_queues';
export const PRUNE_AUDIT_LOG_TASK = 'prune_audit_log';
export const DEFAULT_AUDIT_RETENTION_DAYS = 400;
const HOUR_MS = 3_600_000;
/** How the worker's connections show in pg_stat_activity. */
export const WORKER_APPLICATION_NAME = 'compliance-gateway-worker';

export interface EngineWorkerOptions {
  databaseUrl: string;
  db: Db;
  now: () => Date;
  concurrency: number;
  evaluationIntervalHours: number;
  /** Audit entries older than this are deleted once a day (AUDIT_RETENTION_DAYS). */
  auditRetentionDays?: number;
  logger: Logger;
  publish?: ChangePublisher;
  /** Further tasks served by the same worker (webhook delivery, ...). */
  tasks?: TaskList;
  /** Their schedule, in graphile-worker's crontab format. */
  crontab?: string;
}

export interface EngineWorker {
  runner: Runner;
  /** Finishes the jobs in hand, takes no new one, and releases the worker's connections. */
  stop(): Promise<void>;
}

function isEvaluationJob(payload: unknown): payload is EvaluationJobPayload {
  const { tenantId, organizationId } = (payload ?? {}) as Record<string, unknown>;
  return typeof tenantId === 'string' && typeof organizationId === 'string';
}

/**
 * graphile-worker's log lines through the service's logger. Its info lines (one per job done) are
 * debug here: at a thousand evaluations after a catalog change they would drown the log.
 */
function workerLogger(logger: Logger): GraphileLogger {
  return new GraphileLogger((scope) => (level, message, meta) => {
    const fields = { ...scope, ...meta, component: 'worker' };
    if (level === 'error') logger.error(fields, message);
    else if (level === 'warning') logger.warn(fields, message);
    else logger.debug(fields, message);
  });
}

/**
 * The worker's pool is ours, not graphile-worker's: it ends that pool without waiting and drops
 * its error listener at once, so a connection the database closes in between (the embedded
 * PostgreSQL stopping right after) would be an unhandled 'error' that kills the process. Ours
 * keeps its listener and is ended, awaited, before the database stops.
 */
function workerPool(options: EngineWorkerOptions): pg.Pool {
  return listenedPool(
    {
      connectionString: options.databaseUrl,
      // One connection per job in hand, one for LISTEN, one to spare for the scheduler.
      max: options.concurrency + 2,
      application_name: WORKER_APPLICATION_NAME,
    },
    (err) => options.logger.warn({ err, component: 'worker' }, 'job queue connection lost'),
  );
}

/** The engine's schedule (stale re-evaluations, queue cleanup, the audit log's retention) and the caller's. */
function cronItems(crontab: string | undefined) {
  return parseCronItems([
    {
      task: REEVALUATE_STALE_TASK,
      match: '*/15 * * * *',
      identifier: REEVALUATE_STALE_TASK,
      options: { jobKey: REEVALUATE_STALE_TASK, backfillPeriod: 0 },
    },
    { task: GC_QUEUES_TASK, match: '41 * * * *', identifier: GC_QUEUES_TASK, options: { jobKey: GC_QUEUES_TASK } },
    {
      task: PRUNE_AUDIT_LOG_TASK,
      match: '23 3 * * *',
      identifier: PRUNE_AUDIT_LOG_TASK,
      options: { jobKey: PRUNE_AUDIT_LOG_TASK, backfillPeriod: 0 },
    },
  ]).concat(parseCrontab(crontab ?? ''));
}

export async function startEngineWorker(options: EngineWorkerOptions): Promise<EngineWorker> {
  const { db, now, logger } = options;
  const logged = workerLogger(logger);
  const pool = workerPool(options);
  let utils: WorkerUtils | undefined;
  const taskList: TaskList = {
    ...options.tasks,
    [EVALUATE_TASK]: async (payload: unknown) => {
      if (!isEvaluationJob(payload)) throw new Error(`${EVALUATE_TASK}: malformed payload`);
      await evaluateOrganization(db, payload, { now: now(), publish: options.publish });
    },
    [END_SNOOZE_TASK]: async (payload: unknown) => {
      if (!isSnoozeJob(payload)) throw new Error(`${END_SNOOZE_TASK}: malformed payload`);
      await endDetectionSnooze(db, payload, { now: now(), publish: options.publish });
    },
    [REEVALUATE_STALE_TASK]: async (_payload: unknown, helpers: JobHelpers) => {
      const cutoff = new Date(now().getTime() - options.evaluationIntervalHours * HOUR_MS);
      const queued = await enqueueStaleEvaluations(db, cutoff);
      if (queued > 0) helpers.logger.info(`queued ${queued} stale organization(s) for evaluation`);
    },
    // Each organization has its own queue (see queue.ts); empty ones are dropped once an hour.
    [GC_QUEUES_TASK]: async () => {
      utils ??= await makeWorkerUtils({ pgPool: pool, logger: logged });
      await utils.cleanup({ tasks: ['GC_JOB_QUEUES'] });
    },
    [EXPIRE_OVERRIDE_TASK]: async (payload: unknown) => {
      if (!isOverrideExpiry(payload)) throw new Error(`${EXPIRE_OVERRIDE_TASK}: malformed payload`);
      await expireOverride(db, payload, options.publish);
    },
    [EXPIRE_ATTESTATION_TASK]: async (payload: unknown) => {
      if (!isAttestationExpiry(payload)) throw new Error(`${EXPIRE_ATTESTATION_TASK}: malformed payload`);
      await expireAttestation(db, payload, now());
    },
    [PRUNE_AUDIT_LOG_TASK]: async (_payload: unknown, helpers: JobHelpers) => {
      const pruned = await pruneAuditLog(db, options.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS);
      if (pruned > 0) helpers.logger.info(`deleted ${pruned} audit entries past the retention`);
    },
  };
  const runner = await run({
    pgPool: pool,
    concurrency: options.concurrency,
    noHandleSignals: true,
    logger: logged,
    taskList,
    parsedCronItems: cronItems(options.crontab),
  }).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  return {
    runner,
    async stop() {
      await runner.stop();
      await utils?.release();
      await pool.end();
    },
  };
}
