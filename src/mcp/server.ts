import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { GraphQLSchema } from 'graphql';
import type { Context as KoaContext, Middleware } from 'koa';
import type { Authenticator } from '../auth/authenticate.ts';
import type { Principal } from '../auth/principal.ts';
import { jsonBreach } from '../domain/json.ts';
import { ApiError, asApiError } from '../errors.ts';
import { buildContext, type ContextDeps } from '../graphql/context.ts';
import { type PreparedOperation, prepareOperation } from '../graphql/execute.ts';
import { isCacheable, type ResponseCache } from '../graphql/response-cache.ts';
import { authenticateRequest } from '../http/authenticate.ts';
import { readBody } from '../http/body.ts';
import { MCP_PATH } from '../http/paths.ts';
import type { Logger } from '../observability/logger.ts';
import type { Context } from '../schema/context.ts';
import { ToolAccessError, toolError, toolPrincipal } from './tool.ts';
import { mcpTools } from './tools.ts';

const SERVER_INFO = { name: 'compliance-gateway', version: '0.1.0' };

export interface McpDeps {
  schema: GraphQLSchema;
  authenticator: Authenticator;
  contextDeps: ContextDeps;
  logger: Logger;
  /** Repeated tool reads answered from kept bytes; null or absent: every read runs. */
  responseCache?: ResponseCache | null;
}

/**
 * In-process execution leaves scalars as the resolvers return them (a DateTime is a Date); this is
 * the form a client receives over the wire, which the generated types describe.
 */
const wire = <T>(data: T): T => JSON.parse(JSON.stringify(data)) as T;

/**
 * A tool's read as the client receives it, through the response cache when there is one: the
 * wire form is JSON, so the kept bytes are exactly what a run would give.
 */
async function read<TData, TVariables>(
  cache: ResponseCache | null | undefined,
  operation: string,
  context: Context,
  variables: TVariables,
  prepared: PreparedOperation<TData, TVariables>,
): Promise<TData> {
  if (!cache) return wire(await prepared.run(context, variables));
  const { rootDb: db, principal } = context;
  const { key, kept } = await cache.lookup({ db, now: context.clock.now(), principal, operation, variables });
  let body = kept;
  if (body === undefined) {
    body = Buffer.from(JSON.stringify(await prepared.run(context, variables)));
    cache.set(key, body);
  }
  return JSON.parse(body.toString('utf8')) as TData;
}

/** Every tool of the table with its document, validated once at start-up like REST's. */
function prepareTools(deps: McpDeps) {
  const onUnexpected = (error: unknown) => deps.logger.error({ err: error }, 'unexpected error in an MCP tool');
  return mcpTools.map((tool) => ({
    tool,
    prepared: prepareOperation(deps.schema, tool.operation, onUnexpected),
    // A tool that writes (triage) runs a mutation, and one reading a volatile field changes
    // without a revision bump: neither is answered from the cache.
    cache: isCacheable(deps.schema, tool.operation) ? deps.responseCache : null,
  }));
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
  tools: ReturnType<typeof prepareTools>,
  principal: Principal,
  requestId: string,
  clientAddress: string,
): McpServer {
  const server = new sdk.McpServer(SERVER_INFO);

  /** Runs a call as the principal its access rule derives; caller-caused failures become tool errors. */
  async function call(
    { tool, prepared, cache }: ReturnType<typeof prepareTools>[number],
    args: unknown,
  ): Promise<CallToolResult> {
    try {
      const context = buildContext(deps.contextDeps, toolPrincipal(tool.spec, principal), requestId, clientAddress);
      return await tool.run(args, (variables) => read(cache, `mcp:${tool.spec.name}`, context, variables, prepared));
    } catch (error) {
      if (error instanceof ToolAccessError) return toolError(error.message);
      // Another tenant's organization is "not found" exactly like an unknown one: the graph decides.
      const known = asApiError(error);
      if (known && typeof known.detail === 'string') return toolError(known.detail);
      throw error;
    }
  }

  for (const entry of tools) {
    const { name, description, input } = entry.tool.spec;
    // Every tool reads the stored grid; none writes.
    server.registerTool(
      name,
      { description, inputSchema: input, annotations: { readOnlyHint: true } },
      (args: unknown) => call(entry, args),
    );
  }
  return server;
}

async function readJson(ctx: KoaContext): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = (await readBody(ctx)) ?? '';
  // Nested deeper or wider than any message needs: refused as unparsable before it is parsed.
  if (jsonBreach(text) !== null) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The MCP SDK is loaded by the first MCP request, not at start: a replica that serves no agent
 * does not carry it (about 14 MB of RSS, 6 MB of heap, measured; docs/performance.md, "Where the memory goes").
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
  const tools = prepareTools(deps);
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
    const server = createServer(loaded, deps, tools, principal, requestId, ctx.ip);
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
