import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../api.ts';
import { length } from '../limits.ts';
import { type Leaves, useUnsaved } from '../unsaved.ts';
import { ErrorNote } from './common.tsx';

/**
 * A labelled text field that says its limit as it is typed ("1,204 / 2,000"), marks itself invalid
 * past it (the text is kept whole: nothing is cut), and counts as unsaved text while it differs
 * from what it started with. Forms check `overLimit` before sending.
 */
export function TextField(props: {
  label: string;
  name: string;
  /** The service's limit in characters; none for a list the service bounds by its entries. */
  limit?: number;
  initial?: string;
  required?: boolean;
  multiline?: boolean;
  hint?: string;
  /** What takes the field off the screen, for the unsaved-text warning (default: another screen). */
  leaves?: Leaves;
  type?: 'text' | 'url' | 'email';
  autoComplete?: string;
}) {
  const { label, name, limit, initial = '', required, multiline, hint, leaves, type = 'text', autoComplete } = props;
  // What the field started with: a default the parent changes later (a renamed organization) is not typing.
  const [start] = useState(initial);
  const [value, setValue] = useState(initial);
  useUnsaved(value.trim() !== start.trim(), leaves);
  const id = useId();
  const count = length(value);
  const over = limit === undefined ? 0 : count - limit;
  const described = [limit === undefined ? '' : `${id}-count`, hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    required,
    'aria-invalid': over > 0 ? true : undefined,
    'aria-describedby': described || undefined,
    'data-limit': limit,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
  };
  return (
    <div className="field">
      <FieldLabel id={id} label={label} required={required} />
      {hint && (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      )}
      {multiline ? <textarea rows={3} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {limit !== undefined && (
        <span id={`${id}-count`} className={over > 0 ? 'count error' : 'count'}>
          {`${count.toLocaleString('en')} / ${limit.toLocaleString('en')}`}
          {over > 0 && ` characters: ${over.toLocaleString('en')} too many`}
        </span>
      )}
    </div>
  );
}

function FieldLabel({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {required ? '' : ' (optional)'}
    </label>
  );
}

/** The first field of the form that is over its limit, focused; null when every field fits. */
function overLimit(form: HTMLFormElement): string | null {
  const field = form.querySelector<HTMLInputElement | HTMLTextAreaElement>('[data-limit][aria-invalid="true"]');
  if (!field) return null;
  field.focus();
  const label = form.querySelector(`label[for="${CSS.escape(field.id)}"]`)?.textContent?.replace(' (optional)', '');
  return `${label ?? 'A field'} is longer than ${Number(field.dataset.limit).toLocaleString('en')} characters: shorten it (nothing was sent).`;
}

const DAY_MS = 86_400_000;

function isoDay(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/**
 * A date within the window the service accepts: from today to `maxDays` ahead, less one so the
 * end of the last day offered is still inside it. The date is the last day the thing lasts: it
 * ends at the end of that day, local time (`endOfDay`).
 */
export function DateField(props: { label: string; name: string; maxDays: number; required?: boolean; hint?: string }) {
  const { label, name, maxDays, required, hint } = props;
  const id = useId();
  const now = new Date();
  return (
    <div className="field">
      <FieldLabel id={id} label={label} required={required} />
      <span id={`${id}-hint`} className="hint">
        {hint ?? 'Through the end of this day.'} From {isoDay(now)} to{' '}
        {isoDay(new Date(now.getTime() + (maxDays - 1) * DAY_MS))}.
      </span>
      <input
        id={id}
        name={name}
        type="date"
        required={required}
        min={isoDay(now)}
        max={isoDay(new Date(now.getTime() + (maxDays - 1) * DAY_MS))}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}

/** The end of a picked day (YYYY-MM-DD) in the browser's time zone, as the graph's DateTime; null when none. */
export function endOfDay(day: FormDataEntryValue | null): string | null {
  if (typeof day !== 'string' || !day) return null;
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!, 23, 59, 59).toISOString();
}

/**
 * A form's sending: a field over its limit is refused before anything is sent; the service's
 * refusal is said in the form and goes as soon as the input changes; busy while it sends.
 * Spread `props` on the form, show `error` in it and disable its button while `busy`.
 */
export function useSubmit(send: (data: FormData, form: HTMLFormElement) => Promise<void>) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const tooLong = overLimit(form);
    if (tooLong) return setError(tooLong);
    setError(undefined);
    setBusy(true);
    try {
      await send(new FormData(form), form);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }
  return {
    error,
    busy,
    props: { onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event), onInput: () => setError(undefined) },
  };
}

/** One action outside a form (end, revoke, a status picked): busy while it runs, its refusal said. */
export function useAction() {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<unknown>) {
    setError(undefined);
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }
  return { error, busy, run: (action: () => Promise<unknown>) => void run(action) };
}

/** A button that asks once more before it acts (its question and its two answers). */
export function Confirmed(props: {
  label: string;
  /** What it acts on, for a screen reader when the label alone is shared by a table's rows. */
  name?: string;
  question: string;
  act(): Promise<unknown>;
}) {
  const [asking, setAsking] = useState(false);
  const action = useAction();
  const hidden = props.name && <span className="visually-hidden"> {props.name}</span>;
  return (
    <>
      {asking ? (
        <span className="confirm">
          {props.question}{' '}
          <button type="button" className="danger" disabled={action.busy} onClick={() => action.run(props.act)}>
            {props.label} now{hidden}
          </button>{' '}
          <button type="button" className="secondary" onClick={() => setAsking(false)}>
            Keep it
          </button>
        </span>
      ) : (
        <button type="button" className="danger" onClick={() => setAsking(true)}>
          {props.label}
          {hidden}
        </button>
      )}
      <ErrorNote error={action.error} />
    </>
  );
}

/** A form's send button (off while it sends) and, where the form can be left, its Cancel. */
export function FormButtons({ label, busy, onCancel }: { label: string; busy: boolean; onCancel?(): void }) {
  return (
    <div className="actions">
      <button type="submit" disabled={busy}>
        {label}
      </button>
      {onCancel && (
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  );
}
