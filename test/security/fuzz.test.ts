import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  type ASTNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  type TypeNode,
  visit,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routes } from '../../src/developer/routes.ts';
import type { JsonSchema } from '../../src/rest/pydantic/core.ts';
import { toJsonSchema } from '../../src/rest/pydantic/core.ts';
import type { AnyRoute } from '../../src/rest/route.ts';
import { signIn } from '../standards/support.ts';
import { ALL_SCOPES, startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

/**
 * Random strings, numbers and JSON thrown at every route of the served table
 * (src/developer/routes.ts, so a route added later is fuzzed too) and at every fixed GraphQL
 * document: no answer may be a 5xx or carry a stack trace, SQL or an unexpected error.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

let app: TestApp;
let ids: Record<string, string[]>;
beforeAll(async () => {
  app = await startTestApp({
    limits: {
      points: 1_000_000,
      windowSeconds: 60,
      store: 'memory',
      signIn: { addressPoints: 1_000_000, emailPoints: 1_000_000, windowSeconds: 60 },
    },
  });
  const mine = { tenantId: app.demoTenantId };
  const theirs = { tenantId: app.otherTenantId };
  const first = async (find: (where: { tenantId: string }) => Promise<{ id: string } | null>) => [
    (await find(mine))!.id,
    (await find(theirs))!.id,
  ];
  // Path parameters get real ids of both tenants among the random ones; keys are made for the
  // fuzz, so a DELETE never revokes the credential the fuzz itself uses.
  const expendableKey = async (tenantId: string) =>
    (await app.db.apiKey.findFirstOrThrow({ where: { tenantId, name: 'fuzz' } })).id;
  await app
    .key(['organization.read'], { tenantId: app.demoTenantId })
    .then(() => app.db.apiKey.updateMany({ where: { name: 'test key' }, data: { name: 'fuzz' } }));
  await app
    .key(['organization.read'], { tenantId: app.otherTenantId })
    .then(() => app.db.apiKey.updateMany({ where: { name: 'test key' }, data: { name: 'fuzz' } }));
  ids = {
    organization_id: await first((where) => app.db.organization.findFirst({ where })),
    standard_id: await first((where) => app.db.standard.findFirst({ where })),
    detection_id: await first((where) => app.db.detection.findFirst({ where })),
    control_id: await first((where) => app.db.control.findFirst({ where })),
    api_key_id: [await expendableKey(app.demoTenantId), await expendableKey(app.otherTenantId)],
    // A private type of each tenant (one the fuzz may delete, one it must not reach) and a built-in one.
    type_code: ['fuzz-mine', 'fuzz-theirs', 'intune'],
  };
  await app.db.connectorType.createMany({
    data: [
      { tenantId: app.demoTenantId, typeCode: 'fuzz-mine', name: 'Fuzz', predicates: ['fuzz.p'] },
      { tenantId: app.otherTenantId, typeCode: 'fuzz-theirs', name: 'Fuzz', predicates: ['fuzz.p'] },
    ],
  });
});
afterAll(() => app.close());

// ---------------------------------------------------------------------------------------------
// Arbitraries.

/** The strings that have broken services before: NUL, unpaired surrogates, huge, SQL and path tricks. */
const TRAPS = [
  '\0',
  'a\0b',
  '\ud800',
  'x\udfffy',
  '%',
  '_',
  '%_%',
  '\'; DROP TABLE "User"; --',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'toString',
  '{"$ne": null}',
  '1e400',
  '-0',
  'NaN',
  '2030-02-30T00:00:00Z',
  '9999999999999999999999999',
  '2147483648',
  '-2147483649',
];
const nastyString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...TRAPS) },
  // A plausible value with a trap inside it.
  {
    weight: 3,
    arbitrary: fc.tuple(fc.string(), fc.constantFrom(...TRAPS), fc.string()).map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.nat({ max: 30_000 }).map((n) => 'x'.repeat(n)) },
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, 1e308, 0.5, -0),
);

