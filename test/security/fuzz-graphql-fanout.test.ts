import fc from 'fast-check';
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  specifiedRules,
  validate,
  valueFromASTUntyped,
  visit,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_COST_OPTIONS, operationCost } from '../../src/graphql/plugins/query-cost.ts';
import { DEFAULT_QUERY_LIMITS, queryLimitRules } from '../../src/graphql/plugins/use-query-limits.ts';
import { schema } from '../../src/schema/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { type ChildServer, startChildServer } from './support/child-server.ts';

/**
 * Nested fragment fan-out: each fragment spreads the one before it twice, so a document of a few
 * hundred bytes stands for 2^levels fields once flattened. Whatever walks fragments where they are
 * spread, without keeping what it found, does 2^levels work: the cost check did, before
 * authentication, and froze the process (22 levels 5.4 s; 30 levels over 13 minutes).
 */
function fanOut(levels: number): string {
  let fragments = 'fragment F0 on ConnectorType { typeCode }';
  for (let i = 1; i <= levels; i++) fragments += ` fragment F${i} on ConnectorType { ...F${i - 1} ...F${i - 1} }`;
  return `{ connectorTypes { items { ...F${levels} } } } ${fragments}`;
}

/** What a client without a credential gets from /graphql, whatever it sent. */
const NOT_AUTHENTICATED = { errors: [{ message: 'Not authenticated', extensions: { code: 'UNAUTHENTICATED' } }] };

