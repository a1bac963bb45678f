import { COUNT_KEY, type ControlStatus, type StatusCounts, WORST_FIRST } from './status.ts';

/**
 * An organization's standing from its five status counts (the same rows the grid shows): the
 * grid's worst-case rollup, and a security score.
 */

/** The grid's rollup, read from counts: the worst status with at least one row; no rows is no_data. */
export function rollupOfCounts(counts: StatusCounts): ControlStatus {
  return WORST_FIRST.find((status) => counts[COUNT_KEY[status]] > 0) ?? 'no_data';
}

/**
 * The security score as AWS Security Hub defines it: the percentage of controls that passed,
 * relative to the controls that apply, are enabled, and have evaluation data. Here: pass / (pass +
 * fail), since not_applicable rows are out of scope and no_data and not_covered rows have no data;
 * one decimal, and null when no control has data (a score of 0 would claim every control failed).
 */
export function securityScore(counts: StatusCounts): number | null {
  const judged = counts.pass + counts.fail;
  return judged === 0 ? null : Math.round((counts.pass * 1000) / judged) / 10;
}

/** Summed counts of many organizations. */
export function addCounts(total: StatusCounts, counts: StatusCounts): StatusCounts {
  return {
    pass: total.pass + counts.pass,
    fail: total.fail + counts.fail,
    noData: total.noData + counts.noData,
    notCovered: total.notCovered + counts.notCovered,
    notApplicable: total.notApplicable + counts.notApplicable,
  };
}
