import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type ConnectorCapability, CoverageIndex, type MappedIntegration } from '../../src/domain/coverage.ts';
import { controlDefinition, evaluateControl, type Verdict } from '../../src/domain/evaluation.ts';
import { complianceRow } from '../../src/domain/grid.ts';
import type { IntegrationStatus } from '../../src/domain/health.ts';
import type { OverrideSettings } from '../../src/domain/settings.ts';
import { CONTROL_STATUSES, type ControlStatus, countStatuses, rollup, WORST_FIRST } from '../../src/domain/status.ts';
import {
  type EvaluationInputs,
  type EvaluationPlan,
  type PlanControl,
  type PriorState,
  planEvaluation,
} from '../../src/engine/plan.ts';

/**
 * The rules of DECISIONS "Facts and evaluation rules", row by row (table-driven), then the
 * invariants every evaluation keeps whatever its inputs (property-based).
 */

const CATALOG: ConnectorCapability[] = [
  { typeCode: 'intune', predicates: ['device.disk.encrypted', 'device.os.supported'], refusals: {} },
  {
    typeCode: 'jamf',
    predicates: ['device.disk.encrypted'],
    refusals: { 'device.disk.bitlocker': 'Jamf manages Apple devices only; BitLocker state is not reported' },
  },
  { typeCode: 'okta', predicates: ['identity.mfa.enforced'], refusals: {} },
];
const coverage = new CoverageIndex(CATALOG);
const AT = new Date('2025-03-14T12:00:00.000Z');
const DAY_MS = 86_400_000;

function control(overrides: Partial<PlanControl> & { predicate?: string; expect?: Record<string, unknown> } = {}) {
  const { predicate = 'device.disk.encrypted', expect = { encrypted: true }, ...rest } = overrides;
  return {
    id: 'c1',
    standardId: 's1',
    name: 'Disk encryption',
    severity: 'high' as const,
    enabled: true,
    parameters: {},
    requires: [predicate],
    definition: { match: { predicate }, expect },
    standard: { enabled: true, version: 1 },
    ...rest,
  };
}

const seen = (
  typeCode: string,
  subject: string,
  fields: Record<string, unknown>,
  predicate = 'device.disk.encrypted',
) => ({
  typeCode,
  subject,
  fields,
  predicate,
  observedAt: AT,
});

function judge(input: {
  control?: ReturnType<typeof control>;
  override?: OverrideSettings | null;
  integrations?: MappedIntegration[];
  facts?: ReturnType<typeof seen>[];
}): Verdict {
  const facts = input.facts ?? [];
  return evaluateControl({
    control: input.control ?? control(),
    override: input.override ?? null,
    integrations: input.integrations ?? [{ typeCode: 'intune', status: 'connected' }],
    coverage,
    observations: (predicate) => facts.filter((f) => f.predicate === predicate),
  });
}

const summary = (verdict: Verdict) => [verdict.status, verdict.subjectsEvaluated, verdict.subjectsFailing];

