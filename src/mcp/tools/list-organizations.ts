import { z } from 'zod';
import { CONTROL_STATUSES } from '../../domain/status.ts';
import { FleetDocument, type FleetQuery } from '../../graphql/generated/operations.ts';
import { DEFAULT_LIST_LIMIT, mcpTool, pagingInput } from '../tool.ts';

export default mcpTool({
  spec: {
    name: 'list_organizations',
    description:
      "The tenant's organizations (clients) by name, each with its id, health, worst-case rollup, status counts and security score, so the other tools can be called without knowing ids in advance. " +
      'Search by name (q) and filter by rollup (e.g. fail). The rollup and counts are the stored grid; a score is null when no control has passed or failed, and nothing here establishes freshness.',
    input: z.object({
      q: z.string().min(1).optional().describe('Case-insensitive substring of the organization name, e.g. "acme".'),
      rollup: z
        .enum(CONTROL_STATUSES)
        .optional()
        .describe('Only organizations whose worst-case status is this, e.g. "fail" for every failing client.'),
      ...pagingInput,
    }),
    scopes: ['compliance:read'],
    permissions: ['organization.read', 'detection.read'],
  },
  operation: FleetDocument,
  run: async ({ q, rollup, limit, cursor }, read) => {
    const data = await read({
      first: limit ?? DEFAULT_LIST_LIMIT,
      after: cursor ?? null,
      q: q ?? null,
      health: null,
      rollup: rollup ? [rollup] : null,
    });
    const items = data.fleet.edges.map((edge) => edge.node);
    const { hasNextPage, endCursor } = data.fleet.pageInfo;
    const page = { items, nextCursor: hasNextPage ? endCursor : null, hasMore: hasNextPage };
    return {
      content: [{ type: 'text', text: organizationsSummary(page, { q, rollup }) }],
      structuredContent: page,
    };
  },
});

type FleetOrganization = FleetQuery['fleet']['edges'][number]['node'];

function organizationsSummary(
  page: { items: FleetOrganization[]; hasMore: boolean },
  filter: { q?: string | undefined; rollup?: string | undefined },
): string {
  const filters = [filter.q ? `name containing "${filter.q}"` : null, filter.rollup ? `rollup ${filter.rollup}` : null]
    .filter(Boolean)
    .join(' and ');
  if (page.items.length === 0) return `No organization matches${filters ? ` (${filters})` : ''}.`;
  const lines = page.items.map(
    (o) =>
      `- ${o.name} (${o.id}): rollup ${o.rollup}, score ${o.score === null ? 'none (no control passed or failed)' : `${o.score}%`}, ` +
      `fail ${o.statusCounts.fail}, no_data ${o.statusCounts.noData}, not_covered ${o.statusCounts.notCovered}, health ${o.health}`,
  );
  return [
    `${page.items.length} organization${page.items.length === 1 ? '' : 's'}${filters ? ` with ${filters}` : ''}` +
      `${page.hasMore ? ' (more follow: call again with cursor = structuredContent.nextCursor)' : ''}:`,
    ...lines,
    'Pass an id as organizationId to get_organization_compliance or explain_control_status. The rollup and counts are the stored grid; they do not establish freshness.',
  ].join('\n');
}
