import { type ControlStatus, STATUS_MEANING } from '../domain/status.ts';

/** The grid row as the wire carries it (dates as ISO strings, detail maps as JSON objects). */
export interface ExplainableRow {
  ruleId: string;
  ruleName: string;
  standardName: string;
  status: ControlStatus;
  subjectsEvaluated: number;
  subjectsFailing: number;
  evaluatedAt: string | null;
  standardVersion: number | null;
  effectiveEnabled: boolean;
  isOverridden: boolean;
  requiredPredicates: readonly string[];
  sourceOptions: Record<string, unknown>;
  connectedSourceTypeCodes: readonly string[];
  disabledReason: string | null;
  disabledByName: string | null;
  disabledAt: string | null;
  /** Which override put the row out of scope; absent or null when none did. */
  disabledByOverrideOf?: 'control' | 'standard' | null;
  openDetectionCount: number;
  detail: {
    missingPredicates: readonly string[];
    satisfiedBy: Record<string, unknown>;
    connectedHere: readonly string[];
    refusedHere: readonly { connector: string; reason: string }[];
    degradedCoverage: readonly { typeCode: string; predicate: string; status: string }[];
  } | null;
  /** How to fix it (graph only); absent or null when the control has none. */
  remediation?: { summary: string; steps: readonly string[]; url: string } | null;
  /** The attestations in force its predicates rest on. */
  attestations?: readonly {
    predicate: string;
    subject: string;
    note: string;
    attestedBy: { name: string };
    attestedAt: string;
    expiresAt: string;
  }[];
}

const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : 'none');
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The connector type codes a JSON map names for one predicate, ignoring anything malformed. */
function codesFor(map: Record<string, unknown>, predicate: string): string[] {
  const value = map[predicate];
  return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];
}

function suppliers(row: ExplainableRow, predicates: readonly string[]): string[] {
  return predicates.map((predicate) => {
    const options = codesFor(row.sourceOptions, predicate);
    return options.length > 0
      ? `${predicate} could be supplied by ${list(options)}`
      : `${predicate} cannot be supplied by any connector in the catalog`;
  });
}

function why(row: ExplainableRow): string[] {
  const lines: string[] = [];
  const { detail } = row;
  switch (row.status) {
    case 'pass':
      lines.push(
        `The last evaluation found the expectation satisfied across ${plural(row.subjectsEvaluated, 'subject')} evaluated.`,
      );
      break;
    case 'fail':
      lines.push(
        `${row.subjectsFailing} of ${plural(row.subjectsEvaluated, 'subject')} evaluated failed the expectation.`,
      );
      lines.push(`${plural(row.openDetectionCount, 'open detection')} linked to this control.`);
      break;
    case 'no_data':
      if (row.evaluatedAt === null) {
        lines.push('This control has never been evaluated for this organization, so it has proved nothing.');
      } else {
        lines.push(
          `The last evaluation received no usable facts for its required predicates (${list(row.requiredPredicates)}).`,
        );
      }
      lines.push(
        row.connectedSourceTypeCodes.length > 0
          ? `Connected here and able to supply them: ${list(row.connectedSourceTypeCodes)}.`
          : `No connector connected here supplies them. ${suppliers(row, row.requiredPredicates).join('; ')}.`,
      );
      break;
    case 'not_covered': {
      const missing = detail?.missingPredicates ?? [];
      lines.push(`Missing predicates, which nothing connected here can supply: ${list(missing)}.`);
      if (missing.length > 0) lines.push(`${suppliers(row, missing).join('; ')}.`);
      lines.push(`Connectors connected here: ${list(detail?.connectedHere ?? [])}.`);
      const supplied = Object.keys(detail?.satisfiedBy ?? {}).map(
        (predicate) => `${predicate} by ${list(codesFor(detail?.satisfiedBy ?? {}, predicate))}`,
      );
      if (supplied.length > 0) lines.push(`Already supplied here: ${supplied.join('; ')}.`);
      for (const refusal of detail?.refusedHere ?? []) {
        lines.push(
          `Connector ${refusal.connector} is connected here but declines to supply a required predicate. Its own reason: "${refusal.reason}"`,
        );
      }
      break;
    }
    case 'not_applicable':
      if (row.disabledByOverrideOf === 'standard') {
        lines.push(
          `The whole standard "${row.standardName}" is taken out of scope for this organization by ${row.disabledByName ?? 'an unrecorded user'} at ${row.disabledAt ?? 'an unrecorded time'}. Reason given: "${row.disabledReason ?? 'none recorded'}".`,
        );
      } else if (row.disabledReason !== null || row.disabledByName !== null) {
        lines.push(
          `Disabled for this organization by ${row.disabledByName ?? 'an unrecorded user'} at ${row.disabledAt ?? 'an unrecorded time'}. Reason given: "${row.disabledReason ?? 'none recorded'}".`,
        );
      } else if (row.isOverridden) {
        lines.push('An organization-level override takes this control out of the effective assessment scope.');
      } else {
        lines.push(
          'The control, or its standard, is disabled, so it is outside the effective assessment scope for every organization.',
        );
      }
      break;
  }
  for (const entry of detail?.degradedCoverage ?? []) {
    lines.push(
      `Degraded coverage: ${entry.predicate} comes from ${entry.typeCode}, whose integration status here is ${entry.status}. ` +
        `The result rests on the last observations ${entry.typeCode} reported, whose integration is not connected; this is not a failure of the control.`,
    );
  }
  return lines;
}

