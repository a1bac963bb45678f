import { z } from 'zod';
import type { McpScope, Permission } from '../auth/permissions.ts';
import type { Principal } from '../auth/principal.ts';
import { MAX_PAGE_SIZE } from '../domain/pagination.ts';
import { CONTROL_STATUSES } from '../domain/status.ts';

/**
 * The MCP tool registry: names, descriptions, input schemas and the access rule of every tool.
 * The MCP server registers from here and `/api/v1/developer/mcp` publishes from here, so the
 * reference cannot drift from what the server enforces.
 */

const organizationId = z.guid().describe('The organization (client) id, a uuid.');

export const organizationComplianceInput = z.object({ organizationId });

export const explainControlInput = z.object({
  organizationId,
  control: z
    .string()
    .min(1)
    .describe('The control: its id (a uuid, preferred), or its name or slug when that names exactly one control.'),
});

export const listOrganizationsInput = z.object({
  q: z.string().min(1).optional().describe('Case-insensitive substring of the organization name, e.g. "acme".'),
  rollup: z
    .enum(CONTROL_STATUSES)
    .optional()
    .describe('Only organizations whose worst-case status is this, e.g. "fail" for every failing client.'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .optional()
    .describe(`How many to return, 1 to ${MAX_PAGE_SIZE} (default 50).`),
  cursor: z.string().min(1).optional().describe('nextCursor of a previous answer, to continue the list.'),
});

export interface ToolSpec<Input extends z.ZodObject> {
  name: string;
  description: string;
  input: Input;
  /** MCP scopes every credential must carry. */
  scopes: readonly McpScope[];
  /**
   * Permissions of the graph reads the tool runs. A user-scoped credential must hold them itself
   * (its scopes are already narrowed to its owner's role); a tenant-wide key is granted them for
   * the tool's reads once its MCP scope is checked (see `toolPrincipal`).
   */
  permissions: readonly Permission[];
}

export const GET_ORGANIZATION_COMPLIANCE: ToolSpec<typeof organizationComplianceInput> = {
  name: 'get_organization_compliance',
  description:
    "The compliance grid of one organization: the latest stored evaluation of every control, with the organization's worst-case rollup. " +
    "no_data, not_covered and not_applicable are not passes, an empty grid is not passing, and a successful answer does not establish freshness: judge it from each row's evaluatedAt.",
  input: organizationComplianceInput,
  scopes: ['compliance:read'],
  permissions: ['detection.read'],
};

export const EXPLAIN_CONTROL_STATUS: ToolSpec<typeof explainControlInput> = {
  name: 'explain_control_status',
  description:
    "Explains in plain language one control's stored status for one organization: what the status means, why it is so (missing facts and the connectors that could supply them, connector refusals, degraded coverage, who disabled it and why), how fresh it is, and what must not be concluded from it. " +
    'A name matching several controls is answered with the candidates to choose from.',
  input: explainControlInput,
  scopes: ['compliance:explain'],
  permissions: ['detection.read'],
};

export const LIST_ORGANIZATIONS: ToolSpec<typeof listOrganizationsInput> = {
  name: 'list_organizations',
  description:
    "The tenant's organizations (clients) by name, each with its id, health, worst-case rollup, status counts and security score, so the other tools can be called without knowing ids in advance. " +
    'Search by name (q) and filter by rollup (e.g. fail). The rollup and counts are the stored grid; a score is null when no control has passed or failed, and nothing here establishes freshness.',
  input: listOrganizationsInput,
  scopes: ['compliance:read'],
  permissions: ['organization.read', 'detection.read'],
};

const TOOL_SPECS: readonly ToolSpec<z.ZodObject>[] = [
  GET_ORGANIZATION_COMPLIANCE,
  EXPLAIN_CONTROL_STATUS,
  LIST_ORGANIZATIONS,
];

export interface McpToolReference {
  name: string;
  description: string;
  /** JSON Schema (draft-07) of the arguments, exactly what `tools/list` advertises. */
  inputSchema: Record<string, unknown>;
  scopes: string[];
  permissions: string[];
}

/** The published form. Same conversion and options as the MCP SDK's `tools/list`, so both agree. */
export const MCP_TOOLS: McpToolReference[] = TOOL_SPECS.map((tool) => ({
  name: tool.name,
  description: tool.description,
  inputSchema: z.toJSONSchema(tool.input, { target: 'draft-7', io: 'input' }) as Record<string, unknown>,
  scopes: [...tool.scopes],
  permissions: [...tool.permissions],
}));

/** The caller may not use this tool; answered as a tool error, never as an empty result. */
export class ToolAccessError extends Error {}

/**
 * The one access rule of every tool. The credential must carry the tool's MCP scopes; a
 * user-scoped one must also hold the tool's permissions. On success it returns the principal the
 * tool's graph reads run as: the caller's scopes plus the tool's permissions. That grant is what
 * lets a tenant-wide key holding only `compliance:read` read the grid through a field that checks
 * `detection.read`; it adds nothing to a user-scoped credential (checked above), and tenancy is
 * untouched because the tenant comes from the credential and the graph filters by it.
 */
export function toolPrincipal(tool: ToolSpec<z.ZodObject>, principal: Principal): Principal {
  const missingScopes = tool.scopes.filter((scope) => !principal.scopes.has(scope));
  if (missingScopes.length > 0) {
    throw new ToolAccessError(
      `${tool.name} needs the scope ${missingScopes.join(', ')}, which this credential does not carry.`,
    );
  }
  if (principal.userId !== null) {
    const missingPermissions = tool.permissions.filter((permission) => !principal.scopes.has(permission));
    if (missingPermissions.length > 0) {
      throw new ToolAccessError(
        `${tool.name} called with a user-scoped credential also needs the permission ${missingPermissions.join(', ')}, which the credential or its owner does not hold.`,
      );
    }
  }
  return { ...principal, scopes: new Set([...principal.scopes, ...tool.permissions]) };
}
