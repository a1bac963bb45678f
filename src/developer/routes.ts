import type { AnyRoute } from '../rest/route.ts';
import { apiRoutes } from '../rest/routes.ts';
import { authReferenceRoute } from './auth-reference.ts';
import { mcpEndpointRoute } from './mcp-endpoint.ts';
import { mcpReferenceRoute } from './mcp-reference.ts';
import { openApiDocumentRoute } from './openapi-document.ts';

/**
 * Every route under /api/v1: the API's own table plus the developer references, which describe
 * that whole table (themselves included), and the MCP endpoint, which its own middleware serves. The references read the table through a
 * function rather than an import, so nothing here is in a circle with the table it describes.
 */
export const routes: readonly AnyRoute[] = [
  ...apiRoutes,
  openApiDocumentRoute(() => routes),
  authReferenceRoute(() => routes),
  mcpReferenceRoute,
  mcpEndpointRoute,
];
