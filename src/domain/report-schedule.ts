import type { Issue, Path } from './input.ts';
import { TEXT_LIMITS } from './text.ts';
import { isTimeZone, localTime, zonedInstant } from './zoned-time.ts';

/**
 * When an organization's client report goes out: monthly on day N (1 to 28, so every month has
 * it) or weekly on a weekday, at a local hour of the schedule's time zone.
 */

export const REPORT_CADENCES = ['weekly', 'monthly'] as const;
export type ReportCadence = (typeof REPORT_CADENCES)[number];

/** Recipients of one schedule, at most. */
export const MAX_REPORT_RECIPIENTS = 20;
export const REPORT_DAY_OF_MONTH_MAX = 28;
export const REPORT_DEFAULT_HOUR = 7;

export interface ReportTiming {
  cadence: ReportCadence;
  /** monthly: 1 to 28. */
  dayOfMonth: number | null;
  /** weekly: 1 (Monday) to 7 (Sunday). */
  dayOfWeek: number | null;
  hour: number;
  timeZone: string;
}

const DAY_MS = 86_400_000;

function addDays(date: { year: number; month: number; day: number }, days: number) {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The first time strictly after `after` at which the schedule is due. */
export function nextReportRun(timing: ReportTiming, after: Date): Date {
  const local = localTime(after, timing.timeZone);
  if (timing.cadence === 'monthly') {
    const day = timing.dayOfMonth ?? 1;
    for (let months = 0; months < 3; months++) {
      const month = ((local.month - 1 + months) % 12) + 1;
      const year = local.year + Math.floor((local.month - 1 + months) / 12);
      const due = zonedInstant({ year, month, day }, timing.hour, timing.timeZone);
      if (due > after) return due;
    }
  } else {
    for (let days = 0; days <= 8; days++) {
      const date = addDays(local, days);
      const weekday = ((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1;
      if (weekday !== (timing.dayOfWeek ?? 1)) continue;
      const due = zonedInstant(date, timing.hour, timing.timeZone);
      if (due > after) return due;
    }
  }
  // Unreachable for a valid timing; a week later keeps a schedule moving whatever happens.
  return new Date(after.getTime() + 7 * DAY_MS);
}

/** The checks of a schedule's timing, each with the path of its field. */
export function reportTimingIssues(timing: ReportTiming, prefix: Path = []): Issue[] {
  const issues: Issue[] = [];
  const at = (field: string): Path => [...prefix, field];
  if (timing.cadence === 'monthly') {
    const day = timing.dayOfMonth;
    if (day === null || !Number.isInteger(day) || day < 1 || day > REPORT_DAY_OF_MONTH_MAX) {
      issues.push({
        path: at('dayOfMonth'),
        message: `dayOfMonth must be 1 to ${REPORT_DAY_OF_MONTH_MAX} for a monthly report`,
      });
    }
  } else if (
    timing.dayOfWeek === null ||
    !Number.isInteger(timing.dayOfWeek) ||
    timing.dayOfWeek < 1 ||
    timing.dayOfWeek > 7
  ) {
    issues.push({ path: at('dayOfWeek'), message: 'dayOfWeek must be 1 (Monday) to 7 (Sunday) for a weekly report' });
  }
  if (!Number.isInteger(timing.hour) || timing.hour < 0 || timing.hour > 23) {
    issues.push({ path: at('hour'), message: 'hour must be 0 to 23' });
  }
  if (!isTimeZone(timing.timeZone)) {
    issues.push({ path: at('timeZone'), message: 'timeZone must be an IANA time zone name, e.g. Europe/Paris' });
  }
  return issues;
}

/** Deliberately simple: one @, no spaces or angle brackets, a dot in the domain; SMTP has the last word. */
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
export const EMAIL_MAX_LENGTH = TEXT_LIMITS.email;

export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text);
}

/** Recipients: 1 to MAX_REPORT_RECIPIENTS addresses, each checked, without repeats. */
export function recipientIssues(recipients: readonly string[], path: Path): Issue[] {
  if (recipients.length === 0) return [{ path, message: 'recipients must name at least one address' }];
  if (recipients.length > MAX_REPORT_RECIPIENTS) {
    return [{ path, message: `recipients must have at most ${MAX_REPORT_RECIPIENTS} addresses` }];
  }
  return recipients.flatMap((address, index) =>
    isEmailAddress(address)
      ? []
      : [{ path: [...path, index], message: `${JSON.stringify(address)} is not an email address` }],
  );
}
