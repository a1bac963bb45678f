import type { Readable } from 'node:stream';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphQLSchema } from 'graphql';
import type { Permission } from '../auth/permissions.ts';
import type { Principal } from '../auth/principal.ts';
import type { AuthService } from '../auth/sessions.ts';
import { cursorSlice, type SelectedConnection } from '../domain/pagination.ts';
import { type ApiError, NotFoundError } from '../errors.ts';
import type { Context } from '../schema/context.ts';
import type { JsonSchema } from './pydantic/core.ts';
import type { InferRequest, RequestDecl } from './pydantic/request.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Everything about one REST operation, declared once: routing, the pydantic-identical
 * validation, the permission it needs (also published as `x-service-permission`), and how it
 * reaches the graph. The same declaration feeds the router, the OpenAPI document and the
 * developer references, so they cannot drift apart.
 */
interface RouteBase<D extends RequestDecl> {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template under /api/v1, e.g. `/organizations/{organization_id}/compliance`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** Permission checked before validation (FastAPI resolves security dependencies first). */
  permission: Permission | null;
  /** Only a signed-in human's access token may call it (API keys and refresh tokens get 403). */
  humanTokenOnly?: boolean;
  destructive?: boolean;
  /** `public` routes (sign-in, refresh) take no bearer credential. */
  authentication?: 'bearer' | 'public';
  /**
   * A browser's session route, which a cookie authenticates: the router refuses it (403) without
   * the console's `X-Requested-With` header or from a foreign Origin (src/rest/browser-session.ts).
   */
  browserSession?: true;
  request: D;
  status: number;
}

/** Response keys leading from an operation's data to an object inside it (at most three deep). */
export type ResultPath<T, Depth extends unknown[] = []> = Depth['length'] extends 3
  ? never
  : T extends readonly unknown[]
    ? never
    : T extends object
      ? { [K in keyof T & string]: [K] | [K, ...ResultPath<NonNullable<T[K]>, [...Depth, unknown]>] }[keyof T & string]
      : never;

/**
 * A route that is one GraphQL operation on the graph. Its wire body is a part of the operation's
 * data, named by `result`; the body's JSON Schema in the OpenAPI document is generated from the
 * same selection (src/rest/response-schema.ts), so the body and its description cannot differ.
 */
export interface GraphRoute<D extends RequestDecl, TData, TVariables> extends RouteBase<D> {
  operation: TypedDocumentNode<TData, TVariables>;
  /** The operation's variables from the validated input (and, for a conditional route, the request's headers). */
  variables(input: InferRequest<D>, headers?: Readonly<Record<string, string | string[] | undefined>>): TVariables;
  /**
   * Optimistic concurrency: the answer carries this ETag of its body, the variables read the
   * request's If-Match, and the graph's StaleWriteError is a 412 `{"detail": ...}`.
   */
  conditional?: { etag(body: unknown): string };
  /** Where the wire body sits in the operation's data, e.g. `['complianceGrid']`. Absent: no body (204). */
  result?: ResultPath<TData>;
  /**
   * A body composed from two parts of a mutation payload: the fields of this child object first,
   * then the payload's other fields (`{standard, controls}` -> `{...standard, controls}`).
   */
  flatten?: string;
  /**
   * The operation variable that carries the request body. Bad input the graph finds under it
   * (what needs the database to judge, such as a predicate the connector does not declare) is
   * answered as FastAPI answers a custom validator's error, at the same place in the body.
   */
  bodyVariable?: keyof TVariables & string;
  /**
   * The graph answers null where REST answers a 404 with this detail (e.g. a singleton not set yet):
   * the body's schema is then the result's, non-null.
   */
  notFound?: string;
  /**
   * The result is a Relay connection of the graph, served as REST's cursor list:
   * `{items, nextCursor, hasMore, page: null, total: null}` (items are the edges' nodes; the
   * connection must select `edges { node }` and `pageInfo { hasNextPage endCursor }`).
   */
  cursorList?: CursorList;
  /**
   * Rewords a refusal of the graph for the wire when REST words it differently, e.g. a body field
   * the graph judged as pydantic's 422 at that field. Undefined keeps the graph's error.
   */
  refusal?(error: ApiError, input: InferRequest<D>): ApiError | undefined;
}

/**
 * `true`: v1's cursor list, `<item>CursorPage`. A list published without v1's always-null page and
 * total keeps its shape, `{items, nextCursor, hasMore}`, and its component's name.
 */
export type CursorList = true | { counts: false; name: string };

