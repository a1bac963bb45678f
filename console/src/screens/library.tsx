import { Link, Outlet, useParams } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { write } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { useSubmit } from '../components/fields.tsx';
import { SeverityTag } from '../components/status.tsx';
import { DataTable } from '../components/table.tsx';
import {
  ConsoleAdoptLibraryStandardDocument,
  ConsoleLibraryDocument,
  type ConsoleLibraryQuery,
  ConsoleLibraryStandardDocument,
} from '../generated/operations.ts';
import { useCan } from '../me.ts';
import { invalidate, keys, useGraph } from '../query.ts';

type Framework = ConsoleLibraryQuery['libraryStandards']['edges'][number]['node'];

const COLUMNS = ['Framework', 'Publisher', 'Version', 'Judgeable here', 'Licence', 'In this tenant'];

/**
 * Adopting a framework: the tenant's own standard from then on, assessed for every client at once
 * (or adopted inactive, to switch on later from Standards).
 */
function Adopt({ framework, onDone }: { framework: Framework; onDone(): void }) {
  const id = useId();
  const submit = useSubmit(async (data) => {
    await write('detection_rule.write', ConsoleAdoptLibraryStandardDocument, {
      key: framework.key,
      enabled: data.get('enabled') === 'on',
    });
    await invalidate(keys.library, keys.standards, keys.fleet, ['grid'], ['organization']);
    onDone();
  });
  return (
    <form {...submit.props} className="stack adopt" aria-label={`Adopt ${framework.name}`}>
      <label className="check" htmlFor={id}>
        <input id={id} type="checkbox" name="enabled" defaultChecked />
        Assess every client against it at once
      </label>
      <ErrorNote error={submit.error} />
      <div className="actions">
        <button type="submit" disabled={submit.busy}>
          Adopt<span className="visually-hidden"> {framework.name}</span>
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function InTenant({ framework }: { framework: Framework }) {
  const [adopting, setAdopting] = useState(false);
  const canAdopt = useCan('detection_rule.write');
  const adopted = framework.adoptedStandard;
  if (adopted) {
    return (
      <>
        <Link to="/standards/$standardId" params={{ standardId: adopted.id }}>
          {adopted.name}
        </Link>{' '}
        ({adopted.enabled ? 'assessed' : 'not assessed yet'})
      </>
    );
  }
  if (canAdopt === undefined) return null;
  if (!canAdopt) return <>not adopted</>;
  if (adopting) return <Adopt framework={framework} onDone={() => setAdopting(false)} />;
  return (
    <button type="button" onClick={() => setAdopting(true)}>
      Adopt…<span className="visually-hidden"> {framework.name}</span>
    </button>
  );
}

/** The library's frameworks: what each covers, how much of it the tenant's connectors can judge, adopting one. */
export default function Library() {
  const list = useGraph(keys.library, ConsoleLibraryDocument, {});
  const open = useParams({ strict: false }).key;
  const frameworks = list.data?.libraryStandards.edges.map((edge) => edge.node) ?? [];
  return (
    <>
      <ScreenHeading>Standards library</ScreenHeading>
      <p className="summary">
        Frameworks the service ships, the same for every tenant. Adopting one makes it a standard of this tenant's own.
      </p>
      <Busy loading={list.loading} />
      <ErrorNote error={list.error} />
      <DataTable caption={`Library frameworks (${frameworks.length})`} columns={COLUMNS}>
        {frameworks.map((framework) => (
          <tr key={framework.key} className={framework.key === open ? 'selected' : undefined}>
            <th scope="row">
              <Link to="/library/$key" params={{ key: framework.key }}>
                {framework.name}
              </Link>
            </th>
            <td>{framework.publisher}</td>
            <td>{framework.version}</td>
            <td>
              {framework.judgeableCount} of {framework.controlCount} controls
            </td>
            <td>
              <a href={framework.sourceUrl} rel="noreferrer">
                {framework.licence}
                <span className="visually-hidden"> ({framework.name}'s source)</span>
              </a>
            </td>
            <td>
              <InTenant framework={framework} />
            </td>
          </tr>
        ))}
      </DataTable>
      <Outlet />
    </>
  );
}

/** One framework's controls: what each requires, whether this tenant's connectors can judge it, how to fix it. */
export function LibraryFramework() {
  const { key } = useParams({ from: '/library/$key' });
  const loaded = useGraph(['library-standard'], ConsoleLibraryStandardDocument, { key });
  const framework = loaded.data?.libraryStandard;
  return (
    <section aria-labelledby="framework-title" className="card">
      <h2 id="framework-title">{framework?.name ?? 'Framework'}</h2>
      <ErrorNote error={loaded.error} />
      {framework && (
        <>
          <p>
            {framework.description} {framework.judgeableCount} of {framework.controlCount} controls can be judged with
            this tenant's connectors.
          </p>
          <p className="subject">{framework.attribution}</p>
          <ul className="plain controls">
            {framework.controls.map((control) => (
              <li key={control.identifier}>
                <SeverityTag severity={control.severity} /> <code>{control.identifier}</code> {control.name}{' '}
                <span className="subject">
                  {control.judgeable ? 'judgeable here' : `not judgeable here: needs ${control.requires.join(', ')}`}
                  {' · '}
                  {control.remediation.summary}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
