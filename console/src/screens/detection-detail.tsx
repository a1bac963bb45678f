import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage, graph } from '../api.ts';
import { ErrorNote } from '../components/common.tsx';
import { formatTime, SeverityTag, TRIAGE_STATES, triageText } from '../components/status.tsx';
import {
  ConsoleCommentOnDetectionDocument,
  ConsoleDetectionDocument,
  type ConsoleDetectionQuery,
  ConsoleTriageDetectionDocument,
  type TriageState,
} from '../generated/operations.ts';
import { useLoad } from '../hooks.ts';

type Detection = ConsoleDetectionQuery['detection'];

export function DetectionDetail({ id, onChange }: { id: string; onChange(): void }) {
  const loaded = useLoad(() => graph(ConsoleDetectionDocument, { id }), id);
  const heading = useRef<HTMLHeadingElement>(null);
  const detection = loaded.data?.detection;
  const shownId = detection?.id;
  // Focus moves to the detection once it is shown (a new one, not each reload after a save).
  useEffect(() => {
    if (shownId) heading.current?.focus();
  }, [shownId]);
  const changed = () => {
    loaded.reload();
    onChange();
  };
  return (
    <section className="card detection-detail" aria-labelledby="detection-title">
      <ErrorNote error={loaded.error} />
      {detection && (
        <>
          <h2 id="detection-title" ref={heading} tabIndex={-1}>
            {detection.title}
          </h2>
          <p>
            <SeverityTag severity={detection.severity} /> {detection.status} · {detection.subject} · first seen{' '}
            {formatTime(detection.firstSeenAt)}
          </p>
          <TriageForm detection={detection} onSaved={changed} />
          <CommentForm detectionId={detection.id} onSaved={changed} />
          <Activity detection={detection} />
        </>
      )}
    </section>
  );
}

function TriageForm({ detection, onSaved }: { detection: Detection; onSaved(): void }) {
  const [error, setError] = useState<string>();
  const ids = { state: useId(), reason: useId() };
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get('reason') ?? '').trim();
    try {
      setError(undefined);
      await graph(ConsoleTriageDetectionDocument, {
        detectionId: detection.id,
        input: { state: form.get('state') as TriageState, reason: reason || undefined },
      });
      onSaved();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }
  return (
    <form onSubmit={submit} className="stack" aria-label="Triage">
      <h3>Triage</h3>
      <p>
        Now: {triageText(detection.triage.state)}
        {detection.triage.updatedByName ? ` (by ${detection.triage.updatedByName})` : ''}
      </p>
      <label htmlFor={ids.state}>State</label>
      <select id={ids.state} name="state" defaultValue={detection.triage.state}>
        {TRIAGE_STATES.filter((state) => state !== 'snoozed').map((state) => (
          <option key={state} value={state}>
            {triageText(state)}
          </option>
        ))}
      </select>
      <label htmlFor={ids.reason}>Reason (needed for false positive)</label>
      <input id={ids.reason} name="reason" defaultValue={detection.triage.reason ?? ''} />
      <ErrorNote error={error} />
      <button type="submit" disabled={detection.status === 'resolved'}>
        Save triage
      </button>
    </form>
  );
}

function CommentForm({ detectionId, onSaved }: { detectionId: string; onSaved(): void }) {
  const [error, setError] = useState<string>();
  const id = useId();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const body = String(new FormData(target).get('body') ?? '').trim();
    if (!body) return setError('Write a comment first.');
    try {
      setError(undefined);
      await graph(ConsoleCommentOnDetectionDocument, { detectionId, body });
      target.reset();
      onSaved();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }
  return (
    <form onSubmit={submit} className="stack" aria-label="New comment">
      <label htmlFor={id}>Comment</label>
      <textarea id={id} name="body" rows={3} maxLength={4000} />
      <ErrorNote error={error} />
      <button type="submit">Add comment</button>
    </form>
  );
}

function Activity({ detection }: { detection: Detection }) {
  return (
    <>
      <h3>Activity</h3>
      <ol className="activity">
        {detection.activity.edges.map(({ node }, index) => (
          <li key={node.id ?? `${node.kind}-${index}`}>
            <time dateTime={node.at}>{formatTime(node.at)}</time> {node.by}: {node.kind === 'comment' && node.body}
            {node.kind === 'triage_changed' &&
              node.change &&
              `triage ${triageText(node.change.from)} → ${triageText(node.change.to)}${node.change.reason ? ` (${node.change.reason})` : ''}`}
            {node.kind !== 'comment' && node.kind !== 'triage_changed' && node.kind}
          </li>
        ))}
      </ol>
    </>
  );
}
