import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { GraphQLSchema } from 'graphql';
import type { Context as KoaContext, Middleware } from 'koa';
import type { z } from 'zod';
import type { Authenticator } from '../auth/authenticate.ts';
import type { Principal } from '../auth/principal.ts';
import { tooDeepAt } from '../domain/json.ts';
import { type ControlStatus, countStatuses } from '../domain/status.ts';
import { ApiError, asApiError } from '../errors.ts';
import { buildContext, type ContextDeps } from '../graphql/context.ts';
import { prepareOperation } from '../graphql/execute.ts';
import {
  ExplainControlStatusDocument,
  FleetDocument,
  type FleetQuery,
  OrganizationComplianceDocument,
} from '../graphql/generated/operations.ts';
import { authenticateRequest } from '../http/authenticate.ts';
import { readBody } from '../http/body.ts';
import { MCP_PATH } from '../http/paths.ts';
import type { Logger } from '../observability/logger.ts';
import type { Context } from '../schema/context.ts';
import { explainRow } from './explain.ts';
import {
  EXPLAIN_CONTROL_STATUS,
  GET_ORGANIZATION_COMPLIANCE,
  LIST_ORGANIZATIONS,
  ToolAccessError,
  type ToolSpec,
  toolPrincipal,
} from './tools.ts';

const SERVER_INFO = { name: 'compliance-gateway', version: '0.1.0' };

export interface McpDeps {
  schema: GraphQLSchema;
  authenticator: Authenticator;
  contextDeps: ContextDeps;
  logger: Logger;
}

/**
 * In-process execution leaves scalars as the resolvers return them (a DateTime is a Date); this is
 * the form a client receives over the wire, which the generated types describe.
 */
const wire = <T>(data: T): T => JSON.parse(JSON.stringify(data)) as T;

const toolError = (text: string, structuredContent?: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text }],
  isError: true,
  ...(structuredContent ? { structuredContent } : {}),
});

/** The documents the tools run, validated once at start-up like REST's. */
function prepareOperations(deps: McpDeps) {
  const onUnexpected = (error: unknown) => deps.logger.error({ err: error }, 'unexpected error in an MCP tool');
  return {
    grid: prepareOperation(deps.schema, OrganizationComplianceDocument, onUnexpected),
    lookup: prepareOperation(deps.schema, ExplainControlStatusDocument, onUnexpected),
    fleet: prepareOperation(deps.schema, FleetDocument, onUnexpected),
  };
}

/**
 * Builds the tools for one authenticated caller. Every failure a caller can cause (missing scope,
 * unknown or foreign organization or control, ambiguity) comes back as a tool result with
 * `isError: true` and a sentence saying why, so an agent can read it and correct itself; the SDK
 * answers an unknown tool or arguments failing the input schema the same way. JSON-RPC errors are
 * left to protocol faults (malformed JSON, an invalid JSON-RPC message).
 */
