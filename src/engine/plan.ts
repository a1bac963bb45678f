import type { EvaluationWriteRow, StateWriteRow, StoredState } from '../data/evaluation.ts';
import type { ChangeSet, ControlStatusChange, DetectionChange } from '../domain/changes.ts';
import type { MappedIntegration } from '../domain/coverage.ts';
import { type ConnectorCapability, CoverageIndex, normalizeDetail } from '../domain/coverage.ts';
import {
  controlDefinition,
  type EvaluatedControl,
  evaluateControl,
  type Observation,
  type Verdict,
} from '../domain/evaluation.ts';
import { uuidv7 } from '../domain/ids.ts';
import type { OverrideSettings } from '../domain/settings.ts';
import type { Severity } from '../domain/severity.ts';
import { type ControlStatus, countStatuses, rollup, type StatusCounts } from '../domain/status.ts';

/**
 * What one evaluation of one organization writes, decided without I/O from what was read: the
 * verdict of every control, history rows where something changed, the latest state of every
 * control in scope, detections opened, still seen and resolved, today's counts, and the change
 * set to publish. The engine reads, plans and writes in one transaction; tests drive the plan
 * directly to check its invariants.
 */

export interface PlanControl extends EvaluatedControl {
  standardId: string;
  name: string;
  severity: Severity;
  standard: { enabled: boolean; version: number };
}

/** A control's latest state as the last evaluation left it. */
export type PriorState = StoredState;

export interface OpenDetection {
  id: string;
  controlId: string;
  subject: string;
  severity: Severity;
  title: string;
}

export interface EvaluationInputs {
  tenantId: string;
  organizationId: string;
  controls: readonly PlanControl[];
  /** controlId -> the organization's override of it. */
  overrides: ReadonlyMap<string, OverrideSettings>;
  /** Standards the organization's standard overrides take out of its scope (none when absent). */
  disabledStandards?: ReadonlySet<string>;
  integrations: readonly MappedIntegration[];
  catalog: readonly ConnectorCapability[];
  /** Every stored fact of the organization. */
  facts: readonly FactInput[];
  /** controlId -> its latest state. */
  states: ReadonlyMap<string, PriorState>;
  openDetections: readonly OpenDetection[];
}

export interface EvaluationRow extends EvaluationWriteRow {
  evaluatedAt: Date;
}

export interface StateRow extends StateWriteRow {
  evaluatedAt: Date;
}

export interface Evidence {
  predicate: string;
  expected: Record<string, unknown>;
  observed: Readonly<Record<string, unknown>>;
  source: string;
  observedAt: string;
}

export interface NewDetection {
  id: string;
  controlId: string;
  evaluationId: string;
  severity: Severity;
  title: string;
  subject: string;
  evidence: Evidence;
}

export interface EvaluationPlan {
  verdicts: ReadonlyMap<string, Verdict>;
  evaluations: EvaluationRow[];
  states: StateRow[];
  opened: NewDetection[];
  /** Open detections whose subject still fails: their last sighting, evidence and reporting evaluation move on. */
  seen: { id: string; evidence: Evidence; evaluationId: string }[];
  /** Open detections whose subject passes, is gone, or whose control no longer judges it. */
  resolved: string[];
  /** The grid's statuses after this evaluation: today's trend bucket. */
  daily: StatusCounts;
  changes: ChangeSet;
}

type FactInput = Observation & { predicate: string };

function evidenceOf(predicate: string, expect: Record<string, unknown>, failed: Observation): Evidence {
  return {
    predicate,
    expected: expect,
    observed: failed.fields,
    source: failed.typeCode,
    observedAt: failed.observedAt.toISOString(),
  };
}

/** A detail as text that does not depend on key order (jsonb reorders keys when it stores them). */
function detailKey(detail: unknown): string {
  const d = normalizeDetail(detail)!;
  return JSON.stringify([
    d.missingPredicates,
    Object.entries(d.satisfiedBy).sort(([a], [b]) => (a < b ? -1 : 1)),
    d.connectedHere,
    d.refusedHere.map((r) => [r.connector, r.reason]),
    d.degradedCoverage.map((e) => [e.typeCode, e.predicate, e.status]),
  ]);
}

function sameDetail(stored: unknown, computed: unknown): boolean {
  if (stored == null || computed == null) return stored == null && computed == null;
  return detailKey(stored) === detailKey(computed);
}

function unchanged(prior: PriorState, verdict: Verdict, standardVersion: number): boolean {
  return (
    prior.status === verdict.status &&
    prior.subjectsEvaluated === verdict.subjectsEvaluated &&
    prior.subjectsFailing === verdict.subjectsFailing &&
    prior.standardVersion === standardVersion &&
    sameDetail(prior.detail, verdict.detail)
  );
}

function factsByPredicate(facts: readonly FactInput[]): Map<string, FactInput[]> {
  const byPredicate = new Map<string, FactInput[]>();
  for (const fact of facts) {
    const list = byPredicate.get(fact.predicate);
    if (list) list.push(fact);
    else byPredicate.set(fact.predicate, [fact]);
  }
  return byPredicate;
}

function openDetectionsByControl(
  detections: EvaluationInputs['openDetections'],
): Map<string, Map<string, OpenDetection>> {
  const openByControl = new Map<string, Map<string, OpenDetection>>();
  for (const detection of detections) {
    const subjects = openByControl.get(detection.controlId) ?? new Map<string, OpenDetection>();
    openByControl.set(detection.controlId, subjects);
    subjects.set(detection.subject, detection);
  }
  return openByControl;
}

