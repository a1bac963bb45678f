import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient } from 'graphql-sse';
import { currentToken } from './auth.ts';

/**
 * Live updates over the graph's SSE subscriptions (one stream per subscription, as yoga speaks).
 * Written to the signature the client package's `subscribe(document, variables, {next, error})`
 * will have; until it lands there, graphql-sse (the package's own transport) is used here.
 */
const sse = createClient({
  url: `${window.location.origin}/graphql`,
  singleConnection: false,
  headers: (): Record<string, string> => {
    const token = currentToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  },
  retryAttempts: 5,
});

export function subscribe<R, V extends Record<string, unknown>>(
  document: TypedDocumentNode<R, V>,
  variables: V,
  sink: { next(data: R): void; error?(error: unknown): void },
): () => void {
  return sse.subscribe<R>(
    { query: print(document), variables },
    {
      next: (message) => {
        if (message.data) sink.next(message.data);
      },
      error: (error) => sink.error?.(error),
      complete: () => {},
    },
  );
}