describe('statuses', () => {
  const intune = [{ typeCode: 'intune', status: 'connected' as const }];
  test.each([
    [
      'pass: at least one subject, none failing',
      { facts: [seen('intune', 'D1', { encrypted: true })] },
      ['pass', 1, 0],
    ],
    [
      'fail: one failing subject among passing ones',
      { facts: [seen('intune', 'D1', { encrypted: true }), seen('intune', 'D2', { encrypted: false })] },
      ['fail', 2, 1],
    ],
    ['no_data: a supplier is mapped, no subject observed', { facts: [] }, ['no_data', 0, 0]],
    ['not_covered: no supplier among the integrations', { integrations: [] }, ['not_covered', 0, 0]],
    [
      'an available integration is mapped, not connected: its facts count',
      {
        integrations: [{ typeCode: 'intune', status: 'available' }],
        facts: [seen('intune', 'D1', { encrypted: true })],
      },
      ['pass', 1, 0],
    ],
    [
      'not_applicable: the standard is disabled',
      {
        control: control({ standard: { enabled: false, version: 1 } }),
        facts: [seen('intune', 'D1', { encrypted: false })],
      },
      ['not_applicable', 0, 0],
    ],
    [
      'not_applicable: the control is disabled',
      { control: control({ enabled: false }), facts: [seen('intune', 'D1', { encrypted: false })] },
      ['not_applicable', 0, 0],
    ],
    [
      'not_applicable: the override disables it',
      { override: { enabled: false, parameters: null }, facts: [seen('intune', 'D1', { encrypted: false })] },
      ['not_applicable', 0, 0],
    ],
    [
      'an override re-enables a control its standard ships disabled',
      {
        control: control({ enabled: false }),
        override: { enabled: true, parameters: null },
        facts: [seen('intune', 'D1', { encrypted: true })],
      },
      ['pass', 1, 0],
    ],
    [
      'a disabled standard wins over an override that enables',
      { control: control({ standard: { enabled: false, version: 1 } }), override: { enabled: true, parameters: null } },
      ['not_applicable', 0, 0],
    ],
    [
      'a parameters-only override keeps the control in scope',
      {
        override: { enabled: null, parameters: { maxAgeDays: 3 } },
        facts: [seen('intune', 'D1', { encrypted: true })],
      },
      ['pass', 1, 0],
    ],
    [
      'every expected field must equal, strictly',
      {
        control: control({ expect: { encrypted: true, escrowed: true } }),
        facts: [
          seen('intune', 'D1', { encrypted: true, escrowed: true }),
          seen('intune', 'D2', { encrypted: true }),
          seen('intune', 'D3', { encrypted: 'true', escrowed: true }),
        ],
      },
      ['fail', 3, 2],
    ],
    [
      'a subject two connectors report counts once and fails if either report fails',
      {
        integrations: [...intune, { typeCode: 'jamf', status: 'connected' as const }],
        facts: [
          seen('intune', 'D1', { encrypted: true }),
          seen('jamf', 'D1', { encrypted: false }),
          seen('jamf', 'M1', { encrypted: true }),
        ],
      },
      ['fail', 2, 1],
    ],
    [
      'facts of a connector that does not supply the predicate (any more) are not judged',
      { facts: [seen('okta', 'D1', { encrypted: false }), seen('intune', 'D2', { encrypted: true })] },
      ['pass', 1, 0],
    ],
  ])('%s', (_name, input, expected) => {
    expect(summary(judge(input as Parameters<typeof judge>[0]))).toEqual(expected);
  });

  test('a failing verdict names each failing subject with the report that failed', () => {
    const verdict = judge({
      integrations: [
        { typeCode: 'intune', status: 'connected' },
        { typeCode: 'jamf', status: 'connected' },
      ],
      facts: [
        seen('jamf', 'B', { encrypted: false }),
        seen('intune', 'A', { encrypted: false }),
        seen('intune', 'B', { encrypted: false }),
      ],
    });
    expect(verdict.failing.map((f) => [f.subject, f.observation.typeCode])).toEqual([
      ['A', 'intune'],
      ['B', 'intune'],
    ]);
  });
});

describe('detail reasons', () => {
  test('reason A: what is missing, what satisfies the rest, what is connected, refusals verbatim', () => {
    const verdict = judge({
      control: control({ requires: ['device.disk.encrypted', 'device.disk.bitlocker', 'identity.mfa.enforced'] }),
      integrations: [
        { typeCode: 'jamf', status: 'connected' },
        { typeCode: 'okta', status: 'error' },
      ],
      facts: [seen('jamf', 'M1', { encrypted: true })],
    });
    expect(verdict).toEqual({
      status: 'not_covered',
      subjectsEvaluated: 0,
      subjectsFailing: 0,
      failing: [],
      detail: {
        missingPredicates: ['device.disk.bitlocker'],
        satisfiedBy: { 'device.disk.encrypted': ['jamf'], 'identity.mfa.enforced': ['okta'] },
        connectedHere: ['jamf'],
        refusedHere: [
          { connector: 'jamf', reason: 'Jamf manages Apple devices only; BitLocker state is not reported' },
        ],
        degradedCoverage: [],
      },
    });
  });

  test.each<[IntegrationStatus, ControlStatus, Record<string, unknown>[]]>([
    ['error', 'pass', [{ encrypted: true }]],
    ['disabled', 'fail', [{ encrypted: false }]],
    ['error', 'no_data', []],
    ['available', 'pass', [{ encrypted: true }]],
    ['available', 'no_data', []],
  ])('reason B: an %s supplier keeps %s from its last facts, and says so', (status, expected, facts) => {
    const verdict = judge({
      integrations: [{ typeCode: 'intune', status }],
      facts: facts.map((fields, index) => seen('intune', `D${index}`, fields)),
    });
    expect(verdict.status).toBe(expected);
    expect(verdict.detail).toEqual({
      missingPredicates: [],
      satisfiedBy: {},
      connectedHere: [],
      refusedHere: [],
      degradedCoverage: [{ typeCode: 'intune', predicate: 'device.disk.encrypted', status }],
    });
  });

  test('no reason B while another supplier of the predicate is connected', () => {
    const verdict = judge({
      integrations: [
        { typeCode: 'intune', status: 'error' },
        { typeCode: 'jamf', status: 'connected' },
      ],
      facts: [seen('intune', 'D1', { encrypted: true })],
    });
    expect([verdict.status, verdict.detail]).toEqual(['pass', null]);
  });

  test('several required predicates: judged on match.predicate, covered only when every one has a supplier', () => {
    const both = control({ requires: ['device.disk.encrypted', 'device.os.supported'] });
    expect(summary(judge({ control: both, facts: [seen('intune', 'D1', { encrypted: true })] }))).toEqual([
      'pass',
      1,
      0,
    ]);
    const uncovered = control({ requires: ['device.disk.encrypted', 'identity.mfa.enforced'] });
    const verdict = judge({ control: uncovered, facts: [seen('intune', 'D1', { encrypted: true })] });
    expect(verdict.status).toBe('not_covered');
    expect(verdict.detail?.missingPredicates).toEqual(['identity.mfa.enforced']);
    expect(controlDefinition({ definition: {}, requires: ['x.y'] })).toEqual({ predicate: 'x.y', expect: {} });
  });
});

