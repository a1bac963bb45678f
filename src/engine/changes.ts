import type { OutboxClient } from '../data/events.ts';
import type { TriageStateName } from '../domain/events.ts';
import type { ControlStatus } from '../domain/status.ts';

/**
 * What one evaluation of one organization changed, as the engine reports it to whoever listens
 * (webhooks, GraphQL subscriptions). An evaluation that changes nothing reports nothing: a scheduled
 * re-evaluation that only refreshes `evaluatedAt` publishes no change.
 */
export interface ControlStatusChange {
  organizationId: string;
  controlId: string;
  standardId: string;
  /** null when the control had never been evaluated for this organization. */
  from: ControlStatus | null;
  to: ControlStatus;
  evaluatedAt: Date;
}

export interface RollupChange {
  organizationId: string;
  from: ControlStatus;
  to: ControlStatus;
}

export interface DetectionChange {
  kind: 'opened' | 'resolved';
  detectionId: string;
  organizationId: string;
  /** The detection record's ruleId. */
  controlId: string;
  standardId: string;
  subject: string;
  severity: 'high' | 'medium' | 'low';
  /** As stored on the detection (a resolved one keeps the title it was opened with). */
  title: string;
  at: Date;
}

/** A detection's triage changed (people, or a snooze that ended); never the engine's evaluation. */
export interface TriageChange {
  detectionId: string;
  organizationId: string;
  controlId: string;
  from: TriageStateName;
  to: TriageStateName;
  assigneeId: string | null;
  at: Date;
}

export interface ChangeSet {
  tenantId: string;
  organizationId: string;
  controls: ControlStatusChange[];
  rollup: RollupChange | null;
  detections: DetectionChange[];
  /** Triage changes; absent from the engine's evaluations. */
  triage?: TriageChange[];
}

export function isEmpty(changes: ChangeSet): boolean {
  return (
    changes.controls.length === 0 &&
    changes.rollup === null &&
    changes.detections.length === 0 &&
    !changes.triage?.length
  );
}

/**
 * Called by the engine inside the transaction that writes the evaluation, only for a non-empty
 * change set, so that what is announced (an outbox row, a delivery job, a NOTIFY) commits or rolls
 * back with what changed. Injected by the process wiring; the engine imports no listener.
 */
export type ChangePublisher = (tx: OutboxClient, changes: ChangeSet) => Promise<void>;
