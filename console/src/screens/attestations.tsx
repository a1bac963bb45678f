import { useId, useState } from 'react';
import { write } from '../api.ts';
import { Busy, ErrorNote } from '../components/common.tsx';
import { DateField, endOfDay, FormButtons, TextField, useAction, useSubmit } from '../components/fields.tsx';
import { formatDate } from '../components/status.tsx';
import {
  ConsoleAttestablePredicatesDocument,
  type ConsoleAttestablePredicatesQuery,
  ConsoleAttestationsDocument,
  type ConsoleAttestationsQuery,
  ConsoleRecordAttestationDocument,
  ConsoleWithdrawAttestationDocument,
} from '../generated/operations.ts';
import { ATTESTATION_MAX_DAYS, LIMITS } from '../limits.ts';
import { useCan } from '../me.ts';
import { invalidate, keys, useGraph } from '../query.ts';

type Attestation = ConsoleAttestationsQuery['organizationAttestations']['edges'][number]['node'];
type Attestable = ConsoleAttestablePredicatesQuery['attestablePredicates']['items'][number];

/** An attestation starts or ends: the list, then the grid and fleet once the engine re-evaluates. */
function changed(organizationId: string) {
  return invalidate(
    keys.attestations(organizationId),
    keys.organization(organizationId),
    keys.grid(organizationId),
    keys.fleet,
  );
}

function attestedValues(fields: Attestation['fields']): string {
  return Object.entries(fields as Record<string, unknown>)
    .map(([field, value]) => `${field} ${value ? 'yes' : 'no'}`)
    .join(', ');
}

function Withdraw({ organizationId, attestation }: { organizationId: string; attestation: Attestation }) {
  const action = useAction();
  const canWrite = useCan('organization.write');
  const withdraw = () =>
    action.run(async () => {
      await write('organization.write', ConsoleWithdrawAttestationDocument, {
        organizationId,
        attestationId: attestation.id,
      });
      await changed(organizationId);
    });
  if (!canWrite) return null;
  return (
    <>
      <button type="button" className="secondary" disabled={action.busy} onClick={withdraw}>
        Withdraw<span className="visually-hidden"> the attestation of {attestation.predicate}</span>
      </button>
      <ErrorNote error={action.error} />
    </>
  );
}

/**
 * Evidence a person gives where no API can answer (a restore test, awareness training): one
 * predicate the attestation connector supplies, what it is about, each of its fields yes or no,
 * why, and until when it counts (the service's window).
 */
function AttestationForm({ organizationId, onDone }: { organizationId: string; onDone(saved: boolean): void }) {
  const attestable = useGraph(keys.attestable, ConsoleAttestablePredicatesDocument, {});
  const choices = attestable.data?.attestablePredicates.items ?? [];
  if (choices.length === 0) {
    return (
      <>
        <Busy loading={attestable.loading} />
        <ErrorNote error={attestable.error} />
      </>
    );
  }
  return <AttestationFields organizationId={organizationId} choices={choices} onDone={onDone} />;
}

function AttestationFields({
  organizationId,
  choices,
  onDone,
}: {
  organizationId: string;
  choices: Attestable[];
  onDone(saved: boolean): void;
}) {
  const ids = { predicate: useId() };
  const [predicate, setPredicate] = useState(choices[0]!.predicate);
  const declared = choices.find((candidate) => candidate.predicate === predicate) ?? choices[0]!;
  const submit = useSubmit(async (data) => {
    const fields = Object.fromEntries(declared.fields.map(({ name }) => [name, data.has(`field-${name}`)]));
    await write('organization.write', ConsoleRecordAttestationDocument, {
      organizationId,
      input: {
        predicate,
        subject: String(data.get('subject')).trim(),
        fields,
        note: String(data.get('note')).trim(),
        expiresAt: endOfDay(data.get('expires')) ?? '',
      },
    });
    await changed(organizationId);
    onDone(true);
  });
  return (
    <form className="stack" {...submit.props} aria-label="New attestation">
      <label htmlFor={ids.predicate}>What is attested</label>
      <select id={ids.predicate} value={predicate} onChange={(event) => setPredicate(event.target.value)}>
        {choices.map((candidate) => (
          <option key={candidate.predicate} value={candidate.predicate}>
            {candidate.predicate}
          </option>
        ))}
      </select>
      <TextField
        label="Subject"
        name="subject"
        limit={LIMITS.subject}
        required
        hint={`What it is about: ${declared.subject}.`}
      />
      <fieldset className="attestation-fields">
        <legend>Attested true (unticked: false)</legend>
        {declared.fields.map((field) => (
          <label key={`${predicate}-${field.name}`} className="check">
            <input type="checkbox" name={`field-${field.name}`} defaultChecked />
            {field.name}: {field.description}
          </label>
        ))}
      </fieldset>
      <TextField
        label="Note"
        name="note"
        limit={LIMITS.attestationNote}
        required
        multiline
        hint="What was checked, by whom, where the evidence is."
      />
      <DateField
        label="Counts until"
        name="expires"
        maxDays={ATTESTATION_MAX_DAYS}
        required
        hint="An attestation must be renewed: after this day its controls read no data again."
      />
      <ErrorNote error={submit.error} />
      <FormButtons label="Record attestation" busy={submit.busy} onCancel={() => onDone(false)} />
    </form>
  );
}

/** The organization's attestations: those in force (or all), who attested what and why, record and withdraw. */
export function Attestations({ organizationId }: { organizationId: string }) {
  const [includeEnded, setIncludeEnded] = useState(false);
  const [making, setMaking] = useState(false);
  const [saved, setSaved] = useState(false);
  const canWrite = useCan('organization.write');
  const loaded = useGraph(keys.attestations(organizationId), ConsoleAttestationsDocument, {
    organizationId,
    includeEnded,
  });
  const items = loaded.data?.organizationAttestations.edges.map((edge) => edge.node) ?? [];
  return (
    <section aria-labelledby="attestations-title" className="card">
      <h2 id="attestations-title">Attestations</h2>
      <ErrorNote error={loaded.error} />
      <label className="check">
        <input type="checkbox" checked={includeEnded} onChange={(event) => setIncludeEnded(event.target.checked)} />
        Show ended ones too
      </label>
      {loaded.data && items.length === 0 && <p>{includeEnded ? 'None.' : 'None in force.'}</p>}
      <ul className="plain exceptions">
        {items.map((attestation) => (
          <li key={attestation.id}>
            <span className="exception-text">
              <strong>{attestation.predicate}</strong> for {attestation.subject} ({attestedValues(attestation.fields)}
              ): “{attestation.note}”, by {attestation.attestedBy.name} on {formatDate(attestation.attestedAt)},{' '}
              {attestation.endedAt
                ? `ended ${formatDate(attestation.endedAt)} (${attestation.endReason})`
                : `until ${formatDate(attestation.expiresAt)}`}
            </span>
            {!attestation.endedAt && <Withdraw organizationId={organizationId} attestation={attestation} />}
          </li>
        ))}
      </ul>
      {saved && !making && <p role="status">Attestation recorded: its controls are judged again (seconds).</p>}
      {making ? (
        <AttestationForm
          organizationId={organizationId}
          onDone={(done) => {
            setMaking(false);
            setSaved(done);
          }}
        />
      ) : (
        canWrite && (
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setSaved(false);
              setMaking(true);
            }}
          >
            Record an attestation
          </button>
        )
      )}
    </section>
  );
}
