import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { ErrorNote } from '../components/common.tsx';
import { SeverityTag } from '../components/status.tsx';
import { Pager } from '../components/table.tsx';
import { ConsoleStandardControlsDocument, ConsoleStandardsDocument } from '../generated/operations.ts';
import { keys, useGraph } from '../query.ts';

const FROM = '/standards/$standardId';

/** One standard's controls, a page at a time (the page in the address). */
export default function StandardControls() {
  const { standardId } = useParams({ from: FROM });
  const page = useSearch({ from: FROM }).page ?? 1;
  const navigate = useNavigate({ from: FROM });
  const name = useGraph(keys.standards, ConsoleStandardsDocument, {}).data?.standards.items.find(
    (standard) => standard.id === standardId,
  )?.name;
  const controls = useGraph(['standard-controls'], ConsoleStandardControlsDocument, { standardId, page });
  const data = controls.data?.standardControls;
  const go = (to: number) => void navigate({ search: { page: to > 1 ? to : undefined } });
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
          previous={{ label: 'Previous', disabled: page <= 1, onClick: () => go(page - 1) }}
          next={{ label: 'Next', disabled: page >= data.totalPages, onClick: () => go(page + 1) }}
        >
          <span>
            Page {data.page} of {data.totalPages}
          </span>
        </Pager>
      )}
    </section>
  );
}
