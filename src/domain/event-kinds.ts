import type {
  ChangeSet,
  ControlStatusChange,
  DetectionChange,
  OverrideExpiredChange,
  RollupChange,
  StandardUpdatedChange,
  TriageChange,
} from './changes.ts';
import { SEVERITIES } from './severity.ts';
import { CONTROL_STATUSES } from './status.ts';
import { TRIAGE_STATES } from './triage.ts';

/**
 * The events the service announces (DECISIONS, "Events"), each declared once: its name, what it
 * means, the changes of a change set it announces and how, and how its stored payload reads back.
 * The publisher, the graph (webhook registration, subscriptions), REST and the docs' events table
 * (`test/domain/event-kinds.test.ts`) all read this table, so a new kind is one entry here plus
 * the engine producing its change (`changes.ts`).
 */

type WireValue<V> = V extends Date ? string : V;

/** A record as JSON carries it: its dates as ISO 8601 strings, everything else as it is. */
export type Wire<T> = { [K in keyof T]: WireValue<T[K]> };

export function wire<T extends object>(record: T): Wire<T> {
  const entries = Object.entries(record).map(([key, value]) => [
    key,
    value instanceof Date ? value.toISOString() : value,
  ]);
  return Object.fromEntries(entries) as Wire<T>;
}

/** Reads one stored value; undefined when it is not of the expected kind. */
type Reader<V> = (value: unknown) => V | undefined;
/** A payload's readers, one for every key: the compiler refuses a reader list missing a key. */
type Readers<T> = { [K in keyof T]-?: Reader<T[K]> };

const text: Reader<string> = (value) => (typeof value === 'string' ? value : undefined);
const oneOf =
  <const T extends readonly string[]>(values: T): Reader<T[number]> =>
  (value) =>
    values.find((candidate) => candidate === value);
const orNull =
  <V>(read: Reader<V>): Reader<V | null> =>
  (value) =>
    value === null ? null : read(value);
/** A key added to a payload later: events recorded before lack it, and it reads as null there. */
const addedLater =
  <V>(read: Reader<V>): Reader<V | null> =>
  (value) =>
    value === undefined || value === null ? null : read(value);
const status = oneOf(CONTROL_STATUSES);
const count: Reader<number> = (value) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

function readWith<T>(readers: Readers<T>, data: unknown): T | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const read: Partial<T> = {};
  for (const key of Object.keys(readers) as (keyof T & string)[]) {
    const value = readers[key](Reflect.get(data, key));
    if (value === undefined) return null;
    read[key] = value;
  }
  return read as T;
}

/** One event of a change set before it is stored (the database gives it its id). */
export interface Announcement<Data> {
  organizationId: string;
  occurredAt: Date;
  data: Data;
}

interface EventKind<Data, Stored> {
  /** What the event means, as the graph and REST describe it. */
  description: string;
  /** The events of this kind a change set announces, in the order of its changes. */
  announce(changes: ChangeSet): Announcement<Data>[];
  /** Reads a stored payload back; what events recorded by earlier versions lack reads as null. */
  stored: Readers<Stored>;
}

const eventKind = <Data, Stored = Data>(kind: EventKind<Data, Stored>) => kind;

/** What the engine's detection events carry (DECISIONS, "Detection events"), then openedAt, resolvedAt or reopenedAt. */
type DetectionData = Wire<Omit<DetectionChange, 'kind' | 'at'>>;
/** standardId and title came after the first detection events were recorded. */
type StoredDetectionData = Omit<DetectionData, 'standardId' | 'title'> & {
  standardId: string | null;
  title: string | null;
};

const storedDetection: Readers<StoredDetectionData> = {
  detectionId: text,
  organizationId: text,
  controlId: text,
  standardId: addedLater(text),
  subject: text,
  severity: oneOf(SEVERITIES),
  title: addedLater(text),
};

function detectionEvents<Data>(
  changes: ChangeSet,
  kind: DetectionChange['kind'],
  data: (fields: DetectionData, at: string) => Data,
): Announcement<Data>[] {
  return changes.detections
    .filter((change) => change.kind === kind)
    .map(({ kind: _kind, at, ...fields }) => ({
      organizationId: fields.organizationId,
      occurredAt: at,
      data: data(fields, at.toISOString()),
    }));
}

/** The rollup has no time of its own: it moved when the latest of the evaluation's changes happened. */
function rollupTime(changes: ChangeSet): Date {
  const latest = changes.controls.reduce<Date | null>(
    (at, change) => (at === null || change.evaluatedAt > at ? change.evaluatedAt : at),
    null,
  );
  return latest ?? changes.detections[0]?.at ?? new Date();
}