function createServer(
  sdk: Sdk,
  deps: McpDeps,
  operations: ReturnType<typeof prepareOperations>,
  principal: Principal,
  requestId: string,
): McpServer {
  const { grid, lookup, fleet } = operations;
  const server = new sdk.McpServer(SERVER_INFO);

  /** Runs a tool body as the principal its access rule derives; caller-caused failures become tool errors. */
  async function guarded(
    tool: ToolSpec<z.ZodObject>,
    body: (context: Context) => Promise<CallToolResult>,
  ): Promise<CallToolResult> {
    try {
      return await body(buildContext(deps.contextDeps, toolPrincipal(tool, principal), requestId));
    } catch (error) {
      if (error instanceof ToolAccessError) return toolError(error.message);
      // Another tenant's organization is "not found" exactly like an unknown one: the graph decides.
      const known = asApiError(error);
      if (known && typeof known.detail === 'string') return toolError(known.detail);
      throw error;
    }
  }

  server.registerTool(
    GET_ORGANIZATION_COMPLIANCE.name,
    {
      description: GET_ORGANIZATION_COMPLIANCE.description,
      inputSchema: GET_ORGANIZATION_COMPLIANCE.input,
      annotations: { readOnlyHint: true },
    },
    ({ organizationId }) =>
      guarded(GET_ORGANIZATION_COMPLIANCE, async (context) => {
        const { complianceGrid } = wire(await grid.run(context, { organizationId }));
        return { content: [{ type: 'text', text: gridSummary(complianceGrid) }], structuredContent: complianceGrid };
      }),
  );

  server.registerTool(
    EXPLAIN_CONTROL_STATUS.name,
    {
      description: EXPLAIN_CONTROL_STATUS.description,
      inputSchema: EXPLAIN_CONTROL_STATUS.input,
      annotations: { readOnlyHint: true },
    },
    ({ organizationId, control }) =>
      guarded(EXPLAIN_CONTROL_STATUS, async (context) => {
        const { controlStatus } = wire(await lookup.run(context, { organizationId, control }));
        const { row, candidates, organizationName } = controlStatus;
        if (!row) {
          const choices = candidates.map(
            (c) => `- ${c.id}: "${c.name}" (slug ${c.slug}) in ${c.standardName} (${c.standardId})`,
          );
          return toolError(
            [
              `"${control}" matches ${candidates.length} controls; call again with one of these control ids:`,
              ...choices,
            ].join('\n'),
            { ...controlStatus },
          );
        }
        const { disabledByOverrideOf } = controlStatus;
        return {
          content: [{ type: 'text', text: explainRow({ ...row, disabledByOverrideOf }, organizationName) }],
          structuredContent: { ...controlStatus },
        };
      }),
  );
  server.registerTool(
    LIST_ORGANIZATIONS.name,
    {
      description: LIST_ORGANIZATIONS.description,
      inputSchema: LIST_ORGANIZATIONS.input,
      annotations: { readOnlyHint: true },
    },
    ({ q, rollup, limit, cursor }) =>
      guarded(LIST_ORGANIZATIONS, async (context) => {
        const data = wire(
          await fleet.run(context, {
            first: limit ?? DEFAULT_LIST_LIMIT,
            after: cursor ?? null,
            q: q ?? null,
            health: null,
            rollup: rollup ? [rollup] : null,
          }),
        );
        const items = data.fleet.edges.map((edge) => edge.node);
        const { hasNextPage, endCursor } = data.fleet.pageInfo;
        const page = { items, nextCursor: hasNextPage ? endCursor : null, hasMore: hasNextPage };
        return {
          content: [{ type: 'text', text: organizationsSummary(page, { q, rollup }) }],
          structuredContent: page,
        };
      }),
  );
  return server;
}

const DEFAULT_LIST_LIMIT = 50;

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

async function readJson(ctx: KoaContext): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = (await readBody(ctx)) ?? '';
  // Nested deeper than any message needs: refused as unparsable before it is parsed.
  if (tooDeepAt(text) !== null) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The MCP SDK is loaded by the first MCP request, not at start: a replica that serves no agent
 * does not carry it (about 14 MB of RSS, 6 MB of heap, measured; README, Benchmark).
 */
type Sdk = {
  McpServer: typeof import('@modelcontextprotocol/sdk/server/mcp.js').McpServer;
  StreamableHTTPServerTransport: typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;
};
let sdk: Promise<Sdk> | null = null;
function loadSdk(): Promise<Sdk> {
  sdk ??= Promise.all([
    import('@modelcontextprotocol/sdk/server/mcp.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
  ]).then(([mcp, http]) => ({
    McpServer: mcp.McpServer,
    StreamableHTTPServerTransport: http.StreamableHTTPServerTransport,
  }));
  // A failed load is retried by the next request rather than remembered.
  sdk.catch(() => {
    sdk = null;
  });
  return sdk;
}

/**
 * `/api/v1/mcp`, Streamable HTTP in stateless mode: every POST gets its own server and transport,
 * so no session lives in this process and any replica can answer any request. Only POST is
 * served; a stateless server has no stream to open on GET and no session to end on DELETE.
 */
export function mcpMiddleware(deps: McpDeps): Middleware {
  const operations = prepareOperations(deps);
  return async (ctx, next) => {
    if (ctx.path !== MCP_PATH) return next();
    if (ctx.method !== 'POST') throw new ApiError('METHOD_NOT_ALLOWED', undefined, { headers: { Allow: 'POST' } });
    const principal = await authenticateRequest(deps.authenticator, ctx);
    const body = await readJson(ctx);
    const requestId = ctx.state.requestId as string;
    const loaded = await loadSdk();

    ctx.respond = false;
    if (!body.ok) {
      ctx.res.writeHead(400, { 'Content-Type': 'application/json' });
      ctx.res.end(
        JSON.stringify({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: Invalid JSON' }, id: null }),
      );
      return;
    }
    const server = createServer(loaded, deps, operations, principal, requestId);
    const transport = new loaded.StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    ctx.res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(ctx.req, ctx.res, body.value);
    } catch (error) {
      deps.logger.error({ err: error, requestId }, 'MCP request failed');
      if (!ctx.res.headersSent) {
        ctx.res.writeHead(500, { 'Content-Type': 'application/json' });
        ctx.res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
      }
    }
  };
}
