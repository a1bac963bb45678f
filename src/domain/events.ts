import type { EventType } from './event-kinds.ts';

/**
 * The envelope events travel in (Standard Webhooks) and how long a delivery keeps being retried.
 * The kinds of event and their payloads are the table in `event-kinds.ts`.
 */

/**
 * A stored event, as deliveries and subscriptions read it back. Its data stays as stored (a
 * webhook sends it as it is); `readEventData` reads it as its kind's payload.
 */
export interface StoredEvent {
  id: string;
  type: EventType;
  organizationId: string;
  occurredAt: Date;
  data: unknown;
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
