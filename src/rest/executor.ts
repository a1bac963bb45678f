import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, type GraphQLError, type GraphQLSchema, validate } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { Context } from '../schema/context.ts';
import { statusOf } from '../schema/errors.ts';
import { HttpError, STATUS_DETAIL } from './http-error.ts';

export interface PreparedOperation<TData, TVariables> {
  run(context: Context, variables: TVariables): Promise<TData>;
}

/**
 * REST runs its GraphQL documents in process: parsed by codegen, validated and compiled here once
 * at start-up, then executed directly on the schema (no HTTP hop, no per-request parse or
 * validate). The documents are fixed, so they are compiled with graphql-jit: result completion,
 * not the database, dominates a 300-row grid. The resolvers are the schema's own, so
 * authorization and tenancy are enforced exactly as for GraphQL clients.
 */
export function prepareOperation<TData, TVariables>(
  schema: GraphQLSchema,
  document: TypedDocumentNode<TData, TVariables>,
  onUnexpected: (error: GraphQLError) => void,
): PreparedOperation<TData, TVariables> {
  const errors = validate(schema, document);
  if (errors.length > 0) throw new Error(`invalid REST operation: ${errors.map((e) => e.message).join('; ')}`);
  const compiled = compileQuery(schema, document as DocumentNode);
  if (!isCompiledQuery(compiled)) throw new Error(`cannot compile REST operation: ${compiled.errors?.map((e) => e.message).join('; ')}`);
  return {
    async run(context, variables) {
      const result = await compiled.query(undefined, context, variables as Record<string, unknown>);
      const error = result.errors?.[0];
      if (error) {
        const status = statusOf(error);
        if (status === undefined) {
          onUnexpected(error);
          throw new HttpError(500, STATUS_DETAIL[500]);
        }
        throw new HttpError(status, error.message);
      }
      return result.data as TData;
    },
  };
}
