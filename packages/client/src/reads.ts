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
} from './generated/graphql.js';
import { execute, type Transport } from './transport.js';

export type OrganizationPage = ListOrganizationsQuery['organizations'];
export type ComplianceGrid = OrganizationComplianceQuery['complianceGrid'];
export type ComplianceRow = ComplianceGrid['items'][number];
export type ComplianceTrend = OrganizationComplianceTrendQuery['complianceTrend'];
export type StandardPage = ListStandardsQuery['standards'];
export type ControlStatusLookup = ExplainControlStatusQuery['controlStatus'];

/** The service's defaults, as REST v1 applies them when a parameter is left out. */
export const DEFAULTS = { pageSize: 50, trendDays: 30 } as const;

export type PageOptions<V> = Partial<Omit<V, 'page' | 'pageSize'>> & { page?: number; pageSize?: number };
const page = <V extends object>(variables: V & { page?: number; pageSize?: number }) => ({
  ...variables,
  page: variables.page ?? 1,
  pageSize: variables.pageSize ?? DEFAULTS.pageSize,
});

/**
 * The common reads, each the very document the REST route (or MCP tool) for the same read runs,
 * so results are interchangeable with REST's. Anything else: `request(document, variables)`.
 */
export function reads(transport: Transport) {
  return {
    /** One page of the tenant's organizations (ordered by name, then id). */
    async listOrganizations(variables: PageOptions<ListOrganizationsQueryVariables> = {}): Promise<OrganizationPage> {
      return (await execute(transport, ListOrganizationsDocument, page(variables))).organizations;
    },
    /** The latest stored evaluation of every control for one organization, with its worst-case rollup. */
    async complianceGrid(organizationId: string): Promise<ComplianceGrid> {
      return (await execute(transport, OrganizationComplianceDocument, { organizationId })).complianceGrid;
    },
    /** Per-day status counts, `days` (1 to 366, default 30) buckets ending today, oldest first. */
    async complianceTrend(organizationId: string, days: number = DEFAULTS.trendDays): Promise<ComplianceTrend> {
      return (await execute(transport, OrganizationComplianceTrendDocument, { organizationId, days })).complianceTrend;
    },
    /** One page of the tenant's standards. */
    async standards(variables: PageOptions<ListStandardsQueryVariables> = {}): Promise<StandardPage> {
      return (await execute(transport, ListStandardsDocument, page(variables))).standards;
    },
    /**
     * One control's grid row with its remediation and the attestations in force, by id or by an
     * unambiguous name or slug; an ambiguous one returns `candidates`.
     */
    async controlStatus(organizationId: string, control: string): Promise<ControlStatusLookup> {
      return (await execute(transport, ExplainControlStatusDocument, { organizationId, control })).controlStatus;
    },
  };
}
