import type { AnyRoute } from '../rest/route.ts';
import { apiRoutes } from '../rest/routes.ts';
import { authReferenceRoute } from './auth-reference.ts';
import { mcpReferenceRoute } from './mcp-reference.ts';
import { openApiDocumentRoute } from './openapi-document.ts';

/**
 * Every REST route the server serves: the API's own table plus the developer references, which
 * describe that whole table (themselves included). The references read the table through a
 * function rather than an import, so nothing here is in a circle with the table it describes.
 */
export const routes: readonly AnyRoute[] = [
  ...apiRoutes,
  openApiDocumentRoute(() => routes),
  authReferenceRoute(() => routes),
  mcpReferenceRoute,
];
