import {
  type ComplianceRowDetail,
  type CoverageIndex,
  detailApplies,
  type MappedIntegration,
  normalizeDetail,
} from './coverage.ts';
import { statusInScope } from './evaluation.ts';
import { asObject, type EffectiveSettings, effectiveSettings, type OverrideSettings } from './settings.ts';
import type { ControlStatus } from './status.ts';

export interface GridControl {
  id: string;
  name: string;
  category: string;
  severity: 'high' | 'medium' | 'low';
  enabled: boolean;
  parameters: unknown;
  requires: string[];
  standard: { id: string; name: string; enabled: boolean };
}

export interface StoredState {
  status: ControlStatus;
  subjectsEvaluated: number;
  subjectsFailing: number;
  detail: unknown;
  evaluatedAt: Date;
  standardVersion: number | null;
}

export interface GridOverride extends OverrideSettings {
  disabledReason: string | null;
  disabledAt: Date | null;
  disabledBy: { name: string } | null;
}

export interface ComplianceRow extends EffectiveSettings {
  ruleId: string;
  ruleName: string;
  standardId: string;
  standardName: string;
  category: string;
  severity: 'high' | 'medium' | 'low';
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
  openDetectionCount: number;
}

/**
 * One row of the compliance grid: the engine's stored evaluation, under the scope rule of
 * `statusInScope` (so a control disabled a moment ago reads `not_applicable` before the engine has
 * re-evaluated it, and one never evaluated here reads `no_data`).
 */
export function complianceRow(input: {
  control: GridControl;
  state: StoredState | null;
  override: GridOverride | null;
  integrations: readonly MappedIntegration[];
  coverage: CoverageIndex;
  openDetectionCount: number;
}): ComplianceRow {
  const { control, state, override, integrations, coverage } = input;
  const settings = effectiveSettings(control.standard, control, override);
  const status = statusInScope(settings.effectiveEnabled, state?.status ?? null);
  const detail = normalizeDetail(state?.detail);
  // Disable metadata belongs to a not_applicable row, and only when an override put it there.
  const disabled = status === 'not_applicable' && override?.enabled === false ? override : null;
  return {
    ruleId: control.id,
    ruleName: control.name,
    standardId: control.standard.id,
    standardName: control.standard.name,
    category: control.category,
    severity: control.severity,
    status,
    subjectsEvaluated: state?.subjectsEvaluated ?? 0,
    subjectsFailing: status === 'fail' ? (state?.subjectsFailing ?? 0) : 0,
    detail: detailApplies(status, detail) ? detail : null,
    evaluatedAt: state?.evaluatedAt ?? null,
    standardVersion: state?.standardVersion ?? null,
    ...settings,
    parameters: asObject(control.parameters),
    requiredPredicates: control.requires,
    sourceTypeCodes: coverage.sourceTypeCodes(control.requires, integrations),
    sourceOptions: coverage.sourceOptions(control.requires),
    connectedSourceTypeCodes: coverage.connectedSourceTypeCodes(control.requires, integrations),
    disabledReason: disabled?.disabledReason ?? null,
    disabledByName: disabled?.disabledBy?.name ?? null,
    disabledAt: disabled?.disabledAt ?? null,
    openDetectionCount: input.openDetectionCount,
  };
}
