import DataLoader from 'dataloader';
import { type FailingSubjectRow, failingSubjectsOf } from '../data/detections.ts';
import { missedFields } from '../domain/evaluation.ts';
import type { ComplianceRow } from '../domain/grid.ts';
import { asObject } from '../domain/settings.ts';
import { BadInputError } from '../errors.ts';
import { builder } from './builder.ts';
import { ComplianceRowRef, organizationOfRow } from './compliance.ts';
import type { Context } from './context.ts';
import { TriageStateEnum } from './enums.ts';

/**
 * A grid row's failing subjects: which subjects fail and which expected fields they miss, read off
 * the row's open detections (one per failing subject, with the evidence of the evaluation that last
 * found it). Every row of every grid an operation shows asks in one statement.
 */

export const DEFAULT_FAILING_SUBJECTS = 20;
const MAX_FAILING_SUBJECTS = 100;

interface FailingSubject {
  detectionId: string;
  subject: string;
  missingFields: string[];
  expected: Record<string, unknown>;
  observed: Record<string, unknown>;
  source: string | null;
  observedAt: Date | null;
  firstSeenAt: Date;
  triageState: FailingSubjectRow['triageState'];
}

function failingSubject(row: FailingSubjectRow): FailingSubject {
  const evidence = asObject(row.evidence);
  const expected = asObject(evidence.expected);
  const observed = asObject(evidence.observed);
  return {
    detectionId: row.detectionId,
    subject: row.subject,
    missingFields: missedFields(observed, expected),
    expected,
    observed,
    source: typeof evidence.source === 'string' ? evidence.source : null,
    observedAt: typeof evidence.observedAt === 'string' ? new Date(evidence.observedAt) : null,
    firstSeenAt: row.firstSeenAt,
    triageState: row.triageState,
  };
}

const FailingSubjectRef = builder.objectRef<FailingSubject>('FailingSubject').implement({
  description:
    "A subject (a device, an account...) that fails a grid row's control, and the expected fields it misses, as the evaluation that last found it recorded them.",
  fields: (t) => ({
    detectionId: t.expose('detectionId', { type: 'UUID', description: 'Its open detection (triage it there).' }),
    subject: t.exposeString('subject', { description: 'The failing subject.' }),
    missingFields: t.exposeStringList('missingFields', {
      description: "The control's expected fields this subject does not meet (its `expect` keys whose value differs).",
    }),
    expected: t.expose('expected', { type: 'JSONObject', description: "The control's expectation: field -> value." }),
    observed: t.expose('observed', {
      type: 'JSONObject',
      description: 'The fields the failing report carried (the connector named by source).',
    }),
    source: t.exposeString('source', {
      nullable: true,
      description: 'Type code of the connector whose report failed.',
    }),
    observedAt: t.expose('observedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When that connector observed it.',
    }),
    firstSeenAt: t.expose('firstSeenAt', { type: 'DateTime', description: 'Since when it fails (its detection).' }),
    triageState: t.expose('triageState', {
      type: TriageStateEnum,
      description:
        'Its triage: `false_positive` when someone judged it one (it still fails: triage never changes a status, DECISIONS "Triage of a detection"), `snoozed`, and so on; `new` when never triaged.',
    }),
  }),
});

type Key = { organizationId: string; controlId: string };
const loaders = new WeakMap<Context, Map<number, DataLoader<Key, FailingSubject[], string>>>();

/** The failing subjects of every row an operation asks for (with one limit), in one statement. */
function failingSubjectsLoader(context: Context, limit: number): DataLoader<Key, FailingSubject[], string> {
  const byLimit = loaders.get(context) ?? new Map<number, DataLoader<Key, FailingSubject[], string>>();
  loaders.set(context, byLimit);
  let loader = byLimit.get(limit);
  if (!loader) {
    loader = new DataLoader<Key, FailingSubject[], string>(
      async (keys) => {
        const rows = await failingSubjectsOf(context.db, keys, limit);
        const grouped = new Map<string, FailingSubject[]>();
        for (const row of rows) {
          const key = `${row.organizationId}:${row.controlId}`;
          grouped.set(key, [...(grouped.get(key) ?? []), failingSubject(row)]);
        }
        return keys.map((key) => grouped.get(`${key.organizationId}:${key.controlId}`) ?? []);
      },
      { cacheKeyFn: (key) => `${key.organizationId}:${key.controlId}` },
    );
    byLimit.set(limit, loader);
  }
  return loader;
}

builder.objectFields(ComplianceRowRef, (t) => ({
  failingSubjects: t.field({
    type: [FailingSubjectRef],
    description: `The subjects that fail this row's control, by subject, at most \`first\` (1 to ${MAX_FAILING_SUBJECTS}; subjectsFailing says how many in all), with the expected fields each misses; empty unless the row fails. Every row of the grid is read in one statement.`,
    args: {
      first: t.arg.int({
        defaultValue: DEFAULT_FAILING_SUBJECTS,
        description: `How many, 1 to ${MAX_FAILING_SUBJECTS}.`,
      }),
    },
    resolve: (row: ComplianceRow, { first }, context) => {
      const limit = first ?? DEFAULT_FAILING_SUBJECTS;
      if (limit < 1 || limit > MAX_FAILING_SUBJECTS) {
        throw new BadInputError(`first must be between 1 and ${MAX_FAILING_SUBJECTS}`, { field: 'first' });
      }
      // Only a failing row has open detections; the others ask nothing.
      if (row.status !== 'fail') return [];
      return failingSubjectsLoader(context, limit).load({
        organizationId: organizationOfRow(row),
        controlId: row.ruleId,
      });
    },
  }),
}));
