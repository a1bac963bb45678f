import { freeForm } from '../rest/json-schema.ts';
import { buildOpenApiDocument } from '../rest/openapi.ts';
import { type AnyRoute, handlerRoute } from '../rest/route.ts';
import { schema as graph } from '../schema/index.ts';

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
    responseName: 'OpenApiDocument',
    responseSchema: freeForm('This OpenAPI 3.1.0 document.'),
    handle: async () => {
      document ??= buildOpenApiDocument(table(), graph);
      return document;
    },
  });
}
