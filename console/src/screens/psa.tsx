import { ComplianceApiError } from '@compliance-gateway/client';
import { useId, useState } from 'react';
import { write } from '../api.ts';
import { Busy, ErrorNote, ScreenHeading } from '../components/common.tsx';
import { Confirmed, FormButtons, TextField, useSubmit } from '../components/fields.tsx';
import { formatTime, SEVERITIES } from '../components/status.tsx';
import { PSA_NAMES } from '../components/ticket.tsx';
import {
  ConsoleDeletePsaConnectionDocument,
  ConsolePsaConnectionDocument,
  type ConsolePsaConnectionFragment,
  ConsoleSetPsaConnectionDocument,
  type PsaSystem,
  type SetPsaConnectionInput,
  type Severity,
} from '../generated/operations.ts';
import { LIMITS } from '../limits.ts';
import { invalidate, keys, useGraph } from '../query.ts';

type Connection = ConsolePsaConnectionFragment;

function NumberField(props: { label: string; name: string; initial?: number | null; required?: boolean }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label}
        {props.required ? '' : ' (optional)'}
      </label>
      <input
        id={id}
        name={props.name}
        type="number"
        min={0}
        step={1}
        required={props.required}
        defaultValue={props.initial ?? undefined}
      />
    </div>
  );
}

function numberOf(value: FormDataEntryValue | null): number | null {
  return typeof value === 'string' && value.trim() ? Number(value) : null;
}

function text(data: FormData, name: string): string {
  return String(data.get(name) ?? '').trim();
}

/** The form's values as the graph's input; empty secrets are left out, which keeps the stored ones. */
function connectionInput(system: PsaSystem, data: FormData): SetPsaConnectionInput {
  const secret = (name: string) => text(data, name) || undefined;
  const common = {
    system,
    enabled: data.has('enabled'),
    minimumSeverity: data.get('minimumSeverity') as Severity,
    priorities: {
      high: numberOf(data.get('priorityHigh')),
      medium: numberOf(data.get('priorityMedium')),
      low: numberOf(data.get('priorityLow')),
    },
  };
  if (system === 'connectwise') {
    return {
      ...common,
      connectwise: {
        siteUrl: text(data, 'siteUrl'),
        companyId: text(data, 'companyId'),
        clientId: text(data, 'clientId'),
        publicKey: secret('publicKey'),
        privateKey: secret('privateKey'),
        boardId: Number(data.get('boardId')),
      },
    };
  }
  return {
    ...common,
    autotask: {
      username: text(data, 'username'),
      secret: secret('secret'),
      integrationCode: secret('integrationCode'),
      queueId: Number(data.get('queueId')),
    },
  };
}

/** The PSA's own fields; a stored connection's secrets are kept when theirs are left empty. */
function SystemFields({ system, current }: { system: PsaSystem; current?: Connection }) {
  const same = current?.system === system ? current : undefined;
  const keep = same ? ` Empty: keep the stored one (…${same.credentials.lastFour}).` : '';
  const setting = { limit: LIMITS.psaSetting, required: true };
  const secret = { limit: LIMITS.psaSecret, required: !same };
  if (system === 'connectwise') {
    return (
      <>
        <TextField label="Site URL" name="siteUrl" type="url" {...setting} initial={same?.webUrl ?? ''} />
        <TextField label="Company id" name="companyId" {...setting} initial={same?.companyId ?? ''} />
        <TextField label="Client id" name="clientId" {...setting} initial={same?.clientId ?? ''} />
        <TextField label="Public key" name="publicKey" {...secret} hint={`The API member's public key.${keep}`} />
        <TextField label="Private key" name="privateKey" {...secret} hint={`Sealed, never shown again.${keep}`} />
        <NumberField label="Service board id" name="boardId" required initial={same?.boardId} />
      </>
    );
  }
  return (
    <>
      <TextField label="API user" name="username" {...setting} initial={same?.username ?? ''} />
      <TextField label="Secret" name="secret" {...secret} hint={`Sealed, never shown again.${keep}`} />
      <TextField
        label="Integration code"
        name="integrationCode"
        {...secret}
        hint={`The API tracking identifier.${keep}`}
      />
      <NumberField label="Queue id" name="queueId" required initial={same?.queueId} />
    </>
  );
}

