import type { ComplianceRowDetail, CoverageIndex, MappedIntegration } from './coverage.ts';
import { asObject, effectiveSettings, type OverrideSettings } from './settings.ts';
import type { ControlStatus } from './status.ts';

/**
 * How one control is judged for one organization (DECISIONS, "Facts and evaluation rules"), stated
 * once: the engine computes statuses with it, the seeds replay history through the engine, and
 * the grid's read-time scope rule (`statusInScope`) is the first rule below.
 *
 * 1. Out of the effective scope (standard, control or override disabled): `not_applicable`.
 * 2. A required predicate with no mapped supplier here: `not_covered`, detail reason A.
 * 3. Otherwise the facts of `match.predicate` from its mapped suppliers decide: no subject is
 *    `no_data`, a failing subject is `fail`, else `pass`; reason B rides along when a supplier of
 *    a required predicate is mapped but not connected (the facts are its last observation).
 */

/** The most facts one push may carry. */
export const MAX_FACTS_PER_PUSH = 10_000;

/** The most predicates one push may name as reported in full (`predicates`). */
export const MAX_NAMED_PREDICATES = 1_000;

export interface EvaluatedControl {
  id: string;
  enabled: boolean;
  parameters: unknown;
  requires: readonly string[];
  /** `{match: {predicate}, expect: {<field>: <value>}}` */
  definition: unknown;
  standard: { enabled: boolean };
}

/** One connector's latest report of one subject of a predicate. */
export interface Observation {
  typeCode: string;
  subject: string;
  fields: Readonly<Record<string, unknown>>;
  observedAt: Date;
}

export interface FailingSubject {
  subject: string;
  /** The report that failed; when several connectors report the subject, the first failing one by type code. */
  observation: Observation;
}

export interface Verdict {
  status: ControlStatus;
  subjectsEvaluated: number;
  subjectsFailing: number;
  detail: ComplianceRowDetail | null;
  /** Ordered by subject; empty unless the status is `fail`. */
  failing: FailingSubject[];
}

export interface ControlDefinition {
  predicate: string;
  expect: Record<string, unknown>;
}

/** The judged predicate and expectation of a control; a definition without a predicate judges its first requirement. */
export function controlDefinition(control: { definition: unknown; requires: readonly string[] }): ControlDefinition {
  const definition = asObject(control.definition);
  const match = asObject(definition.match);
  const predicate = typeof match.predicate === 'string' ? match.predicate : (control.requires[0] ?? '');
  return { predicate, expect: asObject(definition.expect) };
}

/** A subject passes when every expected field equals the expected value exactly. */
export function passes(fields: Readonly<Record<string, unknown>>, expect: Readonly<Record<string, unknown>>): boolean {
  for (const [field, value] of Object.entries(expect)) if (fields[field] !== value) return false;
  return true;
}

/** The expected fields a subject's report does not meet (empty when it passes), in the expectation's order. */
export function missedFields(
  fields: Readonly<Record<string, unknown>>,
  expect: Readonly<Record<string, unknown>>,
): string[] {
  return Object.entries(expect)
    .filter(([field, value]) => fields[field] !== value)
    .map(([field]) => field);
}

/**
 * The status a surface shows for a control: out of scope is `not_applicable` whatever was last
 * stored, and an in-scope control never evaluated here is `no_data` (it has proved nothing).
 */
export function statusInScope(effectiveEnabled: boolean, stored: ControlStatus | null): ControlStatus {
  if (!effectiveEnabled) return 'not_applicable';
  return stored ?? 'no_data';
}

const NOTHING: Pick<Verdict, 'subjectsEvaluated' | 'subjectsFailing' | 'failing'> = {
  subjectsEvaluated: 0,
  subjectsFailing: 0,
  failing: [],
};

export interface EvaluationInput {
  control: EvaluatedControl;
  override: OverrideSettings | null;
  integrations: readonly MappedIntegration[];
  coverage: CoverageIndex;
  /** Every stored report of a predicate for this organization, whichever connector sent it. */
  observations(predicate: string): readonly Observation[];
}

export function evaluateControl(input: EvaluationInput): Verdict {
  const { control, override, integrations, coverage } = input;
  const { effectiveEnabled } = effectiveSettings(control.standard, control, override);
  if (!effectiveEnabled) return { status: 'not_applicable', detail: null, ...NOTHING };

  const assessed = coverage.assess(control.requires, integrations);
  if (assessed.notCovered) return { status: 'not_covered', detail: assessed.detail, ...NOTHING };

  const { predicate, expect } = controlDefinition(control);
  // Only mapped suppliers count (an integration in any status): facts of a connector that is not
  // mapped here, or no longer declares (or now refuses) the predicate, are kept but not judged.
  const suppliers = new Set(coverage.sourceTypeCodes([predicate], integrations)[predicate]);
  const bySubject = new Map<string, Observation[]>();
  for (const observation of input.observations(predicate)) {
    if (!suppliers.has(observation.typeCode)) continue;
    const reports = bySubject.get(observation.subject);
    if (reports) reports.push(observation);
    else bySubject.set(observation.subject, [observation]);
  }

  const failing: FailingSubject[] = [];
  for (const [subject, reports] of bySubject) {
    // A subject two connectors report passes only when every report does.
    const failed = reports
      .filter((report) => !passes(report.fields, expect))
      .sort((a, b) => (a.typeCode < b.typeCode ? -1 : a.typeCode > b.typeCode ? 1 : 0))[0];
    if (failed) failing.push({ subject, observation: failed });
  }
  failing.sort((a, b) => (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0));

  const status: ControlStatus = bySubject.size === 0 ? 'no_data' : failing.length > 0 ? 'fail' : 'pass';
  return {
    status,
    subjectsEvaluated: bySubject.size,
    subjectsFailing: failing.length,
    detail: assessed.detail,
    failing,
  };
}
