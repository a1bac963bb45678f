import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import { GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { queryCostRule } from './query-cost.ts';

export interface QueryLimits {
  /**
   * Characters of the document, checked before it is parsed: a token may be of any length (a
   * name of a megabyte is one token), and lexing it, locating an error in it and quoting it cost
   * milliseconds a megabyte before any other limit could count anything.
   */
  length: number;
  /**
   * Entries of the request's `variables`, checked before anything walks them (the cost rule, the
   * storable-text check, the cache key each read every entry): a document within the token limit
   * declares at most a quarter of it (`$`, name, `:`, type), so more can only be padding.
   */
  variables: number;
  /** Field nesting, fragments flattened (a fragment spread adds no level). */
  depth: number;
  aliases: number;
  /** Directives of an operation, fragments counted where they are spread. */
  directives: number;
  /** Lexical tokens of the whole document, counted while parsing. */
  tokens: number;
  /** Objects 2, scalars 1, times the page sizes of the lists around them, plus declared resolver costs: see query-cost.ts. */
  cost: number;
}

/**
 * graphql-armor's defaults, except depth: 8 instead of 6. Measured on the REST documents
 * (flattened depth 3-5, cost 23-256, tokens under 200, no aliases, no directives) and on the
 * deepest path the schema has, `organizations.items.compliance.items.detail.refusedHere.reason`
 * (7), plus one level of headroom so a new nested field does not break clients. See docs/security.md,
 * "GraphQL operation limits".
 */
export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  length: 64 * 1024,
  variables: 250,
  depth: 8,
  aliases: 15,
  directives: 50,
  tokens: 1000,
  cost: 5000,
};

/** A request over a limit checked before parsing, coded and answered as a document that does not parse. */
const unparsable = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400, spec: true } } });

/** The refusal of a document over `limits.length`, or null. */
export function documentTooLong(limits: QueryLimits, query: unknown): GraphQLError | null {
  if (typeof query !== 'string' || query.length <= limits.length) return null;
  return unparsable(`Document length limit of ${limits.length} characters exceeded, found ${query.length}.`);
}

/** The refusal of `variables` with more entries than `limits.variables`, or null. */
function tooManyVariables(limits: QueryLimits, variables: unknown): GraphQLError | null {
  if (variables === null || typeof variables !== 'object') return null;
  let found = 0;
  for (const _name in variables) found++;
  if (found <= limits.variables) return null;
  return unparsable(`Variables limit of ${limits.variables} exceeded, found ${found}.`);
}

const PREFIX = 'Syntax Error: ';

// armor throws its rule errors out of `validate`, which yoga would answer with 200; reporting
// them to the validation context instead makes them validation errors like any other. armor
// also words them as syntax errors, which they are not.
const report: GraphQLArmorRejectCallback = (context, error) => {
  context?.reportError(new GraphQLError(error.message.replace(PREFIX, ''), { nodes: [] }));
};
const asValidationError = { propagateOnRejection: false, onReject: [report] };

/**
 * The validation rules of the limits, for a request with these variables (a page size may be
 * one). Each walks an operation once, a fragment once however often it is spread (armor's rules
 * keep each fragment's count, the cost keeps each fragment's cost), so validating is linear in the
 * document's size.
 */
export function queryLimitRules(limits: QueryLimits, variables: Record<string, unknown>): ValidationRule[] {
  const cost = queryCostRule(limits.cost, variables);
  // yoga caches validation results per document and the names of the rules: the numbers a
  // page size may come from are part of the name, so another page size is validated afresh.
  const numbers = Object.entries(variables).filter(([, value]) => typeof value === 'number');
  Object.defineProperty(cost, 'name', { value: `QueryCost(${numbers.map(([k, v]) => `${k}=${v}`).join(',')})` });
  return [
    maxDepthRule({ n: limits.depth, flattenFragments: true, ...asValidationError }),
    maxAliasesRule({ n: limits.aliases, ...asValidationError }),
    maxDirectivesRule({ n: limits.directives, ...asValidationError }),
    cost,
  ];
}

/**
 * Rejects an oversized operation before it runs: too long before parsing, too many tokens while parsing, too deep, too many
 * aliases or directives, or too costly (page sizes included) while validating. Each rejection is
 * an ordinary GraphQL error: a validation error coded GRAPHQL_VALIDATION_FAILED, so yoga answers
 * it as the GraphQL-over-HTTP spec says for a request error (400 to
 * `Accept: application/graphql-response+json`, 200 to `application/json`).
 */
export function useQueryLimits(limits: QueryLimits = DEFAULT_QUERY_LIMITS): Plugin {
  return {
    onParams({ params }) {
      const refusal = documentTooLong(limits, params.query) ?? tooManyVariables(limits, params.variables);
      if (refusal) throw refusal;
    },
    onPluginInit({ addPlugin }) {
      addPlugin(
        maxTokensPlugin({
          n: limits.tokens,
          // The parser has no validation context: the thrown error itself carries the status, the
          // one of a document that does not parse (400, or 200 to a client accepting only
          // application/json: `spec`).
          onReject: [
            (_context, error) => {
              Object.assign(error.extensions, {
                code: 'GRAPHQL_VALIDATION_FAILED',
                http: { status: 400, spec: true },
              });
            },
          ],
        }),
      );
    },
    onValidate({ addValidationRule, context }) {
      const given = (context as { params?: { variables?: unknown } }).params?.variables;
      const variables = given !== null && typeof given === 'object' ? (given as Record<string, unknown>) : {};
      for (const rule of queryLimitRules(limits, variables)) addValidationRule(rule);
    },
  };
}
