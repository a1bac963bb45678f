import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { errorMessage } from '../api.ts';
import { Busy, ErrorNote } from '../components/common.tsx';
import { AnySelect } from '../components/filters.tsx';
import { SEVERITIES, SeverityTag, STATUSES, StatusBadge, statusText } from '../components/status.tsx';
import { DataTable } from '../components/table.tsx';
import { ConsoleComplianceChangedDocument, type ConsoleGridRowFragment } from '../generated/operations.ts';
import { subscribe } from '../live.ts';
import { invalidate, keys, useRenderedMark, useSettled } from '../query.ts';
import type { Override } from './exceptions.tsx';
import { useGridRows } from './grid-rows.ts';
import { RowDetail } from './row-detail.tsx';

const FROM = '/organizations/$organizationId';

/**
 * The grid follows the engine live: a committed change of this organization refetches it and the
 * organization's figures. When the stream stops for good (refused, or broken past the client's
 * reconnections, or ended by the service), `stopped` says why, so the grid is not taken for live
 * when it is not; `reconnect` subscribes again and refetches what may have changed meanwhile.
 */
function useLiveReload(organizationId: string) {
  const [stopped, setStopped] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(
    // Attestations expire and tickets follow a change too (a ticket's job runs once the change committed).
    () =>
      void invalidate(
        keys.grid(organizationId),
        keys.organization(organizationId),
        keys.tickets(organizationId),
        keys.attestations(organizationId),
      ),
    [organizationId],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is what a reconnection changes
  useEffect(() => {
    setStopped(undefined);
    return subscribe(
      ConsoleComplianceChangedDocument,
      { organizationId },
      {
        next: reload,
        error: (error) => setStopped(errorMessage(error)),
        complete: () => setStopped('the service ended the stream'),
      },
    );
  }, [organizationId, reload, attempt]);
  const reconnect = useCallback(() => {
    setAttempt((value) => value + 1);
    reload();
  }, [reload]);
  return { stopped, reconnect };
}

/** Whether the grid is live, in a polite live region that is always there (so a change is announced). */
function LiveState({ stopped, reconnect }: { stopped: string | undefined; reconnect(): void }) {
  return (
    <div role="status" className="live-state">
      {stopped && (
        <p>
          Live updates stopped ({stopped}): the grid shows what was loaded last.{' '}
          <button type="button" onClick={reconnect}>
            Reconnect
          </button>
        </p>
      )}
    </div>
  );
}

export function Grid({ organizationId, overrides }: { organizationId: string; overrides: Override[] }) {
  const search = useSearch({ from: FROM });
  const grid = useGridRows(organizationId);
  const live = useLiveReload(organizationId);
  const text = useSettled(search.text ?? '', 150);
  const all = grid.rows;
  const standards = useMemo(() => new Map(all?.map((row) => [row.standardId, row.standardName] as const)), [all]);
  const rows = useMemo(() => {
    const needle = text.trim().toLowerCase();
    return (all ?? []).filter(
      (row) =>
        (!search.status || row.status === search.status) &&
        (!search.severity || row.severity === search.severity) &&
        (!search.standard || row.standardId === search.standard) &&
        (!needle || `${row.ruleName} ${row.category}`.toLowerCase().includes(needle)),
    );
  }, [all, search.status, search.severity, search.standard, text]);
  const detail = all?.find((row) => row.ruleId === search.row);

  return (
    <section aria-labelledby="grid-title" className="grid-section">
      <h2 id="grid-title">Controls</h2>
      <GridFilters standards={standards} />
      <Busy loading={grid.loading} />
      <ErrorNote error={grid.error} />
      <LiveState stopped={live.stopped} reconnect={live.reconnect} />
      <div className="grid-layout">
        <GridTable rows={rows} selected={search.row} />
        {detail && <RowDetail key={detail.ruleId} organizationId={organizationId} row={detail} overrides={overrides} />}
      </div>
    </section>
  );
}

/** The grid's filters, each in the address: a choice is a history entry, typing replaces the current one. */
function GridFilters({ standards }: { standards: Map<string, string> }) {
  const search = useSearch({ from: FROM });
  const navigate = useNavigate({ from: FROM });
  const set = (patch: Partial<typeof search>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace });
  const textId = useId();
  return (
    <search className="filters" aria-label="Filter controls">
      <AnySelect
        label="Status"
        value={search.status ?? ''}
        options={STATUSES.map((status) => [status, statusText(status)] as const)}
        onChange={(status) => set({ status: status || undefined })}
      />
      <AnySelect
        label="Severity"
        value={search.severity ?? ''}
        options={SEVERITIES.map((severity) => [severity, severity] as const)}
        onChange={(severity) => set({ severity: severity || undefined })}
      />
      <AnySelect
        label="Standard"
        value={search.standard ?? ''}
        options={standards}
        onChange={(standard) => set({ standard: standard || undefined })}
      />
      <label htmlFor={textId}>Control name</label>
      <input
        id={textId}
        type="search"
        value={search.text ?? ''}
        onChange={(event) => set({ text: event.target.value || undefined }, true)}
      />
    </search>
  );
}

const COLUMNS = ['Control', 'Status', 'Severity', 'Standard', 'Failing', 'Open detections'];

function GridTable({ rows, selected }: { rows: ConsoleGridRowFragment[]; selected: string | undefined }) {
  const navigate = useNavigate({ from: FROM });
  useRenderedMark('console:grid-rendered', rows);
  return (
    <DataTable
      caption={`Controls (${rows.length})`}
      columns={COLUMNS}
      empty={rows.length === 0 && 'No control matches these filters.'}
    >
      {rows.map((row) => (
        <tr key={row.ruleId} className={row.ruleId === selected ? 'selected' : undefined}>
          <th scope="row">
            <button
              type="button"
              className="link"
              aria-expanded={row.ruleId === selected}
              onClick={() => void navigate({ search: (previous) => ({ ...previous, row: row.ruleId }) })}
            >
              {row.ruleName}
            </button>
          </th>
          <td>
            <StatusBadge status={row.status} />
          </td>
          <td>
            <SeverityTag severity={row.severity} />
          </td>
          <td>{row.standardName}</td>
          <td>
            {row.subjectsFailing} / {row.subjectsEvaluated}
          </td>
          <td>{row.openDetectionCount}</td>
        </tr>
      ))}
    </DataTable>
  );
}