// ---------------------------------------------------------------------------------------------
// The engine's plan: what an evaluation writes.

function inputs(overrides: Partial<EvaluationInputs> = {}): EvaluationInputs {
  return {
    tenantId: 't1',
    organizationId: 'o1',
    controls: [control()],
    overrides: new Map(),
    integrations: [{ typeCode: 'intune', status: 'connected' }],
    catalog: CATALOG,
    facts: [],
    states: new Map(),
    openDetections: [],
    ...overrides,
  };
}

/** The state a plan leaves for the next evaluation to read (what the engine writes, then reads back). */
function stateAfter(
  plan: EvaluationPlan,
  before: EvaluationInputs,
  now = AT,
): Pick<EvaluationInputs, 'states' | 'openDetections' | 'reopenable'> {
  const states = new Map<string, PriorState>(before.states);
  for (const state of plan.states) states.set(state.controlId, { ...state });
  const resolved = new Set(plan.resolved.map((d) => d.id));
  const outOfScope = new Set(plan.resolved.filter((d) => d.resolution === 'out_of_scope').map((d) => d.id));
  const reopened = new Set(plan.reopened.map((d) => d.id));
  const closed = new Set([...reopened, ...plan.unreopenable]);
  const reopenable = before.reopenable ?? [];
  const openDetections = [
    ...before.openDetections.filter((d) => !resolved.has(d.id)),
    ...plan.opened.map(({ id, controlId, subject, severity, title }) => ({ id, controlId, subject, severity, title })),
    ...reopenable.filter((d) => reopened.has(d.id)).map(({ resolvedAt: _at, ...d }) => d),
  ];
  return {
    states,
    openDetections,
    reopenable: [
      ...reopenable.filter((d) => !closed.has(d.id)),
      ...before.openDetections.filter((d) => outOfScope.has(d.id)).map((d) => ({ ...d, resolvedAt: now })),
    ],
  };
}

