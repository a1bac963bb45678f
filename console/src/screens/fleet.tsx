import { CONTROL_STATUSES } from '@compliance-gateway/client';
import { useEffect, useId, useMemo, useState } from 'react';
import { errorMessage, graph } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { DownloadButton } from '../components/download-button.tsx';
import { AnySelect } from '../components/filters.tsx';
import { formatScore, StatusBadge, statusText } from '../components/status.tsx';
import { DataTable } from '../components/table.tsx';
import {
  ConsoleFleetDocument,
  type ConsoleFleetQuery,
  ConsoleFleetSummaryDocument,
  type ControlStatus,
} from '../generated/operations.ts';
import { useLoad, useRenderedMark } from '../hooks.ts';
import { href } from '../router.ts';

export type FleetOrganization = ConsoleFleetQuery['fleet']['edges'][number]['node'];
type SortKey = 'name' | 'score' | 'failing' | 'coverage' | 'detections';
const PAGE = 100;

/** Share of in-scope controls some connected source covers (not_covered is what none does). */
export function coverage(counts: FleetOrganization['statusCounts']): number | null {
  const inScope = counts.pass + counts.fail + counts.noData + counts.notCovered;
  return inScope === 0 ? null : (100 * (inScope - counts.notCovered)) / inScope;
}

const SORTS: Record<SortKey, (a: FleetOrganization, b: FleetOrganization) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  score: (a, b) => (a.score ?? -1) - (b.score ?? -1),
  failing: (a, b) => b.statusCounts.fail - a.statusCounts.fail,
  coverage: (a, b) => (coverage(a.statusCounts) ?? -1) - (coverage(b.statusCounts) ?? -1),
  detections: (a, b) => b.openDetectionCount - a.openDetectionCount,
};

/**
 * Every page of the fleet under the filters, shown as each arrives (a thousand organizations are
 * ten pages, one after the other): the console sorts what the graph filtered.
 */
function useFleet(q: string, rollup: ControlStatus | '') {
  const [state, setState] = useState<{
    organizations: FleetOrganization[];
    loading: boolean;
    error?: string;
  }>({
    organizations: [],
    loading: true,
  });
  useEffect(() => {
    let current = true;
    const variables = { first: PAGE, q: q || undefined, rollup: rollup ? [rollup] : undefined };
    async function load() {
      let after: string | undefined;
      let organizations: FleetOrganization[] = [];
      for (;;) {
        const page = await graph(ConsoleFleetDocument, { ...variables, after });
        if (!current) return;
        organizations = [...organizations, ...page.fleet.edges.map((edge) => edge.node)];
        const more = page.fleet.pageInfo.hasNextPage && page.fleet.pageInfo.endCursor;
        if (!more) performance.mark('console:fleet-data');
        setState({ organizations, loading: Boolean(more) });
        if (!more) return;
        after = page.fleet.pageInfo.endCursor ?? undefined;
      }
    }
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    load().catch(
      (error: unknown) =>
        current && setState((previous) => ({ ...previous, loading: false, error: errorMessage(error) })),
    );
    return () => {
      current = false;
    };
  }, [q, rollup]);
  return state;
}

export function Fleet() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [rollup, setRollup] = useState<ControlStatus | ''>('');
  const [sort, setSort] = useState<SortKey>('name');
  const ids = { search: useId(), sort: useId() };
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const fleet = useFleet(q, rollup);
  const rows = useMemo(() => [...fleet.organizations].sort(SORTS[sort]), [fleet.organizations, sort]);
  const summary = useLoad(() => graph(ConsoleFleetSummaryDocument), 'summary').data?.fleetSummary;

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
        <input id={ids.search} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        <AnySelect
          label="Rollup"
          value={rollup}
          options={CONTROL_STATUSES.map((status) => [status, statusText(status)] as const)}
          onChange={setRollup}
        />
        <label htmlFor={ids.sort}>Sort by</label>
        <select id={ids.sort} value={sort} onChange={(event) => setSort(event.target.value as SortKey)}>
          <option value="name">Name</option>
          <option value="score">Score (lowest first)</option>
          <option value="failing">Failing controls (most first)</option>
          <option value="coverage">Coverage (lowest first)</option>
          <option value="detections">Open detections (most first)</option>
        </select>
        <DownloadButton path="/api/v1/fleet/organizations/export" fallbackName="fleet.csv" label="Export CSV" />
      </search>
      <Busy loading={fleet.loading} />
      <ErrorNote error={fleet.error} />
      <FleetTable rows={rows} />
    </>
  );
}

const COLUMNS = ['Organization', 'Rollup', 'Score', 'Coverage', 'Failing controls', 'Open detections', 'Health'];

function FleetTable({ rows }: { rows: FleetOrganization[] }) {
  useRenderedMark('console:fleet-rendered', rows);
  return (
    <DataTable
      caption={`Organizations (${rows.length})`}
      columns={COLUMNS}
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
