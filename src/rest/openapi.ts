import type { GraphQLSchema } from 'graphql';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '../http/idempotency.ts';
import { API_PREFIX } from '../http/paths.ts';
import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE, REFRESH_COOKIE, SESSION_PATH } from './browser-session.ts';
import { type JsonSchema, toJsonSchema } from './pydantic/core.ts';
import type { RequestDecl } from './pydantic/request.ts';
import { Components, componentRef, graphResultSchema } from './response-schema.ts';
import { type AnyRoute, type HandlerRoute, isDocumentRoute, isExternalRoute, isGraphRoute } from './route.ts';

/**
 * The OpenAPI 3.1.0 document of REST v1, built from the route table: paths and parameters from
 * each route's validation declaration, success bodies generated from a graph route's selection
 * (src/rest/response-schema.ts) or declared by a handler route, and the error responses every
 * route can give from its authentication, parameters and method. Nothing here is written per
 * endpoint, so the document cannot describe an API the router does not serve.
 */

export const OPENAPI_VERSION = '3.1.0';
export const API_VERSION = '0.1.0';

type Decl = NonNullable<RequestDecl['query']>[string];

const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  organizations: 'Organizations (clients) of the tenant, and their re-evaluation.',
  connectors: "The connector catalog and organizations' integrations.",
  overrides: 'Organization-level overrides of controls.',
  facts: "Connectors' observations, evaluated by the engine.",
  compliance: 'Stored evaluation results of an organization: the grid and its daily trend.',
  detections: 'Findings raised by control evaluations.',
  fleet: "The tenant's organizations with their standing, for dashboards and triage.",
  standards: 'Standards and their controls.',
  library:
    'The standards library: frameworks shipped with the service (reference data), adopted as standards of the tenant.',
  attestations: "Evidence a person gives where no API can answer; it becomes the attestation connector's facts.",
  auth: 'Sign-in and token exchange: the body form for API clients, the cookie form (/auth/session) for browsers.',
  'api-keys': 'API key management.',
  webhooks: 'Webhooks: signed event delivery (Standard Webhooks) with per-attempt records.',
  developer: 'References of this deployment: this document, authentication and MCP.',
  mcp: 'The Model Context Protocol server (Streamable HTTP, JSON-RPC 2.0).',
};

/** The error bodies: ours, and FastAPI's own definitions word for word. */
const ERROR_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  ErrorBody: {
    type: 'object',
    description: 'Every error other than a 422: one sentence, never a stack trace.',
    properties: { detail: { type: 'string' } },
    required: ['detail'],
    additionalProperties: false,
  },
  ValidationError: {
    type: 'object',
    title: 'ValidationError',
    properties: {
      loc: { type: 'array', title: 'Location', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
      msg: { type: 'string', title: 'Message' },
      type: { type: 'string', title: 'Error Type' },
      input: { title: 'Input' },
      ctx: { type: 'object', title: 'Context' },
    },
    required: ['loc', 'msg', 'type'],
  },
  HTTPValidationError: {
    type: 'object',
    title: 'HTTPValidationError',
    properties: { detail: { type: 'array', title: 'Detail', items: componentRef('ValidationError') } },
  },
};

const schemaRef = (name: keyof typeof ERROR_SCHEMAS) => componentRef(name);
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const requestIdHeader = { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } };

function errorResponse(
  description: string,
  extraHeaders: Record<string, unknown> = {},
  schema = schemaRef('ErrorBody'),
) {
  return { description, headers: { ...requestIdHeader, ...extraHeaders }, content: json(schema) };
}

const COMPONENT_RESPONSES = {
  Unauthorized: errorResponse(
    'No credential, or a malformed, unknown, expired or revoked one, or one whose owner is deactivated.',
    { 'WWW-Authenticate': { description: 'Always `Bearer`.', schema: { type: 'string', const: 'Bearer' } } },
  ),
  Forbidden: errorResponse(
    'A valid credential that lacks the permission or scope, or is of the wrong kind (a refresh token, or an API key where a signed-in user is required). A missing permission is not an empty result.',
  ),
  NotFound: errorResponse('The id is unknown or belongs to another tenant (the two are not told apart).'),
  Conflict: errorResponse('The write conflicts with existing data, e.g. a slug already taken in the tenant.'),
  PreconditionFailed: errorResponse(
    'If-Match names a version that is no longer current (someone changed it since): nothing was written; read it again.',
  ),
  ValidationFailed: errorResponse(
    'A path parameter, query parameter or body failed validation.',
    {},
    schemaRef('HTTPValidationError'),
  ),
  TooManyRequests: errorResponse('Too many requests: retry with bounded backoff after Retry-After seconds.', {
    'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 0 } },
    'RateLimit-Policy': {
      description: 'The limit that applies (IETF RateLimit header fields).',
      schema: { type: 'string' },
    },
    RateLimit: { description: 'What is left of the limit.', schema: { type: 'string' } },
  }),
};

