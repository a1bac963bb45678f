import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  type DocumentNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  separateOperations,
  validate,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  GetDetectionDocument,
  GetStandardDocument,
  ListOrganizationsDocument,
  ListStandardControlsDocument,
  ListStandardsDocument,
  OrganizationComplianceDocument,
  OrganizationComplianceTrendDocument,
  OrganizationDetectionsDocument,
} from '../../src/graphql/generated/operations.ts';
import { operationCost } from '../../src/graphql/plugins/query-cost.ts';
import { DEFAULT_QUERY_LIMITS } from '../../src/graphql/plugins/use-query-limits.ts';
import { schema } from '../../src/schema/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const graphql = (query: string, options: { token?: string; variables?: Record<string, unknown> } = {}) =>
  request(`${app.url}/graphql`, {
    method: 'POST',
    token: options.token,
    body: { query, variables: options.variables },
    headers: { accept: 'application/graphql-response+json' },
  });

const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: organizations { total }`).join(' ')} }`;
/** `levels` nested ofType under __type/fields/type, then name: a depth of `levels + 4`. */
const deepType = (levels: number) =>
  `{ __type(name: "Query") { fields { type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } } }`;
const DEEPEST_SCHEMA_PATH =
  '{ organizations { items { compliance { items { detail { refusedHere { reason } } } } } } }';

/** 'fragment F0 on T { field }', then each next fragment spreading the one before twice. */
const fanOutOn = (type: string, field: string, levels: number) =>
  Array.from({ length: levels + 1 }, (_, i) =>
    i === 0 ? `fragment F0 on ${type} { ${field} }` : `fragment F${i} on ${type} { ...F${i - 1} ...F${i - 1} }`,
  ).join(' ');

function rejection(message: string | ReturnType<typeof expect.stringMatching>) {
  return {
    errors: [
      expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }) }),
    ],
  };
}

describe('oversized operations are refused before they run', () => {
  test.each([
    ['an alias bomb of 16 aliases', aliases(16), 'Aliases limit of 15 exceeded, found 16.'],
    ['a query nested 9 levels deep', deepType(5), 'Query depth limit of 8 exceeded, found 9.'],
    [
      'a document of more than 1000 tokens',
      `{ organizations { ${'total '.repeat(1000)}} }`,
      'Syntax Error: Token limit of 1000 exceeded.',
    ],
    [
      'a query costing more than 5000',
      `{ organizations { items { compliance { items { detail { refusedHere { ${'reason '.repeat(450)}} } } } } } }`,
      expect.stringMatching(/^Query Cost limit of 5000 exceeded, found \d+(\.\d+)?\.$/),
    ],
    [
      'an operation of more than 50 directives',
      `{ organizations { ${'total @include(if: true) '.repeat(51)}} }`,
      'Directives limit of 50 exceeded, found 51.',
    ],
  ])('%s: 400 with the limit named, no data', async (_name, query, message) => {
    const response = await graphql(query, { token: app.adminKey });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(response.body).toStrictEqual(rejection(message as string));
    // A client accepting only application/json (or sending no Accept) gets the same errors with
    // 200, as the GraphQL-over-HTTP spec says for a document that fails to parse or validate.
    for (const accept of ['application/json', undefined]) {
      const legacy = await request(`${app.url}/graphql`, {
        method: 'POST',
        token: app.adminKey,
        body: { query },
        headers: accept ? { accept } : {},
      });
      expect(legacy.status, accept).toBe(200);
      expect(legacy.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(legacy.body).toStrictEqual(rejection(message as string));
    }
    // Without a credential the answer is the 401 of a missing credential: it is given once the
    // parameters are read, before the document is parsed or validated, so none of its work is done.
    const anonymous = await graphql(query);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect(anonymous.body).toStrictEqual({
      errors: [{ message: 'Not authenticated', extensions: { code: 'UNAUTHENTICATED' } }],
    });
  });

  test('signing in needs no credential and is still held to the limits', async () => {
    const login = (selection: string) =>
      `mutation { login(email: "admin@demo.example", password: "x") { ${selection} } }`;
    const deep = await graphql(`${login('...F30')} ${fanOutOn('AuthTokens', 'accessToken', 30)}`);
    expect(deep.status).toBe(400);
    expect(deep.body).toStrictEqual(rejection(expect.stringMatching(/^Query Cost limit of 5000 exceeded/)));
    // Whether a document is a sign-in is read within the token limit: a longer one is not, and
    // needs a credential like any other.
    const tokens = await graphql(login(`accessToken ${'tokenType '.repeat(1000)}`));
    expect(tokens.status).toBe(401);
  });

  test('operations at the limits run', async () => {
    for (const query of [aliases(15), deepType(4), DEEPEST_SCHEMA_PATH]) {
      const response = await graphql(query, { token: app.adminKey });
      expect(response.body.errors, query).toBeUndefined();
      expect(response.status).toBe(200);
    }
  });

  test("GraphiQL's introspection query is not limited by depth", async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const response = await graphql(getIntrospectionQuery(), { token: app.adminKey });
    expect(response.status).toBe(200);
    expect(response.body.data.__schema.queryType.name).toBe('Query');
  });
});

