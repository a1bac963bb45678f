import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type ControlStatus, emptyCounts, rollup, type StatusCounts } from '../../src/domain/status.ts';
import {
  bucketRollup,
  type DailySnapshot,
  dayNumber,
  isoDay,
  rollupChanges,
  TREND_DEFAULT_DAYS,
  TREND_MAX_DAYS,
  trendBuckets,
  trendWindow,
  utcDay,
} from '../../src/domain/trend.ts';

const DAY_MS = 86_400_000;
const NOW = new Date('2024-06-15T17:42:05.123Z');
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const counts = (pass: number, fail = 0): StatusCounts => ({ ...emptyCounts(), pass, fail });
const snapshot = (iso: string, c: StatusCounts): DailySnapshot => ({ day: dayNumber(day(iso)), ...c });

describe('the trend window', () => {
  test('the decided bounds', () => {
    expect([TREND_DEFAULT_DAYS, TREND_MAX_DAYS]).toEqual([30, 366]);
  });

  test('UTC days, ending today', () => {
    expect(isoDay(NOW)).toBe('2024-06-15');
    expect(utcDay(NOW)).toEqual(day('2024-06-15'));
    expect(utcDay(new Date('2024-06-15T23:59:59.999-02:00'))).toEqual(day('2024-06-16'));
    expect(trendWindow(1, NOW)).toEqual({ first: day('2024-06-15'), last: day('2024-06-15') });
    expect(trendWindow(30, NOW)).toEqual({ first: day('2024-05-17'), last: day('2024-06-15') });
    expect(trendWindow(366, new Date('2024-12-31T00:00:00Z')).first).toEqual(day('2024-01-01'));
  });

  test("day numbers count whole UTC days from 1970-01-01, as PostgreSQL's date difference does", () => {
    expect(dayNumber(day('1970-01-01'))).toBe(0);
    expect(dayNumber(new Date('1970-01-01T23:59:59.999Z'))).toBe(0);
    expect(dayNumber(day('2024-06-15'))).toBe(19_889);
    expect(dayNumber(new Date('1969-12-31T12:00:00Z'))).toBe(-1);
  });
});

describe('trend buckets', () => {
  test('exactly `days` buckets, one per consecutive UTC day, oldest first, the last today', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: TREND_MAX_DAYS }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (days, now) => {
          const buckets = trendBuckets([], days, now);
          expect(buckets).toHaveLength(days);
          expect(buckets.at(-1)!.day).toBe(isoDay(now));
          for (let i = 1; i < buckets.length; i++) {
            expect(day(buckets[i]!.day).getTime() - day(buckets[i - 1]!.day).getTime()).toBe(DAY_MS);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  test('zeros before the first snapshot; a day without one carries the previous one forward', () => {
    const buckets = trendBuckets([snapshot('2024-06-11', counts(3, 1)), snapshot('2024-06-13', counts(2, 2))], 6, NOW);
    expect(buckets).toStrictEqual([
      { day: '2024-06-10', passCount: 0, failCount: 0, noDataCount: 0, notCoveredCount: 0, notApplicableCount: 0 },
      { day: '2024-06-11', passCount: 3, failCount: 1, noDataCount: 0, notCoveredCount: 0, notApplicableCount: 0 },
      { day: '2024-06-12', passCount: 3, failCount: 1, noDataCount: 0, notCoveredCount: 0, notApplicableCount: 0 },
      { day: '2024-06-13', passCount: 2, failCount: 2, noDataCount: 0, notCoveredCount: 0, notApplicableCount: 0 },
      { day: '2024-06-14', passCount: 2, failCount: 2, noDataCount: 0, notCoveredCount: 0, notApplicableCount: 0 },
      { day: '2024-06-15', passCount: 2, failCount: 2, noDataCount: 0, notCoveredCount: 0, notApplicableCount: 0 },
    ]);
  });

  test('the last snapshot before the window opens it', () => {
    const [first] = trendBuckets([snapshot('2024-01-01', counts(7))], 3, NOW);
    expect(first).toMatchObject({ day: '2024-06-13', passCount: 7 });
  });

  test('each bucket holds the latest snapshot on or before its day (a model check)', () => {
    const snapshotsArb = fc
      .uniqueArray(fc.integer({ min: -40, max: 0 }), { maxLength: 20 })
      .chain((offsets) =>
        fc.tuple(
          fc.constant([...offsets].sort((a, b) => a - b)),
          fc.array(fc.nat(500), { minLength: offsets.length, maxLength: offsets.length }),
        ),
      );
    fc.assert(
      fc.property(snapshotsArb, fc.integer({ min: 1, max: 30 }), ([offsets, passes], days) => {
        const today = utcDay(NOW).getTime();
        const all = offsets.map((offset, i) => ({ day: new Date(today + offset * DAY_MS), ...counts(passes[i]!) }));
        const first = today - (days - 1) * DAY_MS;
        // What the data layer hands over: the last snapshot before the window, then those inside it.
        const before = all.filter((s) => s.day.getTime() < first).at(-1);
        const input = [...(before ? [before] : []), ...all.filter((s) => s.day.getTime() >= first)].map((s) => ({
          ...s,
          day: dayNumber(s.day),
        }));
        const buckets = trendBuckets(input, days, NOW);
        buckets.forEach((bucket, index) => {
          const at = first + index * DAY_MS;
          const latest = all.filter((s) => s.day.getTime() <= at).at(-1);
          expect(bucket.passCount).toBe(latest?.pass ?? 0);
        });
      }),
    );
  });
});

describe("a bucket's rollup and the days it changed (the chart's marks)", () => {
  const STATUSES: ControlStatus[] = ['pass', 'fail', 'no_data', 'not_covered', 'not_applicable'];
  const bucketOf = (statuses: ControlStatus[], iso = '2024-06-15') => ({
    day: iso,
    passCount: statuses.filter((s) => s === 'pass').length,
    failCount: statuses.filter((s) => s === 'fail').length,
    noDataCount: statuses.filter((s) => s === 'no_data').length,
    notCoveredCount: statuses.filter((s) => s === 'not_covered').length,
    notApplicableCount: statuses.filter((s) => s === 'not_applicable').length,
  });

  test("reads the counts as the grid's rollup reads its rows, whatever the rows", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...STATUSES), { maxLength: 30 }), (statuses) => {
        expect(bucketRollup(bucketOf(statuses))).toBe(rollup(statuses));
      }),
    );
  });

  test('marks each day whose rollup differs from the day before, none for an unchanged run', () => {
    const buckets = [
      bucketOf([], '2024-06-10'),
      bucketOf(['pass'], '2024-06-11'),
      bucketOf(['pass', 'pass'], '2024-06-12'),
      bucketOf(['pass', 'fail'], '2024-06-13'),
      bucketOf(['pass', 'not_applicable'], '2024-06-14'),
    ];
    expect(rollupChanges(buckets)).toEqual([
      { day: '2024-06-11', from: 'no_data', to: 'pass' },
      { day: '2024-06-13', from: 'pass', to: 'fail' },
      { day: '2024-06-14', from: 'fail', to: 'pass' },
    ]);
    expect(rollupChanges(buckets.slice(1, 3))).toEqual([]);
  });
});
