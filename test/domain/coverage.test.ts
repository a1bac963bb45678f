import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type ComplianceRowDetail,
  type ConnectorCapability,
  CoverageIndex,
  detailApplies,
  emptyDetail,
  type MappedIntegration,
  normalizeDetail,
} from '../../src/domain/coverage.ts';
import type { IntegrationStatus } from '../../src/domain/health.ts';
import { CONTROL_STATUSES, type ControlStatus } from '../../src/domain/status.ts';

const CATALOG: ConnectorCapability[] = [
  {
    typeCode: 'jamf',
    predicates: ['device.disk'],
    refusals: { 'device.bitlocker': 'Jamf manages Apple devices only' },
  },
  { typeCode: 'intune', predicates: ['device.disk', 'device.firewall', 'device.bitlocker'], refusals: {} },
  { typeCode: 'okta', predicates: ['identity.mfa'], refusals: {} },
  // Declares the predicate and refuses it: a refusal wins, it supplies nothing.
  { typeCode: 'odd', predicates: ['identity.mfa'], refusals: { 'identity.mfa': 'not in this edition' } },
];
const index = new CoverageIndex(CATALOG);
const mapped = (entries: Record<string, IntegrationStatus>): MappedIntegration[] =>
  Object.entries(entries).map(([typeCode, status]) => ({ typeCode, status }));

describe('where a predicate can come from', () => {
  test("a grid's many questions against one index answer as a fresh index would, each time", () => {
    // The index keeps answers per predicate and per integration list; a row must never get another
    // row's answer, whatever order the questions come in.
    const predicates = ['device.disk', 'device.firewall', 'device.bitlocker', 'identity.mfa', 'nothing'];
    const statuses: IntegrationStatus[] = ['connected', 'error', 'disabled', 'available'];
    const organization = fc.dictionary(fc.constantFrom('jamf', 'intune', 'okta', 'odd'), fc.constantFrom(...statuses));
    fc.assert(
      fc.property(
        fc.array(organization, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(2), fc.uniqueArray(fc.constantFrom(...predicates))), { maxLength: 12 }),
        (organizations, questions) => {
          const shared = new CoverageIndex(CATALOG);
          const lists = organizations.map(mapped);
          for (const [which, required] of questions) {
            const list = lists[which % lists.length]!;
            const fresh = new CoverageIndex(CATALOG);
            expect(shared.sourceTypeCodes(required, list)).toStrictEqual(fresh.sourceTypeCodes(required, list));
            expect(shared.sourceOptions(required)).toStrictEqual(fresh.sourceOptions(required));
            expect(shared.connectedSourceTypeCodes(required, list)).toStrictEqual(
              fresh.connectedSourceTypeCodes(required, list),
            );
            expect(shared.assess(required, list)).toStrictEqual(fresh.assess(required, list));
          }
        },
      ),
    );
  });

  test('sourceOptions: every catalog connector that can supply it, sorted; refusals supply nothing', () => {
    expect(index.sourceOptions(['device.disk', 'identity.mfa', 'device.bitlocker', 'nothing'])).toStrictEqual({
      'device.disk': ['intune', 'jamf'],
      'identity.mfa': ['okta'],
      'device.bitlocker': ['intune'],
      nothing: [],
    });
  });

  test('sourceTypeCodes: every mapped one, whatever its status (available included)', () => {
    const integrations = mapped({ jamf: 'connected', intune: 'available', okta: 'error' });
    expect(index.sourceTypeCodes(['device.disk', 'identity.mfa'], integrations)).toStrictEqual({
      'device.disk': ['intune', 'jamf'],
      'identity.mfa': ['okta'],
    });
  });

  test('connectedSourceTypeCodes: connected and supplying at least one required predicate', () => {
    const integrations = mapped({ okta: 'connected', jamf: 'connected', intune: 'error', odd: 'connected' });
    expect(index.connectedSourceTypeCodes(['device.disk', 'identity.mfa'], integrations)).toStrictEqual([
      'jamf',
      'okta',
    ]);
    expect(index.connectedSourceTypeCodes(['device.firewall'], integrations)).toStrictEqual([]);
  });
});

