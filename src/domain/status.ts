/**
 * The five outcomes of a control and how they combine. Every surface reads these rules from here,
 * so the grid's rollup, the standards' breakdown and the trend cannot disagree.
 */
export const CONTROL_STATUSES = ['pass', 'fail', 'no_data', 'not_covered', 'not_applicable'] as const;
export type ControlStatus = (typeof CONTROL_STATUSES)[number];

/** The specification's words for each status: the graph documents them and MCP explains with them. */
export const STATUS_MEANING: Record<ControlStatus, string> = {
  pass: 'The expectation was satisfied by the available evidence.',
  fail: 'The evidence contradicted the expectation.',
  no_data: 'The population exists but no facts arrived; more usable evidence is needed.',
  not_covered: 'Nothing connected for this organization could ever supply the required facts.',
  not_applicable:
    'The control is disabled, or overridden out, for this organization (outside the effective assessment scope).',
};

/** Whether a detection still stands: open while an evaluation finds it, then resolved. */
export const DETECTION_STATUSES = ['open', 'resolved'] as const;
export type DetectionStatusName = (typeof DETECTION_STATUSES)[number];

/** Worst first: a single fail outweighs everything; nothing proven (no_data) outweighs unprovable. */
export const WORST_FIRST: readonly ControlStatus[] = ['fail', 'no_data', 'not_covered', 'pass', 'not_applicable'];

const rank = new Map(WORST_FIRST.map((status, index) => [status, index]));

/**
 * The organization's single worst-case status. No rows is `no_data`: an empty grid has proved
 * nothing, so it must never read as `pass`.
 */
export function rollup(statuses: Iterable<ControlStatus>): ControlStatus {
  let worst: ControlStatus | undefined;
  for (const status of statuses) {
    if (worst === undefined || rank.get(status)! < rank.get(worst)!) worst = status;
    if (worst === 'fail') break;
  }
  return worst ?? 'no_data';
}

export interface StatusCounts {
  pass: number;
  fail: number;
  noData: number;
  notCovered: number;
  notApplicable: number;
}

export const COUNT_KEY: Record<ControlStatus, keyof StatusCounts> = {
  pass: 'pass',
  fail: 'fail',
  no_data: 'noData',
  not_covered: 'notCovered',
  not_applicable: 'notApplicable',
};

export function emptyCounts(): StatusCounts {
  return { pass: 0, fail: 0, noData: 0, notCovered: 0, notApplicable: 0 };
}

export function countStatuses(rows: Iterable<{ status: ControlStatus; count?: number }>): StatusCounts {
  const counts = emptyCounts();
  for (const row of rows) counts[COUNT_KEY[row.status]] += row.count ?? 1;
  return counts;
}
