import { buildSchema, parse } from 'graphql';
import { describe, expect, test } from 'vitest';
import { isCacheable } from '../../src/graphql/response-cache.ts';
import { schema } from '../../src/schema/index.ts';

// ApiKey.lastUsedAt and Query.auditEvents are marked volatile (src/schema/volatile.ts): they change without a revision bump.
describe('isCacheable', () => {
  test.each([
    ['not at all', '{ apiKeys { items { id name createdAt } total } }', true],
    ['directly', '{ apiKeys { items { id lastUsedAt } } }', false],
    ['through a fragment', 'query { apiKeys { items { ...Key } } } fragment Key on ApiKey { id lastUsedAt }', false],
    [
      'through a fragment within a fragment',
      'query { apiKeys { ...Page } } fragment Page on ApiKeyPage { items { ...Key } } fragment Key on ApiKey { lastUsedAt }',
      false,
    ],
    ['through an inline fragment', '{ apiKeys { items { ... on ApiKey { lastUsedAt } } } }', false],
    ['under an alias', '{ apiKeys { items { seen: lastUsedAt } } }', false],
    ['a grid', '{ organizations { items { id name } } }', true],
    // Sign-ins add audit entries without a bump: the list itself is volatile, whatever is selected.
    ['the audit log', '{ auditEvents(first: 1) { pageInfo { hasNextPage } } }', false],
  ])('selects a volatile field %s -> %s', (_how, text, expected) => {
    expect(isCacheable(schema, parse(text))).toBe(expected);
  });

  test('is worked out once per document', () => {
    const document = parse('{ apiKeys { items { lastUsedAt } } }');
    expect(isCacheable(schema, document)).toBe(false);
    // The answer is remembered for this document object: a change to it afterwards is not seen.
    (document as { definitions: unknown }).definitions = parse('{ apiKeys { total } }').definitions;
    expect(isCacheable(schema, document)).toBe(false);
    expect(isCacheable(schema, parse('{ apiKeys { total } }'))).toBe(true);
  });

  test('a field asked of an interface is volatile where an implementation marks it', () => {
    const small = buildSchema(`
      interface Credential { id: ID!, lastUsedAt: String }
      type Key implements Credential { id: ID!, lastUsedAt: String }
      type Token implements Credential { id: ID!, lastUsedAt: String }
      type Query { credentials: [Credential!]! }
    `);
    const key = small.getType('Key') as { getFields(): Record<string, { extensions: object }> };
    key.getFields().lastUsedAt!.extensions = { volatile: true };
    expect(isCacheable(small, parse('{ credentials { lastUsedAt } }'))).toBe(false);
    expect(isCacheable(small, parse('{ credentials { ... on Token { lastUsedAt } } }'))).toBe(true);
    expect(isCacheable(small, parse('{ credentials { id } }'))).toBe(true);
  });
});
