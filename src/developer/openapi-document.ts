import { buildOpenApiDocument } from '../rest/openapi.ts';
import { type AnyRoute, handlerRoute } from '../rest/route.ts';
import { ref } from '../rest/schemas.ts';

/** `GET /developer/openapi.json`, the document of every route of `table()` (itself included). */
export function openApiDocumentRoute(table: () => readonly AnyRoute[]) {
  // Built on first request: the table is complete by then, and it does not change at run time.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  return handlerRoute({
    operationId: 'getOpenApiDocument',
    method: 'GET',
    path: '/developer/openapi.json',
    tag: 'developer',
    summary: 'The OpenAPI reference of this deployment',
    description:
      'OpenAPI 3.1.0, generated from the route table the server routes by. Each operation carries `x-service-permission` (the route-level permission; null does not mean public) and `x-service-destructive`.',
    permission: null,
    request: {},
    status: 200,
    responseSchema: ref('OpenApiDocument'),
    handle: async () => {
      document ??= buildOpenApiDocument(table());
      return document;
    },
  });
}
