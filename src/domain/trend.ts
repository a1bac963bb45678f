import { emptyCounts, type StatusCounts } from './status.ts';

export const TREND_MAX_DAYS = 366;
export const TREND_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a UTC day. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The first and last UTC day of a window of `days` days ending today. */
export function trendWindow(days: number, now: Date): { first: Date; last: Date } {
  const last = utcDay(now);
  return { first: new Date(last.getTime() - (days - 1) * DAY_MS), last };
}

export interface DailySnapshot extends StatusCounts {
  day: Date;
}

export interface TrendBucket {
  day: string;
  passCount: number;
  failCount: number;
  noDataCount: number;
  notCoveredCount: number;
  notApplicableCount: number;
}

/**
 * Exactly `days` end-of-day buckets, oldest first. Snapshots are written only on days the counts
 * change, so a day without one carries the previous snapshot forward; `snapshots` must hold the
 * last snapshot before the window (if any) followed by those inside it, in ascending day order.
 */
export function trendBuckets(snapshots: readonly DailySnapshot[], days: number, now: Date): TrendBucket[] {
  const { first } = trendWindow(days, now);
  const buckets: TrendBucket[] = [];
  let current: StatusCounts = emptyCounts();
  let next = 0;
  for (let index = 0; index < days; index++) {
    const day = new Date(first.getTime() + index * DAY_MS);
    while (next < snapshots.length && snapshots[next]!.day.getTime() <= day.getTime()) current = snapshots[next++]!;
    buckets.push({
      day: isoDay(day),
      passCount: current.pass,
      failCount: current.fail,
      noDataCount: current.noData,
      notCoveredCount: current.notCovered,
      notApplicableCount: current.notApplicable,
    });
  }
  return buckets;
}
