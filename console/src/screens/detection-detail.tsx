import { useParams } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorMessage, graph, write } from '../api.ts';
import { Busy, ErrorNote } from '../components/common.tsx';
import { DateField, endOfDay, TextField, useSubmit } from '../components/fields.tsx';
import { formatDate, formatTime, SeverityTag, TRIAGE_STATES, triageText } from '../components/status.tsx';
import { TicketLink } from '../components/ticket.tsx';
import {
  type ConsoleActivityPageFragment,
  ConsoleCommentOnDetectionDocument,
  ConsoleDetectionActivityDocument,
  ConsoleDetectionDocument,
  type ConsoleDetectionQuery,
  ConsoleTriageDetectionDocument,
  type TriageState,
} from '../generated/operations.ts';
import { LIMITS, SNOOZE_MAX_DAYS } from '../limits.ts';
import { useCan } from '../me.ts';
import { invalidate, keys, useGraph } from '../query.ts';

type Detection = ConsoleDetectionQuery['detection'];
type ActivityEntry = ConsoleActivityPageFragment['edges'][number]['node'];

const FROM = '/organizations/$organizationId/detections/$detectionId';

export default function DetectionDetail() {
  const { organizationId, detectionId: id } = useParams({ from: FROM });
  // Each refetch is a new answer (no structural sharing): the activity follows to its end after a
  // save even when its first page reads the same.
  const loaded = useGraph(keys.detection(id), ConsoleDetectionDocument, { id }, { structuralSharing: false });
  const heading = useRef<HTMLHeadingElement>(null);
  const detection = loaded.data?.detection;
  const shownId = detection?.id;
  // Focus moves to the detection once it is shown (a new one, not each reload after a save).
  useEffect(() => {
    if (shownId) heading.current?.focus();
  }, [shownId]);
  // After the analyst's own save the activity is shown to its end, where their entry is.
  const [toEnd, setToEnd] = useState(false);
  const canWrite = useCan('detection.write');
  const changed = () => {
    setToEnd(true);
    void invalidate(keys.detection(id), keys.detections(organizationId));
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
          {detection.ticket && (
            <p>
              PSA: <TicketLink ticket={detection.ticket} />
            </p>
          )}
          {canWrite ? (
            <>
              <TriageForm key={detection.triage.updatedAt ?? 'new'} detection={detection} onSaved={changed} />
              <CommentForm detectionId={detection.id} onSaved={changed} />
            </>
          ) : (
            <p>Triage: {triageNow(detection.triage)}</p>
          )}
          <Activity detection={detection} toEnd={toEnd} />
        </>
      )}
    </section>
  );
}

function triageNow(triage: Detection['triage']): string {
  return [
    triageText(triage.state),
    triage.state === 'snoozed' && triage.snoozedUntil ? `until ${formatDate(triage.snoozedUntil)}` : '',
    triage.assigneeName ? `assigned to ${triage.assigneeName}` : '',
    triage.updatedByName ? `(by ${triage.updatedByName})` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The triage: a state, and what that state asks for (a snooze needs a reason and the day it ends,
 * within the window the service allows; a false positive needs a reason). A resolved detection's
 * triage is read-only.
 */
function TriageForm({ detection, onSaved }: { detection: Detection; onSaved(): void }) {
  const [state, setState] = useState<TriageState>(detection.triage.state);
  const stateId = useId();
  const needsReason = state === 'snoozed' || state === 'false_positive';
  const submit = useSubmit(async (data) => {
    const reason = String(data.get('reason') ?? '').trim();
    await write('detection.write', ConsoleTriageDetectionDocument, {
      detectionId: detection.id,
      input: {
        state,
        reason: reason || undefined,
        snoozedUntil: state === 'snoozed' ? endOfDay(data.get('until')) : undefined,
      },
    });
    onSaved();
  });
  const readOnly = detection.status === 'resolved';
  return (
    <form {...submit.props} className="stack" aria-label="Triage">
      <h3>Triage</h3>
      <p>Now: {triageNow(detection.triage)}</p>
      {readOnly ? (
        <p>The detection is resolved: its triage is kept as it was.</p>
      ) : (
        <>
          <label htmlFor={stateId}>State</label>
          <select
            id={stateId}
            name="state"
            value={state}
            onChange={(event) => setState(event.target.value as TriageState)}
          >
            {TRIAGE_STATES.map((option) => (
              <option key={option} value={option}>
                {triageText(option)}
              </option>
            ))}
          </select>
          {state === 'snoozed' && <DateField label="Snooze until" name="until" maxDays={SNOOZE_MAX_DAYS} required />}
          <TextField
            label="Reason"
            name="reason"
            limit={LIMITS.reason}
            required={needsReason}
            initial={detection.triage.reason ?? ''}
          />
          <ErrorNote error={submit.error} />
          <button type="submit" disabled={submit.busy}>
            Save triage
          </button>
        </>
      )}
    </form>
  );
}

function CommentForm({ detectionId, onSaved }: { detectionId: string; onSaved(): void }) {
  // A new field after each comment sent: the saved text is no longer unsaved.
  const [generation, setGeneration] = useState(0);
  const submit = useSubmit(async (data) => {
    const body = String(data.get('body') ?? '').trim();
    if (!body) throw new Error('Write a comment first.');
    await write('detection.write', ConsoleCommentOnDetectionDocument, { detectionId, body });
    setGeneration((value) => value + 1);
    onSaved();
  });
  return (
    <form {...submit.props} className="stack" aria-label="New comment">
      <TextField key={generation} label="Comment" name="body" limit={LIMITS.comment} multiline required />
      <ErrorNote error={submit.error} />
      <button type="submit" disabled={submit.busy}>
        Add comment
      </button>
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
