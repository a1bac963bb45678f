import type { ControlStatus, Severity, TriageState } from '../generated/operations.ts';

const STATUS_TEXT: Record<ControlStatus, string> = {
  pass: 'Pass',
  fail: 'Fail',
  no_data: 'No data',
  not_covered: 'Not covered',
  not_applicable: 'Not applicable',
};

// A shape as well as a colour, so the status reads without colour vision (and in print).
const STATUS_MARK: Record<ControlStatus, string> = {
  pass: '✓',
  fail: '✕',
  no_data: '?',
  not_covered: '○',
  not_applicable: '–',
};

export const STATUSES = Object.keys(STATUS_TEXT) as ControlStatus[];
export const SEVERITIES: Severity[] = ['high', 'medium', 'low'];

export function statusText(status: ControlStatus): string {
  return STATUS_TEXT[status];
}

export function StatusBadge({ status }: { status: ControlStatus }) {
  return (
    <span className={`status status-${status}`}>
      <span aria-hidden="true" className="status-mark">
        {STATUS_MARK[status]}
      </span>
      {STATUS_TEXT[status]}
    </span>
  );
}

export function SeverityTag({ severity }: { severity: Severity }) {
  return <span className={`severity severity-${severity}`}>{severity}</span>;
}

export function formatScore(score: number | null | undefined): string {
  return score === null || score === undefined ? '—' : `${Math.round(score)}%`;
}

export function formatTime(value: string | null | undefined): string {
  return value ? new Date(value).toLocaleString() : '—';
}

export function formatDate(value: string | null | undefined): string {
  return value ? new Date(value).toLocaleDateString() : '—';
}

export const TRIAGE_STATES: TriageState[] = ['new', 'acknowledged', 'in_progress', 'snoozed', 'false_positive'];

export function triageText(state: TriageState): string {
  return state.replace('_', ' ');
}
