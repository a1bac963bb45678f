import type { lookup } from 'node:dns';
import type { Task, TaskList } from 'graphile-worker';
import type { Db } from '../../data/client.ts';
import {
  connectionForJob,
  markTicketChangeAttempt,
  type PendingChange,
  pendingTicketChanges,
  psaCompanyOf,
  recordConnectionOutcome,
  recordTicketChangeFailure,
  recordTicketStep,
  SYNC_TICKET_TASK,
  saveConnectionAddresses,
  scheduleTicketSync,
  type TicketJobTarget,
  type TicketWrite,
  ticketOf,
  ticketSubjectOf,
} from '../../data/tickets.ts';
import type { Severity } from '../../domain/severity.ts';
import {
  type CloseReason,
  meetsMinimum,
  type PsaSystem,
  retryDelayMs,
  type TicketAction,
  type TicketState,
  type TicketSubject,
  ticketAction,
  ticketDescription,
  ticketMarker,
  ticketTitle,
} from '../../domain/tickets.ts';
import type { SecretOpener } from '../../events/signing.ts';
import type { Logger } from '../../observability/logger.ts';
import { AUTOTASK_DISCOVERY_URL } from './autotask.ts';
import { type PsaCallContext, type PsaClient, PsaError, type PsaTicketRef } from './client.ts';
import { PSA_DRIVERS } from './drivers.ts';

/**
 * The job of one (organization, control): works off its ticket changes in the order they
 * committed, each one a PSA call and then one transaction (the ticket, the change marked done, the
 * audit entry). A PSA that fails stops the run where it is, records why, and queues the job again
 * after a backoff (or the PSA's Retry-After), so an outage delays every change and reorders none.
 * A replayed job finds its changes done and does nothing; a create whose answer was lost is looked
 * up by its marker before it is tried again, so a retry never files a second ticket.
 */

export interface TicketSyncDeps {
  db: Db;
  secrets: SecretOpener;
  allowPrivateTargets: boolean;
  logger: Logger;
  /** Per PSA call. Default 15 s. */
  timeoutMs?: number;
  /** The console's address, for the ticket's link back; none when unset. */
  publicUrl?: string | null;
  /** Where Autotask's zone is looked up (AUTOTASK_ZONE_DISCOVERY_URL); Autotask's own by default. */
  autotaskDiscoveryUrl?: string;
  resolve?: typeof lookup;
  now?: () => Date;
}

const DEFAULT_TIMEOUT_MS = 15_000;

interface Run {
  deps: TicketSyncDeps;
  target: TicketJobTarget;
  client: PsaClient;
  system: PsaSystem;
  companyId: string | null;
  minimumSeverity: Severity;
  subject: TicketSubject;
  now: () => Date;
}

function isTarget(payload: unknown): payload is TicketJobTarget {
  const p = (payload ?? {}) as Record<string, unknown>;
  return typeof p.tenantId === 'string' && typeof p.organizationId === 'string' && typeof p.controlId === 'string';
}

function stateOf(ticket: Awaited<ReturnType<typeof ticketOf>>): (TicketState & { externalId: string }) | null {
  if (!ticket) return null;
  return {
    state: ticket.state,
    number: ticket.number,
    closedAt: ticket.closedAt,
    subjects: ticket.subjects,
    externalId: ticket.externalId,
  };
}

/** Files a new ticket, unless an earlier attempt whose answer was lost already did. */
async function fileTicket(run: Run, change: PendingChange, description: string): Promise<PsaTicketRef> {
  const marker = ticketMarker(run.target.organizationId, run.target.controlId);
  if (change.attemptedAt) {
    const existing = await run.client.findOpenTicket(marker);
    if (existing) return existing;
  }
  await markTicketChangeAttempt(run.deps.db, change.id, run.now());
  return run.client.createTicket({
    companyId: run.companyId!,
    title: ticketTitle(run.subject),
    description,
    severity: run.subject.severity,
    marker,
  });
}

function openTicket(run: Run, ref: PsaTicketRef, change: PendingChange): TicketWrite {
  return {
    system: run.system,
    ...ref,
    state: 'open',
    subjects: change.failing,
    openedAt: run.now(),
    closedAt: null,
    closeReason: null,
  };
}

interface Step {
  outcome: string;
  ticket: TicketWrite | null;
  action: string | null;
  changes?: Record<string, readonly [unknown, unknown]>;
}

