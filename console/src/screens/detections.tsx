import { Link, Outlet, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { AnySelect } from '../components/filters.tsx';
import { formatTime, SeverityTag, TRIAGE_STATES, triageText } from '../components/status.tsx';
import { DataTable, Pager } from '../components/table.tsx';
import { ConsoleDetectionsDocument, type ConsoleDetectionsQuery } from '../generated/operations.ts';
import { useMe } from '../me.ts';
import { keys, useGraph } from '../query.ts';
import { BulkTriage } from './bulk-triage.tsx';

const FROM = '/organizations/$organizationId/detections';

const DETECTION_STATUSES = [
  ['open', 'Open'],
  ['resolved', 'Resolved'],
] as const;

/** The detections of an organization under the filters in the address; the open one beside them. */
export default function Detections() {
  const { organizationId } = useParams({ from: FROM });
  const search = useSearch({ from: FROM });
  const navigate = useNavigate({ from: FROM });
  // Open detections unless the address says otherwise: `any` is the filter's "Any".
  const status = search.status === 'any' ? undefined : (search.status ?? 'open');
  const list = useGraph(keys.detections(organizationId), ConsoleDetectionsDocument, {
    organizationId,
    status,
    triageState: search.triage ? [search.triage] : undefined,
    assignedToMe: search.assignee === 'me' || undefined,
    after: search.cursor,
  });
  const set = (patch: Partial<typeof search>) =>
    void navigate({ search: (previous) => ({ ...previous, cursor: undefined, ...patch }) });
  const page = list.data?.detections;
  const items = page?.edges.map((edge) => edge.node) ?? [];
  return (
    <>
      <p className="breadcrumb">
        <Link to="/">Fleet</Link> /{' '}
        <Link to="/organizations/$organizationId" params={{ organizationId }}>
          {list.data?.organization.name ?? 'Organization'}
        </Link>{' '}
        /
      </p>
      <ScreenHeading>Detections</ScreenHeading>
      <search className="filters" aria-label="Filter detections">
        <AnySelect
          label="Status"
          value={status ?? ''}
          options={DETECTION_STATUSES}
          onChange={(value) => set({ status: value === 'open' ? undefined : value || 'any' })}
        />
        <AnySelect
          label="Triage"
          value={search.triage ?? ''}
          options={TRIAGE_STATES.map((state) => [state, triageText(state)] as const)}
          onChange={(triage) => set({ triage: triage || undefined })}
        />
        <AnySelect
          label="Assignee"
          value={search.assignee ?? ''}
          options={[['me', 'Assigned to me'] as const]}
          onChange={(assignee) => set({ assignee: assignee || undefined })}
        />
      </search>
      <Busy loading={list.loading} />
      <ErrorNote error={list.error} />
      <div className="grid-layout">
        <div className="list-column">
          <Selectable items={items} empty={items.length === 0 && !list.loading} />
          <Pager
            label="Detection pages"
            previous={{ label: 'First page', disabled: !search.cursor, onClick: () => set({ cursor: undefined }) }}
            next={{
              label: 'Next page',
              disabled: !page?.pageInfo.hasNextPage,
              onClick: () => set({ cursor: page?.pageInfo.endCursor ?? undefined }),
            }}
          />
        </div>
        <Outlet />
      </div>
    </>
  );
}

const COLUMNS = ['Detection', 'Severity', 'Status', 'Triage', 'Last seen'];

type DetectionItems = ConsoleDetectionsQuery['detections']['edges'][number]['node'][];

/**
 * The page's detections, each open one selectable (with the page's "select all") for one triage
 * change at once, where the role may triage.
 */
function Selectable({ items, empty }: { items: DetectionItems; empty: boolean }) {
  const canTriage = useMe().can('detection.write');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // A selection is of what is shown: another page or filter (other detections) starts without one.
  const shown = items.map((item) => item.id).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the detections shown changing drops the selection
  useEffect(() => setSelected(new Set()), [shown]);
  const open = items.filter((item) => item.status === 'open').map((item) => item.id);
  const all = open.length > 0 && open.every((id) => selected.has(id));
  if (!canTriage) return <DetectionTable items={items} empty={empty} />;
  return (
    <>
      {open.length > 0 && (
        <label className="check">
          <input type="checkbox" checked={all} onChange={() => setSelected(new Set(all ? [] : open))} />
          Select every open detection on this page
        </label>
      )}
      {selected.size > 0 && (
        <BulkTriage
          versions={items
            .filter((item) => selected.has(item.id))
            .map((item) => ({ detectionId: item.id, updatedAt: item.triage.updatedAt }))}
          onDone={() => setSelected(new Set())}
        />
      )}
      <DetectionTable items={items} empty={empty} selection={{ selected, onChange: setSelected }} />
    </>
  );
}

function SelectBox(props: {
  detection: DetectionItems[number];
  selection: { selected: ReadonlySet<string>; onChange(next: ReadonlySet<string>): void };
}) {
  const { detection, selection } = props;
  if (detection.status !== 'open') return null;
  const toggle = () => {
    const next = new Set(selection.selected);
    if (!next.delete(detection.id)) next.add(detection.id);
    selection.onChange(next);
  };
  return (
    <input
      type="checkbox"
      aria-label={`Select ${detection.title} (${detection.subject})`}
      checked={selection.selected.has(detection.id)}
      onChange={toggle}
    />
  );
}

function DetectionTable(props: {
  items: DetectionItems;
  empty: boolean;
  selection?: { selected: ReadonlySet<string>; onChange(next: ReadonlySet<string>): void };
}) {
  const { items, empty, selection } = props;
  const { organizationId } = useParams({ from: FROM });
  const open = useParams({ strict: false }).detectionId;
  const columns = selection ? ['Select', ...COLUMNS] : COLUMNS;
  return (
    <DataTable caption={`Detections (${items.length})`} columns={columns} empty={empty && 'No detection matches.'}>
      {items.map((detection) => (
        <tr key={detection.id} className={detection.id === open ? 'selected' : undefined}>
          {selection && (
            <td>
              <SelectBox detection={detection} selection={selection} />
            </td>
          )}
          <th scope="row">
            <Link
              to="/organizations/$organizationId/detections/$detectionId"
              params={{ organizationId, detectionId: detection.id }}
              search={true}
              aria-current={detection.id === open ? 'true' : undefined}
            >
              {detection.title}
            </Link>
            <span className="subject">{detection.subject}</span>
          </th>
          <td>
            <SeverityTag severity={detection.severity} />
          </td>
          <td>{detection.status}</td>
          <td>
            {triageText(detection.triage.state)}
            {detection.triage.assigneeName && <span className="subject">{detection.triage.assigneeName}</span>}
          </td>
          <td>{formatTime(detection.lastSeenAt)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
