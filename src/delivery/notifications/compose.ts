import type { Db } from '../../data/client.ts';
import { failingHistory, type Labels, labelsOf } from '../../data/notification-queue.ts';
import type { IntegrationNotice } from '../../data/notifications.ts';
import { readEventData } from '../../domain/event-kinds.ts';
import type { StoredEvent } from '../../domain/events.ts';
import { flapVerdict, type NotificationKind } from '../../domain/notifications.ts';
import type { Severity } from '../../domain/severity.ts';

/**
 * What a change set (one outbox batch) has to tell, before anyone's preferences are applied: one
 * candidate per control that started or stopped failing (or one summary when it flaps), and one
 * per control whose detections opened. Each has the key that makes it once per user.
 */

export interface Candidate {
  kind: NotificationKind;
  organizationId: string;
  /** Unique per user: a replay of the batch finds it recorded and tells nothing again. */
  sourceKey: string;
  /** For detection_opened: compared with the user's minimum. */
  severity: Severity | null;
  title: string;
  lines: string[];
  occurredAt: Date;
}

const SUBJECTS_SHOWN = 10;

type Batch = readonly (StoredEvent & { tenantId: string })[];

async function labelsOfBatch(db: Db, tenantId: string, events: Batch): Promise<Labels> {
  const controlIds = events
    .map((event) => (event.data as { controlId?: unknown }).controlId)
    .filter((id) => typeof id === 'string');
  return labelsOf(db, tenantId, {
    organizationIds: [...new Set(events.map((event) => event.organizationId))],
    controlIds: [...new Set(controlIds as string[])],
  });
}

/** A control that started or stopped failing: a message, one flapping summary, or nothing while it flaps. */
async function failingCandidate(
  db: Db,
  event: StoredEvent & { tenantId: string },
  labels: Labels,
): Promise<Candidate | 'held' | null> {
  const change = readEventData(event, 'control.status_changed');
  if (!change || (change.from !== 'fail' && change.to !== 'fail') || change.from === change.to) return null;
  const history = await failingHistory(db, { tenantId: event.tenantId, ...change }, event.occurredAt);
  const upToThis = history.findIndex((entry) => entry.eventId === event.id);
  const verdict = flapVerdict(upToThis === -1 ? history : history.slice(0, upToThis + 1));
  if (verdict.kind === 'held') return 'held';
  const control = labels.controls.get(change.controlId);
  const name = control?.name ?? change.controlId;
  const organization = labels.organizations.get(change.organizationId) ?? change.organizationId;
  const standard = control ? `Standard: ${control.standardName}` : null;
  const base = {
    kind: 'control_failing' as const,
    organizationId: change.organizationId,
    severity: null,
    occurredAt: event.occurredAt,
  };
  if (verdict.kind === 'flapping') {
    return {
      ...base,
      sourceKey: `flap:${event.id}`,
      title: `${name} is flapping for ${organization}`,
      lines: [
        ...(standard ? [standard] : []),
        `It started failing ${verdict.startsInWindow} times and stopped ${verdict.stopsInWindow} times within 24 hours; it now reads ${change.to}.`,
        'Further changes of this control are held until it has been stable for a day.',
      ],
    };
  }
  const failing = change.to === 'fail';
  return {
    ...base,
    sourceKey: event.id,
    title: failing ? `${name} fails for ${organization}` : `${name} no longer fails for ${organization}`,
    lines: [...(standard ? [standard] : []), `Status: ${change.from ?? 'not evaluated'} -> ${change.to}`],
  };
}

/** The detections a batch opened, one candidate per control (a failing control opens one per subject). */
function detectionCandidates(batchId: string, events: Batch, labels: Labels): Candidate[] {
  const byControl = new Map<string, { organizationId: string; severity: Severity; subjects: string[]; at: Date }>();
  for (const event of events) {
    const opened = readEventData(event, 'detection.opened');
    if (!opened) continue;
    const entry = byControl.get(opened.controlId) ?? {
      organizationId: opened.organizationId,
      severity: opened.severity,
      subjects: [],
      at: event.occurredAt,
    };
    entry.subjects.push(opened.subject);
    byControl.set(opened.controlId, entry);
  }
  return [...byControl].map(([controlId, entry]) => {
    const name = labels.controls.get(controlId)?.name ?? controlId;
    const organization = labels.organizations.get(entry.organizationId) ?? entry.organizationId;
    const count = entry.subjects.length;
    const more = count - SUBJECTS_SHOWN;
    return {
      kind: 'detection_opened',
      organizationId: entry.organizationId,
      sourceKey: `detections:${batchId}:${controlId}`,
      severity: entry.severity,
      title: `${count} new ${entry.severity} detection${count === 1 ? '' : 's'} of ${name} for ${organization}`,
      lines: [`Subjects: ${entry.subjects.slice(0, SUBJECTS_SHOWN).join(', ')}${more > 0 ? ` and ${more} more` : ''}`],
      occurredAt: entry.at,
    };
  });
}

/** Every candidate of one batch, in the order of its events. */
export async function batchCandidates(db: Db, batchId: string, events: Batch): Promise<Candidate[]> {
  const tenantId = events[0]?.tenantId;
  if (!tenantId) return [];
  const labels = await labelsOfBatch(db, tenantId, events);
  const failing: Candidate[] = [];
  // A flapping control's detections are held with it: its one summary speaks for the episode.
  const held = new Set<string>();
  for (const event of events) {
    const candidate = await failingCandidate(db, event, labels);
    if (candidate === 'held') held.add((event.data as { controlId: string }).controlId);
    else if (candidate) failing.push(candidate);
  }
  const opened = detectionCandidates(batchId, events, labels).filter((c) => !held.has(c.sourceKey.split(':')[2] ?? ''));
  return [...failing, ...opened];
}

/** An integration that went into error (its message said) or left it: one candidate per change of state. */
export function integrationCandidate(notice: IntegrationNotice, organization: string): Candidate {
  return {
    kind: 'integration_error',
    organizationId: notice.organizationId,
    sourceKey: `integration:${notice.organizationId}:${notice.typeCode}:${notice.at}`,
    severity: null,
    title: notice.failing
      ? `The ${notice.typeCode} integration of ${organization} is in error`
      : `The ${notice.typeCode} integration of ${organization} is no longer in error`,
    lines: notice.failing
      ? [`Error: ${notice.message ?? 'no message given'}`, 'Its controls may read not_covered until it reports again.']
      : [`Status: error -> ${notice.status}`],
    occurredAt: new Date(notice.at),
  };
}