const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  nastyString,
  nastyNumber,
  fc.constant(null),
  // Nested deeper than the service takes (64), shallow enough for the test's own JSON.stringify.
  fc.integer({ min: 1, max: 2_000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
);

/** Values shaped by a JSON Schema (the route's own, from toJsonSchema), each part sometimes replaced by junk. */
function fromSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const junk = depth > 4 ? nastyJson : fc.oneof(nastyString, nastyNumber, fc.constant(null));
  const valid = ((): fc.Arbitrary<unknown> => {
    if (Array.isArray(schema.anyOf))
      return fc.oneof(...(schema.anyOf as JsonSchema[]).map((s) => fromSchema(s, depth)));
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    if ('const' in schema) return fc.constant(schema.const);
    switch (schema.type) {
      case 'string': {
        const max = typeof schema.maxLength === 'number' ? schema.maxLength : 40;
        if (schema.format === 'uuid') return fc.oneof(fc.uuid(), fc.constantFrom(...Object.values(ids).flat()));
        if (schema.format === 'date-time')
          return fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString()));
        return fc.oneof(
          fc.string({ minLength: 1, maxLength: max }),
          fc.string({ minLength: max + 1, maxLength: max + 5 }),
          nastyString,
        );
      }
      case 'integer':
        return fc.integer({
          min: typeof schema.minimum === 'number' ? schema.minimum - 1 : -5,
          max: typeof schema.maximum === 'number' ? schema.maximum + 1 : 500,
        });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(fromSchema((schema.items as JsonSchema) ?? {}, depth + 1), { maxLength: 3 });
      case 'object': {
        const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
        const names = Object.keys(properties);
        if (names.length === 0) return fc.dictionary(nastyString, nastyJson, { maxKeys: 3 });
        return fc.record(Object.fromEntries(names.map((name) => [name, fromSchema(properties[name]!, depth + 1)])), {
          requiredKeys: (schema.required as string[] | undefined) ?? [],
        });
      }
      default:
        return nastyJson;
    }
  })();
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: junk });
}

const pathValue = (name: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(ids[name] ?? [randomUUID()])) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: nastyString.filter((s) => s !== '') },
    { weight: 1, arbitrary: nastyNumber.map(String) },
  );

const queryValue = (schema: JsonSchema) =>
  fc.oneof(
    { weight: 1, arbitrary: fromSchema(schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) },
    { weight: 3, arbitrary: nastyString },
    { weight: 1, arbitrary: nastyNumber.map(String) },
  );

/**
 * A well-formed value of a JSON Schema with every string set to `text`: the deterministic
 * examples each route starts with, one per trap, so a trap reaches every field whatever the seed.
 */
function exampleOf(schema: JsonSchema, text: string): unknown {
  if (Array.isArray(schema.anyOf)) return exampleOf((schema.anyOf as JsonSchema[])[0]!, text);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('const' in schema) return schema.const;
  switch (schema.type) {
    case 'string':
      return schema.format === 'uuid' ? Object.values(ids)[0]![0] : text;
    case 'integer':
      // The trap that looks like a number goes where numbers go.
      return /^\d+$/.test(text) ? Number(text) : typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return false;
    case 'array':
      return [exampleOf((schema.items as JsonSchema) ?? {}, text)];
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      if (Object.keys(properties).length === 0) {
        const values = schema.additionalProperties;
        return { [text]: typeof values === 'object' && values !== null ? exampleOf(values as JsonSchema, text) : text };
      }
      return Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, exampleOf(s, text)]));
    }
    default:
      return text;
  }
}

const EXAMPLE_TRAPS = [
  '\0',
  'a\0b',
  '\ud800',
  'x'.repeat(5_000),
  '%_%',
  '2147483648',
  '2030-02-30T00:00:00Z',
  'toString',
];

