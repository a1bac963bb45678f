import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import type { Principal } from '../auth/principal.ts';
import { buildContext, type ContextDeps } from './context.ts';
import { type PreparedOperation, prepareOperation } from './execute.ts';

/**
 * The graph as the service itself reads it for one tenant, for jobs below the surfaces (the
 * scheduled client report): fixed documents, run in process like REST's, under a principal that
 * can only read (no write permission, no user), so a job sees what the tenant's readers see and
 * nothing more.
 */

const SYSTEM_READS = ['organization.read', 'detection.read', 'detection_rule.read'] as const;

export interface SystemGraph {
  run<TData, TVariables>(operation: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData>;
}

export function systemGraphs(
  schema: GraphQLSchema,
  deps: ContextDeps,
  onUnexpected: (error: GraphQLError) => void,
): (tenantId: string, purpose: string) => SystemGraph {
  const prepared = new Map<DocumentNode, PreparedOperation<unknown, unknown>>();
  return (tenantId, purpose) => {
    const principal: Principal = {
      kind: 'api_key',
      tenantId,
      userId: null,
      scopes: new Set(SYSTEM_READS),
      credentialId: `system:${purpose}`,
      sessionId: null,
    };
    return {
      run<TData, TVariables>(operation: TypedDocumentNode<TData, TVariables>, variables: TVariables) {
        let compiled = prepared.get(operation);
        if (!compiled) {
          compiled = prepareOperation(schema, operation, onUnexpected) as PreparedOperation<unknown, unknown>;
          prepared.set(operation, compiled);
        }
        const context = buildContext(
          { ...deps, auditActor: { kind: 'system', id: null, name: purpose } },
          principal,
          purpose,
        );
        return compiled.run(context, variables) as Promise<TData>;
      },
    };
  };
}
