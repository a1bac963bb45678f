import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient as createSseClient, type ExecutionResult } from 'graphql-sse';
import { type ComplianceApiError, type GraphQLErrorLike, graphQLFailure, httpFailure } from './errors.js';
import type { Transport, Variables } from './transport.js';

/** What a subscription reports to: each event's data, then an error or the end of the stream. */
export interface SubscriptionSink<R> {
  next(data: R): void;
  /** A ComplianceApiError for what the service refused (401, 403, 404), else the network's error. */
  error?(error: ComplianceApiError | Error): void;
  complete?(): void;
}

/** Stops the subscription: the stream is closed and the sink hears nothing more. */
export type Unsubscribe = () => void;

export interface SubscriptionOptions {
  /** Reconnections after the stream breaks (a network error or a 5xx) before `error` is called; 5 by default. */
  retryAttempts?: number;
}

/** graphql-sse's own wait between reconnections: exponential from 1 s, with 0.3 to 3 s of jitter. */
const backoff = (retries: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, 1000 * 2 ** retries + 300 + Math.random() * 2700));

/**
 * GraphQL over SSE in graphql-sse's "distinct connections" mode, the one yoga serves: each
 * subscription is its own `POST /graphql` answered by `text/event-stream`, so each gets its own
 * graphql-sse client (one holds nothing but options). graphql-sse wraps whatever fetch throws in
 * its NetworkError, which it retries; a refusal (4xx) is final, so it is kept aside, stops the
 * retries and is what `error` hears.
 */
export function createSubscriber(transport: Transport, options: SubscriptionOptions = {}) {
  return function subscribe<R, V extends Variables>(
    document: TypedDocumentNode<R, V>,
    variables: V,
    sink: SubscriptionSink<R>,
  ): Unsubscribe {
    let refusal: ComplianceApiError | undefined;
    let stopped = false;
    const client = createSseClient({
      url: transport.endpoint,
      singleConnection: false,
      retryAttempts: options.retryAttempts ?? 5,
      fetchFn: async (input: string, init: RequestInit) => {
        const response = await transport.send(input, init);
        if (response.status < 400 || response.status >= 500) return response;
        refusal = await httpFailure(response);
        throw refusal;
      },
      retry: async (retries: number) => {
        if (refusal) throw refusal;
        await backoff(retries);
      },
    });
    const stop = () => {
      stopped = true;
      client.dispose();
    };
    client.subscribe<R>(
      { query: print(document), variables },
      {
        next(result: ExecutionResult<R, unknown>) {
          if (stopped) return;
          const errors = result.errors as readonly GraphQLErrorLike[] | undefined;
          if (errors?.length || !result.data) {
            stop();
            sink.error?.(graphQLFailure(errors ?? [], undefined));
            return;
          }
          sink.next(result.data);
        },
        error(error: unknown) {
          if (stopped) return;
          stopped = true;
          sink.error?.(refusal ?? (error instanceof Error ? error : new Error(String(error))));
        },
        complete() {
          if (stopped) return;
          stopped = true;
          sink.complete?.();
        },
      },
    );
    return stop;
  };
}
