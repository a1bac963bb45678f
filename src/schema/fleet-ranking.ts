import {
  type GridStanding,
  NO_STANDING,
  openDetectionCounts,
  organizationStandings,
  organizationsToRank,
} from '../data/fleet.ts';
import type { Prisma } from '../data/generated/prisma/client.ts';
import { selectOrganizationsByIds } from '../data/selections.ts';
import {
  FLEET_SORTS,
  type FleetSort,
  type FleetStanding,
  fleetOrder,
  rollupOfCounts,
  type SortDirection,
} from '../domain/fleet.ts';
import { organizationHealth } from '../domain/health.ts';
import type { ControlStatus } from '../domain/status.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';

/**
 * The fleet list in any order but by name (issue 33, "Fleet that ranks risk"): every organization
 * of the tenant matching the filters is ranked in memory from three statements that read the whole
 * tenant at once (the grids' standings, the open detections, the organizations with their
 * integrations), then the page is loaded by id. The page's fields answer from what was read.
 */

const SORT_MEANING: Record<FleetSort, string> = {
  risk: 'Worst first: rollup (fail first), then failing high-severity controls (most first), then coverage (least first); organizations without a score come last. The default.',
  name: 'By name.',
  rollup: 'By rollup, worst (fail) first.',
  score: 'By score, lowest first; no score last.',
  coverage: 'By coverage, lowest first; no coverage last.',
  failing: 'By failing controls, most first.',
  failing_high: 'By failing high-severity controls, most first.',
  open_detections: 'By open detections, most first.',
  health: 'By health, disconnected first, then degraded, then healthy.',
  evaluated_at: 'By last evaluation, oldest first; never evaluated last.',
};

export const FleetSortEnum = builder.enumType('FleetSort', {
  description:
    'How the fleet list is ordered. Each order has its natural direction (worst first, names A to Z); `direction` reverses it. Ties go by name, then id.',
  values: Object.fromEntries(FLEET_SORTS.map((sort) => [sort, { description: SORT_MEANING[sort] }])) as Record<
    FleetSort,
    { description: string }
  >,
});

export const SortDirectionEnum = builder.enumType('SortDirection', {
  description: 'Ascending or descending values (missing values always come last).',
  values: {
    asc: { description: 'Smallest (or A, or oldest) first.' },
    desc: { description: 'Largest (or Z, or newest) first; for risk, worst first.' },
  } satisfies Record<SortDirection, object>,
});

const known = new WeakMap<Context, { standings: Map<string, GridStanding>; openDetections: Map<string, number> }>();

/** What a ranked list of this operation read of its organizations, for their fields to answer from. */
export function rankedStandings(context: Context) {
  return known.get(context);
}

type RelayWindow = { take?: number; skip?: number; cursor?: { id?: string } };

/** The Relay window Pothos computed (take, skip, cursor by id), applied to ids in rank order as Prisma would. */
function windowOf(ids: readonly string[], window: RelayWindow) {
  const take = window.take ?? ids.length;
  if (!window.cursor?.id) return take >= 0 ? ids.slice(0, take) : ids.slice(Math.max(0, ids.length + take));
  const at = ids.indexOf(window.cursor.id);
  if (at < 0) return [];
  const skip = window.skip ?? 0;
  return take >= 0
    ? ids.slice(at + skip, at + skip + take)
    : ids.slice(Math.max(0, at + 1 - skip + take), at + 1 - skip);
}

export interface RankedFleetArgs {
  sort: FleetSort;
  direction?: SortDirection | null;
  rollup?: readonly ControlStatus[] | null;
}

/** A page of the fleet in the order asked for; `query` is Pothos' (its selection and Relay window). */
export async function rankedFleet(
  context: Context,
  query: RelayWindow & object,
  where: Prisma.OrganizationWhereInput,
  args: RankedFleetArgs,
) {
  const [standings, openDetections, organizations] = await Promise.all([
    organizationStandings(context.db),
    openDetectionCounts(context.db),
    organizationsToRank(context.db, where, args.sort === 'health'),
  ]);
  known.set(context, { standings, openDetections });
  const rollups = args.rollup ?? [];
  const ranked = organizations
    .map(
      (organization): FleetStanding => ({
        id: organization.id,
        name: organization.name,
        ...(standings.get(organization.id) ?? NO_STANDING),
        openDetections: openDetections.get(organization.id) ?? 0,
        // Read only to sort by it (the page's health field reads its own).
        health: organizationHealth(organization.integrations.map((integration) => integration.status)),
        evaluatedAt: organization.evaluatedAt,
      }),
    )
    .filter((organization) => rollups.length === 0 || rollups.includes(rollupOfCounts(organization.counts)))
    .sort(fleetOrder(args.sort, args.direction));
  const { take, skip, cursor, ...selection } = query as RelayWindow & Record<string, unknown>;
  const ids = windowOf(
    ranked.map((organization) => organization.id),
    { take, skip, cursor },
  );
  return selectOrganizationsByIds(context.db, selection, ids);
}
