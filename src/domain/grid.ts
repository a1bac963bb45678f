import {
  type ComplianceRowDetail,
  type CoverageIndex,
  detailApplies,
  type MappedIntegration,
  normalizeDetail,
} from './coverage.ts';
import { asObject, type EffectiveSettings, effectiveSettings } from './settings.ts';
import type { ControlStatus } from './status.ts';

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
  severity: 'high' | 'medium' | 'low';
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
 * One row of the compliance grid. The stored evaluation is reported as it is, with two rules on
 * top: a control outside the effective scope is `not_applicable` whatever it last evaluated to,
 * and a control never evaluated here is `no_data` (it has proved nothing).
 */
export function complianceRow(
  entry: GridEntry,
  integrations: readonly MappedIntegration[],
  coverage: CoverageIndex,
): ComplianceRow {
  const settings = effectiveSettings({ enabled: entry.standardEnabled }, entry, {
    enabled: entry.overrideEnabled,
    parameters: entry.overrideParameters,
  });
  const status: ControlStatus = !settings.effectiveEnabled ? 'not_applicable' : (entry.status ?? 'no_data');
  const detail = normalizeDetail(entry.detail);
  // Disable metadata belongs to a not_applicable row, and only when an override put it there.
  const disabled = status === 'not_applicable' && entry.overrideEnabled === false;
  return {
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
    parameters: asObject(entry.parameters),
    requiredPredicates: entry.requires,
    sourceTypeCodes: coverage.sourceTypeCodes(entry.requires, integrations),
    sourceOptions: coverage.sourceOptions(entry.requires),
    connectedSourceTypeCodes: coverage.connectedSourceTypeCodes(entry.requires, integrations),
    disabledReason: disabled ? entry.disabledReason : null,
    disabledByName: disabled ? entry.disabledByName : null,
    disabledAt: disabled ? entry.disabledAt : null,
    openDetectionCount: entry.openDetectionCount,
  };
}
