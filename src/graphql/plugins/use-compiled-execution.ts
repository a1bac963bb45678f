import type { Plugin } from 'graphql-yoga';
import { compiledOperation } from '../execute.ts';

/**
 * Queries and mutations sent to /graphql run compiled with graphql-jit, as REST's and MCP's fixed
 * documents do (src/graphql/execute.ts, whose cache it shares): result completion in graphql-js,
 * not the database, was the largest cost of a 300-row grid. Only execution changes: yoga still
 * parses (with its cache), authenticates first, applies the limits and validates, in that order,
 * and every other plugin's hooks run around it. A document graphql-jit cannot compile runs the
 * ordinary way; subscriptions are not executed here.
 */
export function useCompiledExecution(): Plugin {
  return {
    onExecute({ args, setExecuteFn }) {
      const compiled = compiledOperation(args.schema, args.document, args.operationName);
      if (compiled instanceof Error) return;
      setExecuteFn((execution) =>
        compiled.query(execution.rootValue, execution.contextValue, execution.variableValues ?? {}),
      );
    },
  };
}
