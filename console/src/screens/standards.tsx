import { useState } from 'react';
import { errorMessage, graph } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { SeverityTag } from '../components/status.tsx';
import { DataTable, Pager } from '../components/table.tsx';
import {
  ConsoleSetStandardEnabledDocument,
  ConsoleStandardControlsDocument,
  ConsoleStandardsDocument,
  type ConsoleStandardsQuery,
} from '../generated/operations.ts';
import { useLoad } from '../hooks.ts';
import { href } from '../router.ts';

const COLUMNS = ['Standard', 'Version', 'Controls', 'Passing / failing', 'Assessed'];

type Standard = ConsoleStandardsQuery['standards']['items'][number];

export default function Standards({ standardId }: { standardId?: string }) {
  const list = useLoad(() => graph(ConsoleStandardsDocument), 'standards');
  const [error, setError] = useState<string>();
  async function toggle(standard: Standard) {
    try {
      setError(undefined);
      await graph(ConsoleSetStandardEnabledDocument, { id: standard.id, enabled: !standard.enabled });
      list.reload();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }
  const standards = list.data?.standards.items ?? [];
  return (
    <>
      <ScreenHeading>Standards</ScreenHeading>
      <Busy loading={list.loading} />
      <ErrorNote error={list.error ?? error} />
      <DataTable caption={`Standards (${standards.length})`} columns={COLUMNS}>
        {standards.map((standard) => (
          <tr key={standard.id}>
            <th scope="row">
              <a href={href.standards(standard.id)}>{standard.name}</a>
            </th>
            <td>{standard.version}</td>
            <td>{standard.controlCount}</td>
            <td>
              {standard.rollup.pass} / {standard.rollup.fail}
            </td>
            <td>
              <button
                type="button"
                className="secondary"
                aria-pressed={standard.enabled}
                onClick={() => void toggle(standard)}
              >
                {standard.enabled ? 'Enabled' : 'Disabled'}
                <span className="visually-hidden"> {standard.name}</span>
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
      {standardId && (
        <Controls key={standardId} standardId={standardId} name={standards.find((s) => s.id === standardId)?.name} />
      )}
    </>
  );
}

function Controls({ standardId, name }: { standardId: string; name: string | undefined }) {
  const [page, setPage] = useState(1);
  const controls = useLoad(() => graph(ConsoleStandardControlsDocument, { standardId, page }), String(page));
  const data = controls.data?.standardControls;
  return (
    <section aria-labelledby="controls-title" className="card">
      <h2 id="controls-title">Controls of {name ?? 'the standard'}</h2>
      <ErrorNote error={controls.error} />
      <ul className="plain">
        {data?.items.map((control) => (
          <li key={control.id}>
            <SeverityTag severity={control.severity} /> {control.name}{' '}
            <span className="subject">{control.category}</span>
            {!control.enabled && ' (disabled)'}
          </li>
        ))}
      </ul>
      {data && data.totalPages > 1 && (
        <Pager
          label="Control pages"
          previous={{ label: 'Previous', disabled: page <= 1, onClick: () => setPage(page - 1) }}
          next={{ label: 'Next', disabled: page >= data.totalPages, onClick: () => setPage(page + 1) }}
        >
          <span>
            Page {data.page} of {data.totalPages}
          </span>
        </Pager>
      )}
    </section>
  );
}
