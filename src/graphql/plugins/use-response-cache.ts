import { createHash } from 'node:crypto';
import { type DocumentNode, type ExecutionResult, print } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../../schema/context.ts';
import { isCacheable, type ResponseCache } from '../response-cache.ts';

const documentHashes = new WeakMap<DocumentNode, string>();

/** yoga parses a query text once and hands the same document on: hashed once per document. */
function documentHash(document: DocumentNode): string {
  let hash = documentHashes.get(document);
  if (hash === undefined) {
    hash = createHash('sha256').update(print(document)).digest('base64url');
    documentHashes.set(document, hash);
  }
  return hash;
}

/** The endpoint's slot in the server context: marked when this request's answer is one to keep. */
export interface KeepSignal {
  keep: boolean;
  /**
   * The revisions the endpoint read for its own lookup, before yoga ran: the plugin keys with them
   * rather than reading them again (read before the data, so what is built is at least as new).
   */
  revisions?: string;
}

function isPlainResult(result: unknown): result is ExecutionResult {
  return typeof result === 'object' && result !== null && !(Symbol.asyncIterator in result);
}

/**
 * The response cache on /graphql: a query's result is kept as JSON bytes under the key of
 * src/graphql/response-cache.ts (its document's hash, operation name and variables) and served
 * again, re-parsed, without executing. Mutations and subscriptions never, nor a document selecting a
 * volatile field (isCacheable); a result with an error (a refusal, a partial result) is never kept.
 * The HTTP endpoint is told of what is kept through its `keepable` slot and keeps yoga's bytes for
 * the same request (src/http/graphql-cache.ts), so a repeat there is not even parsed.
 */
export function useResponseCache(cache: ResponseCache): Plugin {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as unknown as Context & { keepable?: KeepSignal };
      if (context.principal.kind === 'anonymous') return;
      if (!isCacheable(args.schema, args.document, args.operationName)) return;
      const operation = `graphql:${documentHash(args.document)}:${args.operationName ?? ''}`;
      const key = await cache.keyFor(
        context.rootDb,
        context.clock.now(),
        context.principal,
        operation,
        args.variableValues,
        context.keepable?.revisions,
      );
      const kept = cache.get(key);
      if (kept !== undefined) {
        if (context.keepable) context.keepable.keep = true;
        setResultAndStopExecution(JSON.parse(kept.toString('utf8')) as ExecutionResult);
        return;
      }
      return {
        onExecuteDone({ result }) {
          if (!isPlainResult(result) || result.errors !== undefined || 'incremental' in result) return;
          cache.set(key, Buffer.from(JSON.stringify(result)));
          if (context.keepable) context.keepable.keep = true;
        },
      };
    },
  };
}
