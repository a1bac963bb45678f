import type { GraphQLEnumType } from 'graphql';
import { describe, expect, test } from 'vitest';
import { CONTROL_STATUSES, STATUS_MEANING } from '../../src/domain/status.ts';
import { type ExplainableRow, explainRow } from '../../src/mcp/explain.ts';
import { schema } from '../../src/schema/index.ts';

const base: ExplainableRow = {
  ruleId: '019f0000-0000-7000-8000-000000000001',
  ruleName: 'Disk encryption',
  standardName: 'CIS IG1',
  status: 'pass',
  subjectsEvaluated: 12,
  subjectsFailing: 0,
  evaluatedAt: '2026-01-02T03:04:05.000Z',
  standardVersion: 2,
  effectiveEnabled: true,
  isOverridden: false,
  requiredPredicates: ['device.disk.encrypted'],
  sourceOptions: { 'device.disk.encrypted': ['intune', 'jamf'], 'device.tpm.present': [] },
  connectedSourceTypeCodes: [],
  disabledReason: null,
  disabledByName: null,
  disabledAt: null,
  openDetectionCount: 0,
  detail: null,
};

describe('explainRow', () => {
  test("uses the specification's status meanings, which the graph's ControlStatus enum also documents", () => {
    const enumType = schema.getType('ControlStatus') as GraphQLEnumType;
    for (const status of CONTROL_STATUSES) {
      expect(enumType.getValue(status)?.description).toBe(STATUS_MEANING[status]);
      expect(explainRow({ ...base, status }, 'Acme')).toContain(`What it means: ${STATUS_MEANING[status]}`);
    }
  });

  test('a never-evaluated no_data row says so and that nothing is proven', () => {
    const text = explainRow({ ...base, status: 'no_data', evaluatedAt: null, standardVersion: null }, 'Acme');
    expect(text).toContain('never been evaluated');
    expect(text).toContain('How fresh: Never evaluated');
    expect(text).toContain('device.disk.encrypted could be supplied by intune, jamf');
    expect(text).toContain('no_data is neither a pass nor a fail');
  });

  test('a not_covered row names missing predicates, possible suppliers and refusals verbatim', () => {
    const text = explainRow(
      {
        ...base,
        status: 'not_covered',
        requiredPredicates: ['device.disk.encrypted', 'device.tpm.present'],
        detail: {
          missingPredicates: ['device.disk.encrypted', 'device.tpm.present'],
          satisfiedBy: {},
          connectedHere: ['crowdstrike'],
          refusedHere: [{ connector: 'crowdstrike', reason: 'Falcon does not report BitLocker state.' }],
          degradedCoverage: [],
        },
      },
      'Acme',
    );
    expect(text).toContain(
      'Missing predicates, which nothing connected here can supply: device.disk.encrypted, device.tpm.present.',
    );
    expect(text).toContain('device.tpm.present cannot be supplied by any connector in the catalog');
    expect(text).toContain('Connectors connected here: crowdstrike.');
    expect(text).toContain('Its own reason: "Falcon does not report BitLocker state."');
  });

  test('a not_applicable row carries who disabled it, when and why; a pass warns it is not current', () => {
    const disabled = explainRow(
      {
        ...base,
        status: 'not_applicable',
        effectiveEnabled: false,
        isOverridden: true,
        disabledReason: 'No Windows devices',
        disabledByName: 'Dana Admin',
        disabledAt: '2025-12-01T00:00:00.000Z',
      },
      'Acme',
    );
    expect(disabled).toContain(
      'Disabled for this organization by Dana Admin at 2025-12-01T00:00:00.000Z. Reason given: "No Windows devices".',
    );
    expect(disabled).toContain('not_applicable is neither a pass nor a fail');

    const pass = explainRow(base, 'Acme');
    expect(pass).toContain(
      'Control "Disk encryption" (CIS IG1, id 019f0000-0000-7000-8000-000000000001) for Acme: pass.',
    );
    expect(pass).toContain('Last evaluated at 2026-01-02T03:04:05.000Z against version 2 of the standard.');
    // The service does evaluate by itself (pushes and changes queue evaluations, a schedule refreshes them).
    expect(pass).not.toMatch(/does not start evaluations/);
    expect(pass).toContain(
      'Every fact push and every change of integrations, overrides or standards queues a new evaluation, and a schedule re-evaluates stale organizations',
    );
    expect(pass).toContain('not for today');
    expect(pass).not.toContain('neither a pass nor a fail');
  });

  test('a fail row gives the failing count and open detections', () => {
    const text = explainRow({ ...base, status: 'fail', subjectsFailing: 3, openDetectionCount: 1 }, 'Acme');
    expect(text).toContain('3 of 12 subjects evaluated failed the expectation.');
    expect(text).toContain('1 open detection linked to this control.');
  });
});
