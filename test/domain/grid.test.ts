import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type ConnectorCapability, CoverageIndex, emptyDetail } from '../../src/domain/coverage.ts';
import { complianceRow, type GridEntry } from '../../src/domain/grid.ts';
import { CONTROL_STATUSES } from '../../src/domain/status.ts';

const CATALOG: ConnectorCapability[] = [
  { typeCode: 'jamf', predicates: ['device.disk'], refusals: {} },
  { typeCode: 'intune', predicates: ['device.disk', 'device.firewall'], refusals: {} },
];
const coverage = new CoverageIndex(CATALOG);
const integrations = [
  { typeCode: 'jamf', status: 'connected' as const },
  { typeCode: 'intune', status: 'error' as const },
];
const EVALUATED_AT = new Date('2024-06-15T10:00:00Z');
const DISABLED_AT = new Date('2024-05-01T09:00:00Z');

/** A control of an enabled standard, evaluated to pass, with no override. */
function entry(changes: Partial<GridEntry> = {}): GridEntry {
  return {
    id: 'c1',
    name: 'Disk encryption',
    category: 'Data Protection',
    severity: 'high',
    enabled: true,
    parameters: { minimum: 1 },
    requires: ['device.disk'],
    standardId: 's1',
    standardName: 'CIS',
    standardEnabled: true,
    status: 'pass',
    subjectsEvaluated: 12,
    subjectsFailing: 0,
    detail: null,
    evaluatedAt: EVALUATED_AT,
    standardVersion: 3,
    overrideEnabled: null,
    overrideParameters: null,
    disabledReason: null,
    disabledAt: null,
    disabledByName: null,
    openDetectionCount: 0,
    standardOverrideEnabled: null,
    standardDisabledReason: null,
    standardDisabledAt: null,
    standardDisabledByName: null,
    ...changes,
  };
}
const row = (changes: Partial<GridEntry> = {}) => complianceRow('o1', entry(changes), integrations, coverage);

