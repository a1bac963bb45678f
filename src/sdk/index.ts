import { ClientError, GraphQLClient } from 'graphql-request';
import { DEFAULT_PAGE_SIZE } from '../domain/pagination.ts';
import { TREND_DEFAULT_DAYS } from '../domain/trend.ts';
import {
  ExplainControlStatusDocument,
  type ExplainControlStatusQuery,
  ListOrganizationsDocument,
  type ListOrganizationsQuery,
  type ListOrganizationsQueryVariables,
  ListStandardsDocument,
  type ListStandardsQuery,
  type ListStandardsQueryVariables,
  OrganizationComplianceDocument,
  type OrganizationComplianceQuery,
  OrganizationComplianceTrendDocument,
  type OrganizationComplianceTrendQuery,
} from '../graphql/generated/operations.ts';

/**
 * A typed client for the service's GraphQL endpoint. Every method runs the very document the REST
 * route (or MCP tool) for the same read runs, typed by codegen, so results are interchangeable
 * with REST's.
 */

export type OrganizationPage = ListOrganizationsQuery['organizations'];
export type ComplianceGrid = OrganizationComplianceQuery['complianceGrid'];
export type ComplianceRow = ComplianceGrid['items'][number];
export type ComplianceTrend = OrganizationComplianceTrendQuery['complianceTrend'];
export type StandardPage = ListStandardsQuery['standards'];
export type ControlStatusLookup = ExplainControlStatusQuery['controlStatus'];

type PageOptions<V> = Partial<Omit<V, 'page' | 'pageSize'>> & { page?: number; pageSize?: number };
const page = <V extends object>(variables: V & { page?: number; pageSize?: number }) => ({
  ...variables,
  page: variables.page ?? 1,
  pageSize: variables.pageSize ?? DEFAULT_PAGE_SIZE,
});

export interface ComplianceClientOptions {
  /** The service's base address, e.g. `https://compliance.example`; the client talks to `<url>/graphql`. */
  url: string;
  /** An API key (`ccak_…`) or a signed-in user's access token. */
  token: string;
  /** Replaces the global fetch, e.g. to add a timeout or a proxy. */
  fetch?: typeof fetch;
}

/** A failure the service reported, with the HTTP status its REST equivalent would answer. */
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

function translate(error: unknown): never {
  if (error instanceof ClientError) {
    const first = error.response.errors?.[0];
    const extensions = first?.extensions as { code?: string; http?: { status?: number } } | undefined;
    throw new ComplianceApiError(
      first?.message ?? error.message,
      extensions?.http?.status ?? error.response.status,
      extensions?.code,
    );
  }
  throw error;
}

export function createComplianceClient(options: ComplianceClientOptions) {
  const client = new GraphQLClient(`${options.url.replace(/\/+$/, '')}/graphql`, {
    headers: { authorization: `Bearer ${options.token}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  return {
    /** One page of the tenant's organizations (ordered by name, then id). */
    async listOrganizations(variables: PageOptions<ListOrganizationsQueryVariables> = {}): Promise<OrganizationPage> {
      return (await client.request(ListOrganizationsDocument, page(variables)).catch(translate)).organizations;
    },
    /** The latest stored evaluation of every control for one organization, with its worst-case rollup. */
    async complianceGrid(organizationId: string): Promise<ComplianceGrid> {
      return (await client.request(OrganizationComplianceDocument, { organizationId }).catch(translate)).complianceGrid;
    },
    /** Per-day status counts, `days` (1 to 366, default 30) buckets ending today, oldest first. */
    async complianceTrend(organizationId: string, days: number = TREND_DEFAULT_DAYS): Promise<ComplianceTrend> {
      return (await client.request(OrganizationComplianceTrendDocument, { organizationId, days }).catch(translate))
        .complianceTrend;
    },
    /** One page of the tenant's standards. */
    async standards(variables: PageOptions<ListStandardsQueryVariables> = {}): Promise<StandardPage> {
      return (await client.request(ListStandardsDocument, page(variables)).catch(translate)).standards;
    },
    /** One control's grid row, by id or by an unambiguous name or slug; an ambiguous one returns `candidates`. */
    async controlStatus(organizationId: string, control: string): Promise<ControlStatusLookup> {
      return (await client.request(ExplainControlStatusDocument, { organizationId, control }).catch(translate))
        .controlStatus;
    },
  };
}

export type ComplianceClient = ReturnType<typeof createComplianceClient>;
