import { buildOpenApiDocument } from '../openapi.ts';
import { handlerRoute } from '../route.ts';
import { routes } from '../routes.ts';
import { ref } from '../schemas.ts';

/** Built on first request: the route table is complete by then, and it does not change at run time. */
let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export default handlerRoute({
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
    document ??= buildOpenApiDocument(routes);
    return document;
  },
});
