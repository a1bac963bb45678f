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
 * means, the changes of a change set it announces and how, and its stored payload's keys (how each
 * reads back, its type, what it means). The publisher, the graph (the EventKind enum and each
 * kind's payload type, webhook registration, subscriptions: src/schema/event.ts), REST, the client
 * package's and the console's generated types (scripts/client-declarations.ts) and the docs' events table
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

/** The enums of the graph a payload field may hold, with their values. */
export const PAYLOAD_ENUMS = {
  ControlStatus: CONTROL_STATUSES,
  Severity: SEVERITIES,
  TriageState: TRIAGE_STATES,
} as const;
export type PayloadEnum = keyof typeof PAYLOAD_ENUMS;
const ENUMS = PAYLOAD_ENUMS;

/** How a payload field is typed on the wire and on the graph: a scalar of the graph, or one of its enums. */
export type PayloadType = 'UUID' | 'String' | 'Int' | 'DateTime' | { enum: PayloadEnum };

/**
 * One key of a payload: how its stored value reads back, its type and what it means. The graph's
 * payload types and the client's and console's generated types (scripts/client-declarations.ts) are built
 * from these, so a key is declared once.
 */
export interface PayloadField<V> {
  read: Reader<V>;
  type: PayloadType;
  /** Null on the wire (or absent from events recorded before the key existed). */
  nullable: boolean;
  description: string;
}

/** A payload's fields, one for every key: the compiler refuses a field list missing a key. */
type PayloadFields<T> = { [K in keyof T]-?: PayloadField<T[K]> };

const scalar =
  (type: 'UUID' | 'String' | 'DateTime') =>
  (description: string): PayloadField<string> => ({
    read: (value) => (typeof value === 'string' ? value : undefined),
    type,
    nullable: false,
    description,
  });
const uuid = scalar('UUID');
const text = scalar('String');
/** A time, stored as ISO 8601 text. */
const time = scalar('DateTime');
const oneOf =
  <const E extends PayloadEnum>(name: E) =>
  (description: string): PayloadField<(typeof ENUMS)[E][number]> => ({
    read: (value) => ENUMS[name].find((candidate) => candidate === value),
    type: { enum: name },
    nullable: false,
    description,
  });
const status = oneOf('ControlStatus');
const orNull = <V>(field: PayloadField<V>): PayloadField<V | null> => ({
  ...field,
  read: (value) => (value === null ? null : field.read(value)),
  nullable: true,
});
/** A key added to a payload later: events recorded before lack it, and it reads as null there. */
const addedLater = <V>(field: PayloadField<V>): PayloadField<V | null> => ({
  ...field,
  read: (value) => (value === undefined || value === null ? null : field.read(value)),
  nullable: true,
});
/** A whole number (a version, a count). */
const count = (description: string): PayloadField<number> => ({
  read: (value) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined),
  type: 'Int',
  nullable: false,
  description,
});

function readWith<T>(fields: PayloadFields<T>, data: unknown): T | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const read: Partial<T> = {};
  for (const key of Object.keys(fields) as (keyof T & string)[]) {
    const value = fields[key].read(Reflect.get(data, key));
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
  /** The name of its payload's type on the graph, and in the client's and the console's types. */
  payloadType: string;
  /** What the payload is, as the graph describes its type. */
  payloadDescription: string;
  /** The events of this kind a change set announces, in the order of its changes. */
  announce(changes: ChangeSet): Announcement<Data>[];
  /** The stored payload's keys; what events recorded by earlier versions lack reads as null. */
  stored: PayloadFields<Stored>;
}

const eventKind = <Data, Stored = Data>(kind: EventKind<Data, Stored>) => kind;

/** What the engine's detection events carry (DECISIONS, "Detection events"), then openedAt, resolvedAt or reopenedAt. */
type DetectionData = Wire<Omit<DetectionChange, 'kind' | 'at'>>;
/** standardId and title came after the first detection events were recorded. */
type StoredDetectionData = Omit<DetectionData, 'standardId' | 'title'> & {
  standardId: string | null;
  title: string | null;
};

