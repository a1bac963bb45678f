import type { ControlStatus } from './status.ts';

/**
 * The events the service announces (DECISIONS, "Events"): their names, their payloads, the
 * Standard Webhooks envelope they travel in, and how long a delivery keeps being retried. Every
 * surface (webhooks, subscriptions, the graph, REST, the README) reads them from here.
 */
export const EVENT_TYPES = [
  'control.status_changed',
  'organization.rollup_changed',
  'detection.opened',
  'detection.resolved',
  'control.override_expired',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}

export const EVENT_MEANING: Record<EventType, string> = {
  'control.status_changed':
    "A control's status for an organization changed (from is null when it had never been evaluated there).",
  'organization.rollup_changed': "An organization's worst-case rollup changed.",
  'detection.opened': 'An evaluation opened a detection (one per failing subject of a control).',
  'detection.resolved': 'An evaluation resolved a detection: its subject now passes or is gone.',
  'control.override_expired':
    'An override of a control (or of a standard) reached its expiresAt and ended: the organization is re-evaluated without it.',
};

export interface ControlStatusChangedData {
  organizationId: string;
  controlId: string;
  standardId: string;
  from: ControlStatus | null;
  to: ControlStatus;
  evaluatedAt: string;
}

export interface RollupChangedData {
  organizationId: string;
  from: ControlStatus;
  to: ControlStatus;
}

/** What both detection events carry (DECISIONS, "Detection events"), then openedAt or resolvedAt. */
interface DetectionData {
  detectionId: string;
  organizationId: string;
  /** The detection record's ruleId. */
  controlId: string;
  standardId: string;
  subject: string;
  severity: 'high' | 'medium' | 'low';
  title: string;
}

export interface DetectionOpenedData extends DetectionData {
  openedAt: string;
}

export interface DetectionResolvedData extends DetectionData {
  resolvedAt: string;
}

export interface OverrideExpiredData {
  organizationId: string;
  /** Set for a control's override, null for a standard's. */
  controlId: string | null;
  /** Set for a standard's override, null for a control's. */
  standardId: string | null;
  reason: string | null;
  expiredAt: string;
}

export interface EventDataOf {
  'control.status_changed': ControlStatusChangedData;
  'organization.rollup_changed': RollupChangedData;
  'detection.opened': DetectionOpenedData;
  'detection.resolved': DetectionResolvedData;
  'control.override_expired': OverrideExpiredData;
}

/** An event before it is stored: its id is given by the database. */
export type EventDraft = {
  [T in EventType]: { type: T; organizationId: string; occurredAt: Date; data: EventDataOf[T] };
}[EventType];

/** A stored event, as deliveries and subscriptions read it back. */
export interface StoredEvent {
  id: string;
  type: EventType;
  organizationId: string;
  occurredAt: Date;
  data: Record<string, unknown>;
}

/**
 * The body of a webhook request, the payload structure the Standard Webhooks specification
 * recommends: `type`, `timestamp` (when the change happened, ISO 8601) and `data`.
 */
export function webhookBody(event: StoredEvent): string {
  return JSON.stringify({ type: event.type, timestamp: event.occurredAt.toISOString(), data: event.data });
}

/**
 * When a failed delivery is tried again. Exponential: `firstDelayMs`, then times `factor` after
 * each failure, at most `maxDelayMs` apart, for as long as the event is younger than `windowMs`.
 * The defaults retry at about 5 s, 20 s, 80 s, 5 min, 21 min, 85 min, then every 4 h, which is 12
 * attempts within the 24 h window.
 */
export interface RetrySchedule {
  firstDelayMs: number;
  factor: number;
  maxDelayMs: number;
  windowMs: number;
  /** A fraction of each delay added or removed at random, so failed receivers are not hit in waves. */
  jitter: number;
}

export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  firstDelayMs: 5_000,
  factor: 4,
  maxDelayMs: 4 * 3_600_000,
  windowMs: 24 * 3_600_000,
  jitter: 0.1,
};

/**
 * When attempt `attempts + 1` is due after `attempts` failed ones of an event created at
 * `createdAt`, or null when that falls outside the retry window (the delivery is given up).
 * `random` is in [0, 1).
 */
export function nextAttemptAt(
  schedule: RetrySchedule,
  attempts: number,
  createdAt: Date,
  now: Date,
  random: number,
): Date | null {
  const base = Math.min(schedule.firstDelayMs * schedule.factor ** Math.max(0, attempts - 1), schedule.maxDelayMs);
  const delay = base * (1 + schedule.jitter * (2 * random - 1));
  const due = new Date(now.getTime() + delay);
  return due.getTime() - createdAt.getTime() > schedule.windowMs ? null : due;
}
