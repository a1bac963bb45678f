import { MCP_PATH } from '../http/paths.ts';
import { MCP_TOOLS } from '../mcp/tools.ts';
import type { JsonSchema } from '../rest/pydantic/core.ts';
import type { ExternalRoute } from '../rest/route.ts';

const jsonRpcId: JsonSchema = { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] };

/**
 * `POST /api/v1/mcp`, served by the MCP middleware (src/mcp/server.ts), declared here so the
 * OpenAPI document and the auth reference list it beside the REST operations.
 */
export const mcpEndpointRoute: ExternalRoute = {
  servedElsewhere: true,
  operationId: 'mcp',
  method: 'POST',
  path: MCP_PATH.replace(/^\/api\/v1/, ''),
  tag: 'mcp',
  summary: 'The MCP server: one JSON-RPC 2.0 message per POST (Streamable HTTP, stateless)',
  description:
    `Model Context Protocol over Streamable HTTP without sessions: send \`Accept: application/json, text/event-stream\`; each POST is answered on its own. ` +
    `Tools: ${MCP_TOOLS.map((tool) => `${tool.name} (scope ${tool.scopes.join(', ')})`).join('; ')}; GET /api/v1/developer/mcp lists them with their arguments. ` +
    'The route needs no permission of its own: each tool checks its MCP scope (and a user-scoped key the permissions it reads with). GET is a 405.',
  permission: null,
  request: {},
  status: 200,
  requestSchema: {
    type: 'object',
    description: 'A JSON-RPC 2.0 request or notification, e.g. tools/list or tools/call.',
    properties: {
      jsonrpc: { type: 'string', const: '2.0' },
      id: jsonRpcId,
      method: { type: 'string', examples: ['initialize', 'tools/list', 'tools/call'] },
      params: { type: 'object', additionalProperties: true },
    },
    required: ['jsonrpc', 'method'],
  },
  responses: {
    '200': {
      description: 'The JSON-RPC response; a tool failure is a result with isError true, not an HTTP error.',
      schema: {
        type: 'object',
        properties: {
          jsonrpc: { type: 'string', const: '2.0' },
          id: jsonRpcId,
          result: { type: 'object', additionalProperties: true },
          error: {
            type: 'object',
            properties: { code: { type: 'integer' }, message: { type: 'string' } },
            required: ['code', 'message'],
          },
        },
        required: ['jsonrpc'],
      },
    },
    '400': {
      description: 'Malformed JSON: JSON-RPC error -32700.',
      schema: {
        type: 'object',
        properties: {
          jsonrpc: { type: 'string', const: '2.0' },
          id: { type: 'null' },
          error: {
            type: 'object',
            properties: { code: { type: 'integer', const: -32700 }, message: { type: 'string' } },
            required: ['code', 'message'],
          },
        },
        required: ['jsonrpc', 'id', 'error'],
      },
    },
  },
};
