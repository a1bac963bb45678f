import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { write } from '../api.ts';
import { ErrorNote } from '../components/common.tsx';
import { DisableDialog, type Disabling } from '../components/disable-dialog.tsx';
import { useAction } from '../components/fields.tsx';
import { SeverityTag } from '../components/status.tsx';
import { Pager } from '../components/table.tsx';
import {
  ConsoleSetControlEnabledDocument,
  ConsoleStandardControlsDocument,
  type ConsoleStandardControlsQuery,
  ConsoleStandardsDocument,
} from '../generated/operations.ts';
import { useCan } from '../me.ts';
import { invalidate, keys, useGraph } from '../query.ts';

type Control = ConsoleStandardControlsQuery['standardControls']['items'][number];

/** A control switched on at once, or off across all clients after saying why (the dialog). */
function useControlToggle() {
  const action = useAction();
  const [disabling, setDisabling] = useState<Disabling>();
  const toggle = (control: Control) =>
    control.enabled
      ? setDisabling({ kind: 'control', id: control.id, name: control.name })
      : action.run(async () => {
          await write('detection_rule.write', ConsoleSetControlEnabledDocument, { id: control.id, enabled: true });
          await invalidate(['standard-controls'], keys.fleet);
        });
  const dialog = disabling && <DisableDialog target={disabling} onClose={() => setDisabling(undefined)} />;
  return { toggle, dialog, error: action.error };
}

const FROM = '/standards/$standardId';

/** One standard's controls, a page at a time (the page in the address), each switched on or off. */
export default function StandardControls() {
  const { standardId } = useParams({ from: FROM });
  const page = useSearch({ from: FROM }).page ?? 1;
  const navigate = useNavigate({ from: FROM });
  const name = useGraph(keys.standards, ConsoleStandardsDocument, {}).data?.standards.items.find(
    (standard) => standard.id === standardId,
  )?.name;
  const controls = useGraph(['standard-controls'], ConsoleStandardControlsDocument, { standardId, page });
  const data = controls.data?.standardControls;
  const switching = useControlToggle();
  const canWrite = useCan('detection_rule.write');
  const go = (to: number) => void navigate({ search: { page: to > 1 ? to : undefined } });
  return (
    <section aria-labelledby="controls-title" className="card">
      <h2 id="controls-title">Controls of {name ?? 'the standard'}</h2>
      <ErrorNote error={controls.error ?? switching.error} />
      <ul className="plain">
        {data?.items.map((control) => (
          <li key={control.id}>
            <SeverityTag severity={control.severity} /> {control.name}{' '}
            <span className="subject">{control.category}</span>
            {canWrite ? (
              <button
                type="button"
                className="secondary"
                aria-pressed={control.enabled}
                onClick={() => switching.toggle(control)}
              >
                {control.enabled ? 'Enabled' : 'Disabled'}
                <span className="visually-hidden"> {control.name}</span>
              </button>
            ) : (
              canWrite === false && <span className="subject">{control.enabled ? 'enabled' : 'disabled'}</span>
            )}
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
      {switching.dialog}
    </section>
  );
}
