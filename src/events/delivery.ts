import type { lookup } from 'node:dns';
import type { Task, TaskList } from 'graphile-worker';
import type { Db } from '../data/client.ts';
import { pruneEvents } from '../data/events.ts';
import { deliveryToSend, recordAttempt } from '../data/webhooks.ts';
import { DEFAULT_RETRY_SCHEDULE, nextAttemptAt, type RetrySchedule, webhookBody } from '../domain/events.ts';
import type { Logger } from '../observability/logger.ts';
import { postWebhook } from './http.ts';
import { type SecretOpener, signatureHeaders } from './signing.ts';

/** The graphile-worker task that makes one attempt of one webhook delivery. */
export const DELIVER_WEBHOOK_TASK = 'deliver_webhook';
/** The task that drops old events (and their finished deliveries) from the outbox. */
export const PRUNE_EVENTS_TASK = 'prune_change_events';
/** Longer than the retry window, so nothing still owed is pruned. */
export const EVENT_RETENTION_DAYS = 30;
/** For the runner's `crontab` option: prune once a day. */
export const EVENTS_CRONTAB = `17 3 * * * ${PRUNE_EVENTS_TASK}`;

export const DEFAULT_DELIVERY_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024;
const USER_AGENT = 'compliance-gateway-webhooks/0.1';

export interface DeliveryDeps {
  /** Unscoped: a job belongs to no request; the delivery row names its tenant. */
  db: Db;
  /** Opens the sealed signing secrets (src/auth/secret-box.ts). */
  secrets: SecretOpener;
  allowPrivateTargets: boolean;
  logger: Logger;
  /** Per attempt, connection to last byte read. Default 10 s. */
  timeoutMs?: number;
  maxResponseBytes?: number;
  schedule?: RetrySchedule;
  /** Tests point a name at an address with it; `dns.lookup` otherwise. */
  resolve?: typeof lookup;
  random?: () => number;
  now?: () => Date;
}

function deliveryIdOf(payload: unknown): string {
  const id = (payload as { deliveryId?: unknown } | null)?.deliveryId;
  if (typeof id !== 'string') throw new Error('deliver_webhook needs {deliveryId}');
  return id;
}

/**
 * One attempt: sign the event, POST it, record what happened, and either finish the delivery or
 * enqueue the next attempt at its backoff time (in the same transaction as the record). A
 * receiver's failure is an outcome, not a job failure; only a fault of this service (the database
 * going away) fails the job, which graphile-worker then retries on its own schedule.
 */
export async function attemptDelivery(deps: DeliveryDeps, deliveryId: string): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const delivery = await deliveryToSend(deps.db, deliveryId);
  // Delivered, given up, or its webhook deleted since: nothing is owed.
  if (delivery?.status !== 'pending') return;

  const number = delivery.attemptCount + 1;
  const startedAt = now();
  let result: { status: number | null; durationMs: number; error: string | null };
  let secret: string | null = null;
  try {
    secret = deps.secrets.open(delivery.webhook.secretSealed);
  } catch {
    // Recorded and retried: an operator may yet restore the key it was sealed with.
    result = { status: null, durationMs: 0, error: "the signing secret cannot be opened with this deployment's key" };
  }
  if (secret !== null) {
    const body = webhookBody(delivery.event);
    result = await postWebhook(
      delivery.webhook.url,
      body,
      {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        ...signatureHeaders(secret, delivery.event.id, body, startedAt),
      },
      {
        timeoutMs: deps.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS,
        maxResponseBytes: deps.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
        allowPrivateTargets: deps.allowPrivateTargets,
        resolve: deps.resolve,
      },
    );
  }
  const outcome = result!;
  const delivered = outcome.error === null;
  const finishedAt = now();
  const next = delivered
    ? null
    : nextAttemptAt(
        deps.schedule ?? DEFAULT_RETRY_SCHEDULE,
        number,
        delivery.createdAt,
        finishedAt,
        (deps.random ?? Math.random)(),
      );
  const recorded = await recordAttempt(
    deps.db,
    {
      deliveryId,
      tenantId: delivery.tenantId,
      number,
      startedAt,
      durationMs: outcome.durationMs,
      responseStatus: outcome.status,
      error: outcome.error,
      outcome: delivered ? 'delivered' : next ? 'retry' : 'failed',
      nextAttemptAt: next,
      completedAt: delivered || !next ? finishedAt : null,
    },
    DELIVER_WEBHOOK_TASK,
  );
  if (recorded && !delivered) {
    deps.logger.info(
      { deliveryId, attempt: number, status: outcome.status, nextAttemptAt: next },
      next ? 'webhook delivery failed; retry scheduled' : 'webhook delivery given up after its retry window',
    );
  }
}

/**
 * The graphile-worker tasks of events, served by the engine's worker
 * (`startEngineWorker({ tasks: eventTasks(deps), crontab: EVENTS_CRONTAB })`).
 */
export function eventTasks(deps: DeliveryDeps): TaskList {
  const deliver: Task = async (payload) => attemptDelivery(deps, deliveryIdOf(payload));
  const prune: Task = async () => {
    const now = (deps.now ?? (() => new Date()))();
    const pruned = await pruneEvents(deps.db, new Date(now.getTime() - EVENT_RETENTION_DAYS * 86_400_000));
    if (pruned > 0) deps.logger.info({ pruned }, 'old change events pruned');
  };
  return { [DELIVER_WEBHOOK_TASK]: deliver, [PRUNE_EVENTS_TASK]: prune };
}
