import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type GraphQLError, type GraphQLSchema, execute, validate } from 'graphql';
import type { Context } from '../schema/context.ts';
import { statusOf } from '../schema/errors.ts';
import { HttpError, STATUS_DETAIL } from './http-error.ts';

export interface PreparedOperation<TData, TVariables> {
  run(context: Context, variables: TVariables): Promise<TData>;
}

/**
 * REST runs its GraphQL documents in process: parsed by codegen and validated here once at
 * start-up, then executed directly on the schema (no HTTP hop, no per-request parse/validate).
 * Authorization and tenancy are enforced by the schema itself, exactly as for GraphQL clients.
 */
export function prepareOperation<TData, TVariables>(
  schema: GraphQLSchema,
  document: TypedDocumentNode<TData, TVariables>,
  onUnexpected: (error: GraphQLError) => void,
): PreparedOperation<TData, TVariables> {
  const errors = validate(schema, document);
  if (errors.length > 0) throw new Error(`invalid REST operation: ${errors.map((e) => e.message).join('; ')}`);
  return {
    async run(context, variables) {
      const result = await execute({ schema, document, contextValue: context, variableValues: variables as Record<string, unknown> });
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
