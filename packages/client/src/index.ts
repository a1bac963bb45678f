import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

/** Placeholder transport (to be completed in packages/client): a typed GraphQL request over fetch. */
export interface ClientOptions {
  /** The service's base address; the client talks to `<url>/graphql`. */
  url: string;
  /** An API key, an access token, or a function answering the current access token. */
  token?: string | (() => string | undefined | Promise<string | undefined>);
  fetch?: typeof fetch;
}

export class ComplianceApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'ComplianceApiError';
  }
}

export function createClient(options: ClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const bearer = async () => (typeof options.token === 'function' ? await options.token() : options.token);
  return {
    async request<R, V extends Record<string, unknown>>(document: TypedDocumentNode<R, V>, variables?: V): Promise<R> {
      const token = await bearer();
      const response = await doFetch(`${options.url.replace(/\/$/, '')}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query: print(document), variables }),
      });
      const body = (await response.json()) as {
        data?: R;
        errors?: { message: string; extensions?: { code?: string } }[];
      };
      if (body.errors?.length || !body.data) {
        const first = body.errors?.[0];
        throw new ComplianceApiError(first?.message ?? response.statusText, response.status, first?.extensions?.code);
      }
      return body.data;
    },
  };
}
