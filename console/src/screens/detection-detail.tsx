import { TEXT_LIMITS, TRIAGE_STATES } from '@compliance-gateway/client';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorMessage, graph } from '../api.ts';
import { Busy, ErrorNote } from '../components/common.tsx';
import { formatTime, SeverityTag, triageText } from '../components/status.tsx';
import {
  type ConsoleActivityPageFragment,
  ConsoleCommentOnDetectionDocument,
  ConsoleDetectionActivityDocument,
  ConsoleDetectionDocument,
  type ConsoleDetectionQuery,
  ConsoleTriageDetectionDocument,
  type TriageState,
} from '../generated/operations.ts';
import { useLoad } from '../hooks.ts';

type Detection = ConsoleDetectionQuery['detection'];
type ActivityEntry = ConsoleActivityPageFragment['edges'][number]['node'];

export function DetectionDetail({ id, onChange }: { id: string; onChange(): void }) {
  const loaded = useLoad(() => graph(ConsoleDetectionDocument, { id }), id);
  const heading = useRef<HTMLHeadingElement>(null);
  const detection = loaded.data?.detection;
  const shownId = detection?.id;
  // Focus moves to the detection once it is shown (a new one, not each reload after a save).
  useEffect(() => {
    if (shownId) heading.current?.focus();
  }, [shownId]);
  // After the analyst's own save the activity is shown to its end, where their entry is.
  const [toEnd, setToEnd] = useState(false);
  const changed = () => {
    setToEnd(true);
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
          <Activity detection={detection} toEnd={toEnd} />
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
      <textarea id={id} name="body" rows={3} maxLength={TEXT_LIMITS.comment} />
      <ErrorNote error={error} />
      <button type="submit">Add comment</button>
    </form>
  );
}

/**
 * The detection's activity, oldest first: its first page with the detection, later pages on
 * demand ("Show later activity"), and every page to the end after the analyst's own save. A reload
 * of the detection starts again from its first page; a page that arrives after one is dropped.
 */
function useActivity(detectionId: string, first: ConsoleActivityPageFragment, toEnd: boolean) {
  const [later, setLater] = useState<{ entries: ActivityEntry[]; pageInfo: ConsoleActivityPageFragment['pageInfo'] }>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const shownFirst = useRef(first);
  shownFirst.current = first;

  const load = useCallback(
    async (from: ConsoleActivityPageFragment, cursor: string, untilEnd: boolean) => {
      setLoading(true);
      setError(undefined);
      try {
        const entries: ActivityEntry[] = [];
        let after = cursor;
        let pageInfo: ConsoleActivityPageFragment['pageInfo'];
        do {
          const page = (await graph(ConsoleDetectionActivityDocument, { id: detectionId, after })).detection.activity;
          entries.push(...page.edges.map((edge) => edge.node));
          pageInfo = page.pageInfo;
          after = pageInfo.endCursor ?? after;
        } while (untilEnd && pageInfo.hasNextPage && shownFirst.current === from);
        if (shownFirst.current !== from) return;
        // To the end: what follows the first page, whole; one more page: after what is shown.
        setLater((shown) => ({ entries: untilEnd ? entries : [...(shown?.entries ?? []), ...entries], pageInfo }));
      } catch (failure) {
        if (shownFirst.current === from) setError(errorMessage(failure));
      } finally {
        if (shownFirst.current === from) setLoading(false);
      }
    },
    [detectionId],
  );

  const followToEnd = useRef(toEnd);
  followToEnd.current = toEnd;
  useEffect(() => {
    setError(undefined);
    // After an own save, what was shown stays until the pages to the end replace it (no flicker
    // back to the first page); the activity only grows, so nothing shown meanwhile is wrong.
    if (followToEnd.current && first.pageInfo.hasNextPage && first.pageInfo.endCursor) {
      void load(first, first.pageInfo.endCursor, true);
    } else {
      setLater(undefined);
      setLoading(false);
    }
  }, [first, load]);

  const pageInfo = later?.pageInfo ?? first.pageInfo;
  return {
    entries: [...first.edges.map((edge) => edge.node), ...(later?.entries ?? [])],
    hasLater: pageInfo.hasNextPage,
    loading,
    error,
    showLater: () => pageInfo.endCursor && void load(first, pageInfo.endCursor, false),
  };
}

function Activity({ detection, toEnd }: { detection: Detection; toEnd: boolean }) {
  const { entries, hasLater, loading, error, showLater } = useActivity(detection.id, detection.activity, toEnd);
  const list = useRef<HTMLOListElement>(null);
  // The first entry "Show later activity" brings takes focus when it arrives (the button may go
  // with the last page), once: a reload after a save does not take it from the form.
  const focusOnArrival = useRef<number | undefined>(undefined);
  useEffect(() => {
    const index = focusOnArrival.current;
    if (index === undefined || index >= entries.length) return;
    focusOnArrival.current = undefined;
    (list.current?.children[index] as HTMLElement | undefined)?.focus();
  }, [entries.length]);
  const onShowLater = () => {
    focusOnArrival.current = entries.length;
    showLater();
  };
  return (
    <>
      <h3>Activity</h3>
      <ol className="activity" ref={list}>
        {entries.map((node, index) => (
          <li key={node.id ?? `${node.kind}-${index}`} tabIndex={-1}>
            <time dateTime={node.at}>{formatTime(node.at)}</time> {node.by}: {node.kind === 'comment' && node.body}
            {node.kind === 'triage_changed' &&
              node.change &&
              `triage ${triageText(node.change.from)} → ${triageText(node.change.to)}${node.change.reason ? ` (${node.change.reason})` : ''}`}
            {node.kind !== 'comment' && node.kind !== 'triage_changed' && node.kind}
          </li>
        ))}
      </ol>
      <Busy loading={loading} />
      <ErrorNote error={error} />
      {hasLater && (
        <button type="button" onClick={onShowLater} disabled={loading}>
          Show later activity
        </button>
      )}
    </>
  );
}
