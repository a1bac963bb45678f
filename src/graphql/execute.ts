import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, type GraphQLError, type GraphQLSchema, validate } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { holdsUnstorableText } from '../domain/json.ts';
import { ApiError, asApiError, BadInputError, isDatabaseUnavailable } from '../errors.ts';
import type { Context } from '../schema/context.ts';
import { UNSTORABLE_TEXT } from './plugins/use-storable-text.ts';

/** Compiled documents, per document object (yoga's parse cache hands out one per query text) and operation. */
const compiledDocuments = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, CompiledQuery | Error>>>();
/** Fixed documents found valid against a schema: each app built on it (a replica, a test's) prepares them again. */
const validDocuments = new WeakMap<GraphQLSchema, WeakSet<DocumentNode>>();

/** What is kept for `key` (a schema, a document), made on first use and dropped with the key. */
function keptFor<K extends object, V>(kept: WeakMap<K, V>, key: K, make: () => V): V {
  let value = kept.get(key);
  if (value === undefined) {
    value = make();
    kept.set(key, value);
  }
  return value;
}

/**
 * The document compiled with graphql-jit, once per schema, document and operation: REST's and MCP's
 * fixed documents at start-up, /graphql's as clients send them. An Error when graphql-jit cannot
 * compile it (the caller then executes it the ordinary way, or refuses it).
 */
export function compiledOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
): CompiledQuery | Error {
  const documents = keptFor(compiledDocuments, schema, () => new WeakMap());
  const operations = keptFor(documents, document, () => new Map());
  const name = operationName ?? '';
  let compiled = operations.get(name);
  if (!compiled) {
    const result = compileQuery(schema, document, operationName ?? undefined);
    compiled = isCompiledQuery(result)
      ? result
      : new Error(`cannot compile operation: ${result.errors?.map((e) => e.message).join('; ')}`);
    operations.set(name, compiled);
  }
  return compiled;
}

function validateOnce(schema: GraphQLSchema, document: DocumentNode): void {
  const valid = keptFor(validDocuments, schema, () => new WeakSet());
  if (valid.has(document)) return;
  const errors = validate(schema, document);
  if (errors.length > 0) throw new Error(`invalid operation: ${errors.map((e) => e.message).join('; ')}`);
  valid.add(document);
}

export interface PreparedOperation<TData, TVariables> {
  run(context: Context, variables: TVariables): Promise<TData>;
}

/**
 * Surfaces other than /graphql (REST routes, MCP tools) run fixed GraphQL documents in process:
 * parsed by codegen, validated and compiled here once at start-up, then executed directly on the
 * schema (no HTTP hop, no per-request parse or validate). The documents are fixed, so they are
 * compiled with graphql-jit: result completion, not the database, dominates a 300-row grid. The
 * resolvers are the schema's own, so authorization and tenancy are enforced exactly as for
 * GraphQL clients. A failure comes back as the ApiError the graph raised; anything else is
 * reported to `onUnexpected` and surfaces as a bare 500.
 */
export function prepareOperation<TData, TVariables>(
  schema: GraphQLSchema,
  document: TypedDocumentNode<TData, TVariables>,
  onUnexpected: (error: GraphQLError) => void,
): PreparedOperation<TData, TVariables> {
  validateOnce(schema, document as DocumentNode);
  const compiled = compiledOperation(schema, document as DocumentNode);
  if (compiled instanceof Error) throw compiled;
  return {
    async run(context, variables) {
      // REST has validated its input already; an MCP tool's arguments are checked only here.
      if (holdsUnstorableText(variables)) throw new BadInputError(UNSTORABLE_TEXT);
      const result = await compiled.query(undefined, context, variables as Record<string, unknown>);
      const error = result.errors?.[0];
      if (error) {
        // Reported (the log is rate-limited) and answered as the 503 asApiError makes of it.
        if (isDatabaseUnavailable(error)) onUnexpected(error);
        const known = asApiError(error);
        if (known) throw known;
        onUnexpected(error);
        throw new ApiError('INTERNAL_SERVER_ERROR');
      }
      return result.data as TData;
    },
  };
}
