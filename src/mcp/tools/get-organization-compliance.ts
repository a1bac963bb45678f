import { z } from 'zod';
import { type ControlStatus, countStatuses } from '../../domain/status.ts';
import { OrganizationComplianceDocument } from '../../graphql/generated/operations.ts';
import { mcpTool, organizationId } from '../tool.ts';

export default mcpTool({
  spec: {
    name: 'get_organization_compliance',
    description:
      "The compliance grid of one organization: the latest stored evaluation of every control, with the organization's worst-case rollup. " +
      "no_data, not_covered and not_applicable are not passes, an empty grid is not passing, and a successful answer does not establish freshness: judge it from each row's evaluatedAt.",
    input: z.object({ organizationId }),
    scopes: ['compliance:read'],
    permissions: ['detection.read'],
  },
  operation: OrganizationComplianceDocument,
  run: async ({ organizationId }, read) => {
    const { complianceGrid } = await read({ organizationId });
    return { content: [{ type: 'text', text: gridSummary(complianceGrid) }], structuredContent: complianceGrid };
  },
});

interface GridShape {
  organizationName: string;
  rollup: string;
  items: readonly { status: ControlStatus; evaluatedAt: string | null }[];
}

function gridSummary(grid: GridShape): string {
  if (grid.items.length === 0) {
    return `${grid.organizationName}: no controls, rollup ${grid.rollup}. An empty grid has proved nothing and is not passing.`;
  }
  const counts = countStatuses(grid.items);
  const times = grid.items
    .map((row) => row.evaluatedAt)
    .filter((at): at is string => at !== null)
    .sort();
  const never = grid.items.length - times.length;
  return [
    `${grid.organizationName}: rollup ${grid.rollup} over ${grid.items.length} controls ` +
      `(pass ${counts.pass}, fail ${counts.fail}, no_data ${counts.noData}, not_covered ${counts.notCovered}, not_applicable ${counts.notApplicable}).`,
    times.length > 0
      ? `Evaluated between ${times[0]} and ${times[times.length - 1]}; ${never} never evaluated.`
      : 'No control has ever been evaluated.',
    "no_data, not_covered and not_applicable are not passes, and this answer does not establish freshness: judge it from each row's evaluatedAt.",
  ].join(' ');
}
