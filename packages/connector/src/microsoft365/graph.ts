import { ConfidentialClientApplication } from '@azure/msal-node';
import { type Fetch, type RetryEvent, retryingFetch } from '../kit/http.js';

/**
 * Microsoft Graph v1.0, app-only, for one customer tenant: a token from the MSP's partner
 * (multi-tenant) app through MSAL's client credentials flow against that tenant's authority,
 * paging by `@odata.nextLink`, 429/503 retried with Retry-After (the kit's transport), an expired
 * token renewed once. Base URLs are configurable (national clouds, and the tests' local server).
 */
export interface GraphOptions {
  clientId: string;
  clientSecret: string;
  /** https://login.microsoftonline.com by default. */
  authorityHost?: string;
  /** https://graph.microsoft.com/v1.0 by default. */
  graphBaseUrl?: string;
  retries?: number;
  fetch?: typeof fetch;
  onRetry?: (event: RetryEvent) => void;
  /** Told of every request sent to Graph (the bench counts them). */
  onRequest?: (url: string) => void;
}

export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly path: string,
  ) {
    super(`Graph ${status} ${code} on ${path}: ${message}`);
    this.name = 'GraphError';
  }
}

const MICROSOFT_AUTHORITY = 'https://login.microsoftonline.com';
const GRAPH_SCOPE = 'https://graph.microsoft.com/.default';

/** One partner app for every customer tenant: MSAL keeps each tenant's token in its cache. */
export function createGraphApp(options: GraphOptions) {
  const authorityHost = (options.authorityHost ?? MICROSOFT_AUTHORITY).replace(/\/+$/, '');
  const own = authorityHost !== MICROSOFT_AUTHORITY;
  const app = new ConfidentialClientApplication({
    auth: {
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      authority: `${authorityHost}/organizations`,
      // An authority of our own (a sovereign cloud's, a test's) is trusted as configured, not
      // looked up in Microsoft's instance discovery.
      ...(own ? { knownAuthorities: [new URL(authorityHost).host] } : {}),
    },
  });
  const graphBase = (options.graphBaseUrl ?? 'https://graph.microsoft.com/v1.0').replace(/\/+$/, '');
  const send: Fetch = retryingFetch({ retries: options.retries, fetch: options.fetch, onRetry: options.onRetry });

  async function token(tenantId: string, renew: boolean): Promise<string> {
    const result = await app.acquireTokenByClientCredential({
      scopes: [GRAPH_SCOPE],
      authority: `${authorityHost}/${tenantId}`,
      skipCache: renew,
    });
    if (!result?.accessToken) throw new Error(`no token for tenant ${tenantId}`);
    return result.accessToken;
  }

  /** A session on one tenant's Graph. */
  function session(tenantId: string) {
    let current: Promise<string> | undefined;
    async function request<T>(pathOrUrl: string): Promise<T> {
      const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${graphBase}${pathOrUrl}`;
      for (let renewed = false; ; renewed = true) {
        current ??= token(tenantId, renewed);
        const bearer = await current;
        options.onRequest?.(url);
        const response = await send(url, {
          headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' },
        });
        if (response.ok) return (await response.json()) as T;
        const failure = await graphError(response, url.slice(graphBase.length) || url);
        // An expired (or revoked-then-reissued) token is renewed once; a second 401 is the answer.
        if (response.status === 401 && !renewed) {
          current = undefined;
          continue;
        }
        throw failure;
      }
    }
    return {
      tenantId,
      get: request,
      /** Every item of a collection, following `@odata.nextLink` to its end. */
      async list<T>(path: string): Promise<T[]> {
        const items: T[] = [];
        for (let next: string | undefined = path; next; ) {
          const page: { value: T[]; '@odata.nextLink'?: string } = await request(next);
          items.push(...page.value);
          next = page['@odata.nextLink'];
        }
        return items;
      },
    };
  }
  return { session };
}

export type GraphSession = ReturnType<ReturnType<typeof createGraphApp>['session']>;

async function graphError(response: Response, path: string): Promise<GraphError> {
  const text = await response.text().catch(() => '');
  try {
    const { error } = JSON.parse(text) as { error?: { code?: string; message?: string } };
    return new GraphError(response.status, error?.code ?? 'unknown', error?.message ?? response.statusText, path);
  } catch {
    return new GraphError(response.status, 'unknown', response.statusText, path);
  }
}
