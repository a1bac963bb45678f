import { useNavigate, useSearch } from '@tanstack/react-router';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { formatTime } from '../components/status.tsx';
import { DataTable, Pager } from '../components/table.tsx';
import { ConsoleAuditEventsDocument } from '../generated/operations.ts';
import { keys, useGraph } from '../query.ts';

const COLUMNS = ['When', 'Who', 'Action', 'Target'];
const PAGE = 30;

/** The audit log, newest first; the page is a cursor in the address (older after it, newer before it). */
export default function Audit() {
  const search = useSearch({ from: '/audit' });
  const navigate = useNavigate({ from: '/audit' });
  const variables = search.before ? { last: PAGE, before: search.before } : { first: PAGE, after: search.after };
  const audit = useGraph(keys.audit, ConsoleAuditEventsDocument, variables);
  const forbidden = audit.failure && /forbidden|permission|scope/i.test(audit.error ?? '');
  const connection = audit.data?.auditEvents;
  // Newer than the first page there is nothing: its "before" would be the page itself.
  const atNewest = !search.after && !(search.before && connection?.pageInfo.hasPreviousPage);
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
          disabled: atNewest || !connection?.pageInfo.startCursor,
          onClick: () => void navigate({ search: { before: connection?.pageInfo.startCursor ?? undefined } }),
        }}
        next={{
          label: 'Older',
          disabled: search.before ? false : !connection?.pageInfo.hasNextPage,
          onClick: () => void navigate({ search: { after: connection?.pageInfo.endCursor ?? undefined } }),
        }}
      />
    </>
  );
}