function examplesFor(route: AnyRoute): [FuzzRequest][] {
  const pathNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const queryDecls = Object.entries(route.request.query ?? {}) as [string, Parameters<typeof toJsonSchema>[0]][];
  const bodySchema = route.request.body ? toJsonSchema(route.request.body) : null;
  return EXAMPLE_TRAPS.map((trap, index) => [
    {
      // The first example puts the trap in the path too; the others reach past it with real ids.
      path: Object.fromEntries(pathNames.map((name) => [name, index === 0 ? trap : (ids[name]?.[0] ?? randomUUID())])),
      query: Object.fromEntries(queryDecls.map(([name, decl]) => [name, String(exampleOf(toJsonSchema(decl), trap))])),
      body: bodySchema ? { kind: 'json', value: exampleOf(bodySchema, trap) } : { kind: 'none' },
    },
  ]);
}

interface FuzzRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } | { kind: 'none' };
}

function requestFor(route: AnyRoute): fc.Arbitrary<FuzzRequest> {
  const pathNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const queryDecls = Object.entries(route.request.query ?? {}) as [string, Parameters<typeof toJsonSchema>[0]][];
  const bodySchema = route.request.body ? toJsonSchema(route.request.body) : null;
  return fc.record({
    path: fc.record(Object.fromEntries(pathNames.map((name) => [name, pathValue(name)]))),
    query: fc.record(
      Object.fromEntries([
        ...queryDecls.map(([name, decl]) => [name, queryValue(toJsonSchema(decl))]),
        ['unexpected', nastyString],
      ]),
      { requiredKeys: queryDecls.map(([name]) => name) },
    ) as fc.Arbitrary<Record<string, string>>,
    body: bodySchema
      ? fc.oneof(
          { weight: 6, arbitrary: fromSchema(bodySchema).map((value) => ({ kind: 'json' as const, value })) },
          { weight: 1, arbitrary: nastyJson.map((value) => ({ kind: 'json' as const, value })) },
          {
            weight: 1,
            arbitrary: fc.record({
              kind: fc.constant('raw' as const),
              text: fc.oneof(
                nastyString,
                fc.constantFrom('{"a":', '[1,2', '{"x": NaN}', '\ufeff{}'),
                // Thousands deep, as text: what a recursive parser would choke on.
                fc
                  .integer({ min: 1_000, max: 50_000 })
                  .map((depth) => `{"a": ${'['.repeat(depth)}${']'.repeat(depth)}}`),
              ),
              type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
            }),
          },
        )
      : fc.constant({ kind: 'none' as const }),
  });
}

// ---------------------------------------------------------------------------------------------
// What no answer may be.

