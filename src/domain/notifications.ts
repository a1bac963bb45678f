import { SEVERITIES, type Severity } from './severity.ts';
import { localTime } from './zoned-time.ts';

/**
 * Who is told of what, and how often: the rules of notifications, without I/O. The worker
 * (src/delivery/notifications) applies them to the change outbox.
 */

export const NOTIFICATION_KINDS = {
  control_failing: 'A control started or stopped failing for an organization (a flapping one is summarised once).',
  detection_opened: 'Detections were opened at or above the chosen severity (one message per control and change).',
  integration_error: "An organization's integration went into error, or out of it.",
  exception_expiring: `An exception (an override with an end) ends within ${7} days.`,
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]];

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KINDS, value);
}

/** How long before its end an exception is announced. */
export const EXCEPTION_NOTICE_DAYS = 7;

/** A detection of `severity` passes a preference of `minimum`: high >= medium >= low. */
export function severityAtLeast(severity: Severity, minimum: Severity): boolean {
  return SEVERITIES.indexOf(severity) <= SEVERITIES.indexOf(minimum);
}

/** One change of whether a control fails, as the outbox recorded it. */
export interface FailingTransition {
  eventId: string;
  at: Date;
  /** true: it started failing; false: it stopped. */
  failing: boolean;
}

/** More starts of failing than this within FLAP_WINDOW_MS make a control flapping. */
export const FLAP_LIMIT = 2;
export const FLAP_WINDOW_MS = 24 * 3_600_000;

export type FlapVerdict =
  | { kind: 'change' }
  /** The change that made it flapping: one summary, keyed by this change. */
  | { kind: 'flapping'; startsInWindow: number; stopsInWindow: number }
  /** A later change of the same flapping episode: no message. */
  | { kind: 'held' };

/**
 * How one change of a control is told, given that control's changes up to it (oldest first, the
 * change itself last). An episode is a run of changes each less than a day after the one before.
 * Within it, the first change at which the control has started failing more than FLAP_LIMIT times
 * in the trailing 24 hours is summarised once; the episode's later changes are held; a quiet day
 * ends it. Only the history up to the change decides, so a replay reaches the same verdict.
 */
export function flapVerdict(history: readonly FailingTransition[]): FlapVerdict {
  if (history.length === 0) return { kind: 'change' };
  let start = history.length - 1;
  while (start > 0 && history[start]!.at.getTime() - history[start - 1]!.at.getTime() < FLAP_WINDOW_MS) start--;
  const episode = history.slice(start);
  for (let index = 0; index < episode.length; index++) {
    const at = episode[index]!.at.getTime();
    const window = episode.slice(0, index + 1).filter((change) => at - change.at.getTime() < FLAP_WINDOW_MS);
    const starts = window.filter((change) => change.failing).length;
    if (starts > FLAP_LIMIT) {
      if (index < episode.length - 1) return { kind: 'held' };
      return { kind: 'flapping', startsInWindow: starts, stopsInWindow: window.length - starts };
    }
  }
  return { kind: 'change' };
}

/** What the notification preferences of one user say about timing. */
export interface DigestTiming {
  cadence: 'immediate' | 'digest';
  digestHour: number;
  timeZone: string;
  lastDigestDay: string | null;
}

/**
 * The local day whose digest is owed at `now`, or null: at or after the digest hour, and not yet
 * sent that day. A worker that was down at the hour sends it later the same day.
 */
export function digestDay(timing: DigestTiming, now: Date): string | null {
  if (timing.cadence !== 'digest') return null;
  const local = localTime(now, timing.timeZone);
  if (local.hour < timing.digestHour || timing.lastDigestDay === local.date) return null;
  return local.date;
}

/** One thing a message tells: a title and a few lines, the same in every channel. */
export interface MessageItem {
  title: string;
  lines: string[];
}

/** What every channel renders (email text and HTML, a Teams card, Slack blocks). */
export interface MessageContent {
  title: string;
  items: MessageItem[];
  /** Where to see it in the console, when the service knows its public address. */
  link: string | null;
}

/** A message's subject line: the one item's title, or how many changes a digest or batch holds. */
export function messageSubject(content: MessageContent): string {
  return content.items.length === 1 ? content.items[0]!.title : `${content.title} (${content.items.length} changes)`;
}
