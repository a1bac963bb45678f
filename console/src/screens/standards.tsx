import { Link, Outlet, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { write } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { DisableDialog, type Disabling } from '../components/disable-dialog.tsx';
import { useAction } from '../components/fields.tsx';
import { DataTable } from '../components/table.tsx';
import {
  ConsoleSetStandardEnabledDocument,
  ConsoleStandardsDocument,
  type ConsoleStandardsQuery,
} from '../generated/operations.ts';
import { useCan } from '../me.ts';
import { invalidate, keys, useGraph } from '../query.ts';

const COLUMNS = ['Standard', 'Version', 'Controls', 'Passing / failing', 'Assessed'];

type Standard = ConsoleStandardsQuery['standards']['items'][number];

export default function Standards() {
  const list = useGraph(keys.standards, ConsoleStandardsDocument, {});
  const open = useParams({ strict: false }).standardId;
  const action = useAction();
  const [disabling, setDisabling] = useState<Disabling>();
  const canWrite = useCan('detection_rule.write');
  // Enabling is at once; disabling asks why and says what it touches first.
  const toggle = (standard: Standard) =>
    standard.enabled
      ? setDisabling({ kind: 'standard', id: standard.id, name: standard.name })
      : action.run(async () => {
          await write('detection_rule.write', ConsoleSetStandardEnabledDocument, { id: standard.id, enabled: true });
          await invalidate(keys.standards, ['standard-controls'], keys.fleet);
        });
  const standards = list.data?.standards.items ?? [];
  return (
    <>
      <ScreenHeading>Standards</ScreenHeading>
      <Busy loading={list.loading} />
      <ErrorNote error={list.error ?? action.error} />
      <DataTable caption={`Standards (${standards.length})`} columns={COLUMNS}>
        {standards.map((standard) => (
          <tr key={standard.id} className={standard.id === open ? 'selected' : undefined}>
            <th scope="row">
              <Link to="/standards/$standardId" params={{ standardId: standard.id }}>
                {standard.name}
              </Link>
            </th>
            <td>{standard.version}</td>
            <td>{standard.controlCount}</td>
            <td>
              {standard.rollup.pass} / {standard.rollup.fail}
            </td>
            <td>
              {canWrite ? (
                <button
                  type="button"
                  className="secondary"
                  aria-pressed={standard.enabled}
                  onClick={() => toggle(standard)}
                >
                  {standard.enabled ? 'Enabled' : 'Disabled'}
                  <span className="visually-hidden"> {standard.name}</span>
                </button>
              ) : (
                canWrite === false && (standard.enabled ? 'Enabled' : 'Disabled')
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      {disabling && <DisableDialog target={disabling} onClose={() => setDisabling(undefined)} />}
      <Outlet />
    </>
  );
}