const storedDetection: PayloadFields<StoredDetectionData> = {
  detectionId: uuid('The detection.'),
  organizationId: uuid('The organization.'),
  controlId: uuid("The control that raised it (the detection's ruleId)."),
  standardId: addedLater(uuid('The standard of that control (null for an event recorded before events carried it).')),
  subject: text('What it is about (a device, an account...).'),
  severity: oneOf('Severity')('How much it matters.'),
  title: addedLater(text('The detection title as stored (null for an event recorded before events carried it).')),
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
    payloadType: 'ControlStatusChange',
    payloadDescription: "One control's status change for one organization (the control.status_changed event).",
    stored: {
      organizationId: uuid('The organization.'),
      controlId: uuid('The control.'),
      standardId: uuid("The control's standard."),
      from: orNull(status('The status before; null when the control had never been evaluated here.')),
      to: status('The status now.'),
      evaluatedAt: time('When the evaluation ran.'),
    },
  }),
  'organization.rollup_changed': eventKind<Wire<RollupChange>>({
    description: "An organization's worst-case rollup changed.",
    announce: (changes) => {
      const { rollup } = changes;
      if (!rollup || rollup.from === rollup.to) return [];
      return [{ organizationId: rollup.organizationId, occurredAt: rollupTime(changes), data: wire(rollup) }];
    },
    payloadType: 'RollupChange',
    payloadDescription: "A change of the organization's worst-case rollup (the organization.rollup_changed event).",
    stored: {
      organizationId: uuid('The organization.'),
      from: status('The rollup before.'),
      to: status('The rollup now.'),
    },
  }),
  'detection.opened': eventKind<DetectionData & { openedAt: string }, StoredDetectionData & { openedAt: string }>({
    description: 'An evaluation opened a detection (one per failing subject of a control).',
    announce: (changes) => detectionEvents(changes, 'opened', (fields, openedAt) => ({ ...fields, openedAt })),
    payloadType: 'DetectionOpened',
    payloadDescription: 'A detection an evaluation opened (the detection.opened event).',
    stored: { ...storedDetection, openedAt: time('When it was opened.') },
  }),
  'detection.resolved': eventKind<DetectionData & { resolvedAt: string }, StoredDetectionData & { resolvedAt: string }>(
    {
      description:
        'An evaluation resolved a detection: its subject now passes or is gone, or its control left the scope (the graph says which: `Detection.resolution`).',
      announce: (changes) => detectionEvents(changes, 'resolved', (fields, resolvedAt) => ({ ...fields, resolvedAt })),
      payloadType: 'DetectionResolved',
      payloadDescription:
        'A detection an evaluation resolved, with the severity and title it was opened with (the detection.resolved event).',
      stored: { ...storedDetection, resolvedAt: time('When it was resolved.') },
    },
  ),
  'detection.reopened': eventKind<DetectionData & { reopenedAt: string }, StoredDetectionData & { reopenedAt: string }>(
    {
      description:
        'An evaluation reopened a detection its control leaving the scope had resolved: back in scope within 30 days, its subject fails again (the same detection, its first-seen date, triage and comments kept).',
      announce: (changes) => detectionEvents(changes, 'reopened', (fields, reopenedAt) => ({ ...fields, reopenedAt })),
      payloadType: 'DetectionReopened',
      payloadDescription:
        'A detection an evaluation reopened, back in scope and failing within 30 days (the detection.reopened event).',
      stored: { ...storedDetection, reopenedAt: time('When it was reopened.') },
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
    payloadType: 'DetectionTriageChange',
    payloadDescription: "A change of a detection's triage (the detection.triage_changed event).",
    stored: {
      detectionId: uuid('The detection.'),
      organizationId: uuid('The organization.'),
      controlId: uuid("The control that raised it (the detection's ruleId)."),
      from: oneOf('TriageState')('The triage state before.'),
      to: oneOf('TriageState')('The triage state after.'),
      assigneeId: orNull(uuid('The assignee after the change; null when none.')),
      updatedAt: time('When the triage changed.'),
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
    payloadType: 'OverrideExpiry',
    payloadDescription: 'An override that reached its expiresAt and ended (the control.override_expired event).',
    stored: {
      organizationId: uuid('The organization.'),
      controlId: orNull(uuid("The control, for a control's override; null for a standard's.")),
      standardId: orNull(uuid("The standard, for a standard's override; null for a control's.")),
      reason: orNull(text('Why it had disabled its target; null when it did not.')),
      expiredAt: time('When it ended.'),
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
    payloadType: 'StandardUpdate',
    payloadDescription: "A standard's update to the library's newer content (the standard.updated event).",
    stored: {
      organizationId: uuid('The organization.'),
      standardId: uuid('The standard.'),
      fromVersion: count("The standard's version before (the grid's standardVersion)."),
      toVersion: count("The standard's version after."),
      libraryFromVersion: text('The library version it moved from.'),
      libraryToVersion: text('The library version it moved to.'),
      added: count('Controls added.'),
      removed: count('Controls removed.'),
      changed: count('Controls changed.'),
      updatedAt: time('When it was updated.'),
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

/** A kind's name on the graph (an enum value cannot hold a dot): `control.status_changed` -> `control_status_changed`. */
export type EventKindName<T extends string> = T extends `${infer Head}.${infer Tail}`
  ? `${Head}_${EventKindName<Tail>}`
  : T;

export function eventKindName<T extends EventType>(type: T): EventKindName<T> {
  return type.replaceAll('.', '_') as EventKindName<T>;
}

/** What the graph and the generated types read of a kind: its payload's type name and fields. */
export function payloadOf(type: EventType): {
  name: string;
  description: string;
  fields: Record<string, PayloadField<unknown>>;
} {
  const kind = KINDS[type];
  return { name: kind.payloadType, description: kind.payloadDescription, fields: kind.stored };
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
