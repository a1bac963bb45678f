import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { formatDate, formatTime, StatusBadge, triageText } from '../components/status.tsx';
import { TicketLink } from '../components/ticket.tsx';
import type { ConsoleGridRowFragment } from '../generated/operations.ts';
import { useCan } from '../me.ts';
import { leavesWith } from '../unsaved.ts';
import { EndException, ExceptionForm, exceptionTerms, type Override } from './exceptions.tsx';

type Row = ConsoleGridRowFragment;

function list(values: unknown): string {
  return Array.isArray(values) && values.length ? values.join(', ') : 'none in the catalog';
}

/** Reason A: required facts no connected integration supplies (what could, and who refuses). */
function ReasonA({ row }: { row: Row }) {
  const detail = row.detail;
  if (!detail?.missingPredicates.length) return null;
  return (
    <div className="reason">
      <h3>Reason A: not covered</h3>
      <p>No integration connected here supplies these facts:</p>
      <ul>
        {detail.missingPredicates.map((predicate) => (
          <li key={predicate}>
            <code>{predicate}</code>, could come from: {list(row.sourceOptions[predicate])}
          </li>
        ))}
      </ul>
      {detail.refusedHere.length > 0 && (
        <ul>
          {detail.refusedHere.map((refusal) => (
            <li key={refusal.connector}>
              {refusal.connector} declines: {refusal.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Reason B: facts judged from a supplier that is no longer connected. */
function ReasonB({ row }: { row: Row }) {
  const degraded = row.detail?.degradedCoverage ?? [];
  if (!degraded.length) return null;
  return (
    <div className="reason">
      <h3>Reason B: degraded coverage</h3>
      <ul>
        {degraded.map((entry) => (
          <li key={`${entry.typeCode}-${entry.predicate}`}>
            <code>{entry.predicate}</code> was last supplied by {entry.typeCode}, which is now {entry.status}
          </li>
        ))}
      </ul>
    </div>
  );
}

const shown = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

function failingWhence(failing: Row['failingSubjects'][number]): string {
  const reported = failing.source
    ? `reported by ${failing.source}${failing.observedAt ? ` ${formatTime(failing.observedAt)}` : ''}, `
    : '';
  // Triage never changes a status: a false positive still fails, and says it was judged one.
  const triaged = failing.triageState === 'new' ? '' : ` (triage: ${triageText(failing.triageState)})`;
  return `${reported}failing since ${formatTime(failing.firstSeenAt)}${triaged}`;
}

/** What fails: each failing subject, the expected fields it misses (expected, observed), its source, its detection. */
function FailingSubjects({ organizationId, row }: { organizationId: string; row: Row }) {
  if (row.failingSubjects.length === 0) return null;
  return (
    <div className="failing">
      <h3>
        Failing subjects ({row.failingSubjects.length} of {row.subjectsFailing})
      </h3>
      <ul>
        {row.failingSubjects.map((failing) => (
          <li key={failing.detectionId}>
            <strong>{failing.subject}</strong>:{' '}
            {failing.missingFields
              .map(
                (field) => `${field} should be ${shown(failing.expected[field])}, is ${shown(failing.observed[field])}`,
              )
              .join('; ')}
            <span className="subject">
              {failingWhence(failing)} ·{' '}
              <Link
                to="/organizations/$organizationId/detections/$detectionId"
                params={{ organizationId, detectionId: failing.detectionId }}
              >
                its detection<span className="visually-hidden"> for {failing.subject}</span>
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How to fix the control, as its framework's publisher says. */
function Remediation({ row }: { row: Row }) {
  if (!row.remediation || row.status === 'pass' || row.status === 'not_applicable') return null;
  return (
    <div className="remediation">
      <h3>How to fix it</h3>
      <p>{row.remediation.summary}</p>
      {row.remediation.steps.length > 0 && (
        <ol>
          {row.remediation.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      <p>
        <a href={row.remediation.url} rel="noreferrer">
          The publisher's guidance<span className="visually-hidden"> for {row.ruleName}</span>
        </a>
      </p>
    </div>
  );
}

/** Evidence people gave for the control's predicates here: who attested what, when, why, until when. */
function Attested({ row }: { row: Row }) {
  if (!row.attestations.length) return null;
  return (
    <div className="attested">
      <h3>Attested</h3>
      <ul>
        {row.attestations.map((attestation) => (
          <li key={attestation.id}>
            {attestation.subject}: by {attestation.attestedBy.name} on {formatDate(attestation.attestedAt)}, until{' '}
            {formatDate(attestation.expiresAt)}: “{attestation.note}”
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The row's scope for this client: the exception that takes it out (who, why, since, until) with a
 * way to end it, or a way to make one, for this control or its whole standard.
 */
function Scope({ organizationId, row, overrides }: { organizationId: string; row: Row; overrides: Override[] }) {
  const [making, setMaking] = useState(false);
  const [saved, setSaved] = useState(false);
  const canWrite = useCan('organization.write');
  const by = row.disabledByOverrideOf;
  const override = overrides.find((entry) =>
    by === 'control' ? entry.controlId === row.ruleId : by === 'standard' && entry.standardId === row.standardId,
  );
  if (by && override) {
    return (
      <div className="exception">
        <h3>Exception for this client</h3>
        <p>
          {by === 'standard' ? `Every control of ${row.standardName} is` : 'This control is'} out of scope here:{' '}
          {exceptionTerms(override)}.
        </p>
        <EndException
          organizationId={organizationId}
          override={override}
          label={by === 'standard' ? `End the exception for ${row.standardName}` : 'End this exception'}
        />
      </div>
    );
  }
  if (!row.effectiveEnabled) {
    return <p>Out of scope for every client: the control or its standard is disabled.</p>;
  }
  return (
    <div className="exception">
      <h3>Exception for this client</h3>
      {saved && (
        <p role="status">Exception saved: the row reads Not applicable once the engine has re-evaluated (seconds).</p>
      )}
      {making ? (
        <ExceptionForm
          organizationId={organizationId}
          targets={[
            { kind: 'control', id: row.ruleId, name: row.ruleName },
            { kind: 'standard', id: row.standardId, name: row.standardName },
          ]}
          leaves={leavesWith('row')}
          onDone={(done) => {
            setMaking(false);
            setSaved(done);
          }}
        />
      ) : (
        !saved &&
        canWrite && (
          <button type="button" className="secondary" onClick={() => setMaking(true)}>
            Make an exception
          </button>
        )
      )}
    </div>
  );
}

export function RowDetail(props: { organizationId: string; row: Row; overrides: Override[] }) {
  const { organizationId, row, overrides } = props;
  const navigate = useNavigate({ from: '/organizations/$organizationId' });
  const heading = useRef<HTMLHeadingElement>(null);
  // Each row opened moves focus to its detail, so a keyboard user lands where the answer is.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card row-detail" aria-labelledby="row-detail-title">
      <h2 id="row-detail-title" ref={heading} tabIndex={-1}>
        {row.ruleName}
      </h2>
      <p>
        <StatusBadge status={row.status} /> {row.standardName} · {row.category} · evaluated{' '}
        {formatTime(row.evaluatedAt)}
      </p>
      <p>
        Subjects failing: {row.subjectsFailing} of {row.subjectsEvaluated}. Requires:{' '}
        {row.requiredPredicates.join(', ') || 'nothing'}. Connected sources:{' '}
        {row.connectedSourceTypeCodes.join(', ') || 'none'}.
      </p>
      {row.ticket && (
        <p>
          PSA: <TicketLink ticket={row.ticket} />
        </p>
      )}
      <FailingSubjects organizationId={organizationId} row={row} />
      <ReasonA row={row} />
      <ReasonB row={row} />
      <Remediation row={row} />
      <Attested row={row} />
      {!row.detail && row.effectiveEnabled && <p>Every required fact has a connected source.</p>}
      <Scope organizationId={organizationId} row={row} overrides={overrides} />
      <button
        type="button"
        className="secondary"
        onClick={() => void navigate({ search: (previous) => ({ ...previous, row: undefined }) })}
      >
        Close detail
      </button>
    </section>
  );
}
