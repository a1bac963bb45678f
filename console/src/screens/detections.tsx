import { DETECTION_STATUSES, TRIAGE_STATES } from '@compliance-gateway/client';
import { useState } from 'react';
import { graph } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { AnySelect } from '../components/filters.tsx';
import { formatTime, SeverityTag, triageText } from '../components/status.tsx';
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

const STATUS_OPTIONS = DETECTION_STATUSES.map((status): readonly [DetectionStatus, string] => [
  status,
  `${status[0]!.toUpperCase()}${status.slice(1)}`,
]);

export default function Detections({ organizationId, detectionId }: { organizationId: string; detectionId?: string }) {
  const [status, setStatus] = useState<DetectionStatus | ''>('open');
  const [triage, setTriage] = useState<TriageState | ''>('');
  const list = useLoad(
    () =>
      graph(ConsoleDetectionsDocument, {
        organizationId,
        status: status || undefined,
        triageState: triage ? [triage] : undefined,
      }),
    `${status}|${triage}`,
  );
  const items = list.data?.detections.edges.map((edge) => edge.node) ?? [];
  return (
    <>
      <p className="breadcrumb">
        <a href={href.fleet()}>Fleet</a> /{' '}
        <a href={href.organization(organizationId)}>{list.data?.organization.name ?? 'Organization'}</a> /
      </p>
      <ScreenHeading>Detections</ScreenHeading>
      <search className="filters" aria-label="Filter detections">
        <AnySelect label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
        <AnySelect
          label="Triage"
          value={triage}
          options={TRIAGE_STATES.map((state) => [state, triageText(state)] as const)}
          onChange={setTriage}
        />
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

type DetectionItems = ConsoleDetectionsQuery['detections']['edges'][number]['node'][];

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