export interface HandlerCall<D extends RequestDecl> {
  input: InferRequest<D>;
  /** Null only on public routes. */
  principal: Principal | null;
  context: Context | null;
  auth: AuthService;
  requestId: string;
  headers: Record<string, string | string[] | undefined>;
  ip: string;
  /** Whether the client reached the service over HTTPS (directly or through a trusted proxy). */
  https: boolean;
  /** Reads a request cookie; `set` appends a `Set-Cookie` header, kept on an error answer too. */
  cookies: { get(name: string): string | undefined; set(header: string): void };
}

/** A route whose work is not a graph operation (sign-in and token exchange live in src/auth). */
export interface HandlerRoute<D extends RequestDecl> extends RouteBase<D> {
  handle(call: HandlerCall<D>): Promise<unknown>;
  /** JSON Schema of the success body, declared once here since no graph selection describes it. */
  responseSchema?: JsonSchema;
  /** Publishes `responseSchema` as this named component of the OpenAPI document. */
  responseName?: string;
}

/**
 * An endpoint another middleware serves (the MCP server), declared here only so that the
 * references (OpenAPI, auth) describe every endpoint under /api/v1. The router skips it.
 */
export interface ExternalRoute extends RouteBase<Record<string, never>> {
  servedElsewhere: true;
  /** JSON schema of the request body, for the OpenAPI document. */
  requestSchema: JsonSchema;
  /** Its own answers (besides 401, 403 and 429), as the serving middleware gives them. */
  responses: Record<string, { description: string; schema: JsonSchema }>;
}

/** Runs fixed GraphQL documents in process on the caller's context, as graph routes do. */
export interface GraphRunner {
  schema: GraphQLSchema;
  run<TData, TVariables>(operation: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData>;
}

/** A document answered instead of JSON: a string, or a stream the router pipes with backpressure. */
export interface DocumentAnswer {
  /** The media type without parameters; the router adds `charset=utf-8` to a text one. */
  contentType: string;
  /** Served as an attachment under this name. */
  filename?: string;
  /** Text, a stream, or bytes (a PDF). */
  body: string | Readable | Buffer;
  /**
   * Headers of this answer besides its type: an HTML document's own Content-Security-Policy
   * (src/http/html-headers.ts adds frame-ancestors, nosniff and the referrer rule).
   */
  headers?: Readonly<Record<string, string>>;
}

/**
 * A route that answers a document (a CSV export, the client report) built from graph operations.
 * `render` throws before the first byte for every refusal it can know (authorization, tenancy,
 * bad input), so those are the usual JSON errors; a stream fails only on what it cannot foresee.
 */
export interface DocumentRoute<D extends RequestDecl> extends RouteBase<D> {
  /** The success media type, for the OpenAPI document. */
  produces: string;
  render(call: { input: InferRequest<D>; context: Context; graph: GraphRunner }): Promise<DocumentAnswer>;
}

export type AnyRoute =
  // biome-ignore lint/suspicious/noExplicitAny: a heterogeneous route table
  GraphRoute<any, any, any> | HandlerRoute<any> | ExternalRoute | DocumentRoute<any>;

export function graphRoute<const D extends RequestDecl, TData, TVariables>(route: GraphRoute<D, TData, TVariables>) {
  return route;
}

export function handlerRoute<const D extends RequestDecl>(route: HandlerRoute<D>) {
  return route;
}

export function documentRoute<const D extends RequestDecl>(route: DocumentRoute<D>) {
  return route;
}

export function isDocumentRoute(route: AnyRoute): route is DocumentRoute<RequestDecl> {
  return 'render' in route;
}

export function isGraphRoute(route: AnyRoute): route is GraphRoute<RequestDecl, unknown, unknown> {
  return 'operation' in route;
}

export function isHandlerRoute(route: AnyRoute): route is HandlerRoute<RequestDecl> {
  return 'handle' in route;
}

export function isExternalRoute(route: AnyRoute): route is ExternalRoute {
  return 'servedElsewhere' in route;
}

/** The wire body of a graph route: the part of `data` its `result` names (see GraphRoute). */
export function resultBody(
  route: { result?: readonly string[]; flatten?: string; cursorList?: CursorList; notFound?: string },
  data: unknown,
): unknown {
  if (route.result === undefined) return undefined;
  let value = data;
  for (const key of route.result) value = (value as Record<string, unknown>)[key];
  if (value === null && route.notFound !== undefined) throw new NotFoundError(route.notFound);
  if (route.cursorList) {
    const list = cursorSlice(value as SelectedConnection<unknown>);
    return route.cursorList === true ? { ...list, page: null, total: null } : list;
  }
  if (route.flatten === undefined) return value;
  const { [route.flatten]: inner, ...rest } = value as Record<string, unknown>;
  return { ...(inner as Record<string, unknown>), ...rest };
}