describe('the documented operations pass', () => {
  test('every REST read document runs over /graphql', async () => {
    const organization = await app.db.organization.findFirstOrThrow({
      where: { tenantId: app.demoTenantId },
      orderBy: { name: 'asc' },
    });
    const standard = await app.db.standard.findFirstOrThrow({ where: { tenantId: app.demoTenantId } });
    const detection = await app.db.detection.findFirstOrThrow({ where: { tenantId: app.demoTenantId } });
    const runs: [DocumentNode, Record<string, unknown>][] = [
      [ListOrganizationsDocument, { page: 1, pageSize: 5 }],
      [OrganizationComplianceDocument, { organizationId: organization.id }],
      [OrganizationComplianceTrendDocument, { organizationId: organization.id, days: 30 }],
      [OrganizationDetectionsDocument, { organizationId: organization.id, limit: 50 }],
      [ListStandardsDocument, { page: 1, pageSize: 50 }],
      [GetStandardDocument, { id: standard.id }],
      [ListStandardControlsDocument, { standardId: standard.id, page: 1, pageSize: 100 }],
      [GetDetectionDocument, { id: detection.id }],
    ];
    for (const [document, variables] of runs) {
      const response = await graphql(print(document), { token: app.adminKey, variables });
      expect(response.body.errors, print(document)).toBeUndefined();
      expect(response.status).toBe(200);
    }
  });

  test('every operation document of every surface is within the limits, with room to spare', () => {
    // The folders codegen.ts types documents from (the client package adds its subscriptions, the
    // console sends its own).
    const files = ['src/graphql/operations', 'packages/client/operations', 'console/src/operations']
      .filter((dir) => existsSync(dir))
      .flatMap((dir) =>
        readdirSync(dir)
          .filter((name) => name.endsWith('.graphql'))
          .map((name) => path.join(dir, name)),
      );
    const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    const all = parse(text);
    // As a client sends each: the operation and the fragments it spreads, not every fragment of every file.
    const documents = separateOperations(all);
    const operations = all.definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    expect(operations.length).toBeGreaterThanOrEqual(8);

    const measured: Record<string, Record<string, number>> = {};
    for (const operation of operations) {
      const name = operation.name!.value;
      const document = documents[name]!;
      const got: Record<string, number> = {};
      const record = (key: string) => [
        (_context: unknown, details: { n: number }) => {
          got[key] = details.n;
        },
      ];
      const errors = validate(schema, document, [
        maxDepthRule({ n: DEFAULT_QUERY_LIMITS.depth, flattenFragments: true, onAccept: record('depth') }),
        maxAliasesRule({ n: DEFAULT_QUERY_LIMITS.aliases, onAccept: record('aliases') }),
        maxDirectivesRule({ n: DEFAULT_QUERY_LIMITS.directives, onAccept: record('directives') }),
      ]);
      expect(errors, name).toEqual([]);
      // The cost the server enforces (page sizes multiply: src/graphql/plugins/query-cost.ts), at
      // each page argument's default when the document leaves it to a variable.
      got.cost = operationCost(schema, document, operation);
      const parser = new MaxTokensParserWLexer(print(document), { n: DEFAULT_QUERY_LIMITS.tokens });
      parser.parseDocument();
      measured[name] = { ...got, tokens: parser.tokenCount };
    }
    for (const [name, m] of Object.entries(measured)) {
      // Half of each budget: a document growing a little must not start failing.
      expect(m.depth, name).toBeLessThanOrEqual(DEFAULT_QUERY_LIMITS.depth - 2);
      expect(m.cost, name).toBeLessThanOrEqual(DEFAULT_QUERY_LIMITS.cost / 2);
      expect(m.tokens, name).toBeLessThanOrEqual(DEFAULT_QUERY_LIMITS.tokens / 2);
      expect(m.aliases, name).toBe(0);
      expect(m.directives, name).toBe(0);
    }
    if (process.env.PRINT_QUERY_LIMITS) console.table(measured);
  });
});
