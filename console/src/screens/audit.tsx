import { useState } from 'react';
import { graph } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { formatTime } from '../components/status.tsx';
import { ConsoleAuditEventsDocument } from '../generated/operations.ts';
import { useLoad } from '../hooks.ts';

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
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">Audit events</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Audit pages" className="actions">
        <button
          type="button"
          className="secondary"
          disabled={pages.length === 0}
          onClick={() => {
            setAfter(pages.at(-2));
            setPages(pages.slice(0, -1));
          }}
        >
          Newer
        </button>
        <button
          type="button"
          className="secondary"
          disabled={!connection?.pageInfo.hasNextPage}
          onClick={() => {
            const cursor = connection?.pageInfo.endCursor ?? undefined;
            setPages([...pages, cursor ?? '']);
            setAfter(cursor);
          }}
        >
          Older
        </button>
      </nav>
    </>
  );
}
