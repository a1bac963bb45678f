import { useId } from 'react';
import { write } from '../api.ts';
import { ErrorNote } from '../components/common.tsx';
import { useAction, useSubmit } from '../components/fields.tsx';
import { formatTime } from '../components/status.tsx';
import {
  ConsoleConnectorTypesDocument,
  type ConsoleIntegrationFragment,
  ConsoleSetIntegrationDocument,
  type IntegrationStatus,
} from '../generated/operations.ts';
import { useCan } from '../me.ts';
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

function StatusOptions() {
  return INTEGRATION_STATUSES.map(([status, text]) => (
    <option key={status} value={status}>
      {text}
    </option>
  ));
}

/** One integration's status, changed in place (the grid's coverage follows once re-evaluated). */
function IntegrationStatusSelect(props: { organizationId: string; integration: ConsoleIntegrationFragment }) {
  const { organizationId, integration } = props;
  const id = useId();
  const action = useAction();
  const canWrite = useCan('organization.write');
  const set = (status: IntegrationStatus) =>
    action.run(async () => {
      await write('organization.write', ConsoleSetIntegrationDocument, {
        organizationId,
        typeCode: integration.typeCode,
        status,
      });
      await changed(organizationId);
    });
  if (!canWrite) return null;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        Status of {integration.typeCode}
      </label>
      <select id={id} value={integration.status} onChange={(event) => set(event.target.value as IntegrationStatus)}>
        <StatusOptions />
      </select>
      <ErrorNote error={action.error} />
    </>
  );
}

/** Sets up one more connector type of the catalog for this organization. */
function AddIntegration({ organizationId, present }: { organizationId: string; present: Set<string> }) {
  const catalog = useGraph(keys.catalog, ConsoleConnectorTypesDocument, {});
  const ids = { type: useId(), status: useId() };
  const offered = (catalog.data?.connectorTypes.items ?? []).filter((type) => !present.has(type.typeCode));
  const submit = useSubmit(async (data) => {
    await write('organization.write', ConsoleSetIntegrationDocument, {
      organizationId,
      typeCode: String(data.get('typeCode')),
      status: data.get('status') as IntegrationStatus,
    });
    await changed(organizationId);
  });
  const canWrite = useCan('organization.write');
  if (offered.length === 0 || !canWrite) return null;
  return (
    <form className="stack" {...submit.props} aria-label="Add an integration">
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
        <StatusOptions />
      </select>
      <ErrorNote error={submit.error} />
      <button type="submit" disabled={submit.busy}>
        Add integration
      </button>
    </form>
  );
}

/**
 * What its connector last did: when a push was last stored, and the last error it reported (kept
 * after the status changes again; older than the last push, it is said to be past).
 */
function IntegrationHealth({ integration }: { integration: ConsoleIntegrationFragment }) {
  const { lastPushAt, lastError } = integration;
  const past = lastError && lastPushAt && lastPushAt > lastError.at;
  return (
    <span className="integration-health">
      <span>{lastPushAt ? `Last push ${formatTime(lastPushAt)}` : 'No push yet'}</span>
      {lastError && (
        <span className={past ? 'subject' : 'error'}>
          {past ? 'Earlier error' : 'Last error'} ({formatTime(lastError.at)}): {lastError.message}
        </span>
      )}
    </span>
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
            <IntegrationHealth integration={integration} />
            <IntegrationStatusSelect organizationId={organizationId} integration={integration} />
          </li>
        ))}
      </ul>
      <AddIntegration organizationId={organizationId} present={new Set(items.map((item) => item.typeCode))} />
    </section>
  );
}