describe('what an evaluation writes', () => {
  test('history only on a change; the state always, with the new time', () => {
    const first = inputs({ facts: [seen('intune', 'D1', { encrypted: true })] });
    const plan1 = planEvaluation(first, AT);
    expect(plan1.evaluations).toHaveLength(1);
    expect(plan1.changes.controls).toEqual([
      { organizationId: 'o1', controlId: 'c1', standardId: 's1', from: null, to: 'pass', evaluatedAt: AT },
    ]);
    expect(plan1.changes.rollup).toEqual({ organizationId: 'o1', from: 'no_data', to: 'pass' });
    const second = { ...first, ...stateAfter(plan1, first) };
    const later = new Date(AT.getTime() + 60_000);
    const plan2 = planEvaluation(second, later);
    expect(plan2.evaluations).toEqual([]);
    expect(plan2.states).toEqual([
      expect.objectContaining({ evaluationId: plan1.evaluations[0]!.id, evaluatedAt: later }),
    ]);
    expect(plan2.changes).toEqual({ tenantId: 't1', organizationId: 'o1', controls: [], rollup: null, detections: [] });
  });

  test('a standard never enabled gets no state, yet counts as not_applicable today', () => {
    const plan = planEvaluation(inputs({ controls: [control({ standard: { enabled: false, version: 1 } })] }), AT);
    expect(plan.states).toEqual([]);
    expect(plan.daily).toEqual({ pass: 0, fail: 0, noData: 0, notCovered: 0, notApplicable: 1 });
  });

  test('a standard overridden out of the organization: not_applicable, its detections resolved; never evaluated, no state', () => {
    const failing = inputs({ facts: [seen('intune', 'D1', { encrypted: false })] });
    const plan1 = planEvaluation(failing, AT);
    expect(plan1.opened).toHaveLength(1);
    const scopedOut = { ...failing, ...stateAfter(plan1, failing), disabledStandards: new Set(['s1']) };
    const plan2 = planEvaluation(scopedOut, AT);
    expect(plan2.verdicts.get('c1')?.status).toBe('not_applicable');
    expect(plan2.states).toEqual([expect.objectContaining({ status: 'not_applicable' })]);
    expect(plan2.resolved).toEqual([
      { id: plan1.opened[0]!.id, resolution: 'out_of_scope', reopenableUntil: new Date(AT.getTime() + 30 * DAY_MS) },
    ]);
    expect(plan2.daily).toEqual({ pass: 0, fail: 0, noData: 0, notCovered: 0, notApplicable: 1 });
    // Another standard's controls are untouched; one never evaluated here gets no state.
    expect(planEvaluation({ ...failing, disabledStandards: new Set(['s2']) }, AT).verdicts.get('c1')?.status).toBe(
      'fail',
    );
    expect(planEvaluation({ ...failing, disabledStandards: new Set(['s1']) }, AT).states).toEqual([]);
  });

  test('detections: one per failing subject, seen again while failing, resolved when passing, gone or out of scope', () => {
    const failing = (subjects: Record<string, boolean>) =>
      Object.entries(subjects).map(([subject, encrypted]) => seen('intune', subject, { encrypted }));
    let state = inputs({ facts: failing({ A: false, B: false, C: true }) });
    const plan1 = planEvaluation(state, AT);
    expect(plan1.opened.map((d) => [d.subject, d.title])).toEqual([
      ['A', 'Disk encryption: A'],
      ['B', 'Disk encryption: B'],
    ]);
    expect(plan1.opened[0]!.evidence).toEqual({
      predicate: 'device.disk.encrypted',
      expected: { encrypted: true },
      observed: { encrypted: false },
      source: 'intune',
      observedAt: AT.toISOString(),
    });
    state = { ...state, ...stateAfter(plan1, state), facts: failing({ A: false, C: true }) };
    const plan2 = planEvaluation(state, AT);
    expect(plan2.opened).toEqual([]);
    expect(plan2.seen.map((s) => s.id)).toEqual([plan1.opened[0]!.id]);
    expect(plan2.resolved).toEqual([
      { id: plan1.opened[1]!.id, resolution: 'no_longer_failing', reopenableUntil: null },
    ]);
    expect(plan2.changes.detections.map((d) => [d.kind, d.subject])).toEqual([['resolved', 'B']]);
    state = {
      ...state,
      ...stateAfter(plan2, state),
      overrides: new Map([['c1', { enabled: false, parameters: null }]]),
    };
    const plan3 = planEvaluation(state, AT);
    expect(plan3.states[0]!.status).toBe('not_applicable');
    expect(plan3.resolved.map((d) => [d.id, d.resolution])).toEqual([[plan1.opened[0]!.id, 'out_of_scope']]);
  });
});