/** Splits a field's description off its schema: OpenAPI puts it on the parameter. */
function parameter(name: string, location: 'path' | 'query', decl: Decl) {
  const { description, ...schema } = toJsonSchema(decl);
  return {
    name,
    in: location,
    required: location === 'path' || decl.presence.kind === 'required',
    ...(typeof description === 'string' ? { description } : {}),
    schema,
  };
}

/** Whether the router runs the route under an Idempotency-Key (src/rest/router.ts). */
function takesIdempotencyKey(route: AnyRoute): boolean {
  return route.method === 'POST' && route.authentication !== 'public' && !isExternalRoute(route);
}

/** Optimistic concurrency on a conditional route (`conditional` in src/rest/route.ts). */
const IF_MATCH_PARAMETER = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The ETag of the version the client read: the write is made only if it is still current (412 otherwise). `*` or none: no condition.',
  schema: { type: 'string' },
};
const ETAG_HEADER = {
  ETag: { description: 'Names this version; send it back as If-Match.', schema: { type: 'string' } },
};
const isConditional = (route: AnyRoute) => isGraphRoute(route) && route.conditional !== undefined;

const IDEMPOTENCY_KEY_PARAMETER = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: the same key with the same request within 24 hours answers the first answer again ' +
    `(with \`${REPLAYED_HEADER}: true\`) without doing the work twice; the same key with another request is a 422, ` +
    'and a duplicate sent while the first is still being answered a 409. Keys are per tenant and credential.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

const CONSOLE_HEADER_PARAMETER = {
  name: CONSOLE_HEADER,
  in: 'header',
  required: true,
  description: 'The CSRF defence of the cookie routes: a cross-site page cannot send it (403 without it).',
  schema: { type: 'string', const: CONSOLE_HEADER_VALUE },
};

/** A browser session route's answers besides its success and 401/422/429. */
const BROWSER_SESSION_RESPONSES = {
  '403': errorResponse(
    `No \`${CONSOLE_HEADER}: ${CONSOLE_HEADER_VALUE}\` header, or an Origin that is not this service's.`,
  ),
};
const SET_COOKIE_HEADER = {
  'Set-Cookie': {
    description: `\`${REFRESH_COOKIE}\`: the new refresh token (HttpOnly; SameSite=Strict; Path=${API_PREFIX}${SESSION_PATH}; Secure over HTTPS), or its clearing.`,
    schema: { type: 'string' },
  },
};

function parameters(route: AnyRoute) {
  const request: RequestDecl = route.request;
  const path = Object.entries(request.path ?? {}).map(([name, decl]) => parameter(name, 'path', decl));
  const query = Object.entries(request.query ?? {}).map(([name, decl]) => parameter(name, 'query', decl));
  return [
    ...path,
    ...query,
    ...(takesIdempotencyKey(route) ? [IDEMPOTENCY_KEY_PARAMETER] : []),
    ...(route.browserSession ? [CONSOLE_HEADER_PARAMETER] : []),
    ...(isConditional(route) ? [IF_MATCH_PARAMETER] : []),
  ];
}

function requestBody(route: AnyRoute) {
  if (isExternalRoute(route)) return { required: true, content: json(route.requestSchema) };
  const body = route.request.body;
  if (body === undefined) return undefined;
  return { required: body.presence.kind === 'required', content: json(toJsonSchema(body)) };
}

function describe(route: AnyRoute): string {
  const access =
    route.authentication === 'public'
      ? 'No credential needed.'
      : route.humanTokenOnly
        ? `Needs the access token of a signed-in user${route.permission ? ` with \`${route.permission}\`` : ''}; API keys and refresh tokens are refused.`
        : route.permission
          ? `Needs \`${route.permission}\`.`
          : 'Needs any valid credential.';
  return [route.description, access].filter(Boolean).join('\n\n');
}

/** The success body's schema: generated from a graph route's selection, declared by a handler route. */
function successSchema(route: AnyRoute, graph: GraphQLSchema, components: Components): JsonSchema | undefined {
  if (isGraphRoute(route)) return graphResultSchema(graph, route, components);
  const { responseSchema, responseName } = route as HandlerRoute<RequestDecl>;
  if (responseSchema && responseName) return components.add(responseName, responseSchema);
  return responseSchema;
}

