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
import type { DetectionResolution } from '../domain/triage.ts';

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

/** A detection resolved out of scope whose window to reopen is still open (DECISIONS, "Scope changes keep history"). */
export interface ReopenableDetection extends OpenDetection {
  resolvedAt: Date;
}

/** How long a detection resolved out of scope waits for its control to come back. */
export const REOPEN_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

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
  /** Detections resolved out of scope that may still reopen (none when absent). */
  reopenable?: readonly ReopenableDetection[];
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

export interface ResolvedDetection {
  id: string;
  resolution: DetectionResolution;
  /** Until when it may reopen: set for a resolution out of scope, null otherwise. */
  reopenableUntil: Date | null;
}

export interface EvaluationPlan {
  verdicts: ReadonlyMap<string, Verdict>;
  evaluations: EvaluationRow[];
  states: StateRow[];
  opened: NewDetection[];
  /** Open detections whose subject still fails: their last sighting, evidence and reporting evaluation move on. */
  seen: { id: string; evidence: Evidence; evaluationId: string }[];
  /**
   * Open detections resolved: `out_of_scope` when their control left the effective scope (they may
   * reopen within the window), else `no_longer_failing` (the subject passes, is gone, or the
   * control can no longer judge it).
   */
  resolved: ResolvedDetection[];
  /** Detections resolved out of scope whose subject fails again with the control back in scope: open again. */
  reopened: { id: string; evidence: Evidence; evaluationId: string; resolvedAt: Date }[];
  /** Detections resolved out of scope whose subject was judged again and did not fail: they stay resolved for good. */
  unreopenable: string[];
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

/** Detections by control, then by subject; of several for one subject, the last listed wins. */
function detectionsByControl<D extends OpenDetection>(detections: readonly D[]): Map<string, Map<string, D>> {
  const byControl = new Map<string, Map<string, D>>();
  for (const detection of detections) {
    const subjects = byControl.get(detection.controlId) ?? new Map<string, D>();
    byControl.set(detection.controlId, subjects);
    subjects.set(detection.subject, detection);
  }
  return byControl;
}

/** The reopenable detections still in their window, the latest resolution of each subject last. */
function reopenableByControl(inputs: EvaluationInputs, now: Date): Map<string, Map<string, ReopenableDetection>> {
  const since = now.getTime() - REOPEN_WINDOW_DAYS * DAY_MS;
  const inWindow = (inputs.reopenable ?? [])
    .filter((detection) => detection.resolvedAt.getTime() > since)
    .sort((a, b) => a.resolvedAt.getTime() - b.resolvedAt.getTime());
  return detectionsByControl(inWindow);
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

/** What one control's detections are, before this evaluation: open, and resolved out of scope in the window. */
interface ControlDetections {
  open: ReadonlyMap<string, OpenDetection>;
  reopenable: ReadonlyMap<string, ReopenableDetection>;
}

/**
 * One open detection per failing subject: the set of open ones is made equal to the set of
 * failing subjects, so a control that passes, leaves the scope or loses coverage resolves all.
 * A failing subject with no open detection takes back the one its control's leaving the scope
 * resolved, when there is one in the window; otherwise a new one opens. A control judged again
 * (pass, fail, no_data) ends the window of the subjects it does not find failing.
 */
function planDetections(
  plan: EvaluationPlan,
  control: PlanControl,
  verdict: Verdict,
  detections: ControlDetections,
  evaluationId: string,
  now: Date,
): void {
  const { open, reopenable } = detections;
  const { predicate, expect } = controlDefinition(control);
  const failingSubjects = new Set<string>();
  for (const { subject, observation } of verdict.failing) {
    failingSubjects.add(subject);
    const evidence = evidenceOf(predicate, expect, observation);
    const existing = open.get(subject);
    const resolved = existing ? undefined : reopenable.get(subject);
    if (existing) {
      plan.seen.push({ id: existing.id, evidence, evaluationId });
    } else if (resolved) {
      plan.reopened.push({ id: resolved.id, evidence, evaluationId, resolvedAt: resolved.resolvedAt });
      detectionChange(plan, 'reopened', resolved, control, now);
    } else {
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
  }
  const outOfScope = verdict.status === 'not_applicable';
  const resolution: ResolvedDetection = outOfScope
    ? { id: '', resolution: 'out_of_scope', reopenableUntil: new Date(now.getTime() + REOPEN_WINDOW_DAYS * DAY_MS) }
    : { id: '', resolution: 'no_longer_failing', reopenableUntil: null };
  for (const [subject, detection] of open) {
    if (failingSubjects.has(subject)) continue;
    plan.resolved.push({ ...resolution, id: detection.id });
    detectionChange(plan, 'resolved', detection, control, now);
  }
  if (!JUDGED.has(verdict.status)) return;
  for (const [subject, detection] of reopenable) {
    if (!failingSubjects.has(subject) || open.has(subject)) plan.unreopenable.push(detection.id);
  }
}

/** Statuses that judged the control's subjects here (not_applicable and not_covered judge nothing). */
const JUDGED: ReadonlySet<ControlStatus> = new Set(['pass', 'fail', 'no_data']);

const NONE: ReadonlyMap<string, never> = new Map<string, never>();

export function planEvaluation(inputs: EvaluationInputs, now: Date): EvaluationPlan {
  const { tenantId, organizationId, controls, states } = inputs;
  const coverage = new CoverageIndex(inputs.catalog);
  const byPredicate = factsByPredicate(inputs.facts);
  const openByControl = detectionsByControl(inputs.openDetections);
  const reopenable = reopenableByControl(inputs, now);

  const plan: EvaluationPlan = {
    verdicts: new Map(),
    evaluations: [],
    states: [],
    opened: [],
    seen: [],
    resolved: [],
    reopened: [],
    unreopenable: [],
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
    planDetections(
      plan,
      control,
      verdict,
      { open: openByControl.get(control.id) ?? NONE, reopenable: reopenable.get(control.id) ?? NONE },
      evaluationId,
      now,
    );
  }

  plan.daily = countStatuses(after.map((status) => ({ status })));
  const from = rollup(before);
  const to = rollup(after);
  if (from !== to) plan.changes.rollup = { organizationId, from, to };
  return plan;
}