function freshness(row: ExplainableRow): string {
  if (row.evaluatedAt === null)
    return 'Never evaluated: there is no stored evaluation of this control for this organization.';
  const version = row.standardVersion === null ? '' : ` against version ${row.standardVersion} of the standard`;
  return (
    `Last evaluated at ${row.evaluatedAt}${version}. This is the stored result of that evaluation. ` +
    'Every fact push and every change of integrations, overrides or standards queues a new evaluation, and a schedule re-evaluates stale organizations, ' +
    'but the evidence is only as recent as the connectors’ last reports: judge freshness from this time.'
  );
}

function caveats(status: ControlStatus): string[] {
  const lines: string[] = [];
  if (status === 'no_data' || status === 'not_covered' || status === 'not_applicable') {
    lines.push(`${status} is neither a pass nor a fail: do not report or count it as passing.`);
  }
  if (status === 'pass') lines.push('A pass holds for the evidence seen at the evaluation time, not for today.');
  lines.push('An empty grid, or a count of assessed rows, is not passing.');
  lines.push('A successful answer does not establish freshness or complete coverage of the client.');
  return lines;
}

/** Who attested what this row rests on, when and why. */
function attested(row: ExplainableRow): string[] {
  if (!row.attestations?.length) return [];
  return [
    '',
    'Attested by people (not observed by a connector):',
    ...row.attestations.map(
      (a) =>
        `- ${a.predicate} for "${a.subject}": attested by ${a.attestedBy.name} on ${a.attestedAt}, in force until ${a.expiresAt}; note: ${a.note}`,
    ),
  ];
}

/** The control's remediation, where it has one: worth giving only for a row that is not passing. */
function howToFix(row: ExplainableRow): string[] {
  const fix = row.remediation;
  if (!fix || row.status === 'pass' || row.status === 'not_applicable') return [];
  return ['', `How to fix: ${fix.summary}`, ...fix.steps.map((step, i) => `${i + 1}. ${step}`), `Source: ${fix.url}`];
}

/** A plain-language account of one stored grid row, grounded only in what the row says. */
export function explainRow(row: ExplainableRow, organizationName: string): string {
  return [
    `Control "${row.ruleName}" (${row.standardName}, id ${row.ruleId}) for ${organizationName}: ${row.status}.`,
    '',
    `What it means: ${STATUS_MEANING[row.status]}`,
    '',
    'Why:',
    ...why(row).map((line) => `- ${line}`),
    '',
    `How fresh: ${freshness(row)}`,
    ...attested(row),
    ...howToFix(row),
    '',
    'Do not conclude:',
    ...caveats(row.status).map((line) => `- ${line}`),
  ].join('\n');
}
