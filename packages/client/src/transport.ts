import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { ComplianceApiError, type GraphQLErrorLike, graphQLFailure, httpFailure } from './errors.js';

export interface ClientOptions {
  /** The service's base address, e.g. `https://compliance.example`; the client talks to `<url>/graphql`. */
  url: string;
  /**
   * An API key (`ccak_…`), an access token, or a function answering the current access token (a
   * browser keeps it in memory and passes a getter). Asked before every request.
   */
  token?: string | (() => string | undefined | Promise<string | undefined>);
  /** Replaces the global fetch, e.g. to add a timeout or a proxy. */
  fetch?: typeof fetch;
  /**
   * Called when the service answers 401 (an expired access token). Answer `true` once a fresh
   * token is available (a browser refreshes its session here) and the request is sent again,
   * once, with the token `token` answers then; answer `false` to fail with the 401.
   */
  onUnauthorized?: () => boolean | Promise<boolean>;
}

export type Variables = Record<string, unknown>;

/** The part every surface of the client shares: the endpoint and fetch with the caller's credential. */
export interface Transport {
  endpoint: string;
  /** fetch with the bearer token, sent again once after a 401 if `onUnauthorized` allows it. */
  send(input: string, init: RequestInit): Promise<Response>;
}

export function createTransport(options: ClientOptions): Transport {
  const endpoint = `${options.url.replace(/\/+$/, '')}/graphql`;
  // Called through a closure, never as a method: a browser's fetch refuses another `this`.
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);
  const bearer = async () => (typeof options.token === 'function' ? await options.token() : options.token);

  // Requests refused together renew once: a refresh token is good for one exchange, and a
  // second exchange of it would end the session.
  let renewing: Promise<boolean> | undefined;
  const renew = (onUnauthorized: () => boolean | Promise<boolean>) => {
    renewing ??= Promise.resolve()
      .then(onUnauthorized)
      .finally(() => {
        renewing = undefined;
      });
    return renewing;
  };

  async function send(input: string, init: RequestInit, retried = false): Promise<Response> {
    const headers = new Headers(init.headers);
    const token = await bearer();
    if (token) headers.set('authorization', `Bearer ${token}`);
    const response = await doFetch(input, { ...init, headers });
    if (response.status !== 401 || retried || !options.onUnauthorized) return response;
    // Refused with a token renewed since (by another request's renewal): only the retry is owed.
    const renewed = (renewing === undefined && (await bearer()) !== token) || (await renew(options.onUnauthorized));
    if (!renewed) return response;
    await response.body?.cancel();
    return send(input, init, true);
  }
  return { endpoint, send };
}

/** Per request: `signal` aborts it (a screen left before its data arrived). */
export interface RequestOptions {
  signal?: AbortSignal;
}

interface ExecutionResult<R> {
  data?: R | null;
  errors?: GraphQLErrorLike[];
}

/** Runs one query or mutation; resolves to its data, or fails with a ComplianceApiError. */
export async function execute<R, V extends Variables>(
  transport: Transport,
  document: TypedDocumentNode<R, V>,
  variables?: V,
  init: RequestOptions = {},
): Promise<R> {
  const response = await transport.send(transport.endpoint, {
    signal: init.signal,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: print(document), variables }),
  });
  if (!response.ok || !/json/.test(response.headers.get('content-type') ?? '')) throw await httpFailure(response);
  const body = (await response.json()) as ExecutionResult<R>;
  if (body.errors?.length) throw graphQLFailure(body.errors, response.status);
  if (!body.data) throw new ComplianceApiError(response.statusText || 'No data', response.status, undefined);
  return body.data;
}