/** A note or a reopening found the ticket deleted in the PSA: a new ticket replaces it, and says so. */
async function replaceDeleted(run: Run, change: PendingChange, previous: string): Promise<Step> {
  const ref = await fileTicket(run, change, ticketDescription(run.subject, change, previous));
  return {
    outcome: `ticket ${previous} was deleted in the PSA; opened ${ref.number} instead`,
    ticket: openTicket(run, ref, change),
    action: 'psa_ticket.replaced',
    changes: { number: [previous, ref.number] },
  };
}

async function onExisting(
  run: Run,
  change: PendingChange,
  ticket: NonNullable<ReturnType<typeof stateOf>>,
  work: () => Promise<Step>,
): Promise<Step> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PsaError) || error.kind !== 'not_found') throw error;
    return replaceDeleted(run, change, ticket.number);
  }
}

async function closeStep(
  run: Run,
  ticket: NonNullable<ReturnType<typeof stateOf>>,
  note: string,
  reason: CloseReason,
): Promise<Step> {
  const closed = {
    ...(await currentWrite(run, ticket)),
    state: 'closed' as const,
    closedAt: run.now(),
    closeReason: reason,
  };
  try {
    await run.client.closeTicket(ticket.externalId, note);
  } catch (error) {
    if (!(error instanceof PsaError) || error.kind !== 'not_found') throw error;
    // Nothing left to close: the control no longer fails, so no replacement either.
    return { outcome: `ticket ${ticket.number} no longer exists in the PSA`, ticket: closed, action: null };
  }
  return {
    outcome: `closed ${ticket.number} (${reason})`,
    ticket: closed,
    action: 'psa_ticket.closed',
    changes: { state: ['open', 'closed'], reason: [null, reason] },
  };
}

async function currentWrite(run: Run, ticket: NonNullable<ReturnType<typeof stateOf>>): Promise<TicketWrite> {
  const row = (await ticketOf(run.deps.db, run.target))!;
  return {
    system: row.system,
    externalId: row.externalId,
    number: ticket.number,
    url: row.url,
    state: row.state,
    subjects: row.subjects,
    openedAt: row.openedAt,
    closedAt: row.closedAt,
    closeReason: row.closeReason as CloseReason | null,
  };
}

/** Carries one decision out on the PSA; what to record comes back. */
async function carryOut(run: Run, change: PendingChange, action: TicketAction): Promise<Step> {
  const ticket = stateOf(await ticketOf(run.deps.db, run.target));
  switch (action.kind) {
    case 'none':
      return { outcome: action.outcome, ticket: null, action: null };
    case 'open': {
      const ref = await fileTicket(run, change, action.description);
      return {
        outcome: `opened ${ref.number}`,
        ticket: openTicket(run, ref, change),
        action: 'psa_ticket.opened',
        changes: { number: [ticket?.number ?? null, ref.number] },
      };
    }
    case 'note':
      return onExisting(run, change, ticket!, async () => {
        await run.client.addNote(ticket!.externalId, action.note);
        const write = { ...(await currentWrite(run, ticket!)), subjects: change.failing };
        return {
          outcome: `noted ${ticket!.number}`,
          ticket: write,
          action: 'psa_ticket.noted',
          changes: { subjects: [ticket!.subjects.length, change.failing.length] },
        };
      });
    case 'reopen':
      return onExisting(run, change, ticket!, async () => {
        await run.client.reopenTicket(ticket!.externalId, action.note);
        const write = {
          ...(await currentWrite(run, ticket!)),
          state: 'open' as const,
          closedAt: null,
          closeReason: null,
          subjects: change.failing,
        };
        return {
          outcome: `reopened ${ticket!.number}`,
          ticket: write,
          action: 'psa_ticket.reopened',
          changes: { state: ['closed', 'open'] },
        };
      });
    case 'close':
      return closeStep(run, ticket!, action.note, action.reason);
  }
}

/** What one change asks, or why it asks nothing of this tenant's PSA. */
async function decide(run: Run, change: PendingChange): Promise<TicketAction> {
  if (!meetsMinimum(run.subject.severity, run.minimumSeverity)) {
    return { kind: 'none', outcome: `below the minimum severity (${run.minimumSeverity})` };
  }
  const ticket = stateOf(await ticketOf(run.deps.db, run.target));
  const action = ticketAction(ticket, change, run.subject);
  if ((action.kind === 'open' || action.kind === 'reopen') && run.companyId === null) {
    return { kind: 'none', outcome: 'the organization has no PSA company' };
  }
  return action;
}