export const EVENT_KINDS = {
  'control.status_changed': eventKind<Wire<ControlStatusChange>>({
    description:
      "A control's status for an organization changed (from is null when it had never been evaluated there).",
    announce: (changes) =>
      changes.controls
        .filter((change) => change.from !== change.to)
        .map((change) => ({
          organizationId: change.organizationId,
          occurredAt: change.evaluatedAt,
          data: wire(change),
        })),
    stored: {
      organizationId: text,
      controlId: text,
      standardId: text,
      from: orNull(status),
      to: status,
      evaluatedAt: text,
    },
  }),
  'organization.rollup_changed': eventKind<Wire<RollupChange>>({
    description: "An organization's worst-case rollup changed.",
    announce: (changes) => {
      const { rollup } = changes;
      if (!rollup || rollup.from === rollup.to) return [];
      return [{ organizationId: rollup.organizationId, occurredAt: rollupTime(changes), data: wire(rollup) }];
    },
    stored: { organizationId: text, from: status, to: status },
  }),
  'detection.opened': eventKind<DetectionData & { openedAt: string }, StoredDetectionData & { openedAt: string }>({
    description: 'An evaluation opened a detection (one per failing subject of a control).',
    announce: (changes) => detectionEvents(changes, 'opened', (fields, openedAt) => ({ ...fields, openedAt })),
    stored: { ...storedDetection, openedAt: text },
  }),
  'detection.resolved': eventKind<DetectionData & { resolvedAt: string }, StoredDetectionData & { resolvedAt: string }>(
    {
      description:
        'An evaluation resolved a detection: its subject now passes or is gone, or its control left the scope (the graph says which: `Detection.resolution`).',
      announce: (changes) => detectionEvents(changes, 'resolved', (fields, resolvedAt) => ({ ...fields, resolvedAt })),
      stored: { ...storedDetection, resolvedAt: text },
    },
  ),
  'detection.reopened': eventKind<DetectionData & { reopenedAt: string }, StoredDetectionData & { reopenedAt: string }>(
    {
      description:
        'An evaluation reopened a detection its control leaving the scope had resolved: back in scope within 30 days, its subject fails again (the same detection, its first-seen date, triage and comments kept).',
      announce: (changes) => detectionEvents(changes, 'reopened', (fields, reopenedAt) => ({ ...fields, reopenedAt })),
      stored: { ...storedDetection, reopenedAt: text },
    },
  ),
  'detection.triage_changed': eventKind<Wire<Omit<TriageChange, 'at'>> & { updatedAt: string }>({
    description:
      "A detection's triage changed: a person or key set it, or a snooze ended (status and counts never move with it).",
    announce: (changes) =>
      (changes.triage ?? []).map(({ at, ...change }) => ({
        organizationId: change.organizationId,
        occurredAt: at,
        data: { ...wire(change), updatedAt: at.toISOString() },
      })),
    stored: {
      detectionId: text,
      organizationId: text,
      controlId: text,
      from: oneOf(TRIAGE_STATES),
      to: oneOf(TRIAGE_STATES),
      assigneeId: orNull(text),
      updatedAt: text,
    },
  }),
  'control.override_expired': eventKind<Wire<OverrideExpiredChange>>({
    description:
      'An override of a control (or of a standard) reached its expiresAt and ended: the organization is re-evaluated without it.',
    announce: (changes) =>
      (changes.overridesExpired ?? []).map((change) => ({
        organizationId: change.organizationId,
        occurredAt: change.expiredAt,
        data: wire(change),
      })),
    stored: {
      organizationId: text,
      controlId: orNull(text),
      standardId: orNull(text),
      reason: orNull(text),
      expiredAt: text,
    },
  }),
  'standard.updated': eventKind<Wire<StandardUpdatedChange>>({
    description:
      "A standard adopted from the library took the library's newer content (controls added, removed, changed; its version went up); announced to each organization of the tenant.",
    announce: (changes) =>
      (changes.standardsUpdated ?? []).map((change) => ({
        organizationId: change.organizationId,
        occurredAt: change.updatedAt,
        data: wire(change),
      })),
    stored: {
      organizationId: text,
      standardId: text,
      fromVersion: count,
      toVersion: count,
      libraryFromVersion: text,
      libraryToVersion: text,
      added: count,
      removed: count,
      changed: count,
      updatedAt: text,
    },
  }),
};

export type EventType = keyof typeof EVENT_KINDS;

type DataOfKind<K> = K extends EventKind<infer Data, infer _Stored> ? Data : never;
type StoredOfKind<K> = K extends EventKind<infer _Data, infer Stored> ? Stored : never;

/** Each event's payload as it is announced. */
export type EventDataOf = { [T in EventType]: DataOfKind<(typeof EVENT_KINDS)[T]> };
/** Each event's payload as it reads back from the outbox, events of earlier versions included. */
export type StoredEventDataOf = { [T in EventType]: StoredOfKind<(typeof EVENT_KINDS)[T]> };

/** The table seen per name, so that a function over any one kind keeps its payload type. */
const KINDS: { [T in EventType]: EventKind<EventDataOf[T], StoredEventDataOf[T]> } = EVENT_KINDS;

export const EVENT_TYPES = Object.keys(EVENT_KINDS) as [EventType, ...EventType[]];

export function isEventType(value: string): value is EventType {
  return Object.hasOwn(EVENT_KINDS, value);
}

export function eventDescription(type: EventType): string {
  return KINDS[type].description;
}

/** An event before it is stored. */
export type EventDraft = { [T in EventType]: Announcement<EventDataOf[T]> & { type: T } }[EventType];

function draftsOf<T extends EventType>(type: T, changes: ChangeSet): EventDraft[] {
  // The compiler does not correlate a generic name with its member of the union; KINDS[type] does.
  return KINDS[type].announce(changes).map((announcement) => ({ type, ...announcement }) as EventDraft);
}

/**
 * The events a change set announces, kind by kind in the table's order. A change whose status did
 * not move announces nothing, so a re-evaluation that changes nothing stays silent even if it is
 * handed over.
 */
export function eventsOf(changes: ChangeSet): EventDraft[] {
  return EVENT_TYPES.flatMap((type) => draftsOf(type, changes));
}

/** A stored payload read as its kind's, or null when it is another kind's or not of that shape. */
export function readEventData<T extends EventType>(
  event: { type: EventType; data: unknown },
  type: T,
): StoredEventDataOf[T] | null {
  return event.type === type ? readWith(KINDS[type].stored, event.data) : null;
}
