import { type ExecutionResult, GraphQLError, type Source, type SourceLocation } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { compiledOperation } from '../execute.ts';

/** The offset of a line and column in the document's text, which GraphQLError turns back into them. */
function positionIn(source: Source, { line, column }: SourceLocation): number {
  const lineBreak = /\r\n|[\n\r]/g;
  let offset = 0;
  for (let at = 1; at < line && lineBreak.exec(source.body); at++) offset = lineBreak.lastIndex;
  return offset + column - 1;
}

/**
 * graphql-jit's errors carry locations but no source positions, which yoga rebuilds errors from
 * (they would lose their locations), and, graphql-jit being CommonJS, may extend the CommonJS copy
 * of GraphQLError that the ESM copy yoga and the masking use does not recognise (they would be
 * masked as unexpected). They are rebuilt as graphql-js builds them.
 */
function asGraphQLError(error: Readonly<GraphQLError>, source: Source | undefined): GraphQLError {
  if (error instanceof GraphQLError && error.positions) return error;
  return new GraphQLError(error.message, {
    source,
    positions: source && error.locations?.map((location) => positionIn(source, location)),
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/**
 * Queries and mutations sent to /graphql run compiled with graphql-jit, as REST's and MCP's fixed
 * documents do (src/graphql/execute.ts, whose cache it shares): result completion in graphql-js,
 * not the database, was the largest cost of a 300-row grid. Only execution changes: yoga still
 * parses (with its cache), authenticates first, applies the limits and validates, in that order,
 * and every other plugin's hooks run around it. Variables graphql-jit refuses (it answers no
 * `data`, nothing has run) are handed to the ordinary execution, so the refusal is worded and
 * answered exactly as before. A document graphql-jit cannot compile runs the ordinary way;
 * subscriptions are not executed here.
 */
export function useCompiledExecution(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const compiled = compiledOperation(args.schema, args.document, args.operationName);
      if (compiled instanceof Error) return;
      setExecuteFn(async (execution) => {
        const result = (await compiled.query(
          execution.rootValue,
          execution.contextValue,
          execution.variableValues ?? {},
        )) as ExecutionResult;
        if (result.data === undefined) return executeFn(execution);
        if (!result.errors) return result;
        const source = args.document.loc?.source;
        return { ...result, errors: result.errors.map((error) => asGraphQLError(error, source)) };
      });
    },
  };
}
