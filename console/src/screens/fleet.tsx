import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState } from 'react';
import { errorMessage, graph } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { DownloadButton } from '../components/download-button.tsx';
import { AnySelect } from '../components/filters.tsx';
import { formatScore, STATUSES, StatusBadge, statusText } from '../components/status.tsx';
import { DataTable, type SortableColumn } from '../components/table.tsx';
import { coverage, type Direction, type FleetSort, rank, SORTS } from '../fleet-order.ts';
import {
  ConsoleFleetDocument,
  type ConsoleFleetQuery,
  ConsoleFleetSummaryDocument,
  type ControlStatus,
} from '../generated/operations.ts';
import { useCan } from '../me.ts';
import { keys, useGraph, useRenderedMark, useSettled } from '../query.ts';

export type FleetOrganization = ConsoleFleetQuery['fleet']['edges'][number]['node'];
const PAGE = 100;

/**
 * Every page of the fleet under the filters, shown as each arrives (a thousand organizations are
 * ten pages, one after the other): the console ranks what the graph filtered.
 */
function useFleet(q: string | undefined, rollup: ControlStatus | undefined) {
  const query = useInfiniteQuery({
    queryKey: [...keys.fleet, { q, rollup }],
    queryFn: async ({ pageParam }) => {
      const page = await graph(ConsoleFleetDocument, {
        first: PAGE,
        q,
        rollup: rollup ? [rollup] : undefined,
        after: pageParam,
      });
      if (!page.fleet.pageInfo.hasNextPage) performance.mark('console:fleet-data');
      return page.fleet;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? undefined) : undefined),
    placeholderData: keepPreviousData,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const organizations = useMemo(
    () => query.data?.pages.flatMap((page) => page.edges.map((edge) => edge.node)) ?? [],
    [query.data],
  );
  return {
    organizations,
    loading: query.isFetching,
    error: query.error ? errorMessage(query.error) : undefined,
  };
}

/** The search box follows the address (back, a shared link) and writes to it once typing settles. */
export function useSearchBox(q: string | undefined, onSettled: (q: string | undefined) => void) {
  const [typed, setTyped] = useState(q ?? '');
  const settled = useSettled(typed.trim());
  // Only the address moving (back, forward, a link) resets the box.
  useEffect(() => setTyped(q ?? ''), [q]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only settled text is written to the address
  useEffect(() => {
    if (settled !== (q ?? '')) onSettled(settled || undefined);
  }, [settled]);
  return [typed, setTyped] as const;
}

export function Fleet() {
  const search = useSearch({ from: '/' });
  const navigate = useNavigate({ from: '/' });
  const sort: FleetSort = search.sort ?? 'risk';
  const direction: Direction = search.dir ?? SORTS[sort].first;
  // Typing replaces the address (one entry, not one per letter); a choice adds an entry, so back undoes it.
  const [typed, setTyped] = useSearchBox(search.q, (q) =>
    navigate({ search: (previous) => ({ ...previous, q }), replace: true }),
  );
  const ids = { search: useId(), sort: useId() };
  const canCreate = useCan('organization.write');
  const fleet = useFleet(search.q, search.rollup);
  const rows = useMemo(() => rank(fleet.organizations, sort, direction), [fleet.organizations, sort, direction]);
  const summary = useGraph(['fleet-summary'], ConsoleFleetSummaryDocument, {}).data?.fleetSummary;
  const sortBy = (next: FleetSort) => {
    const dir = next === sort ? (direction === 'asc' ? 'desc' : 'asc') : SORTS[next].first;
    void navigate({ search: (previous) => ({ ...previous, sort: next === 'risk' ? undefined : next, dir }) });
  };

  return (
    <>
      <ScreenHeading>Fleet</ScreenHeading>
      {summary && (
        <p className="summary">
          {summary.organizations} organizations · fleet score {formatScore(summary.score)} · failing{' '}
          {summary.byRollup.fail}
        </p>
      )}
      <search className="filters" aria-label="Filter organizations">
        <label htmlFor={ids.search}>Search</label>
        <input id={ids.search} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <AnySelect
          label="Rollup"
          value={search.rollup ?? ''}
          options={STATUSES.map((status) => [status, statusText(status)] as const)}
          onChange={(rollup) => void navigate({ search: (previous) => ({ ...previous, rollup: rollup || undefined }) })}
        />
        <label htmlFor={ids.sort}>Order</label>
        <select id={ids.sort} value={sort} onChange={(event) => sortBy(event.target.value as FleetSort)}>
          <option value="risk">Worst first</option>
          <option value="name">Name</option>
          <option value="score">Score (lowest first)</option>
          <option value="failing">Failing controls (most first)</option>
          <option value="coverage">Coverage (lowest first)</option>
          <option value="detections">Open detections (most first)</option>
        </select>
        <DownloadButton path="/api/v1/fleet/organizations/export" fallbackName="fleet.csv" label="Export CSV" />
      </search>
      <p className="actions">
        {canCreate && (
          <>
            <Link className="button" to="/organizations/new">
              New organization
            </Link>{' '}
          </>
        )}
        <Link to="/matrix">Fleet by standard</Link>
      </p>
      <Busy loading={fleet.loading} />
      <ErrorNote error={fleet.error} />
      <FleetTable rows={rows} sort={sort} direction={direction} onSort={sortBy} />
    </>
  );
}

const COLUMNS: [string, FleetSort][] = [
  ['Organization', 'name'],
  ['Rollup', 'rollup'],
  ['Score', 'score'],
  ['Coverage', 'coverage'],
  ['Failing controls', 'failing'],
  ['Open detections', 'detections'],
  ['Health', 'health'],
];

/**
 * The address of an organization's screen, and of its detections, by id: built once from the route
 * table and filled per row, since a thousand rows of router links (each building its location and
 * following the router's state) took longer to draw than the rest of the table.
 */
function useRowHrefs() {
  const router = useRouter();
  return useMemo(() => {
    const marker = '00000000-0000-4000-8000-000000000000';
    const template = (to: '/organizations/$organizationId' | '/organizations/$organizationId/detections') => {
      const href = router.history.createHref(router.buildLocation({ to, params: { organizationId: marker } }).href);
      return (id: string) => href.replace(marker, encodeURIComponent(id));
    };
    return {
      organization: template('/organizations/$organizationId'),
      detections: template('/organizations/$organizationId/detections'),
    };
  }, [router]);
}

function FleetTable(props: {
  rows: FleetOrganization[];
  sort: FleetSort;
  direction: Direction;
  onSort(sort: FleetSort): void;
}) {
  const { rows, sort, direction, onSort } = props;
  useRenderedMark('console:fleet-rendered', rows);
  const href = useRowHrefs();
  const columns = COLUMNS.map(
    ([label, key]): SortableColumn => ({
      label,
      sorted: key !== sort ? 'none' : direction === 'asc' ? 'ascending' : 'descending',
      onSort: () => onSort(key),
    }),
  );
  return (
    <DataTable
      caption={`Organizations (${rows.length})`}
      columns={columns}
      empty={rows.length === 0 && 'No organization matches.'}
    >
      {rows.map((organization) => (
        <tr key={organization.id}>
          <th scope="row">
            <a href={href.organization(organization.id)}>{organization.name}</a>
          </th>
          <td>
            <StatusBadge status={organization.rollup} />
          </td>
          <td>{formatScore(organization.score)}</td>
          <td>{formatScore(coverage(organization.statusCounts))}</td>
          <td>{organization.statusCounts.fail}</td>
          <td>
            <a href={href.detections(organization.id)}>
              {organization.openDetectionCount}
              <span className="visually-hidden"> open detections of {organization.name}</span>
            </a>
          </td>
          <td>{organization.health}</td>
        </tr>
      ))}
    </DataTable>
  );
}