describe('scope changes keep history', () => {
  const failing = (subjects: Record<string, boolean>) =>
    Object.entries(subjects).map(([subject, encrypted]) => seen('intune', subject, { encrypted }));
  const disabled = new Map([['c1', { enabled: false, parameters: null }]]);

  /** A: failing, then scoped out at AT: both detections resolved out of scope. */
  function scopedOut() {
    const start = inputs({ facts: failing({ A: false, B: false }) });
    const plan1 = planEvaluation(start, AT);
    const out = { ...start, ...stateAfter(plan1, start), overrides: disabled };
    const plan2 = planEvaluation(out, AT);
    return { opened: plan1.opened, state: { ...out, ...stateAfter(plan2, out, AT), overrides: new Map() } };
  }

  test('back in scope within 30 days, a failing subject reopens its detection; a passing one closes its window', () => {
    const { opened, state } = scopedOut();
    const later = new Date(AT.getTime() + 29 * DAY_MS);
    const back = planEvaluation({ ...state, facts: failing({ A: false, B: true }) }, later);
    expect(back.opened).toEqual([]);
    expect(back.reopened.map((d) => [d.id, d.resolvedAt])).toEqual([[opened[0]!.id, AT]]);
    expect(back.unreopenable).toEqual([opened[1]!.id]);
    expect(back.changes.detections.map((d) => [d.kind, d.subject, d.detectionId])).toEqual([
      ['reopened', 'A', opened[0]!.id],
    ]);
  });

  test('after 30 days, or while the control cannot judge, nothing reopens', () => {
    const { state } = scopedOut();
    const late = planEvaluation(
      { ...state, facts: failing({ A: false, B: false }) },
      new Date(AT.getTime() + 31 * DAY_MS),
    );
    expect([late.reopened, late.opened.map((d) => d.subject)]).toEqual([[], ['A', 'B']]);
    // Not covered (no supplier mapped): no judgment, so the window stays open.
    const uncovered = planEvaluation({ ...state, integrations: [] }, AT);
    expect([uncovered.reopened, uncovered.unreopenable, uncovered.opened]).toEqual([[], [], []]);
  });
});

// ---------------------------------------------------------------------------------------------
// Invariants, whatever the inputs.

const PREDICATES = ['device.disk.encrypted', 'device.os.supported', 'identity.mfa.enforced', 'network.nothing'];
const FIELDS = ['a', 'b'];
const STATUSES: IntegrationStatus[] = ['connected', 'error', 'disabled', 'available'];

const arbitraryFacts = fc.array(
  fc.record({
    typeCode: fc.constantFrom('intune', 'jamf', 'okta'),
    predicate: fc.constantFrom(...PREDICATES),
    subject: fc.constantFrom('S1', 'S2', 'S3', 'S4'),
    fields: fc.dictionary(fc.constantFrom(...FIELDS), fc.boolean(), { maxKeys: 2 }),
  }),
  { maxLength: 12 },
);

