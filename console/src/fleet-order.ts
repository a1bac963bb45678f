import type { ControlStatus } from './generated/operations.ts';

/** What the fleet needs of an organization to rank it. */
export interface Ranked {
  name: string;
  rollup: ControlStatus;
  score?: number | null;
  health: string;
  openDetectionCount: number;
  statusCounts: { pass: number; fail: number; noData: number; notCovered: number; notApplicable: number };
}

/**
 * Coverage as DECISIONS defines it beside the score: judged controls (pass + fail) over the
 * controls in scope, so 1 pass among 299 no_data reads 100% of 0.3%. Null with nothing in scope.
 */
export function coverage(counts: Ranked['statusCounts']): number | null {
  const inScope = counts.pass + counts.fail + counts.noData + counts.notCovered;
  return inScope === 0 ? null : (100 * (counts.pass + counts.fail)) / inScope;
}

export const FLEET_SORTS = ['risk', 'name', 'rollup', 'score', 'coverage', 'failing', 'detections', 'health'] as const;
export type FleetSort = (typeof FLEET_SORTS)[number];
export type Direction = 'asc' | 'desc';

// Worst first, as the rollup itself ranks statuses (DECISIONS "Statuses").
const ROLLUP_RANK: Record<ControlStatus, number> = { fail: 0, no_data: 1, not_covered: 2, pass: 3, not_applicable: 4 };
const HEALTH_RANK: Record<string, number> = { disconnected: 0, degraded: 1, healthy: 2 };

type Compare = (a: Ranked, b: Ranked) => number;

/** Nulls (an unscored client, nothing in scope) sort last whichever way the column is sorted. */
function byNumber(value: (organization: Ranked) => number | null | undefined): (direction: Direction) => Compare {
  return (direction) => (a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    return direction === 'asc' ? x - y : y - x;
  };
}

const byName: Compare = (a, b) => a.name.localeCompare(b.name);
const unscoredLast = byNumber((organization) => (organization.score == null ? null : 0))('asc');
const rollup = byNumber((organization) => ROLLUP_RANK[organization.rollup]);
const failing = byNumber((organization) => organization.statusCounts.fail);
const covered = byNumber((organization) => coverage(organization.statusCounts));

/**
 * Each column's comparison, and the way it first sorts when its header is chosen (the riskier end
 * first: lowest score, most failing). `risk` is the default: the worst client first (rollup, then
 * failing controls, then the lowest coverage), clients without a score last.
 */
export const SORTS: Record<FleetSort, { first: Direction; compare(direction: Direction): Compare }> = {
  risk: {
    first: 'asc',
    compare: (direction) => {
      const worst = [rollup('asc'), failing('desc'), covered('asc')];
      return (a, b) => {
        const scored = unscoredLast(a, b);
        if (scored) return scored;
        for (const compare of worst) {
          const order = compare(a, b);
          if (order) return direction === 'asc' ? order : -order;
        }
        return 0;
      };
    },
  },
  name: { first: 'asc', compare: (direction) => (a, b) => (direction === 'asc' ? byName(a, b) : byName(b, a)) },
  rollup: { first: 'asc', compare: rollup },
  score: { first: 'asc', compare: byNumber((organization) => organization.score) },
  coverage: { first: 'asc', compare: covered },
  failing: { first: 'desc', compare: failing },
  detections: { first: 'desc', compare: byNumber((organization) => organization.openDetectionCount) },
  health: { first: 'asc', compare: byNumber((organization) => HEALTH_RANK[organization.health] ?? 3) },
};

/** The organizations in this order; ties keep the name order, so the list never reshuffles. */
export function rank<T extends Ranked>(organizations: readonly T[], sort: FleetSort, direction?: Direction): T[] {
  const order = SORTS[sort].compare(direction ?? SORTS[sort].first);
  return [...organizations].sort((a, b) => order(a, b) || byName(a, b));
}
