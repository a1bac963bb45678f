import { type FormEvent, useId, useState } from 'react';
import { errorMessage, graph } from '../api.ts';
import { ErrorNote } from '../components/common.tsx';
import { formatTime } from '../components/status.tsx';
import {
  ConsoleConnectorTypesDocument,
  type ConsoleIntegrationFragment,
  ConsoleSetIntegrationDocument,
  type IntegrationStatus,
} from '../generated/operations.ts';
import { invalidate, keys, useGraph } from '../query.ts';

export const INTEGRATION_STATUSES: [IntegrationStatus, string][] = [
  ['connected', 'Connected'],
  ['error', 'Error'],
  ['disabled', 'Disabled'],
  ['available', 'Available (offered, not set up)'],
];

function changed(organizationId: string) {
  return invalidate(keys.organization(organizationId), keys.grid(organizationId), keys.fleet);
}

/** One integration's status, changed in place (the grid's coverage follows once re-evaluated). */
function IntegrationStatusSelect({
  organizationId,
  integration,
}: {
  organizationId: string;
  integration: ConsoleIntegrationFragment;
}) {
  const id = useId();
  const [error, setError] = useState<string>();
  async function set(status: IntegrationStatus) {
    setError(undefined);
    try {
      await graph(ConsoleSetIntegrationDocument, { organizationId, typeCode: integration.typeCode, status });
      await changed(organizationId);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        Status of {integration.typeCode}
      </label>
      <select
        id={id}
        value={integration.status}
        onChange={(event) => void set(event.target.value as IntegrationStatus)}
      >
        {INTEGRATION_STATUSES.map(([status, text]) => (
          <option key={status} value={status}>
            {text}
          </option>
        ))}
      </select>
      <ErrorNote error={error} />
    </>
  );
}

/** Sets up one more connector type of the catalog for this organization. */
function AddIntegration({ organizationId, present }: { organizationId: string; present: Set<string> }) {
  const catalog = useGraph(keys.catalog, ConsoleConnectorTypesDocument, {});
  const ids = { type: useId(), status: useId() };
  const [error, setError] = useState<string>();
  const offered = (catalog.data?.connectorTypes.items ?? []).filter((type) => !present.has(type.typeCode));
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setError(undefined);
    try {
      await graph(ConsoleSetIntegrationDocument, {
        organizationId,
        typeCode: String(data.get('typeCode')),
        status: data.get('status') as IntegrationStatus,
      });
      await changed(organizationId);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }
  if (offered.length === 0) return null;
  return (
    <form className="stack" onSubmit={submit} aria-label="Add an integration">
      <h3>Add an integration</h3>
      <label htmlFor={ids.type}>Connector</label>
      <select id={ids.type} name="typeCode">
        {offered.map((type) => (
          <option key={type.typeCode} value={type.typeCode}>
            {type.name} ({type.typeCode})
          </option>
        ))}
      </select>
      <label htmlFor={ids.status}>Status of the new integration</label>
      <select id={ids.status} name="status" defaultValue="connected">
        {INTEGRATION_STATUSES.map(([status, text]) => (
          <option key={status} value={status}>
            {text}
          </option>
        ))}
      </select>
      <ErrorNote error={error} />
      <button type="submit">Add integration</button>
    </form>
  );
}

export function IntegrationList(props: { organizationId: string; items: ConsoleIntegrationFragment[] }) {
  const { organizationId, items } = props;
  return (
    <section aria-labelledby="integrations-title" className="card">
      <h2 id="integrations-title">Integrations</h2>
      {items.length === 0 && <p>None set up.</p>}
      <ul className="plain">
        {items.map((integration) => (
          <li key={integration.typeCode} className="integration-row">
            <strong>{integration.typeCode}</strong>{' '}
            <span className={`integration integration-${integration.status}`}>{integration.status}</span>{' '}
            <span className="subject">since {formatTime(integration.updatedAt)}</span>
            <IntegrationStatusSelect organizationId={organizationId} integration={integration} />
          </li>
        ))}
      </ul>
      <AddIntegration organizationId={organizationId} present={new Set(items.map((item) => item.typeCode))} />
    </section>
  );
}
