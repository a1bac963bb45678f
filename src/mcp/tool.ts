import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { McpScope, Permission } from '../auth/permissions.ts';
import type { Principal } from '../auth/principal.ts';
import { TEXT_MIN_LENGTH } from '../domain/input.ts';
import { MAX_PAGE_SIZE } from '../domain/pagination.ts';
import { TEXT_LIMITS, type TextField, textLength } from '../domain/text.ts';

/**
 * What an MCP tool is: its published declaration (`spec`), the one GraphQL document it reads
 * with, and `run`, which turns that read into the tool's answer. Declared once per tool in
 * tools/<name>.ts and listed in the table of tools.ts, like the REST routes.
 */

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
  /**
   * A tool that writes: its permissions are never granted by the MCP scope, every credential must
   * hold them itself (a key needs `detection.write` beside `compliance:triage` to triage).
   */
  writes?: true;
}

export interface McpTool<Input extends z.ZodObject, TData, TVariables> {
  spec: ToolSpec<Input>;
  /** Validated and compiled once at start, like a REST route's document. */
  operation: TypedDocumentNode<TData, TVariables>;
  /**
   * The answer to one call, from arguments the input schema has accepted. `read` runs the
   * operation as the principal the access rule derives and hands back the data as a client
   * receives it over the wire (a DateTime is a string).
   */
  run(args: z.infer<Input>, read: (variables: TVariables) => Promise<TData>): Promise<CallToolResult>;
}

// biome-ignore lint/suspicious/noExplicitAny: the table holds tools of every input and document, as AnyRoute does.
export type AnyMcpTool = McpTool<any, any, any>;

export function mcpTool<Input extends z.ZodObject, TData, TVariables>(tool: McpTool<Input, TData, TVariables>) {
  return tool;
}

/**
 * A text argument bounded by its declaration (src/domain/text.ts): 1 to its limit in code points,
 * as REST and the graph count them (zod's own max counts UTF-16 units); the published JSON Schema
 * says `maxLength`, which JSON Schema counts in code points too.
 */
export function mcpText(field: TextField) {
  const max = TEXT_LIMITS[field];
  return z
    .string()
    .min(TEXT_MIN_LENGTH)
    .refine((text) => textLength(text) <= max, { message: `Must have at most ${max} characters` })
    .meta({ maxLength: max });
}

/** The argument most tools take. */
export const organizationId = z.guid().describe('The organization (client) id, a uuid.');

/** How many items a list tool returns when the caller does not say. */
export const DEFAULT_LIST_LIMIT = 50;

/** A list tool's page: its size and where it continues, as every cursor list takes them. */
export const pagingInput = {
  limit: z
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .optional()
    .describe(`How many to return, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_LIST_LIMIT}).`),
  cursor: z.string().min(1).optional().describe('nextCursor of a previous answer, to continue the list.'),
};

/** A failure the caller can read and correct, answered as a tool result rather than a protocol error. */
export const toolError = (text: string, structuredContent?: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text }],
  isError: true,
  ...(structuredContent ? { structuredContent } : {}),
});

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
  if (principal.userId !== null || tool.writes) {
    const missingPermissions = tool.permissions.filter((permission) => !principal.scopes.has(permission));
    if (missingPermissions.length > 0) {
      throw new ToolAccessError(
        tool.writes
          ? `${tool.name} also needs the permission ${missingPermissions.join(', ')}, which the credential or its owner does not hold.`
          : `${tool.name} called with a user-scoped credential also needs the permission ${missingPermissions.join(', ')}, which the credential or its owner does not hold.`,
      );
    }
  }
  return { ...principal, scopes: new Set([...principal.scopes, ...tool.permissions]) };
}
