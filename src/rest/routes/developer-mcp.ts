import { MCP_TOOLS } from '../../mcp/tools.ts';
import { handlerRoute } from '../route.ts';
import { API_PREFIX } from '../router.ts';
import { ref } from '../schemas.ts';

export default handlerRoute({
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
    endpoint: `${API_PREFIX}/mcp`,
    transport: 'streamable-http',
    tools: MCP_TOOLS,
  }),
});
