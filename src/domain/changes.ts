import type { Severity } from './severity.ts';
import type { ControlStatus } from './status.ts';
import type { TriageStateName } from './triage.ts';

/**
 * What one evaluation of one organization changed, as the engine reports it to whoever listens
 * (webhooks, GraphQL subscriptions). An evaluation that changes nothing reports nothing: a scheduled
 * re-evaluation that only refreshes `evaluatedAt` publishes no change. These records are the one
 * declaration of each change: the event payloads are derived from them (`event-kinds.ts`).
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
  /** `reopened`: a detection its control's leaving the scope resolved fails again, back in scope. */
  kind: 'opened' | 'resolved' | 'reopened';
  detectionId: string;
  organizationId: string;
  /** The detection record's ruleId. */
  controlId: string;
  standardId: string;
  subject: string;
  severity: Severity;
  /** As stored on the detection (a resolved one keeps the title it was opened with). */
  title: string;
  at: Date;
}

/** A detection's triage changed (a person or key, or a snooze that ended); never the engine's evaluation. */
export interface TriageChange {
  detectionId: string;
  organizationId: string;
  /** The detection record's ruleId. */
  controlId: string;
  from: TriageStateName;
  to: TriageStateName;
  assigneeId: string | null;
  at: Date;
}

/** An override (of a control or of a whole standard) reached its expiresAt and ended by itself. */
export interface OverrideExpiredChange {
  organizationId: string;
  /** Set for a control's override, null for a standard's. */
  controlId: string | null;
  /** Set for a standard's override, null for a control's. */
  standardId: string | null;
  reason: string | null;
  expiredAt: Date;
}

/** A standard adopted from the library took the library's newer content (announced to each organization). */
export interface StandardUpdatedChange {
  organizationId: string;
  standardId: string;
  /** The standard's version before and after (the grid's standardVersion). */
  fromVersion: number;
  toVersion: number;
  /** The library versions it moved between. */
  libraryFromVersion: string;
  libraryToVersion: string;
  added: number;
  removed: number;
  changed: number;
  updatedAt: Date;
}

export interface ChangeSet {
  tenantId: string;
  organizationId: string;
  controls: ControlStatusChange[];
  rollup: RollupChange | null;
  detections: DetectionChange[];
  /** Triage changes; absent from the engine's evaluations. */
  triage?: TriageChange[];
  /** Overrides that ended at their expiresAt; absent from evaluations. */
  overridesExpired?: OverrideExpiredChange[];
  /** Library updates applied to a standard; absent from evaluations. */
  standardsUpdated?: StandardUpdatedChange[];
}

export function isEmpty(changes: ChangeSet): boolean {
  return (
    changes.controls.length === 0 &&
    changes.rollup === null &&
    changes.detections.length === 0 &&
    !changes.triage?.length &&
    !changes.overridesExpired?.length &&
    !changes.standardsUpdated?.length
  );
}
