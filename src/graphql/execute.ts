import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, type GraphQLError, type GraphQLSchema, validate } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { holdsUnstorableText } from '../domain/json.ts';
import { ApiError, asApiError, BadInputError, isDatabaseUnavailable } from '../errors.ts';
import type { Context } from '../schema/context.ts';
import { UNSTORABLE_TEXT } from './plugins/use-storable-text.ts';

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
  const errors = validate(schema, document);
  if (errors.length > 0) throw new Error(`invalid operation: ${errors.map((e) => e.message).join('; ')}`);
  const compiled = compileQuery(schema, document as DocumentNode);
  if (!isCompiledQuery(compiled))
    throw new Error(`cannot compile operation: ${compiled.errors?.map((e) => e.message).join('; ')}`);
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
