import { useId, useState } from 'react';
import { graph } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { formatTime, SeverityTag, TRIAGE_STATES, triageText } from '../components/status.tsx';
import { DataTable } from '../components/table.tsx';
import {
  ConsoleDetectionsDocument,
  type ConsoleDetectionsQuery,
  type DetectionStatus,
  type TriageState,
} from '../generated/operations.ts';
import { useLoad } from '../hooks.ts';
import { href } from '../router.ts';
import { DetectionDetail } from './detection-detail.tsx';

export default function Detections({ organizationId, detectionId }: { organizationId: string; detectionId?: string }) {
  const [status, setStatus] = useState<DetectionStatus | ''>('open');
  const [triage, setTriage] = useState<TriageState | ''>('');
  const ids = { status: useId(), triage: useId() };
  const list = useLoad(
    () =>
      graph(ConsoleDetectionsDocument, {
        organizationId,
        status: status || undefined,
        triageState: triage ? [triage] : undefined,
      }),
    `${status}|${triage}`,
  );
  const items = list.data?.organizationDetections.items ?? [];
  return (
    <>
      <p className="breadcrumb">
        <a href={href.fleet()}>Fleet</a> /{' '}
        <a href={href.organization(organizationId)}>{list.data?.organization.name ?? 'Organization'}</a> /
      </p>
      <ScreenHeading>Detections</ScreenHeading>
      <search className="filters" aria-label="Filter detections">
        <label htmlFor={ids.status}>Status</label>
        <select id={ids.status} value={status} onChange={(event) => setStatus(event.target.value as DetectionStatus)}>
          <option value="">Any</option>
          <option value="open">Open</option>
          <option value="resolved">Resolved</option>
        </select>
        <label htmlFor={ids.triage}>Triage</label>
        <select id={ids.triage} value={triage} onChange={(event) => setTriage(event.target.value as TriageState)}>
          <option value="">Any</option>
          {TRIAGE_STATES.map((state) => (
            <option key={state} value={state}>
              {triageText(state)}
            </option>
          ))}
        </select>
      </search>
      <Busy loading={list.loading} />
      <ErrorNote error={list.error} />
      <div className="grid-layout">
        <DetectionTable
          organizationId={organizationId}
          detectionId={detectionId}
          items={items}
          empty={items.length === 0 && !list.loading}
        />
        {detectionId && <DetectionDetail key={detectionId} id={detectionId} onChange={list.reload} />}
      </div>
    </>
  );
}

const COLUMNS = ['Detection', 'Severity', 'Status', 'Triage', 'Last seen'];

type DetectionItems = ConsoleDetectionsQuery['organizationDetections']['items'];

function DetectionTable(props: {
  organizationId: string;
  detectionId?: string;
  items: DetectionItems;
  empty: boolean;
}) {
  const { organizationId, detectionId, items, empty } = props;
  return (
    <DataTable caption={`Detections (${items.length})`} columns={COLUMNS} empty={empty && 'No detection matches.'}>
      {items.map((detection) => (
        <tr key={detection.id} className={detection.id === detectionId ? 'selected' : undefined}>
          <th scope="row">
            <a
              href={href.detections(organizationId, detection.id)}
              aria-current={detection.id === detectionId ? 'true' : undefined}
            >
              {detection.title}
            </a>
            <span className="subject">{detection.subject}</span>
          </th>
          <td>
            <SeverityTag severity={detection.severity} />
          </td>
          <td>{detection.status}</td>
          <td>{triageText(detection.triage.state)}</td>
          <td>{formatTime(detection.lastSeenAt)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