/** A document route's success: its media type (UTF-8) and, for a download, the attachment's name. */
function documentResponse(route: AnyRoute & { produces: string }) {
  const download = route.produces === 'text/csv';
  return {
    description: route.summary,
    headers: {
      ...requestIdHeader,
      ...(download
        ? {
            'Content-Disposition': {
              description: 'Always `attachment`, with the file name `<what>-<yyyy-mm-dd>.csv` (UTC date).',
              schema: { type: 'string' },
            },
          }
        : {}),
    },
    content: {
      [route.produces]: { schema: { type: 'string', description: `A ${route.produces} document in UTF-8.` } },
    },
  };
}

function responses(route: AnyRoute, graph: GraphQLSchema, components: Components) {
  if (isExternalRoute(route)) {
    const own = Object.entries(route.responses).map(([status, { description, schema }]) => [
      status,
      { description, headers: requestIdHeader, content: json(schema) },
    ]);
    return {
      ...Object.fromEntries(own),
      '401': responseRef('Unauthorized'),
      '403': responseRef('Forbidden'),
      '429': responseRef('TooManyRequests'),
    };
  }
  const schema = isDocumentRoute(route) ? undefined : successSchema(route, graph, components);
  const headers = {
    ...requestIdHeader,
    ...(route.browserSession ? SET_COOKIE_HEADER : {}),
    ...(isConditional(route) ? ETAG_HEADER : {}),
  };
  const success = isDocumentRoute(route)
    ? documentResponse(route)
    : route.status === 204
      ? { description: 'Done; no body.', headers }
      : {
          description: route.summary,
          headers,
          content: json(schema ?? { type: 'object', description: 'A JSON object.' }),
        };
  const hasInput =
    Object.keys(route.request.path ?? {}).length > 0 ||
    Object.keys(route.request.query ?? {}).length > 0 ||
    route.request.body !== undefined ||
    takesIdempotencyKey(route);
  const bearer = route.authentication !== 'public';
  return {
    [String(route.status)]: success,
    // A public route still answers 401 when the credentials it receives in its body are refused.
    '401': responseRef('Unauthorized'),
    ...(bearer ? { '403': responseRef('Forbidden') } : {}),
    ...(route.browserSession ? BROWSER_SESSION_RESPONSES : {}),
    ...(route.request.path || ('notFound' in route && route.notFound) ? { '404': responseRef('NotFound') } : {}),
    ...(route.method !== 'GET' && route.method !== 'DELETE' && bearer ? { '409': responseRef('Conflict') } : {}),
    ...(isConditional(route) ? { '412': responseRef('PreconditionFailed') } : {}),
    ...(hasInput ? { '422': responseRef('ValidationFailed') } : {}),
    '429': responseRef('TooManyRequests'),
  };
}

function operation(route: AnyRoute, graph: GraphQLSchema, components: Components) {
  const params = parameters(route);
  const body = requestBody(route);
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: describe(route),
    tags: [route.tag],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route, graph, components),
    security: route.authentication === 'public' ? [] : [{ bearer: [] }],
    'x-service-permission': route.permission,
    'x-service-destructive': route.destructive === true,
  };
}

/** The document of `routes`, whose graph routes run on `graph`. */
export function buildOpenApiDocument(routes: readonly AnyRoute[], graph: GraphQLSchema) {
  const components = new Components();
  for (const [name, schema] of Object.entries(ERROR_SCHEMAS)) components.add(name, schema);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `${API_PREFIX}${route.path}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, graph, components) };
  }
  const tags = [...new Set(routes.map((route) => route.tag))].map((name) => ({
    name,
    description: TAG_DESCRIPTIONS[name] ?? `Operations on ${name}.`,
  }));
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Client Compliance Assessment Service',
      version: API_VERSION,
      description:
        'REST v1 of the compliance assessment gateway: stored evaluation results of organizations against standards, scoped to the calling tenant. A successful response does not establish freshness or complete coverage. `x-service-permission` names the route-level permission (null does not mean public: see `security`); `x-service-destructive` marks operations that change data.',
    },
    servers: [{ url: '/', description: 'This deployment.' }],
    tags,
    paths,
    components: {
      schemas: components.toObject(),
      responses: COMPONENT_RESPONSES,
      headers: {
        'X-Request-Id': {
          description: 'The request id, echoed when the client sent a sane one.',
          schema: { type: 'string' },
        },
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key (`ccak_...`) or the access token of a signed-in user (a JWT from POST /api/v1/auth/login). Refresh tokens are accepted only by POST /api/v1/auth/refresh.',
        },
      },
    },
  };
}