const LEAKS = [
  /\n\s+at [\w$.<>]+ \(/, // a stack frame
  /\.ts:\d+:\d+/,
  /node_modules/,
  /prisma/i,
  /\bSELECT\b.*\bFROM\b/,
  /invalid byte sequence|unsupported Unicode escape|violates|duplicate key/i,
  /Unexpected error/,
];

function expectSafe(label: string, status: number, text: string): void {
  expect(status, `${label} answered ${status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  for (const leak of LEAKS) expect(text, `${label} leaked ${leak}`).not.toMatch(leak);
}

/**
 * A path segment as a client would send it. An unpaired surrogate cannot be percent-encoded as
 * UTF-8, so it goes out as the bytes a broken client would send for it (an invalid UTF-8 sequence).
 */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function pathSegment(value: string): string {
  const wellFormed = value.replace(LONE_SURROGATES, '');
  return wellFormed === value ? encodeURIComponent(value) : `${encodeURIComponent(wellFormed)}%ED%A0%80`;
}

async function credentialFor(route: AnyRoute): Promise<string | undefined> {
  if (route.authentication === 'public') return undefined;
  // A fresh session per call: logout ends it, and must not end the fuzz of the next route.
  if (route.humanTokenOnly) return (await signIn(app, 'admin@demo.example')).accessToken;
  return app.key(ALL_SCOPES);
}

describe('REST: every route of the served table', () => {
  test('the table is what is fuzzed', () => {
    expect(routes.length).toBeGreaterThanOrEqual(22);
  });

  test.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s never answers 5xx or leaks',
    async (label, route) => {
      const token = await credentialFor(route);
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (input) => {
          const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => pathSegment(input.path[name]!));
          const query = new URLSearchParams(input.query).toString();
          const url = `${app.url}/api/v1${path}${query ? `?${query}` : ''}`;
          const response =
            input.body.kind === 'json'
              ? await request(url, { method: route.method, token, body: input.body.value })
              : input.body.kind === 'raw'
                ? await request(url, {
                    method: route.method,
                    token,
                    rawBody: input.body.text,
                    headers: { 'content-type': input.body.type },
                  })
                : await request(url, { method: route.method, token });
          expectSafe(label, response.status, response.text);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true, examples: examplesFor(route) },
      );
    },
    120_000,
  );
});

// ---------------------------------------------------------------------------------------------
// GraphQL: the fixed documents every surface runs, with random variables.

function variableValue(type: TypeNode): fc.Arbitrary<unknown> {
  if (type.kind === Kind.NON_NULL_TYPE) return variableValue(type.type);
  if (type.kind === Kind.LIST_TYPE) return fc.array(variableValue(type.type), { maxLength: 3 });
  const valid = ((): fc.Arbitrary<unknown> => {
    switch (type.name.value) {
      case 'UUID':
        return fc.oneof(fc.uuid(), fc.constantFrom(...Object.values(ids).flat()));
      case 'Int':
        return fc.oneof(fc.integer({ min: -5, max: 400 }), fc.constantFrom(2 ** 31 - 1, -(2 ** 31)));
      case 'Boolean':
        return fc.boolean();
      case 'String':
        return nastyString;
      default:
        return nastyJson;
    }
  })();
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: nastyJson });
}

const documents = readdirSync('src/graphql/operations')
  .filter((name) => name.endsWith('.graphql'))
  .map((name) => readFileSync(`src/graphql/operations/${name}`, 'utf8'))
  .join('\n');
const parsed = parse(documents);
const fragments = parsed.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
const operations = parsed.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** The fragments an operation spreads, transitively (an unused one fails validation). */
function fragmentsOf(operation: OperationDefinitionNode): FragmentDefinitionNode[] {
  const used = new Map<string, FragmentDefinitionNode>();
  const pending: ASTNode[] = [operation];
  while (pending.length > 0) {
    visit(pending.pop()!, {
      FragmentSpread(spread) {
        const fragment = fragments.find((f) => f.name.value === spread.name.value);
        if (fragment && !used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment);
          pending.push(fragment);
        }
      },
    });
  }
  return [...used.values()];
}

describe('GraphQL: every fixed document with random variables', () => {
  test.each(operations.map((operation) => [operation.name!.value, operation] as const))(
    '%s never answers 5xx or an unexpected error',
    async (name, operation) => {
      const query = [print(operation), ...fragmentsOf(operation).map((fragment) => print(fragment))].join('\n');
      const variables = fc.record(
        Object.fromEntries(
          (operation.variableDefinitions ?? []).map((definition) => [
            definition.variable.name.value,
            variableValue(definition.type),
          ]),
        ),
        { requiredKeys: [] },
      );
      const definitions = operation.variableDefinitions ?? [];
      const named = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : named(type.type));
      const examples = EXAMPLE_TRAPS.map((trap) => [
        Object.fromEntries(
          definitions.map((definition) => {
            const type = named(definition.type);
            const value =
              type === 'String'
                ? trap
                : type === 'UUID'
                  ? Object.values(ids)[0]![0]
                  : type === 'Int'
                    ? /^\d+$/.test(trap)
                      ? Number(trap)
                      : 1
                    : type === 'Boolean'
                      ? false
                      : null;
            return [definition.variable.name.value, value];
          }),
        ),
      ]) as [Record<string, unknown>][];
      const token = (await signIn(app, 'admin@demo.example')).accessToken;
      await fc.assert(
        fc.asyncProperty(variables, async (values) => {
          const response = await request(`${app.url}/graphql`, {
            method: 'POST',
            token,
            body: { query, variables: values, operationName: name },
          });
          expectSafe(name, response.status, response.text);
          // The document itself is valid: every answer comes from running it, not from validation.
          expect(response.body.errors ?? [], name).not.toContainEqual(
            expect.objectContaining({ extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }) }),
          );
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true, examples },
      );
    },
    120_000,
  );
});