/** Controls, then rounds: each round changes the facts, the scope (standards, overrides) and the integrations. */
const arbitraryWorld = fc
  .record({
    controls: fc.array(
      fc.record({
        predicate: fc.constantFrom(...PREDICATES),
        extra: fc.option(fc.constantFrom(...PREDICATES), { nil: undefined }),
        expect: fc.dictionary(fc.constantFrom(...FIELDS), fc.boolean(), { maxKeys: 2 }),
        enabled: fc.boolean(),
        standard: fc.constantFrom(0, 1, 2),
      }),
      { minLength: 0, maxLength: 8 },
    ),
    rounds: fc.array(
      fc.record({
        facts: arbitraryFacts,
        standardsEnabled: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()),
        overrides: fc.array(fc.option(fc.boolean(), { nil: undefined }), { minLength: 8, maxLength: 8 }),
        integrations: fc.dictionary(fc.constantFrom('intune', 'jamf', 'okta'), fc.constantFrom(...STATUSES)),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map((world) =>
    world.rounds.map((round) => {
      const controls: PlanControl[] = world.controls.map((c, index) => ({
        id: `c${index}`,
        standardId: `s${c.standard}`,
        name: `Control ${index}`,
        severity: 'medium',
        enabled: c.enabled,
        parameters: {},
        requires: c.extra && c.extra !== c.predicate ? [c.predicate, c.extra] : [c.predicate],
        definition: { match: { predicate: c.predicate }, expect: c.expect },
        standard: { enabled: round.standardsEnabled[c.standard]!, version: 1 },
      }));
      const overrides = new Map<string, OverrideSettings>(
        controls.flatMap((c, index) => {
          const enabled = round.overrides[index];
          return enabled === undefined ? [] : [[c.id, { enabled, parameters: null }]];
        }),
      );
      const integrations = Object.entries(round.integrations).map(([typeCode, status]) => ({ typeCode, status }));
      // Within a push, one report per connector, predicate and subject (the API refuses repeats).
      const facts = [
        ...new Map(
          round.facts.map((f) => [`${f.typeCode} ${f.predicate} ${f.subject}`, { ...f, observedAt: AT }]),
        ).values(),
      ];
      return { controls, overrides, integrations, facts };
    }),
  );

const rank = (status: ControlStatus) => WORST_FIRST.indexOf(status);

describe('invariants (fast-check)', () => {
  test('over successive evaluations of random worlds', () => {
    fc.assert(
      fc.property(arbitraryWorld, (rounds) => {
        let state = inputs({ controls: [], facts: [] });
        rounds.forEach(({ controls, overrides, integrations, facts }, round) => {
          state = { ...state, controls, overrides, integrations, facts };
          const plan = planEvaluation(state, new Date(AT.getTime() + round * 60_000));

          // Exactly one status per control; a state for every control in scope or evaluated before.
          expect([...plan.verdicts.keys()].sort()).toEqual(controls.map((c) => c.id).sort());
          for (const verdict of plan.verdicts.values()) expect(CONTROL_STATUSES).toContain(verdict.status);
          const stated = plan.states.map((s) => s.controlId);
          expect(new Set(stated).size).toBe(stated.length);
          for (const c of controls) {
            expect(stated.includes(c.id)).toBe(c.standard.enabled || state.states.has(c.id));
          }

          // The grid built from the states after this evaluation, with the grid's own rule, is what
          // today counts.
          const next = stateAfter(plan, state, new Date(AT.getTime() + round * 60_000));
          const written = next.states;
          const grid = controls.map((c) => {
            const stored = written.get(c.id);
            const override = overrides.get(c.id);
            return complianceRow(
              'organization',
              {
                id: c.id,
                name: c.name,
                category: 'x',
                severity: c.severity,
                enabled: c.enabled,
                parameters: c.parameters,
                requires: [...c.requires],
                standardId: c.standardId,
                standardName: 'S',
                standardEnabled: c.standard.enabled,
                status: stored?.status ?? null,
                subjectsEvaluated: stored?.subjectsEvaluated ?? null,
                subjectsFailing: stored?.subjectsFailing ?? null,
                detail: stored?.detail ?? null,
                evaluatedAt: stored ? AT : null,
                standardVersion: stored?.standardVersion ?? null,
                overrideEnabled: override?.enabled ?? null,
                overrideParameters: override?.parameters ?? null,
                disabledReason: null,
                disabledAt: null,
                disabledByName: null,
                openDetectionCount: 0,
                standardOverrideEnabled: null,
                standardDisabledReason: null,
                standardDisabledAt: null,
                standardDisabledByName: null,
              },
              integrations,
              new CoverageIndex(CATALOG),
            ).status;
          });
          expect(plan.daily).toEqual(countStatuses(grid.map((status) => ({ status }))));

          // The rollup is the worst case of the grid.
          const worst = rollup(grid);
          if (grid.length === 0) expect(worst).toBe('no_data');
          else {
            expect(grid).toContain(worst);
            for (const status of grid) expect(rank(worst)).toBeLessThanOrEqual(rank(status));
          }

          // Leaving the scope resolves out_of_scope, anything else no_longer_failing.
          const wasOpen = new Map(state.openDetections.map((d) => [d.id, d.controlId]));
          for (const { id, resolution } of plan.resolved) {
            const outOfScope = plan.verdicts.get(wasOpen.get(id)!)?.status === 'not_applicable';
            expect(resolution).toBe(outOfScope ? 'out_of_scope' : 'no_longer_failing');
          }
          // A subject that can reopen is never opened anew.
          const reopenable = new Set((state.reopenable ?? []).map((d) => `${d.controlId} ${d.subject}`));
          for (const d of plan.opened) expect(reopenable.has(`${d.controlId} ${d.subject}`)).toBe(false);

          // Open detections are exactly the failing subjects, one each.
          const open = next.openDetections.map((d) => `${d.controlId} ${d.subject}`).sort();
          expect(new Set(open).size).toBe(open.length);
          const failing = [...plan.verdicts]
            .flatMap(([id, verdict]) => verdict.failing.map((f) => `${id} ${f.subject}`))
            .sort();
          expect(open).toEqual(failing);
          for (const [, verdict] of plan.verdicts) {
            expect(verdict.subjectsFailing).toBe(verdict.failing.length);
            expect(verdict.status === 'fail').toBe(verdict.failing.length > 0);
          }
          state = { ...state, ...next };
        });
      }),
      { numRuns: 300 },
    );
  });
});