describe('a grid row', () => {
  test('reports the stored evaluation with its effective settings and coverage, in wire order', () => {
    expect(row({ openDetectionCount: 2 })).toStrictEqual({
      organizationId: 'o1',
      ruleId: 'c1',
      ruleName: 'Disk encryption',
      standardId: 's1',
      standardName: 'CIS',
      category: 'Data Protection',
      severity: 'high',
      status: 'pass',
      subjectsEvaluated: 12,
      subjectsFailing: 0,
      detail: null,
      evaluatedAt: EVALUATED_AT,
      standardVersion: 3,
      effectiveEnabled: true,
      effectiveParameters: { minimum: 1 },
      isOverridden: false,
      parameters: { minimum: 1 },
      requiredPredicates: ['device.disk'],
      sourceTypeCodes: { 'device.disk': ['intune', 'jamf'] },
      sourceOptions: { 'device.disk': ['intune', 'jamf'] },
      connectedSourceTypeCodes: ['jamf'],
      disabledReason: null,
      disabledByName: null,
      disabledAt: null,
      disabledBy: null,
      openDetectionCount: 2,
    });
  });

  test('never evaluated here: no_data, nothing counted, no time', () => {
    expect(
      row({
        status: null,
        subjectsEvaluated: null,
        subjectsFailing: null,
        evaluatedAt: null,
        standardVersion: null,
      }),
    ).toMatchObject({
      status: 'no_data',
      subjectsEvaluated: 0,
      subjectsFailing: 0,
      evaluatedAt: null,
      standardVersion: null,
    });
  });

  test.each([
    ['its standard is disabled', { standardEnabled: false }],
    ['the control is disabled', { enabled: false }],
    ['an override disables it', { overrideEnabled: false }],
  ])('not_applicable whatever it last evaluated to when %s', (_, changes) => {
    for (const status of CONTROL_STATUSES) {
      expect(row({ status, ...changes })).toMatchObject({
        status: 'not_applicable',
        effectiveEnabled: false,
        detail: null,
      });
    }
  });

  test('an override can bring a disabled control back into scope', () => {
    expect(row({ enabled: false, overrideEnabled: true, status: 'fail', subjectsFailing: 3 })).toMatchObject({
      status: 'fail',
      subjectsFailing: 3,
      isOverridden: true,
    });
  });

  test('only a fail carries a failing count', () => {
    expect(row({ status: 'fail', subjectsFailing: 4 }).subjectsFailing).toBe(4);
    expect(row({ status: 'pass', subjectsFailing: 4 }).subjectsFailing).toBe(0);
    expect(row({ status: 'fail', subjectsFailing: 4, standardEnabled: false }).subjectsFailing).toBe(0);
  });

  test('disable metadata only when an override put the row out of scope', () => {
    const metadata = { disabledReason: 'Out of scope', disabledByName: 'Demo Admin', disabledAt: DISABLED_AT };
    expect(row({ overrideEnabled: false, ...metadata })).toMatchObject({ status: 'not_applicable', ...metadata });
    const notByOverride = { disabledReason: null, disabledByName: null, disabledAt: null };
    expect(row({ enabled: false, ...metadata })).toMatchObject(notByOverride);
    expect(row({ overrideEnabled: true, ...metadata })).toMatchObject(notByOverride);
  });

  test("a standard overridden out of the organization: not_applicable with the standard override's metadata", () => {
    const standardMetadata = {
      standardOverrideEnabled: false,
      standardDisabledReason: 'Framework not in scope',
      standardDisabledByName: 'MSP Admin',
      standardDisabledAt: EVALUATED_AT,
    };
    expect(row(standardMetadata)).toMatchObject({
      status: 'not_applicable',
      effectiveEnabled: false,
      isOverridden: true,
      disabledReason: 'Framework not in scope',
      disabledByName: 'MSP Admin',
      disabledAt: EVALUATED_AT,
      disabledBy: 'standard',
    });
    // A control's own disabling override keeps its own metadata; one that only sets parameters does not.
    const own = { overrideEnabled: false, disabledReason: 'Own', disabledByName: null, disabledAt: DISABLED_AT };
    expect(row({ ...standardMetadata, ...own })).toMatchObject({ disabledReason: 'Own', disabledBy: 'control' });
    expect(row({ ...standardMetadata, overrideParameters: { minimum: 2 } })).toMatchObject({
      disabledReason: 'Framework not in scope',
      disabledBy: 'standard',
    });
    // An override that keeps the standard in scope changes nothing.
    expect(row({ standardOverrideEnabled: true })).toMatchObject({ status: 'pass', isOverridden: false });
  });

  test('parameters: the control’s own, and the override’s merged over them', () => {
    expect(row({ overrideParameters: { minimum: 5, extra: true } })).toMatchObject({
      parameters: { minimum: 1 },
      effectiveParameters: { minimum: 5, extra: true },
      isOverridden: true,
    });
    expect(row({ parameters: null }).parameters).toStrictEqual({});
  });

  test('the stored detail shows only where its reason applies, with every key', () => {
    const reasonB = { degradedCoverage: [{ typeCode: 'intune', predicate: 'device.disk', status: 'error' }] };
    expect(row({ status: 'fail', detail: reasonB }).detail).toStrictEqual({ ...emptyDetail(), ...reasonB });
    expect(row({ status: 'not_covered', detail: reasonB }).detail).toBeNull();
    expect(row({ status: 'not_covered', detail: { missingPredicates: ['device.disk'] } }).detail).toMatchObject({
      missingPredicates: ['device.disk'],
      degradedCoverage: [],
    });
  });

  test('the status is the stored one or one of the two rules, never anything else', () => {
    const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        nullable(fc.boolean()),
        nullable(fc.constantFrom(...CONTROL_STATUSES)),
        (standardEnabled, enabled, overrideEnabled, status) => {
          const result = row({ standardEnabled, enabled, overrideEnabled, status });
          const inScope = standardEnabled && (overrideEnabled ?? enabled);
          expect(result.status).toBe(inScope ? (status ?? 'no_data') : 'not_applicable');
          expect(result.effectiveEnabled).toBe(inScope);
        },
      ),
    );
  });
});
