import { useState } from 'react';
import { graph } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { formatTime } from '../components/status.tsx';
import { DataTable, Pager } from '../components/table.tsx';
import { ConsoleAuditEventsDocument } from '../generated/operations.ts';
import { useLoad } from '../hooks.ts';

const COLUMNS = ['When', 'Who', 'Action', 'Target'];

export default function Audit() {
  const [after, setAfter] = useState<string>();
  const [pages, setPages] = useState<string[]>([]);
  const audit = useLoad(() => graph(ConsoleAuditEventsDocument, { after }), after ?? '');
  const forbidden = audit.error && /forbidden|permission|scope/i.test(audit.error);
  const connection = audit.data?.auditEvents;
  return (
    <>
      <ScreenHeading>Audit log</ScreenHeading>
      <Busy loading={audit.loading} />
      {forbidden ? <p role="alert">The audit log is for administrators.</p> : <ErrorNote error={audit.error} />}
      {connection && (
        <DataTable caption="Audit events" columns={COLUMNS}>
          {connection.edges.map(({ node }) => (
            <tr key={node.id}>
              <td>{formatTime(node.occurredAt)}</td>
              <td>{node.actor.name ?? node.actor.kind}</td>
              <td>{node.action}</td>
              <td>
                {node.target.type} {node.target.id ?? ''}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager
        label="Audit pages"
        previous={{
          label: 'Newer',
          disabled: pages.length === 0,
          onClick: () => {
            setAfter(pages.at(-2));
            setPages(pages.slice(0, -1));
          },
        }}
        next={{
          label: 'Older',
          disabled: !connection?.pageInfo.hasNextPage,
          onClick: () => {
            const cursor = connection?.pageInfo.endCursor ?? undefined;
            setPages([...pages, cursor ?? '']);
            setAfter(cursor);
          },
        }}
      />
    </>
  );
}
