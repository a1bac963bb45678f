import { MCP_PATH } from '../http/paths.ts';
import { MCP_TOOLS } from '../mcp/tools.ts';
import { closed, freeForm, strings, text } from '../rest/json-schema.ts';
import { handlerRoute } from '../rest/route.ts';

const MCP_REFERENCE_SCHEMA = closed('The MCP server of this deployment and its tools.', {
  enabled: { type: 'boolean' },
  endpoint: text,
  transport: { type: 'string', const: 'streamable-http' },
  tools: {
    type: 'array',
    items: closed('An MCP tool.', {
      name: text,
      description: text,
      inputSchema: freeForm('JSON Schema of the arguments, as tools/list advertises it.'),
      scopes: strings,
      permissions: strings,
    }),
  },
});

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
  responseName: 'McpReference',
  responseSchema: MCP_REFERENCE_SCHEMA,
  handle: async () => ({
    enabled: true,
    endpoint: MCP_PATH,
    transport: 'streamable-http',
    tools: MCP_TOOLS,
  }),
});
