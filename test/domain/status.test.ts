import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  CONTROL_STATUSES,
  COUNT_KEY,
  type ControlStatus,
  countStatuses,
  emptyCounts,
  rollup,
  WORST_FIRST,
} from '../../src/domain/status.ts';

const status = fc.constantFrom(...CONTROL_STATUSES);
const rank = (s: ControlStatus) => WORST_FIRST.indexOf(s);

describe('rollup', () => {
  test.each<[ControlStatus[], ControlStatus]>([
    [[], 'no_data'],
    [['pass'], 'pass'],
    [['pass', 'not_applicable'], 'pass'],
    [['not_applicable', 'not_applicable'], 'not_applicable'],
    [['pass', 'not_covered'], 'not_covered'],
    [['not_covered', 'no_data', 'pass'], 'no_data'],
    [['pass', 'no_data', 'fail', 'not_covered'], 'fail'],
    [['not_applicable', 'fail'], 'fail'],
  ])('%j rolls up to %s', (statuses, expected) => {
    expect(rollup(statuses)).toBe(expected);
  });

  test('the worst-first order is the decided one', () => {
    expect(WORST_FIRST).toEqual(['fail', 'no_data', 'not_covered', 'pass', 'not_applicable']);
    expect([...WORST_FIRST].sort()).toEqual([...CONTROL_STATUSES].sort());
  });

  test('is one of the rows, and no row is worse', () => {
    fc.assert(
      fc.property(fc.array(status, { minLength: 1 }), (statuses) => {
        const worst = rollup(statuses);
        expect(statuses).toContain(worst);
        for (const s of statuses) expect(rank(worst)).toBeLessThanOrEqual(rank(s));
      }),
    );
  });

  test('does not depend on the order of the rows, and reads any iterable once', () => {
    fc.assert(
      fc.property(fc.array(status), fc.array(status), (a, b) => {
        const shuffled = [...b, ...a].reverse();
        expect(rollup([...a, ...b])).toBe(rollup(shuffled));
        expect(rollup(new Set([...a, ...b]))).toBe(rollup([...a, ...b]));
      }),
    );
  });

  test('an empty grid is never a pass', () => {
    expect(rollup([])).not.toBe('pass');
    expect(rollup(new Set<ControlStatus>())).toBe('no_data');
  });
});

describe('status counts', () => {
  test('each status has its count key', () => {
    expect(COUNT_KEY).toEqual({
      pass: 'pass',
      fail: 'fail',
      no_data: 'noData',
      not_covered: 'notCovered',
      not_applicable: 'notApplicable',
    });
    expect(emptyCounts()).toEqual({ pass: 0, fail: 0, noData: 0, notCovered: 0, notApplicable: 0 });
  });

  test('counts rows one each, or by their count, and the total is kept', () => {
    expect(
      countStatuses([{ status: 'pass' }, { status: 'pass', count: 3 }, { status: 'not_covered', count: 2 }]),
    ).toEqual({ pass: 4, fail: 0, noData: 0, notCovered: 2, notApplicable: 0 });
    fc.assert(
      fc.property(fc.array(fc.record({ status, count: fc.nat(50) })), (rows) => {
        const counts = countStatuses(rows);
        const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
        expect(total).toBe(rows.reduce((sum, row) => sum + row.count, 0));
        for (const s of CONTROL_STATUSES) {
          const expected = rows.filter((row) => row.status === s).reduce((sum, row) => sum + row.count, 0);
          expect(counts[COUNT_KEY[s]]).toBe(expected);
        }
      }),
    );
  });

  test('a fresh count object each time', () => {
    const first = emptyCounts();
    first.pass = 9;
    expect(emptyCounts().pass).toBe(0);
  });
});
