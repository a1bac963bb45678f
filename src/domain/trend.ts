import { type ControlStatus, emptyCounts, type StatusCounts } from './status.ts';

export const TREND_MAX_DAYS = 366;
export const TREND_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a UTC day. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC day of `date` as a day number: whole days since 1970-01-01 (PostgreSQL: `day - DATE '1970-01-01'`). */
export function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

export function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The first and last UTC day of a window of `days` days ending today. */
export function trendWindow(days: number, now: Date): { first: Date; last: Date } {
  const last = utcDay(now);
  return { first: new Date(last.getTime() - (days - 1) * DAY_MS), last };
}

/** The counts written at the end of one UTC day (`day` is its day number, see `dayNumber`). */
export interface DailySnapshot extends StatusCounts {
  day: number;
}

export interface TrendBucket {
  day: string;
  passCount: number;
  failCount: number;
  noDataCount: number;
  notCoveredCount: number;
  notApplicableCount: number;
}

let recent: { last: number; days: readonly string[] } = { last: Number.NaN, days: [] };

/**
 * `YYYY-MM-DD` of the days ending on day number `last`, oldest first: at least `days` of them (and
 * at least the longest window's). Every trend asked for on one day reads the tail of the same list,
 * and formatting 366 dates was a tenth of a 366-day trend's CPU, so it is kept until the day turns.
 */
function isoDaysEnding(last: number, days: number): readonly string[] {
  if (recent.last !== last || recent.days.length < days) {
    const length = Math.max(days, TREND_MAX_DAYS);
    const first = last - length + 1;
    recent = { last, days: Array.from({ length }, (_, index) => isoDay(new Date((first + index) * DAY_MS))) };
  }
  return recent.days;
}

/**
 * Exactly `days` end-of-day buckets, oldest first. Snapshots are written only on days the counts
 * change, so a day without one carries the previous snapshot forward; `snapshots` must hold the
 * last snapshot before the window (if any) followed by those inside it, in ascending day order.
 */
export function trendBuckets(snapshots: readonly DailySnapshot[], days: number, now: Date): TrendBucket[] {
  const firstDay = dayNumber(trendWindow(days, now).first);
  const isoDays = isoDaysEnding(firstDay + days - 1, days);
  const offset = isoDays.length - days;
  const buckets: TrendBucket[] = new Array(days);
  let current: StatusCounts = emptyCounts();
  let next = 0;
  for (let index = 0; index < days; index++) {
    while (next < snapshots.length && snapshots[next]!.day <= firstDay + index) current = snapshots[next++]!;
    buckets[index] = {
      day: isoDays[offset + index]!,
      passCount: current.pass,
      failCount: current.fail,
      noDataCount: current.noData,
      notCoveredCount: current.notCovered,
      notApplicableCount: current.notApplicable,
    };
  }
  return buckets;
}

/**
 * A bucket's worst-case status, as the grid's rollup would have read that day (counts stand for
 * the rows: fail > no_data > not_covered > pass > not_applicable; no counts, before the first
 * evaluation, is no_data).
 */
export function bucketRollup(bucket: TrendBucket): ControlStatus {
  if (bucket.failCount > 0) return 'fail';
  if (bucket.noDataCount > 0) return 'no_data';
  if (bucket.notCoveredCount > 0) return 'not_covered';
  if (bucket.passCount > 0) return 'pass';
  return bucket.notApplicableCount > 0 ? 'not_applicable' : 'no_data';
}

/** The days of a window where the rollup differs from the day before: where a chart marks a change. */
export function rollupChanges(
  buckets: readonly TrendBucket[],
): { day: string; from: ControlStatus; to: ControlStatus }[] {
  const changes: { day: string; from: ControlStatus; to: ControlStatus }[] = [];
  for (let index = 1; index < buckets.length; index++) {
    const from = bucketRollup(buckets[index - 1]!);
    const to = bucketRollup(buckets[index]!);
    if (from !== to) changes.push({ day: buckets[index]!.day, from, to });
  }
  return changes;
}