describe('fan-out documents are answered at once, over HTTP', () => {
  // The server runs in a child process, as an operator runs it: a document that stalled it would
  // fail these tests by their deadlines instead of freezing the test runner with it.
  let app: TestApp;
  let server: ChildServer;
  beforeAll(async () => {
    app = await startTestApp({ worker: false });
    server = await startChildServer({ DATABASE_URL: app.databaseUrl, SECRET_KEY: app.secretKey, SEED: 'none' });
    await warmUp();
  }, 120_000);
  afterAll(async () => {
    // A server stalled by a document ignores SIGTERM until it is done: it is killed instead.
    const stopped = server?.stop();
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await stopped;
    await app?.close();
  });

  /** One request against a deadline: its status, body and how long it took. */
  async function timed(path: string, init: RequestInit = {}) {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, ms: performance.now() - started };
  }
  /**
   * The answer of the fastest of up to 5 tries, stopping at the first under `boundMs`. The
   * machine a suite runs on is shared: a try may wait for a core now and then, while the work of
   * an exponential walk makes every try take seconds to minutes (a try over 2 s is not retried).
   */
  async function fastest<T extends { ms: number }>(boundMs: number, attempt: () => Promise<T>): Promise<T> {
    let best = await attempt();
    for (let tries = 1; tries < 5 && best.ms >= boundMs && best.ms < 2_000; tries++) {
      const next = await attempt();
      if (next.ms < best.ms) best = next;
    }
    return best;
  }

  const post = (query: string, headers: Record<string, string> = {}) =>
    timed('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });

  /** The first request of a process compiles what it runs; the bound is about the document. */
  async function warmUp() {
    await post(fanOut(2), { authorization: `Bearer ${app.adminKey}` });
    await post(fanOut(2));
    await timed('/healthz');
  }

  test.each([22, 30])('%i levels without a credential: 401 in under 100 ms, /healthz meanwhile', async (levels) => {
    const query = fanOut(levels);
    expect(query.length).toBeLessThan(2_000);
    const both = async () => {
      const [answer, health] = await Promise.all([
        post(query),
        // Sent while the document is in the server's hands.
        new Promise((resolve) => setImmediate(resolve)).then(() => timed('/healthz')),
      ]);
      return { answer, health, ms: Math.max(answer.ms, health.ms) };
    };
    const { answer, health } = await fastest(100, both);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    expect(JSON.parse(answer.text)).toStrictEqual(NOT_AUTHENTICATED);
    expect(answer.ms).toBeLessThan(100);
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(100);
  });

  test('30 levels with a valid credential: refused by the cost limit in under 100 ms', async () => {
    const answer = await fastest(100, () =>
      post(fanOut(30), { authorization: `Bearer ${app.adminKey}`, accept: 'application/graphql-response+json' }),
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toStrictEqual({
      errors: [
        {
          message: expect.stringMatching(/^Query Cost limit of 5000 exceeded, found \d+\.$/),
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
    expect(answer.ms).toBeLessThan(100);
  });

  // Most of these run (an operation under the limits is executed); the bound says the process
  // never stalls, while the 30-level documents above hold the 100 ms one.
  test('random fan-out shapes with a credential: each answered, none over 500 ms', async () => {
    const times: number[] = [];
    await fc.assert(
      fc.asyncProperty(fanOutDocument, async (query) => {
        const answer = await fastest(500, () => post(query, { authorization: `Bearer ${app.adminKey}` }));
        times.push(answer.ms);
        expect([200, 400]).toContain(answer.status);
        expect(answer.ms).toBeLessThan(500);
        // Run, or refused by a limit: never an unexpected error.
        const body = JSON.parse(answer.text) as { data?: unknown; errors?: { message: string }[] };
        for (const error of body.errors ?? []) expect(error.message).toMatch(/limit of \d+ exceeded/);
        if (!body.errors) expect(body.data).toBeDefined();
      }),
      { numRuns: 40 },
    );
    expect(times).toHaveLength(40);
    console.log(
      times
        .map(Math.round)
        .sort((a, b) => a - b)
        .join(' '),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Random documents: fragments spreading earlier ones several times, inline fragments, aliases,
// directives, nested list fields; always valid against the schema, so every rule walks all of it.
// ---------------------------------------------------------------------------------------------

const SCALARS = ['typeCode', 'name', 'predicates'];
const selection = (fragments: number) =>
  fc.oneof(
    fc.constantFrom(...SCALARS),
    // An alias names one field only: two fields under one alias would not merge.
    fc.tuple(fc.integer({ min: 0, max: 20 }), fc.constantFrom(...SCALARS)).map(([n, f]) => `${f}${n}: ${f}`),
    fc.constantFrom(...SCALARS).map((f) => `${f} @include(if: true)`),
    fc.constant('refusals { predicate reason }'),
    ...(fragments > 0
      ? [
          fc.integer({ min: 0, max: fragments - 1 }).map((i) => `...F${i}`),
          fc.integer({ min: 0, max: fragments - 1 }).map((i) => `... on ConnectorType { ...F${i} }`),
          fc.integer({ min: 0, max: fragments - 1 }).map((i) => `...F${i} @skip(if: false)`),
        ]
      : []),
  );

/** Up to 30 fragments, each of 1-6 selections, any of which may spread an earlier fragment. */
const fanOutDocument = fc.integer({ min: 1, max: 30 }).chain((count) =>
  fc
    .tuple(
      ...Array.from({ length: count }, (_, i) =>
        fc
          .array(selection(i), { minLength: 1, maxLength: 6 })
          .map((body) => `fragment F${i} on ConnectorType { ${body.join(' ')} }`),
      ),
    )
    .map((fragments) => {
      // Every fragment spread at the root too, so none is unused (a validation error of its own).
      const spreads = fragments.map((_, i) => `...F${i}`).join(' ');
      return `{ connectorTypes { items { ${spreads} } } } ${fragments.join(' ')}`;
    }),
);

/**
 * The document with every selection set counting how often its selections are read: a walk over
 * a selection set reads them once, so the count is the work of every rule together, measured
 * without a clock.
 */
function counted(document: DocumentNode): { document: DocumentNode; reads: () => number } {
  let reads = 0;
  const copy = visit(document, {
    SelectionSet: {
      leave(node) {
        const selections = node.selections;
        const counting = { ...node };
        Object.defineProperty(counting, 'selections', {
          enumerable: true,
          get: () => {
            reads++;
            return selections;
          },
        });
        return counting;
      },
    },
  });
  return { document: copy, reads: () => reads };
}

/** The document's size: its nodes. */
function nodes(document: DocumentNode): number {
  let count = 0;
  visit(document, {
    enter() {
      count++;
    },
  });
  return count;
}

describe('validating a document is linear in its size', () => {
  const rules = [...specifiedRules, ...queryLimitRules(DEFAULT_QUERY_LIMITS, {})];

  test('the 30-level fan-out: the selection sets are read a bounded number of times each', () => {
    const { document, reads } = counted(parse(fanOut(30)));
    const errors = validate(schema, document, rules);
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/^Query Cost limit of 5000 exceeded/)]);
    expect(reads()).toBeLessThan(20 * nodes(document));
  });

  test("random fan-out documents: every rule together reads at most 20 times the document's nodes", () => {
    fc.assert(
      fc.property(fanOutDocument, (query) => {
        const parsed = parse(query);
        const { document, reads } = counted(parsed);
        const errors = validate(schema, document, rules);
        // Only the limits may refuse: the documents are valid GraphQL.
        for (const error of errors) expect(error.message).toMatch(/limit of \d+ exceeded/);
        expect(reads()).toBeLessThanOrEqual(20 * nodes(parsed));
      }),
      { numRuns: 300 },
    );
  });
});

test('the document counter counts: a walk of every selection reads each set once', () => {
  const { document, reads } = counted(parse('{ a { b } c { d { e } } }'));
  visit(document, {});
  expect(reads()).toBe(4);
  expect(document.definitions[0]!.kind).toBe(Kind.OPERATION_DEFINITION);
});

// ---------------------------------------------------------------------------------------------
// The cost worked out once per fragment is the cost counted spread by spread.
// ---------------------------------------------------------------------------------------------

/**
 * The cost as it was counted before fragments were worked out once: every spread walked again,
 * each field times how often it runs (exponential in the nesting of fragments; small documents only).
 */
function costSpreadBySpread(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const { objectCost, scalarCost } = DEFAULT_COST_OPTIONS;
  const pageSizeOf = (node: FieldNode, args: readonly { name: string; defaultValue: unknown }[]) => {
    const argument = args.find((a) => ['pageSize', 'limit', 'first', 'last'].includes(a.name));
    if (!argument) return 1;
    const given = node.arguments?.find((a) => a.name.value === argument.name);
    const value = given ? valueFromASTUntyped(given.value, {}) : argument.defaultValue;
    return Math.min(100, Math.max(1, typeof value === 'number' ? value : Number(argument.defaultValue ?? 1)));
  };
  const walk = (
    set: SelectionSetNode,
    parent: GraphQLNamedType | undefined,
    scale: number,
    pageSize: number,
  ): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value)!;
        total += walk(
          fragment.selectionSet,
          schema.getType(fragment.typeCondition.name.value) ?? undefined,
          scale,
          pageSize,
        );
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += walk(selection.selectionSet, parent, scale, pageSize);
      } else if (!['__schema', '__type'].includes(selection.name.value)) {
        const field =
          parent && (isObjectType(parent) || isInterfaceType(parent))
            ? parent.getFields()[selection.name.value]
            : undefined;
        const runs = field && isListType(getNullableType(field.type)) ? scale * pageSize : scale;
        const declared = (field?.extensions as { cost?: number } | undefined)?.cost ?? 0;
        total += ((selection.selectionSet ? objectCost : scalarCost) + declared) * runs;
        if (selection.selectionSet && field)
          total += walk(selection.selectionSet, getNamedType(field.type), runs, pageSizeOf(selection, field.args));
      }
    }
    return total;
  };
  return walk(operation.selectionSet, schema.getQueryType()!, 1, 1);
}

/** Fragments on Organization spreading earlier ones, under a page of organizations of a random size. */
const organizationDocument = fc
  .tuple(
    fc.integer({ min: 1, max: 100 }),
    fc.array(
      fc.array(
        fc.oneof(
          fc.constantFrom(
            'name',
            'health',
            'rollup',
            'trend(days: 7) { windowDays buckets { day } }',
            'integrations { items { typeCode } }',
          ),
          fc.nat(),
        ),
        { minLength: 1, maxLength: 4 },
      ),
      { minLength: 1, maxLength: 8 },
    ),
  )
  .map(([pageSize, bodies]) => {
    const fragments = bodies.map(
      (body, i) =>
        `fragment O${i} on Organization { ${body.map((part) => (typeof part === 'number' ? (i > 0 ? `...O${part % i}` : 'name') : part)).join(' ')} }`,
    );
    const spreads = bodies.map((_, i) => `...O${i}`).join(' ');
    return `{ organizations(pageSize: ${pageSize}) { total items { ${spreads} } } } ${fragments.join(' ')}`;
  });

test('the cost worked out once per fragment equals the cost counted spread by spread', () => {
  fc.assert(
    fc.property(organizationDocument, (query) => {
      const document = parse(query);
      expect(validate(schema, document)).toEqual([]);
      const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
      expect(operationCost(schema, document, operation)).toBe(costSpreadBySpread(document, operation));
    }),
    { numRuns: 200 },
  );
});
