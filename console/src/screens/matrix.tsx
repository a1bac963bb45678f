import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { DataTable, Pager } from '../components/table.tsx';
import type { ConsoleFleetMatrixQuery } from '../generated/operations.ts';
import { ConsoleFleetMatrixDocument } from '../generated/operations.ts';
import { keys, useGraph } from '../query.ts';
import { useSearchBox } from './fleet.tsx';

type Cell = ConsoleFleetMatrixQuery['fleetMatrix']['items'][number]['cells'][number];

/** A cell in words, each status by its name (no colour needed): "2 pass, 1 fail, 0 no data, 3 not covered". */
function counts(cell: Cell): string {
  if (!cell.inScope) return 'out of scope (exception)';
  const { pass, fail, noData, notCovered } = cell.counts;
  return `${pass} pass, ${fail} fail, ${noData} no data, ${notCovered} not covered`;
}

/**
 * The fleet x standard matrix: each client's grid rows per adopted standard, by status, a page of
 * clients at a time; each cell opens that client's grid filtered to the standard.
 */
export default function FleetMatrix() {
  const search = useSearch({ from: '/matrix' });
  const navigate = useNavigate({ from: '/matrix' });
  const searchId = useId();
  const [typed, setTyped] = useSearchBox(search.q, (q) =>
    navigate({ search: (previous) => ({ ...previous, q, page: undefined }), replace: true }),
  );
  const matrix = useGraph(keys.fleetMatrix, ConsoleFleetMatrixDocument, { page: search.page ?? 1, q: search.q });
  const answer = matrix.data?.fleetMatrix;
  const standards = answer?.standards ?? [];
  const items = answer?.items ?? [];
  const page = answer?.page ?? 1;
  const go = (to: number) => void navigate({ search: (previous) => ({ ...previous, page: to > 1 ? to : undefined }) });
  return (
    <>
      <p className="breadcrumb">
        <Link to="/">Fleet</Link> /
      </p>
      <ScreenHeading>Fleet by standard</ScreenHeading>
      <search className="filters" aria-label="Filter organizations">
        <label htmlFor={searchId}>Search</label>
        <input id={searchId} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
      </search>
      <Busy loading={matrix.loading} />
      <ErrorNote error={matrix.error} />
      <DataTable
        caption={`Organizations by standard (${answer?.total ?? 0})`}
        columns={['Organization', ...standards.map((standard) => standard.name)]}
        empty={answer && items.length === 0 && 'No organization matches.'}
      >
        {items.map((row) => (
          <tr key={row.organization.id}>
            <th scope="row">{row.organization.name}</th>
            {row.cells.map((cell, index) => (
              <td key={cell.standardId}>
                <Link
                  to="/organizations/$organizationId"
                  params={{ organizationId: row.organization.id }}
                  search={{ standard: cell.standardId }}
                >
                  {counts(cell)}
                  <span className="visually-hidden">
                    {' '}
                    of {row.organization.name} in {standards[index]?.name}
                  </span>
                </Link>
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
      <Pager
        label="Matrix pages"
        previous={{ label: 'Previous page', disabled: page <= 1, onClick: () => go(page - 1) }}
        next={{ label: 'Next page', disabled: page >= (answer?.totalPages ?? 1), onClick: () => go(page + 1) }}
      >
        <span>
          Page {page} of {answer?.totalPages ?? 1}
        </span>
      </Pager>
    </>
  );
}