describe('what coverage alone concludes', () => {
  test('reason A: a required predicate nobody mapped supplies; refusals in the connector’s own words', () => {
    const result = index.assess(['device.disk', 'device.bitlocker'], mapped({ jamf: 'connected', okta: 'error' }));
    expect(result).toStrictEqual({
      notCovered: true,
      detail: {
        missingPredicates: ['device.bitlocker'],
        satisfiedBy: { 'device.disk': ['jamf'] },
        connectedHere: ['jamf'],
        refusedHere: [{ connector: 'jamf', reason: 'Jamf manages Apple devices only' }],
        degradedCoverage: [],
      },
    });
  });

  test('reason B: every supplier of a predicate is mapped but none is connected', () => {
    const result = index.assess(
      ['device.disk', 'identity.mfa'],
      mapped({ jamf: 'error', intune: 'disabled', okta: 'connected' }),
    );
    expect(result).toStrictEqual({
      notCovered: false,
      detail: {
        ...emptyDetail(),
        degradedCoverage: [
          { typeCode: 'intune', predicate: 'device.disk', status: 'disabled' },
          { typeCode: 'jamf', predicate: 'device.disk', status: 'error' },
        ],
      },
    });
  });

  test('reason B: an available supplier is mapped and not connected, listed with its status', () => {
    expect(index.assess(['device.disk'], mapped({ intune: 'available', jamf: 'error' }))).toStrictEqual({
      notCovered: false,
      detail: {
        ...emptyDetail(),
        degradedCoverage: [
          { typeCode: 'intune', predicate: 'device.disk', status: 'available' },
          { typeCode: 'jamf', predicate: 'device.disk', status: 'error' },
        ],
      },
    });
    // Beside a connected supplier it changes nothing.
    expect(index.assess(['device.disk'], mapped({ intune: 'available', jamf: 'connected' }))).toStrictEqual({
      notCovered: false,
      detail: null,
    });
  });

  test('live coverage: one connected supplier per predicate is enough, no detail', () => {
    expect(index.assess(['device.disk'], mapped({ jamf: 'error', intune: 'connected' }))).toStrictEqual({
      notCovered: false,
      detail: null,
    });
    expect(index.assess([], [])).toStrictEqual({ notCovered: false, detail: null });
  });

  test('for any organization: A and B never mix, missing and satisfied split the required set', () => {
    const predicates = ['device.disk', 'device.firewall', 'device.bitlocker', 'identity.mfa', 'nothing'];
    const statuses: IntegrationStatus[] = ['connected', 'error', 'disabled', 'available'];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...predicates)),
        fc.dictionary(fc.constantFrom('jamf', 'intune', 'okta', 'odd'), fc.constantFrom(...statuses)),
        (required, integrations) => {
          const list = mapped(integrations);
          const suppliers = index.sourceTypeCodes(required, list);
          const result = index.assess(required, list);
          const missing = required.filter((p) => suppliers[p]!.length === 0);
          expect(result.notCovered).toBe(missing.length > 0);
          if (result.notCovered) {
            expect(result.detail.missingPredicates).toEqual(missing);
            expect([...result.detail.missingPredicates, ...Object.keys(result.detail.satisfiedBy)].sort()).toEqual(
              [...required].sort(),
            );
            expect(result.detail.degradedCoverage).toEqual([]);
            for (const refusal of result.detail.refusedHere) {
              const declared = CATALOG.find((c) => c.typeCode === refusal.connector)!.refusals;
              expect(integrations[refusal.connector]).toBe('connected');
              expect(missing.some((predicate) => declared[predicate] === refusal.reason)).toBe(true);
            }
          } else if (result.detail) {
            expect({ ...result.detail, degradedCoverage: [] }).toStrictEqual(emptyDetail());
            for (const entry of result.detail.degradedCoverage) expect(entry.status).not.toBe('connected');
          }
        },
      ),
    );
  });
});

describe('the order integrations are read in', () => {
  // The database hands an organization's integrations over in no particular order (it changes as
  // rows are updated); a detail that followed it made an unchanged control look changed, writing a
  // history row for nothing.
  test('changes no detail', () => {
    const statuses: IntegrationStatus[] = ['connected', 'error', 'disabled', 'available'];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('device.disk', 'device.firewall', 'device.bitlocker', 'identity.mfa')),
        fc.dictionary(fc.constantFrom('jamf', 'intune', 'okta', 'odd'), fc.constantFrom(...statuses)),
        (required, integrations) => {
          const list = mapped(integrations);
          expect(index.assess(required, [...list].reverse())).toStrictEqual(index.assess(required, list));
        },
      ),
    );
  });

  test('a refusal list in connector order', () => {
    const twoRefusers = new CoverageIndex([
      ...CATALOG,
      { typeCode: 'crowdstrike', predicates: ['device.os'], refusals: { 'device.bitlocker': 'not collected' } },
    ]);
    const result = twoRefusers.assess(['device.bitlocker'], mapped({ jamf: 'connected', crowdstrike: 'connected' }));
    expect(result.detail?.refusedHere.map((refusal) => refusal.connector)).toEqual(['crowdstrike', 'jamf']);
  });
});

describe('which rows show a detail', () => {
  const reasonA: ComplianceRowDetail = { ...emptyDetail(), missingPredicates: ['x'] };
  const reasonB: ComplianceRowDetail = {
    ...emptyDetail(),
    degradedCoverage: [{ typeCode: 'jamf', predicate: 'x', status: 'error' }],
  };
  test.each<[ControlStatus, ComplianceRowDetail | null, boolean]>([
    ['not_covered', reasonA, true],
    ['not_covered', reasonB, false],
    ['pass', reasonB, true],
    ['fail', reasonB, true],
    ['no_data', reasonB, true],
    ['pass', reasonA, false],
    ['not_applicable', reasonB, false],
    ['not_applicable', reasonA, false],
  ])('%s with %j: %s', (status, detail, applies) => {
    expect(detailApplies(status, detail)).toBe(applies);
  });

  test('no detail never applies', () => {
    for (const status of CONTROL_STATUSES) expect(detailApplies(status, null)).toBe(false);
  });

  test('a stored detail gets every key on the wire', () => {
    expect(normalizeDetail(null)).toBeNull();
    expect(normalizeDetail('text')).toBeNull();
    expect(normalizeDetail({ missingPredicates: ['x'] })).toStrictEqual({ ...emptyDetail(), missingPredicates: ['x'] });
  });
});
