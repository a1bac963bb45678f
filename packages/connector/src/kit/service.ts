import {
  ComplianceApiError,
  ConnectorTargetsDocument,
  type ConnectorTargetsQuery,
  ConnectorTypesDocument,
  CreateConnectorTypeDocument,
  CreateOrganizationDocument,
  createClient,
  type IntegrationStatus,
  type RestOperations,
  SetIntegrationDocument,
} from '@compliance-gateway/client';
import { type Fetch, type RetryEvent, retryingFetch } from './http.js';

/** An organization as a connector sees it: where to push, and what identifies its systems. */
export type Organization = ConnectorTargetsQuery['organizations']['items'][number];
/** The body of POST /organizations/{id}/facts, as the REST types of the client package say. */
export type FactPush = RestOperations['pushFacts']['requestBody']['content']['application/json'];
export interface ConnectorTypeInfo {
  typeCode: string;
  predicates: readonly string[];
  refusals: readonly { predicate: string; reason: string }[];
}

export interface ServiceOptions {
  /** The service's base address, e.g. `https://compliance.example`. */
  url: string;
  /** An API key with `facts.write`, `organization.read` and `organization.write`. */
  apiKey: string;
  /** Retries of 429/503 (with the service's Retry-After) and of broken connections. */
  retries?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (event: RetryEvent) => void;
}

/** The page size of the organization listing (the service's largest). */
const PAGE_SIZE = 100;

/**
 * The service as a connector uses it, through its public API only: the graph (organizations,
 * integrations, the catalog) by the client package's typed documents, and pushes over REST v1, as
 * a legacy integration sends them. Every request goes through one retrying transport, and every
 * write carries an Idempotency-Key kept across its retries.
 */
export function createService(options: ServiceOptions) {
  const base = options.url.replace(/\/+$/, '');
  const send: Fetch = retryingFetch({
    retries: options.retries,
    fetch: options.fetch,
    sleep: options.sleep,
    onRetry: options.onRetry,
    idempotencyKeys: true,
  });
  const client = createClient({ url: base, token: options.apiKey, fetch: send as typeof fetch });

  return {
    url: base,
    /** The connector types the tenant sees (built-in and its own). */
    async connectorTypes(): Promise<ConnectorTypeInfo[]> {
      return (await client.request(ConnectorTypesDocument)).connectorTypes.items;
    },
    /** Adds the tenant's private connector type (a connector of its own). */
    async createConnectorType(type: {
      typeCode: string;
      name?: string;
      predicates: readonly string[];
      refusals?: Readonly<Record<string, string>>;
    }): Promise<void> {
      const input = {
        typeCode: type.typeCode,
        name: type.name ?? type.typeCode,
        predicates: [...type.predicates],
        refusals: { ...type.refusals },
      };
      await client.request(CreateConnectorTypeDocument, { input });
    },
    /** Every organization of the tenant, page by page, with domains, references and integrations. */
    async *organizations(): AsyncGenerator<Organization> {
      for (let page = 1; ; page++) {
        const { organizations } = await client.request(ConnectorTargetsDocument, { page, pageSize: PAGE_SIZE });
        yield* organizations.items;
        if (page >= organizations.totalPages) return;
      }
    },
    /** A new organization; a reference another organization holds is a ComplianceApiError 409. */
    async createOrganization(input: {
      name: string;
      domains?: string[];
      externalRefs?: { system: string; id: string }[];
    }): Promise<{ id: string; name: string }> {
      const { createOrganization } = await client.request(CreateOrganizationDocument, { input });
      return createOrganization;
    },
    /** Sets an integration's status (created on first use); `message` goes with `error` only. */
    async setIntegration(organizationId: string, typeCode: string, status: IntegrationStatus, message?: string) {
      const variables = { organizationId, typeCode, status, ...(message === undefined ? {} : { message }) };
      return (await client.request(SetIntegrationDocument, variables)).setIntegration;
    },
    /** POST /api/v1/organizations/{id}/facts: one body, its Idempotency-Key kept across retries. */
    async pushFacts(organizationId: string, body: FactPush): Promise<{ accepted: number }> {
      const response = await send(`${base}/api/v1/organizations/${encodeURIComponent(organizationId)}/facts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status !== 202)
        throw new ComplianceApiError(restFailure(response, text), response.status, undefined);
      return JSON.parse(text) as { accepted: number };
    },
  };
}

export type Service = ReturnType<typeof createService>;

/** A REST refusal in one line: `detail` as a sentence, or each pydantic error at its place. */
function restFailure(response: Response, text: string): string {
  try {
    const { detail } = JSON.parse(text) as { detail?: unknown };
    if (typeof detail === 'string') return `${response.status} ${detail}`;
    if (Array.isArray(detail))
      return `${response.status} ${detail
        .map((error: { loc?: unknown[]; msg?: string }) => `${(error.loc ?? []).join('.')}: ${error.msg}`)
        .join('; ')}`;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return `${response.status} ${response.statusText}`;
}
