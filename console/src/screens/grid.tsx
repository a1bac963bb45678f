import { CONTROL_STATUSES, SEVERITIES } from '@compliance-gateway/client';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { errorMessage, graph } from '../api.ts';
import { Busy, ErrorNote } from '../components/common.tsx';
import { AnySelect } from '../components/filters.tsx';
import { SeverityTag, StatusBadge, statusText } from '../components/status.tsx';
import { DataTable } from '../components/table.tsx';
import {
  ConsoleComplianceChangedDocument,
  ConsoleGridDocument,
  type ConsoleGridRowFragment,
  type ControlStatus,
  type Severity,
} from '../generated/operations.ts';
import { useLoad, useRenderedMark } from '../hooks.ts';
import { subscribe } from '../live.ts';
import { RowDetail } from './row-detail.tsx';

interface Filters {
  status: ControlStatus | '';
  severity: Severity | '';
  standardId: string;
  text: string;
}

async function loadGrid(organizationId: string, filters: Filters) {
  const grid = await graph(ConsoleGridDocument, {
    organizationId,
    status: filters.status ? [filters.status] : undefined,
    severity: filters.severity ? [filters.severity] : undefined,
    standardId: filters.standardId || undefined,
  });
  performance.mark('console:grid-data');
  return grid.complianceGrid.items;
}

/**
 * The grid follows the engine live: a committed change of this organization reloads it. When the
 * stream stops for good (refused, or broken past the client's reconnections, or ended by the
 * service), `stopped` says why, so the grid is not taken for live when it is not; `reconnect`
 * subscribes again and reloads what may have changed meanwhile.
 */
function useLiveReload(organizationId: string, reload: () => void, onChange: () => void) {
  const [stopped, setStopped] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is what a reconnection changes
  useEffect(() => {
    setStopped(undefined);
    return subscribe(
      ConsoleComplianceChangedDocument,
      { organizationId },
      {
        next: () => {
          reload();
          onChange();
        },
        error: (error) => setStopped(errorMessage(error)),
        complete: () => setStopped('the service ended the stream'),
      },
    );
  }, [organizationId, reload, onChange, attempt]);
  const reconnect = useCallback(() => {
    setAttempt((value) => value + 1);
    reload();
    onChange();
  }, [reload, onChange]);
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

interface GridProps {
  organizationId: string;
  /** The engine changed the grid: the organization's figures moved too. */
  onChange(): void;
  /** Names of the controls and standards the grid has shown, for what refers to them by id. */
  onNames(names: Map<string, string>): void;
}

export function Grid({ organizationId, onChange, onNames }: GridProps) {
  const [filters, setFilters] = useState<Filters>({ status: '', severity: '', standardId: '', text: '' });
  const [selected, setSelected] = useState<string>();
  const [standards, setStandards] = useState<Map<string, string>>(new Map());
  const { text, ...serverFilters } = filters;
  const grid = useLoad(() => loadGrid(organizationId, filters), JSON.stringify(serverFilters));
  const live = useLiveReload(organizationId, grid.reload, onChange);
  useEffect(() => {
    // The standard filter offers every standard seen so far, so filtering by one keeps the others.
    if (!grid.data) return;
    setStandards(
      (known) => new Map([...known, ...grid.data!.map((row) => [row.standardId, row.standardName] as const)]),
    );
    onNames(
      new Map(
        grid.data.flatMap((row) => [[row.ruleId, row.ruleName] as const, [row.standardId, row.standardName] as const]),
      ),
    );
  }, [grid.data, onNames]);
  const rows = useMemo(() => {
    const needle = text.trim().toLowerCase();
    const all = grid.data ?? [];
    return needle ? all.filter((row) => `${row.ruleName} ${row.category}`.toLowerCase().includes(needle)) : all;
  }, [grid.data, text]);
  const detail = rows.find((row) => row.ruleId === selected) ?? grid.data?.find((row) => row.ruleId === selected);
  const set = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <section aria-labelledby="grid-title" className="grid-section">
      <h2 id="grid-title">Controls</h2>
      <GridFilters filters={filters} standards={standards} onChange={set} />
      <Busy loading={grid.loading} />
      <ErrorNote error={grid.error} />
      <LiveState stopped={live.stopped} reconnect={live.reconnect} />
      <div className="grid-layout">
        <GridTable rows={rows} selected={selected} onSelect={setSelected} />
        {detail && <RowDetail row={detail} onClose={() => setSelected(undefined)} />}
      </div>
    </section>
  );
}

function GridFilters(props: {
  filters: Filters;
  standards: Map<string, string>;
  onChange(patch: Partial<Filters>): void;
}) {
  const { filters, standards, onChange } = props;
  const textId = useId();
  return (
    <search className="filters" aria-label="Filter controls">
      <AnySelect
        label="Status"
        value={filters.status}
        options={CONTROL_STATUSES.map((status) => [status, statusText(status)] as const)}
        onChange={(status) => onChange({ status })}
      />
      <AnySelect
        label="Severity"
        value={filters.severity}
        options={SEVERITIES.map((severity) => [severity, severity] as const)}
        onChange={(severity) => onChange({ severity })}
      />
      <AnySelect
        label="Standard"
        value={filters.standardId}
        options={standards}
        onChange={(standardId) => onChange({ standardId })}
      />
      <label htmlFor={textId}>Control name</label>
      <input
        id={textId}
        type="search"
        value={filters.text}
        onChange={(event) => onChange({ text: event.target.value })}
      />
    </search>
  );
}

const COLUMNS = ['Control', 'Status', 'Severity', 'Standard', 'Failing', 'Open detections'];

function GridTable(props: {
  rows: ConsoleGridRowFragment[];
  selected: string | undefined;
  onSelect(id: string): void;
}) {
  const { rows, selected, onSelect } = props;
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
              onClick={() => onSelect(row.ruleId)}
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