function detectionChange(
  plan: EvaluationPlan,
  kind: DetectionChange['kind'],
  detection: Pick<OpenDetection, 'id' | 'subject' | 'severity' | 'title'>,
  control: PlanControl,
  now: Date,
): void {
  plan.changes.detections.push({
    kind,
    detectionId: detection.id,
    organizationId: plan.changes.organizationId,
    controlId: control.id,
    standardId: control.standardId,
    subject: detection.subject,
    severity: detection.severity,
    title: detection.title,
    at: now,
  });
}

/** Plans the control's evaluation row (only when something changed), its state and its status change. */
function planOutcome(
  plan: EvaluationPlan,
  control: PlanControl,
  verdict: Verdict,
  prior: PriorState | undefined,
  now: Date,
): string {
  const outcome = {
    controlId: control.id,
    status: verdict.status,
    subjectsEvaluated: verdict.subjectsEvaluated,
    subjectsFailing: verdict.subjectsFailing,
    detail: verdict.detail,
    standardVersion: control.standard.version,
    evaluatedAt: now,
  };
  let evaluationId = prior?.evaluationId;
  if (!prior || !unchanged(prior, verdict, control.standard.version)) {
    evaluationId = uuidv7(now.getTime());
    plan.evaluations.push({ id: evaluationId, ...outcome });
  }
  plan.states.push({ ...outcome, standardId: control.standardId, evaluationId: evaluationId! });
  if (prior?.status !== verdict.status) {
    const change: ControlStatusChange = {
      organizationId: plan.changes.organizationId,
      controlId: control.id,
      standardId: control.standardId,
      from: prior?.status ?? null,
      to: verdict.status,
      evaluatedAt: now,
    };
    plan.changes.controls.push(change);
  }
  return evaluationId!;
}

/**
 * One open detection per failing subject: the set of open ones is made equal to the set of
 * failing subjects, so a control that passes, leaves the scope or loses coverage resolves all.
 */
function planDetections(
  plan: EvaluationPlan,
  control: PlanControl,
  verdict: Verdict,
  open: ReadonlyMap<string, OpenDetection>,
  evaluationId: string,
  now: Date,
): void {
  const { predicate, expect } = controlDefinition(control);
  const failingSubjects = new Set<string>();
  for (const { subject, observation } of verdict.failing) {
    failingSubjects.add(subject);
    const evidence = evidenceOf(predicate, expect, observation);
    const existing = open.get(subject);
    if (existing) {
      plan.seen.push({ id: existing.id, evidence, evaluationId });
      continue;
    }
    const opened = {
      id: uuidv7(now.getTime()),
      controlId: control.id,
      evaluationId,
      severity: control.severity,
      title: `${control.name}: ${subject}`,
      subject,
      evidence,
    };
    plan.opened.push(opened);
    detectionChange(plan, 'opened', opened, control, now);
  }
  for (const [subject, detection] of open) {
    if (failingSubjects.has(subject)) continue;
    plan.resolved.push(detection.id);
    detectionChange(plan, 'resolved', detection, control, now);
  }
}

export function planEvaluation(inputs: EvaluationInputs, now: Date): EvaluationPlan {
  const { tenantId, organizationId, controls, states } = inputs;
  const coverage = new CoverageIndex(inputs.catalog);
  const byPredicate = factsByPredicate(inputs.facts);
  const openByControl = openDetectionsByControl(inputs.openDetections);

  const plan: EvaluationPlan = {
    verdicts: new Map(),
    evaluations: [],
    states: [],
    opened: [],
    seen: [],
    resolved: [],
    daily: countStatuses([]),
    changes: { tenantId, organizationId, controls: [], rollup: null, detections: [] },
  };
  const verdicts = plan.verdicts as Map<string, Verdict>;
  const before: ControlStatus[] = [];
  const after: ControlStatus[] = [];

  const disabledStandards = inputs.disabledStandards ?? new Set<string>();
  for (const listed of controls) {
    // A standard overridden out of this organization is, here, a disabled standard.
    const control = disabledStandards.has(listed.standardId)
      ? { ...listed, standard: { ...listed.standard, enabled: false } }
      : listed;
    const verdict = evaluateControl({
      control,
      override: inputs.overrides.get(control.id) ?? null,
      integrations: inputs.integrations,
      coverage,
      observations: (predicate) => byPredicate.get(predicate) ?? [],
    });
    verdicts.set(control.id, verdict);
    after.push(verdict.status);
    const prior = states.get(control.id);
    // A standard that was never enabled has no state here (its organizationCount stays 0); the
    // grid and today's counts read its controls as not_applicable all the same.
    before.push(prior?.status ?? (control.standard.enabled ? 'no_data' : 'not_applicable'));
    if (!prior && !control.standard.enabled) continue;

    const evaluationId = planOutcome(plan, control, verdict, prior, now);
    planDetections(plan, control, verdict, openByControl.get(control.id) ?? new Map(), evaluationId, now);
  }

  plan.daily = countStatuses(after.map((status) => ({ status })));
  const from = rollup(before);
  const to = rollup(after);
  if (from !== to) plan.changes.rollup = { organizationId, from, to };
  return plan;
}
