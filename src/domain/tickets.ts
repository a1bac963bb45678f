import { SEVERITIES, type Severity } from './severity.ts';
import type { ControlStatus } from './status.ts';

/**
 * The lifecycle of a PSA ticket, per (organization, control), decided without I/O: what one change
 * of the control asks of its ticket (open, add a note, close, reopen, nothing) and the words the
 * PSA shows for it. The job (src/delivery/psa/sync.ts) applies the changes in the order they
 * committed; each PSA's client (src/delivery/psa/) only carries the decision out.
 */

export const PSA_SYSTEMS = ['connectwise', 'autotask'] as const;
export type PsaSystem = (typeof PSA_SYSTEMS)[number];

/** A closed ticket whose control fails again within this many days is reopened rather than replaced. */
export const REOPEN_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;
/** A note lists at most this many subjects by name, then how many more. */
const SUBJECTS_LISTED = 25;

/** What a change of the control means for its ticket (derived from the outbox, src/data/tickets.ts). */
export const TICKET_CHANGE_KINDS = [
  'failing',
  'subjects',
  'passing',
  'out_of_scope',
  'exception',
  'not_judged',
] as const;
export type TicketChangeKind = (typeof TICKET_CHANGE_KINDS)[number];

/** Why a ticket was closed: the note says which. */
export const CLOSE_REASONS = ['passing', 'out_of_scope', 'exception', 'deleted_in_psa'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

export interface TicketChange {
  kind: TicketChangeKind;
  statusFrom: ControlStatus | null;
  statusTo: ControlStatus | null;
  /** Subjects that started failing in this change. */
  opened: readonly string[];
  /** Subjects that stopped failing (or went away) in this change. */
  resolved: readonly string[];
  /** Every subject failing once the change committed. */
  failing: readonly string[];
  /** An exception's reason, when the change is one. */
  reason: string | null;
  occurredAt: Date;
}

export interface TicketState {
  state: 'open' | 'closed';
  number: string;
  closedAt: Date | null;
  subjects: readonly string[];
}

/** What the ticket is about, in the words of the service. */
export interface TicketSubject {
  organizationName: string;
  controlName: string;
  controlSlug: string;
  standardName: string;
  severity: Severity;
  /** A link people can follow to the organization in the console, when the deployment has one. */
  link: string | null;
}

export type TicketAction =
  | { kind: 'none'; outcome: string }
  | { kind: 'open'; title: string; description: string }
  | { kind: 'reopen'; note: string }
  | { kind: 'note'; note: string }
  | { kind: 'close'; note: string; reason: CloseReason };

/** Whether a control of this severity files tickets under a minimum severity (high > medium > low). */
export function meetsMinimum(severity: Severity, minimum: Severity): boolean {
  return SEVERITIES.indexOf(severity) <= SEVERITIES.indexOf(minimum);
}

function listSubjects(subjects: readonly string[]): string {
  if (subjects.length === 0) return 'none';
  const named = subjects.slice(0, SUBJECTS_LISTED).join(', ');
  const more = subjects.length - SUBJECTS_LISTED;
  return more > 0 ? `${named} and ${more} more` : named;
}

/** The ticket's title: the control and the client, as a PSA board lists it. */
export function ticketTitle(subject: TicketSubject): string {
  return `${subject.controlName} fails for ${subject.organizationName}`;
}

export function ticketDescription(subject: TicketSubject, change: TicketChange, replaces: string | null): string {
  const lines = [
    `The control "${subject.controlName}" (${subject.controlSlug}) of the standard "${subject.standardName}" fails for ${subject.organizationName}.`,
    `Severity: ${subject.severity}.`,
    `Failing subjects (${change.failing.length}): ${listSubjects(change.failing)}.`,
    `Failing since ${change.occurredAt.toISOString()}.`,
  ];
  if (replaces) lines.push(`The previous ticket ${replaces} was deleted in the PSA; this ticket replaces it.`);
  if (subject.link) lines.push(`Details: ${subject.link}`);
  lines.push(
    'This ticket follows the control: it is noted when its failing subjects change and closed when it passes.',
  );
  return lines.join('\n');
}

function sameSubjects(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((subject) => set.has(subject));
}

function subjectsNote(ticket: TicketState, change: TicketChange): string {
  const before = new Set(ticket.subjects);
  const now = new Set(change.failing);
  const started = change.failing.filter((subject) => !before.has(subject));
  const stopped = ticket.subjects.filter((subject) => !now.has(subject));
  const lines = [`The failing subjects changed: ${change.failing.length} now fail.`];
  if (started.length > 0) lines.push(`Newly failing: ${listSubjects(started)}.`);
  if (stopped.length > 0) lines.push(`No longer failing: ${listSubjects(stopped)}.`);
  lines.push(`Failing now: ${listSubjects(change.failing)}.`);
  return lines.join('\n');
}

function closeNote(change: TicketChange): { note: string; reason: CloseReason } {
  if (change.kind === 'passing') {
    return { reason: 'passing', note: `The control passes now (${change.occurredAt.toISOString()}): closed.` };
  }
  if (change.kind === 'exception') {
    const why = change.reason ? `: "${change.reason}"` : '';
    return { reason: 'exception', note: `An exception was granted for this control${why}. Closed.` };
  }
  return {
    reason: 'out_of_scope',
    note: 'The control went out of scope for this organization (its standard or the control was disabled): closed.',
  };
}

/** A failing control whose ticket is not open: reopened within the window, else a new ticket. */
function failingWithoutOpenTicket(
  ticket: TicketState | null,
  change: TicketChange,
  subject: TicketSubject,
): TicketAction {
  const closedAt = ticket?.closedAt;
  if (ticket && closedAt && change.occurredAt.getTime() - closedAt.getTime() <= REOPEN_WINDOW_DAYS * DAY_MS) {
    return {
      kind: 'reopen',
      note: `The control fails again, within ${REOPEN_WINDOW_DAYS} days of this ticket's closing: reopened.\nFailing subjects (${change.failing.length}): ${listSubjects(change.failing)}.`,
    };
  }
  return { kind: 'open', title: ticketTitle(subject), description: ticketDescription(subject, change, null) };
}

/**
 * What one change asks of the control's ticket. Never two open tickets: a failing control with an
 * open ticket only ever adds notes to it.
 */
export function ticketAction(ticket: TicketState | null, change: TicketChange, subject: TicketSubject): TicketAction {
  const open = ticket?.state === 'open';
  switch (change.kind) {
    case 'failing':
    case 'subjects':
      if (!open) return failingWithoutOpenTicket(ticket, change, subject);
      if (sameSubjects(ticket.subjects, change.failing)) return { kind: 'none', outcome: 'nothing new to tell' };
      return { kind: 'note', note: subjectsNote(ticket, change) };
    case 'passing':
    case 'out_of_scope':
    case 'exception':
      if (!open) return { kind: 'none', outcome: 'no open ticket to close' };
      return { kind: 'close', ...closeNote(change) };
    case 'not_judged':
      if (!open) return { kind: 'none', outcome: 'no open ticket' };
      return {
        kind: 'note',
        note: `The control can no longer be judged (${change.statusTo}): no subject is observed failing, but none is seen passing either. The ticket stays open until the control passes.`,
      };
  }
}

/** A marker each ticket carries in the PSA, so a retry after a lost answer finds the ticket it made. */
export function ticketMarker(organizationId: string, controlId: string): string {
  // ConnectWise's externalXRef and Autotask's externalID hold at most 50 characters: two bare uuids
  // (64) do not fit, so the marker is a digest of the pair.
  return `cg-${fnv64(`${organizationId}:${controlId}`)}`;
}

/** FNV-1a, 64 bits, as 16 hex digits: stable, pure, and enough to tell a tenant's controls apart. */
function fnv64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** Retry delays of a ticket change whose PSA call failed: 5 s doubling to one hour, or what the PSA asked. */
export function retryDelayMs(attempts: number, retryAfterMs: number | null): number {
  const backoff = Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempts - 1));
  return retryAfterMs === null ? backoff : Math.max(retryAfterMs, 1_000);
}
