import { MCP_PATH } from '../http/paths.ts';
import { MCP_TOOLS } from '../mcp/tools.ts';
import { handlerRoute } from '../rest/route.ts';
import { ref } from '../rest/schemas.ts';

/** `GET /developer/mcp`, published from the registry the MCP server enforces. */
export const mcpReferenceRoute = handlerRoute({
  operationId: 'getMcpReference',
  method: 'GET',
  path: '/developer/mcp',
  tag: 'developer',
  summary: 'The MCP server of this deployment and its tools',
  description:
    'Whether the MCP server is enabled, where it listens (Streamable HTTP, bearer API key), and each tool with its arguments (JSON Schema), MCP scopes and permissions.',
  permission: null,
  request: {},
  status: 200,
  responseSchema: ref('McpReference'),
  handle: async () => ({
    enabled: true,
    endpoint: MCP_PATH,
    transport: 'streamable-http',
    tools: MCP_TOOLS,
  }),
});
