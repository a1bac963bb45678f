import { useId, useState } from 'react';
import { write } from '../api.ts';
import { ErrorNote } from '../components/common.tsx';
import { DateField, endOfDay, TextField, useSubmit } from '../components/fields.tsx';
import { TRIAGE_STATES, triageText } from '../components/status.tsx';
import {
  ConsoleAssignableUsersDocument,
  ConsoleTriageDetectionsDocument,
  type DetectionTriageInput,
  type TriageState,
  type TriageVersionInput,
} from '../generated/operations.ts';
import { LIMITS, SNOOZE_MAX_DAYS } from '../limits.ts';
import { invalidate, useGraph } from '../query.ts';

/** The choice that leaves a field of the selected detections as each one has it. */
const KEEP = 'keep';
const NOBODY = 'nobody';

/** The triage change the fields ask for (PATCH semantics: what is kept is left out). */
function triageInput(data: FormData): DetectionTriageInput {
  const state = String(data.get('state'));
  const assignee = String(data.get('assignee'));
  const reason = String(data.get('reason') ?? '').trim();
  return {
    state: state === KEEP ? undefined : (state as TriageState),
    assigneeId: assignee === KEEP ? undefined : assignee === NOBODY ? null : assignee,
    reason: reason || undefined,
    snoozedUntil: state === 'snoozed' ? endOfDay(data.get('until')) : undefined,
  };
}

/** The state (and what it asks for: a snooze's end, a reason) and the assignee, each "keep" by default. */
function BulkFields() {
  const [state, setState] = useState<string>(KEEP);
  const users = useGraph(['assignable-users'], ConsoleAssignableUsersDocument, {}).data?.assignableUsers ?? [];
  const ids = { state: useId(), assignee: useId() };
  return (
    <>
      <label htmlFor={ids.state}>State</label>
      <select id={ids.state} name="state" value={state} onChange={(event) => setState(event.target.value)}>
        <option value={KEEP}>Keep each one's state</option>
        {TRIAGE_STATES.map((option) => (
          <option key={option} value={option}>
            {triageText(option)}
          </option>
        ))}
      </select>
      {state === 'snoozed' && <DateField label="Snooze until" name="until" maxDays={SNOOZE_MAX_DAYS} required />}
      <label htmlFor={ids.assignee}>Assignee</label>
      <select id={ids.assignee} name="assignee" defaultValue={KEEP}>
        <option value={KEEP}>Keep each one's assignee</option>
        <option value={NOBODY}>Nobody</option>
        {users.map((user) => (
          <option key={user.id} value={user.id}>
            {user.name}
          </option>
        ))}
      </select>
      <TextField
        label="Reason"
        name="reason"
        limit={LIMITS.reason}
        required={state === 'snoozed' || state === 'false_positive'}
      />
    </>
  );
}

/**
 * One triage change for every selected detection, all or none: the service refuses the whole
 * change when one of them cannot take it, or was triaged by someone else since the list was read
 * (each one's `updatedAt` as read goes with the change), and says which.
 */
export function BulkTriage({ versions, onDone }: { versions: TriageVersionInput[]; onDone(): void }) {
  const ids = versions.map((version) => version.detectionId);
  const submit = useSubmit(async (data) => {
    try {
      await write('detection.write', ConsoleTriageDetectionsDocument, {
        detectionIds: ids,
        input: triageInput(data),
        expected: versions,
      });
    } catch (refused) {
      // A conflict asks to read the list again: it is, so sending again applies to what is shown now.
      await invalidate(['detections']);
      throw refused;
    }
    await invalidate(['detections'], ['detection']);
    onDone();
  });
  const count = `${ids.length} detection${ids.length === 1 ? '' : 's'}`;
  return (
    <form {...submit.props} className="card stack bulk-triage" aria-label="Triage the selected detections">
      <h2>Triage {count} at once</h2>
      <BulkFields />
      <ErrorNote error={submit.error} />
      <button type="submit" disabled={submit.busy}>
        Apply to {count}
      </button>
    </form>
  );
}
