import type { Health } from './health.ts';
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

/**
 * Coverage beside the score (DECISIONS, "Assessment: settled points"): the share of in-scope
 * controls that have evaluation data, 100 * (pass + fail) / (pass + fail + no_data + not_covered),
 * one decimal; null when nothing is in scope. 1 pass among 299 no_data reads a score of 100 at a
 * coverage of 0.3.
 */
export function coverage(counts: StatusCounts): number | null {
  const judged = counts.pass + counts.fail;
  const inScope = judged + counts.noData + counts.notCovered;
  return inScope === 0 ? null : Math.round((judged * 1000) / inScope) / 10;
}

/** What the fleet list ranks an organization by: its grid's standing and the rest of its row. */
export interface FleetStanding {
  id: string;
  name: string;
  counts: StatusCounts;
  /** Controls of severity high failing here. */
  failingHigh: number;
  openDetections: number;
  health: Health;
  evaluatedAt: Date | null;
}

/** The orders of the fleet list: `risk` (worst first) and one per column. */
export const FLEET_SORTS = [
  'risk',
  'name',
  'rollup',
  'score',
  'coverage',
  'failing',
  'failing_high',
  'open_detections',
  'health',
  'evaluated_at',
] as const;
export type FleetSort = (typeof FLEET_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

const HEALTH_RANK: Record<Health, number> = { healthy: 0, degraded: 1, disconnected: 2 };
/** A rollup's rank, higher is worse: fail 4 ... not_applicable 0. */
const rollupRank = (counts: StatusCounts) => WORST_FIRST.length - 1 - WORST_FIRST.indexOf(rollupOfCounts(counts));

/** Each column's value, and its direction when none is asked: worst first, names A to Z. */
const COLUMNS: Record<
  Exclude<FleetSort, 'risk'>,
  { value: (o: FleetStanding) => number | string | null; natural: SortDirection }
> = {
  name: { value: (o) => o.name, natural: 'asc' },
  rollup: { value: (o) => rollupRank(o.counts), natural: 'desc' },
  score: { value: (o) => securityScore(o.counts), natural: 'asc' },
  coverage: { value: (o) => coverage(o.counts), natural: 'asc' },
  failing: { value: (o) => o.counts.fail, natural: 'desc' },
  failing_high: { value: (o) => o.failingHigh, natural: 'desc' },
  open_detections: { value: (o) => o.openDetections, natural: 'desc' },
  health: { value: (o) => HEALTH_RANK[o.health], natural: 'desc' },
  evaluated_at: { value: (o) => o.evaluatedAt?.getTime() ?? null, natural: 'asc' },
};

function compareValues(a: number | string | null, b: number | string | null, direction: SortDirection): number {
  // A missing value (no score, no coverage, never evaluated) comes last whichever the direction.
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const order = typeof a === 'string' ? a.localeCompare(b as string) : a - (b as number);
  return direction === 'asc' ? order : -order;
}

/** Worst first: rollup, then failing high-severity controls, then coverage (less is worse); reversed by `asc`. */
function compareRisk(a: FleetStanding, b: FleetStanding, direction: SortDirection): number {
  // Unscored organizations (no pass, no fail) come last whichever the direction.
  const unscored = Number(securityScore(a.counts) === null) - Number(securityScore(b.counts) === null);
  if (unscored !== 0) return unscored;
  const worse =
    rollupRank(b.counts) - rollupRank(a.counts) ||
    b.failingHigh - a.failingHigh ||
    (coverage(a.counts) ?? 0) - (coverage(b.counts) ?? 0);
  return direction === 'desc' ? worse : -worse;
}

/** The fleet list's order: the sort, then name and id, so it is total and stable. */
export function fleetOrder(sort: FleetSort, direction?: SortDirection | null) {
  return (a: FleetStanding, b: FleetStanding): number => {
    const primary =
      sort === 'risk'
        ? compareRisk(a, b, direction ?? 'desc')
        : compareValues(COLUMNS[sort].value(a), COLUMNS[sort].value(b), direction ?? COLUMNS[sort].natural);
    return primary || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  };
}
