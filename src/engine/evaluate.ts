import type { Db } from '../data/client.ts';
import {
  type ControlRecord,
  connectorCatalog,
  lockOrganizationsForEvaluation,
  organizationEvaluationInputs,
  tenantControls,
  writeEvaluations,
} from '../data/evaluation.ts';
import type { Prisma } from '../data/generated/prisma/client.ts';
import { inTransaction, scopeToTenant, type TenantRaw } from '../data/tenant.ts';
import { endSnooze, lapsedSnoozes } from '../data/triage.ts';
import { isEmpty } from '../domain/changes.ts';
import type { ConnectorCapability } from '../domain/coverage.ts';
import type { ChangePublisher } from './change-publisher.ts';
import { type EvaluationPlan, planEvaluation } from './plan.ts';

/**
 * An evaluation: every control of a tenant judged for one organization (a job) or several (a seed
 * replaying a day) on their facts, integrations and overrides, written in one transaction under
 * per-organization locks. The job queue, the seeds and the benchmark all come through here; only
 * "now" differs.
 */

export interface EvaluateOptions {
  now: Date;
  /** Told what changed, inside the transaction, when something did. */
  publish?: ChangePublisher;
  /**
   * What the caller already read in this transaction and knows to be current (a seed replaying
   * many evaluations of one tenant); read afresh when omitted, as every job does.
   */
  preloaded?: { controls?: readonly ControlRecord[]; catalog?: readonly ConnectorCapability[] };
}

/** Evaluates inside the caller's transaction; organizations no longer in the tenant are skipped. */
export async function evaluateInTransaction(
  tx: TenantRaw,
  organizationIds: readonly string[],
  options: EvaluateOptions,
): Promise<EvaluationPlan[]> {
  const { now } = options;
  await lockOrganizationsForEvaluation(tx, organizationIds);
  const inputs = await organizationEvaluationInputs(tx, organizationIds, now);
  if (inputs.length === 0) return [];
  const controls = options.preloaded?.controls ?? (await tenantControls(tx));
  const catalog = options.preloaded?.catalog ?? (await connectorCatalog(tx));
  const tenantId = tx.$tenantId();
  const plans = inputs.map((input) => planEvaluation({ tenantId, controls, catalog, ...input }, now));
  await writeEvaluations(
    tx,
    now,
    plans.map((plan) => ({ organizationId: plan.changes.organizationId, ...plan })),
  );
  await wakeLapsedSnoozes(tx, plans, now);
  for (const plan of plans) {
    if (!options.publish || isEmpty(plan.changes)) continue;
    // The publisher writes beside the evaluation (an outbox row, a NOTIFY) in this transaction:
    // the job's tenant-scoped transaction client (seeds, which pass a raw view, publish nothing).
    await options.publish(tx as unknown as Prisma.TransactionClient, plan.changes);
  }
  return plans;
}

/**
 * A reopened detection keeps its triage; a snooze of it that ended while it was resolved (its
 * wake-up left a resolved detection alone) ends now, in this transaction, as its wake-up would have:
 * back to new, an activity entry by the engine, and the triage change announced with the reopening.
 */
async function wakeLapsedSnoozes(tx: TenantRaw, plans: readonly EvaluationPlan[], now: Date): Promise<void> {
  for (const plan of plans) {
    if (plan.reopened.length === 0) continue;
    const { tenantId, organizationId } = plan.changes;
    const lapsed = await lapsedSnoozes(
      tx,
      plan.reopened.map((detection) => detection.id),
      now,
    );
    // A millisecond after the reopening, so the activity lists the wake-up after it.
    const after = new Date(now.getTime() + 1);
    for (const { detectionId, version } of lapsed) {
      const woken = await endSnooze(tx, { tenantId, detectionId, version }, after);
      if (!woken) continue;
      plan.changes.triage ??= [];
      plan.changes.triage.push({
        detectionId,
        organizationId,
        controlId: woken.controlId,
        from: 'snoozed',
        to: 'new',
        assigneeId: woken.assigneeId,
        at: woken.updatedAt,
      });
    }
  }
}

/** Evaluates one organization in a transaction of its own; null when the organization is gone. */
export async function evaluateOrganization(
  db: Db,
  job: { tenantId: string; organizationId: string },
  options: EvaluateOptions,
): Promise<EvaluationPlan | null> {
  const [plan] = await inTransaction(
    scopeToTenant(db, job.tenantId),
    (tx) => evaluateInTransaction(tx, [job.organizationId], options),
    // Waiting for the organization's lock is part of the work: another replica may hold it.
    { maxWait: 10_000, timeout: 120_000 },
  );
  return plan ?? null;
}
