import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_STATEMENTS_PER_OPERATION } from '../../src/graphql/context.ts';
import { schema } from '../../src/schema/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';
import { statementCounter } from '../support/statements.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const graphql = (query: string, variables?: Record<string, unknown>) =>
  request(`${app.url}/graphql`, {
    method: 'POST',
    token: app.adminKey,
    headers: { accept: 'application/graphql-response+json' },
    body: { query, variables },
  });

const GRID_AND_TREND = `items {
  compliance { rollup items { ruleId ruleName status evaluatedAt detail { missingPredicates } } }
  trend(days: 366) { windowDays buckets { day passCount failCount } }
}`;

describe('the cost of an operation reads its page sizes', () => {
  test('15 aliases of 100 organizations with grid and trend are refused before anything runs', async () => {
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: organizations(pageSize: 100) { ${GRID_AND_TREND} }`);
    const response = await graphql(`{ ${aliases.join(' ')} }`);
    expect(response.status).toBe(400);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Query Cost limit of 5000 exceeded, found \d+(\.\d+)?\.$/),
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
      }),
    ]);
  });

  test('a page size passed as a variable counts the same as a literal one', async () => {
    const query = `query ($n: Int) { organizations(pageSize: $n) { ${GRID_AND_TREND} } }`;
    expect((await graphql(query, { n: 100 })).status).toBe(400);
    const small = await graphql(query, { n: 3 });
    expect(small.body.errors).toBeUndefined();
    expect(small.body.data.organizations.items).toHaveLength(3);
  });

  test('one page of organizations with their grids and trends still runs', async () => {
    const response = await graphql(`{ organizations(pageSize: 10) { ${GRID_AND_TREND} } }`);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.organizations.items).toHaveLength(10);
  });
});

describe('per-organization fields of a list are batched', () => {
  test('grids and trends of a page cost the same statements for 2 organizations as for 25', async () => {
    const counter = statementCounter(app, 'batching');
    try {
      const counts: number[] = [];
      for (const pageSize of [2, 25]) {
        const { result, statements } = await counter.run(
          `{ organizations(pageSize: ${pageSize}) { items { compliance { rollup } trend(days: 30) { windowDays } } } }`,
        );
        expect(result.errors).toBeUndefined();
        counts.push(statements);
      }
      expect(counts[0]).toBe(counts[1]);
      // The page and its count, the grids (controls with states, integrations, the catalog), the trends.
      expect(counts[1]).toBeLessThanOrEqual(7);
    } finally {
      await counter.close();
    }
  });
});

describe('database work per operation is capped', () => {
  test(`an operation that would run more than ${MAX_STATEMENTS_PER_OPERATION} statements is stopped with a typed error`, async () => {
    // 120 standards, each listing its controls: two statements per standard.
    await app.db.standard.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        tenantId: app.demoTenantId,
        slug: `bulk-${String(i).padStart(3, '0')}`,
        name: `Bulk ${String(i).padStart(3, '0')}`,
      })),
    });
    const response = await graphql(
      '{ standards(pageSize: 100, q: "Bulk") { items { controls(pageSize: 1) { total } } } }',
    );
    expect(response.body.errors?.[0]).toMatchObject({
      message: `This operation needs more than ${MAX_STATEMENTS_PER_OPERATION} database statements; ask for fewer items per page or fewer nested lists`,
      extensions: { code: 'BAD_REQUEST' },
    });
    // The same read, a page at a time, is fine.
    const smaller = await graphql(
      '{ standards(pageSize: 20, q: "Bulk") { items { controls(pageSize: 1) { total } } } }',
    );
    expect(smaller.body.errors).toBeUndefined();
  });
});

describe('field suggestions', () => {
  const typo = (token?: string) =>
    request(`${app.url}/graphql`, {
      method: 'POST',
      token,
      body: { query: '{ organizatons { total } }' },
    });

  test('only a caller with a valid credential is told "Did you mean"', async () => {
    // Authenticated first, so a cached validation result could leak to the next caller.
    const known = await typo(app.adminKey);
    expect(known.body.errors[0].message).toBe(
      'Cannot query field "organizatons" on type "Query". Did you mean "organizations" or "organization"?',
    );
    for (const token of [undefined, 'made-up-token', `ccak_${'x'.repeat(43)}`]) {
      const response = await typo(token);
      // Refused before the document is validated: the answer names nothing of the schema.
      expect(response.status, String(token)).toBe(401);
      expect(response.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(response.text).not.toContain('organization');
    }
    // Signing in is validated without a credential: a misspelt field of it gets no suggestion.
    const signIn = await request(`${app.url}/graphql`, {
      method: 'POST',
      body: { query: 'mutation { login(email: "a@b.c", password: "x") { acessToken } }' },
    });
    expect(signIn.body.errors[0].message).toBe('Cannot query field "acessToken" on type "AuthTokens".');
    expect(signIn.text).not.toContain('Did you mean');
  });
});

test('every fixed document of REST and MCP costs less than half the budget at its largest page size', async () => {
  const { readFileSync, readdirSync } = await import('node:fs');
  const { Kind: K } = await import('graphql');
  const { operationCost } = await import('../../src/graphql/plugins/query-cost.ts');
  const { DEFAULT_QUERY_LIMITS } = await import('../../src/graphql/plugins/use-query-limits.ts');
  const dir = 'src/graphql/operations';
  const text = readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .map((name) => readFileSync(`${dir}/${name}`, 'utf8'))
    .join('\n');
  const document = parse(text);
  const largest = { page: 1, pageSize: 100, limit: 100, first: 100, days: 366 };
  const costs: Record<string, number> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== K.OPERATION_DEFINITION) continue;
    costs[definition.name!.value] = operationCost(schema, document, definition, largest);
  }
  if (process.env.PRINT_QUERY_COSTS) console.table(costs);
  expect(Object.keys(costs).length).toBeGreaterThanOrEqual(8);
  // Half the budget, as the other limits are measured: a document growing a little must not start failing.
  for (const [name, cost] of Object.entries(costs))
    expect(cost, name).toBeLessThanOrEqual(DEFAULT_QUERY_LIMITS.cost / 2);
});