function ConnectionForm({ current, onDone }: { current?: Connection; onDone(): void }) {
  const ids = { system: useId(), severity: useId() };
  const [system, setSystem] = useState<PsaSystem>(current?.system ?? 'connectwise');
  const submit = useSubmit(async (data) => {
    await write('integration.manage', ConsoleSetPsaConnectionDocument, { input: connectionInput(system, data) });
    await invalidate(keys.psa);
    onDone();
  });
  return (
    <form className="stack" {...submit.props} aria-label="PSA connection">
      <label htmlFor={ids.system}>PSA</label>
      <select id={ids.system} value={system} onChange={(event) => setSystem(event.target.value as PsaSystem)}>
        <option value="connectwise">ConnectWise PSA (Manage)</option>
        <option value="autotask">Autotask</option>
      </select>
      <SystemFields key={system} system={system} current={current} />
      <label htmlFor={ids.severity}>File tickets for controls of at least this severity</label>
      <select id={ids.severity} name="minimumSeverity" defaultValue={current?.minimumSeverity ?? 'low'}>
        {SEVERITIES.map((severity) => (
          <option key={severity} value={severity}>
            {severity}
          </option>
        ))}
      </select>
      <fieldset className="attestation-fields">
        <legend>The PSA's priority id by severity (empty: the PSA's default)</legend>
        <NumberField label="High" name="priorityHigh" initial={current?.priorities.high} />
        <NumberField label="Medium" name="priorityMedium" initial={current?.priorities.medium} />
        <NumberField label="Low" name="priorityLow" initial={current?.priorities.low} />
      </fieldset>
      <label className="check">
        <input type="checkbox" name="enabled" defaultChecked={current?.enabled ?? true} />
        File tickets (unticked: ticketing paused)
      </label>
      <ErrorNote error={submit.error} />
      <FormButtons label="Save PSA connection" busy={submit.busy} onCancel={current ? onDone : undefined} />
    </form>
  );
}

function RemoveConnection() {
  return (
    <Confirmed
      label="Remove the PSA connection"
      question="Remove the connection and its secrets? No ticket is filed or changed until one is set again."
      act={async () => {
        await write('integration.manage', ConsoleDeletePsaConnectionDocument, {});
        await invalidate(keys.psa);
      }}
    />
  );
}

/** Where tickets go and how it is going: the last success, the last error, what still waits. */
function ConnectionState({ connection }: { connection: Connection }) {
  const where = connection.system === 'connectwise' ? `board ${connection.boardId}` : `queue ${connection.queueId}`;
  return (
    <dl className="facts">
      <dt>PSA</dt>
      <dd>
        {PSA_NAMES[connection.system]}, {where}, {connection.enabled ? 'filing tickets' : 'paused'}
      </dd>
      <dt>Where</dt>
      <dd>{connection.webUrl ?? 'not known yet'}</dd>
      <dt>Secrets</dt>
      <dd>set (…{connection.credentials.lastFour})</dd>
      <dt>Tickets for</dt>
      <dd>{connection.minimumSeverity} severity and above</dd>
      <dt>Last success</dt>
      <dd>{formatTime(connection.lastSuccessAt)}</dd>
      <dt>Last error</dt>
      <dd className={connection.lastError ? 'error' : undefined}>
        {connection.lastError ? `${connection.lastError} (${formatTime(connection.lastErrorAt)})` : 'none'}
      </dd>
      <dt>Waiting for the PSA</dt>
      <dd>
        {connection.backlog.pending}
        {connection.backlog.oldestAt ? ` changes, the oldest from ${formatTime(connection.backlog.oldestAt)}` : ''}
      </dd>
    </dl>
  );
}

/** The tenant's PSA (administrators): its state, setting it, removing it. */
export default function PsaSettings() {
  const loaded = useGraph(keys.psa, ConsolePsaConnectionDocument, {});
  const [editing, setEditing] = useState(false);
  // None set: null (a service before that answered NOT_FOUND).
  const none =
    (loaded.data !== undefined && !loaded.data.psaConnection) ||
    (loaded.failure instanceof ComplianceApiError && loaded.failure.status === 404);
  const connection = none ? undefined : (loaded.data?.psaConnection ?? undefined);
  return (
    <>
      <ScreenHeading>PSA tickets</ScreenHeading>
      <p>
        A failing control opens one ticket in the PSA, notes changes of its failing subjects, and closes it when the
        control passes, goes out of scope or gets an exception. Each organization files under its PSA company, set on
        its screen.
      </p>
      <Busy loading={loaded.loading && !loaded.data && !loaded.failure} />
      {!none && <ErrorNote error={loaded.error} />}
      {connection && !editing && (
        <section aria-labelledby="psa-state-title" className="card">
          <h2 id="psa-state-title">Connection</h2>
          <ConnectionState connection={connection} />
          <div className="actions">
            <button type="button" onClick={() => setEditing(true)}>
              Change the PSA connection
            </button>
            <RemoveConnection />
          </div>
        </section>
      )}
      {none && <p>No PSA is connected: no ticket is filed.</p>}
      {(none || editing) && (
        <section aria-labelledby="psa-form-title" className="card">
          <h2 id="psa-form-title">{connection ? 'Change the connection' : 'Connect a PSA'}</h2>
          <ConnectionForm current={connection} onDone={() => setEditing(false)} />
        </section>
      )}
    </>
  );
}
