import {
  type ComplianceRowDetail,
  type CoverageIndex,
  detailApplies,
  type MappedIntegration,
  normalizeDetail,
} from './coverage.ts';
import { statusInScope } from './evaluation.ts';
import { asObject, type EffectiveSettings, effectiveSettings } from './settings.ts';
import type { Severity } from './severity.ts';
import { type ControlStatus, rollup } from './status.ts';

/**
 * One control of the tenant with what is stored beside it for one organization, flat, exactly as
 * the grid statement returns it (src/data/compliance.ts): the control, its standard, its latest
 * state (null columns when never evaluated here) and the organization's override (null columns
 * when there is none). The row below is built from it directly, with no intermediate shape.
 */
export interface GridEntry {
  id: string;
  name: string;
  category: string;
  severity: Severity;
  enabled: boolean;
  parameters: unknown;
  requires: string[];
  standardId: string;
  standardName: string;
  standardEnabled: boolean;
  status: ControlStatus | null;
  subjectsEvaluated: number | null;
  subjectsFailing: number | null;
  detail: unknown;
  evaluatedAt: Date | null;
  standardVersion: number | null;
  overrideEnabled: boolean | null;
  overrideParameters: unknown;
  disabledReason: string | null;
  disabledAt: Date | null;
  disabledByName: string | null;
  openDetectionCount: number;
  /** The organization's override of the control's standard (null columns when there is none). */
  standardOverrideEnabled: boolean | null;
  standardDisabledReason: string | null;
  standardDisabledAt: Date | null;
  standardDisabledByName: string | null;
}

export interface ComplianceRow extends EffectiveSettings {
  /** The organization the row belongs to (graph fields read what is kept for it: attestations). */
  organizationId: string;
  ruleId: string;
  ruleName: string;
  standardId: string;
  standardName: string;
  category: string;
  severity: Severity;
  status: ControlStatus;
  subjectsEvaluated: number;
  subjectsFailing: number;
  detail: ComplianceRowDetail | null;
  evaluatedAt: Date | null;
  standardVersion: number | null;
  parameters: Record<string, unknown>;
  requiredPredicates: string[];
  sourceTypeCodes: Record<string, string[]>;
  sourceOptions: Record<string, string[]>;
  connectedSourceTypeCodes: string[];
  disabledReason: string | null;
  disabledByName: string | null;
  disabledAt: Date | null;
  /** Which override put the row out of scope: the control's own, its standard's, or none. */
  disabledBy: 'control' | 'standard' | null;
  openDetectionCount: number;
}

/**
 * One row of the compliance grid: the engine's stored evaluation, under the scope rule of
 * `statusInScope` (so a control disabled a moment ago reads `not_applicable` before the engine has
 * re-evaluated it, and one never evaluated here reads `no_data`).
 */
export function complianceRow(
  organizationId: string,
  entry: GridEntry,
  integrations: readonly MappedIntegration[],
  coverage: CoverageIndex,
): ComplianceRow {
  // A standard overridden out of this organization is, here, a disabled standard.
  const standardOff = entry.standardOverrideEnabled === false;
  const settings = effectiveSettings({ enabled: entry.standardEnabled && !standardOff }, entry, {
    enabled: entry.overrideEnabled,
    parameters: entry.overrideParameters,
  });
  const status = statusInScope(settings.effectiveEnabled, entry.status);
  const detail = normalizeDetail(entry.detail);
  // Disable metadata belongs to a not_applicable row, and only when an override put it there: the
  // control's own when it disables the control, else the standard's.
  const disabledBy =
    status !== 'not_applicable' ? null : entry.overrideEnabled === false ? 'control' : standardOff ? 'standard' : null;
  const disabled = disabledBy === 'control';
  const byStandard = disabledBy === 'standard';
  return {
    organizationId,
    ruleId: entry.id,
    ruleName: entry.name,
    standardId: entry.standardId,
    standardName: entry.standardName,
    category: entry.category,
    severity: entry.severity,
    status,
    subjectsEvaluated: entry.subjectsEvaluated ?? 0,
    subjectsFailing: status === 'fail' ? (entry.subjectsFailing ?? 0) : 0,
    detail: detailApplies(status, detail) ? detail : null,
    evaluatedAt: entry.evaluatedAt,
    standardVersion: entry.standardVersion,
    ...settings,
    isOverridden: settings.isOverridden || standardOff,
    parameters: asObject(entry.parameters),
    requiredPredicates: entry.requires,
    sourceTypeCodes: coverage.sourceTypeCodes(entry.requires, integrations),
    sourceOptions: coverage.sourceOptions(entry.requires),
    connectedSourceTypeCodes: coverage.connectedSourceTypeCodes(entry.requires, integrations),
    disabledReason: disabled ? entry.disabledReason : byStandard ? entry.standardDisabledReason : null,
    disabledByName: disabled ? entry.disabledByName : byStandard ? entry.standardDisabledByName : null,
    disabledAt: disabled ? entry.disabledAt : byStandard ? entry.standardDisabledAt : null,
    disabledBy,
    openDetectionCount: entry.openDetectionCount,
  };
}

/** One organization's grid: its rows and the rollup over all of them. */
export interface ComplianceGrid {
  organizationId: string;
  organizationName: string;
  rollup: ControlStatus;
  items: ComplianceRow[];
}

/**
 * The grid from what the grid statement returns (src/data/compliance.ts, gridSources). The bench's
 * hand-written floor builds its body with this too, so both do the same work.
 */
export function complianceGrid(
  organization: { id: string; name: string },
  entries: readonly GridEntry[],
  integrations: readonly MappedIntegration[],
  coverage: CoverageIndex,
): ComplianceGrid {
  const items = entries.map((entry) => complianceRow(organization.id, entry, integrations, coverage));
  return {
    organizationId: organization.id,
    organizationName: organization.name,
    // The organization's rollup: over every row, whatever the filter shows.
    rollup: rollup(items.map((row) => row.status)),
    items,
  };
}
