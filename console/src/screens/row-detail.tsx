import { useEffect, useRef } from 'react';
import { formatTime, StatusBadge } from '../components/status.tsx';
import type { ConsoleGridRowFragment } from '../generated/operations.ts';

function list(values: unknown): string {
  return Array.isArray(values) && values.length ? values.join(', ') : 'none in the catalog';
}

/** Reason A: required facts no connected integration supplies (what could, and who refuses). */
function ReasonA({ row }: { row: ConsoleGridRowFragment }) {
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
function ReasonB({ row }: { row: ConsoleGridRowFragment }) {
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

export function RowDetail({ row, onClose }: { row: ConsoleGridRowFragment; onClose(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Each row opened moves focus to its detail, so a keyboard user lands where the answer is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs per row opened
  useEffect(() => heading.current?.focus(), [row.ruleId]);
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
      {!row.effectiveEnabled && (
        <p>
          Out of scope here{row.disabledReason ? `: ${row.disabledReason}` : ''}
          {row.disabledByName ? ` (by ${row.disabledByName})` : ''}.
        </p>
      )}
      <ReasonA row={row} />
      <ReasonB row={row} />
      {!row.detail && row.effectiveEnabled && <p>Every required fact has a connected source.</p>}
      <button type="button" className="secondary" onClick={onClose}>
        Close detail
      </button>
    </section>
  );
}