/** The PSA failed: record why, and queue the same work again later. Nothing after it runs now. */
async function postpone(run: Run, change: PendingChange, error: PsaError): Promise<void> {
  const { db, logger } = run.deps;
  const message = error.message;
  await recordTicketChangeFailure(db, change.id, message);
  await recordConnectionOutcome(db, run.target.tenantId, message, run.now());
  const delay = retryDelayMs(change.attempts + 1, error.retryAfterMs);
  await scheduleTicketSync(db, run.target, new Date(run.now().getTime() + delay));
  logger.info({ ...run.target, kind: error.kind, delayMs: delay }, 'PSA call failed; ticket change postponed');
}

async function prepareRun(deps: TicketSyncDeps, target: TicketJobTarget, now: () => Date): Promise<Run | string> {
  const connection = await connectionForJob(deps.db, target.tenantId);
  if (!connection?.enabled) return 'no enabled PSA connection';
  const subject = await ticketSubjectOf(deps.db, target);
  if (!subject) return 'the control or the organization is gone';
  const driver = PSA_DRIVERS[connection.system];
  const context: PsaCallContext = {
    http: {
      timeoutMs: deps.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      allowPrivateTargets: deps.allowPrivateTargets,
      resolve: deps.resolve,
    },
    now,
  };
  const config = {
    system: connection.system,
    // An Autotask connection learns its zone's base at its first call.
    baseUrl: connection.baseUrl || (deps.autotaskDiscoveryUrl ?? AUTOTASK_DISCOVERY_URL),
    webUrl: connection.webUrl,
    settings: connection.settings,
    secrets: JSON.parse(deps.secrets.open(connection.credentialsSealed)) as Record<string, string>,
  };
  const addresses = await driver.prepare?.(config, context);
  if (addresses) {
    await saveConnectionAddresses(deps.db, target.tenantId, addresses);
    Object.assign(config, addresses);
  }
  // The console's organization screen (its routes are hash routes: src/http/console.ts serves one page).
  const link = deps.publicUrl
    ? `${deps.publicUrl.replace(/\/+$/, '')}/#/organizations/${encodeURIComponent(target.organizationId)}`
    : null;
  return {
    deps,
    target,
    client: driver.client(config, context),
    system: connection.system,
    companyId: await psaCompanyOf(deps.db, target.organizationId, connection.system),
    minimumSeverity: connection.minimumSeverity,
    subject: { ...subject, link },
    now,
  };
}

/** Marks every pending change done with `outcome` (no PSA to tell, or nothing to tell it of). */
async function settleAll(deps: TicketSyncDeps, target: TicketJobTarget, outcome: string, at: Date) {
  for (const change of await pendingTicketChanges(deps.db, target)) {
    await recordTicketStep(deps.db, { target, changeId: change.id, outcome, at, ticket: null, audit: null });
  }
}

export async function syncTicket(deps: TicketSyncDeps, target: TicketJobTarget): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const pending = await pendingTicketChanges(deps.db, target);
  if (pending.length === 0) return;
  let run: Run | string;
  try {
    run = await prepareRun(deps, target, now);
  } catch (error) {
    if (!(error instanceof PsaError)) throw error;
    return postpone({ deps, target, now } as Run, pending[0]!, error);
  }
  if (typeof run === 'string') return settleAll(deps, target, run, now());
  for (const change of pending) {
    let step: Step;
    try {
      step = await carryOut(run, change, await decide(run, change));
    } catch (error) {
      if (!(error instanceof PsaError)) throw error;
      return postpone(run, change, error);
    }
    await recordTicketStep(deps.db, {
      target,
      changeId: change.id,
      outcome: step.outcome,
      at: now(),
      ticket: step.ticket,
      audit: step.action ? { action: step.action, changes: step.changes ?? {} } : null,
    });
    if (step.action) await recordConnectionOutcome(deps.db, target.tenantId, null, now());
  }
}

/** The graphile-worker task of PSA tickets, served by the engine's worker beside webhook delivery. */
export function ticketTasks(deps: TicketSyncDeps): TaskList {
  const sync: Task = async (payload) => {
    if (!isTarget(payload)) throw new Error(`${SYNC_TICKET_TASK}: malformed payload`);
    await syncTicket(deps, payload);
  };
  return { [SYNC_TICKET_TASK]: sync };
}
