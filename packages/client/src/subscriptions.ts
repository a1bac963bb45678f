import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient as createSseClient, type ExecutionResult, type Client as SseClient } from 'graphql-sse';
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

/**
 * GraphQL over SSE in graphql-sse's "distinct connections" mode, the one yoga serves: each
 * subscription is its own `POST /graphql` answered by `text/event-stream`.
 */
export function createSubscriber(transport: Transport, options: SubscriptionOptions = {}) {
  let client: SseClient | undefined;
  // A refusal is final: graphql-sse retries only its NetworkError, so 4xx answers leave as ours.
  const fetchFn = async (input: string, init: RequestInit) => {
    const response = await transport.send(input, init);
    if (response.status >= 400 && response.status < 500) throw await httpFailure(response);
    return response;
  };
  const sse = () => {
    client ??= createSseClient({
      url: transport.endpoint,
      singleConnection: false,
      fetchFn,
      retryAttempts: options.retryAttempts ?? 5,
    });
    return client;
  };

  return function subscribe<R, V extends Variables>(
    document: TypedDocumentNode<R, V>,
    variables: V,
    sink: SubscriptionSink<R>,
  ): Unsubscribe {
    let stopped = false;
    let cancel: () => void = () => {};
    const stop = () => {
      stopped = true;
      cancel();
    };
    cancel = sse().subscribe<R>(
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
          if (!stopped) sink.error?.(error instanceof Error ? error : new Error(String(error)));
          stopped = true;
        },
        complete() {
          if (!stopped) sink.complete?.();
          stopped = true;
        },
      },
    );
    return stop;
  };
}
