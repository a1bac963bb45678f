import { type DocumentNode, Kind, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { holdsUnstorableText, isStorableText } from '../../domain/json.ts';
import { BadInputError } from '../../errors.ts';

export const UNSTORABLE_TEXT = 'Text must not contain NUL characters or unpaired surrogates';

function literalsAreStorable(document: DocumentNode): boolean {
  let storable = true;
  visit(document, {
    // Object keys and every other token are GraphQL names, which cannot hold either.
    [Kind.STRING](node) {
      if (!isStorableText(node.value)) storable = false;
    },
  });
  return storable;
}

/** The refusal, or null when every string the operation carries can be stored. */
export function unstorableInput(document: DocumentNode, variables: unknown): BadInputError | null {
  return holdsUnstorableText(variables) || !literalsAreStorable(document) ? new BadInputError(UNSTORABLE_TEXT) : null;
}

/**
 * PostgreSQL refuses a NUL character and an unpaired surrogate in text and jsonb, so an operation
 * carrying one anywhere (a variable, an input object, a JSONObject, a literal in the document) is
 * refused as bad input before it executes, instead of failing in the database as an unexpected
 * error. Every String argument of the graph is covered, whatever field declares it.
 */
export function useStorableText(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refusal = unstorableInput(args.document, args.variableValues);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refusal = unstorableInput(args.document, args.variableValues);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
}
