import { MAX_JSON_DEPTH } from '../../domain/json.ts';
import {
  type AnySchema,
  error,
  type HTTPValidationError,
  INVALID,
  type Infer,
  type InferFields,
  missing,
  type ValidationErrorItem,
} from './core.ts';
import { parsePythonJson } from './json.ts';

// ---------------------------------------------------------------------------------------------
// Requests.

export interface RequestDecl {
  path?: Record<string, AnySchema>;
  query?: Record<string, AnySchema>;
  body?: AnySchema;
}

export type InferRequest<D extends RequestDecl> = {
  path: D['path'] extends Record<string, AnySchema> ? InferFields<D['path']> : Record<string, never>;
  query: D['query'] extends Record<string, AnySchema> ? InferFields<D['query']> : Record<string, never>;
  body: D['body'] extends AnySchema ? Infer<D['body']> : undefined;
};

export interface RawRequest {
  params: Readonly<Record<string, string | undefined>>;
  /** Koa's `ctx.query`: a repeated key arrives as an array. */
  query: Readonly<Record<string, string | string[] | undefined>>;
  /** The body text; undefined or '' when none was sent. */
  body?: string | undefined;
  /** The Content-Type header, if any. */
  contentType?: string | undefined;
}

export type ValidationResult<D extends RequestDecl> =
  | { ok: true; value: InferRequest<D> }
  | { ok: false; body: HTTPValidationError };

/**
 * FastAPI parses the body as JSON when Content-Type is absent or `application/json` /
 * `application/*+json`; otherwise the model receives the raw bytes (and fails as
 * `model_attributes_type` with the text as input).
 */
function isJsonContentType(contentType: string | undefined): boolean {
  if (contentType === undefined || contentType === '') return true;
  const [mediaType = ''] = contentType.split(';');
  const [type, subtype = ''] = mediaType.trim().toLowerCase().split('/');
  return type === 'application' && (subtype === 'json' || subtype.endsWith('+json'));
}

function validateParams(
  schemas: Record<string, AnySchema>,
  source: 'path' | 'query',
  raw: Readonly<Record<string, string | string[] | undefined>>,
  errors: ValidationErrorItem[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const given = Object.hasOwn(raw, name) ? raw[name] : undefined;
    // Starlette's QueryParams.get returns the last of repeated values.
    const input = Array.isArray(given) ? given.at(-1) : given;
    const loc = [source, name];
    if (input === undefined) {
      if (schema.presence.kind === 'required') errors.push(missing(loc, null));
      else if (schema.presence.kind === 'default') out[name] = structuredClone(schema.presence.value);
      continue;
    }
    const value: unknown = schema.validate(input, loc, errors);
    if (value !== INVALID) out[name] = value;
  }
  return out;
}

/**
 * Validates a request as FastAPI does: a body that is not valid JSON fails alone (FastAPI
 * parses it before looking at any parameter); otherwise errors come path, query, body.
 */
export function validateRequest<const D extends RequestDecl>(decl: D, request: RawRequest): ValidationResult<D> {
  let bodyInput: unknown = null;
  if (decl.body !== undefined && request.body !== undefined && request.body !== '') {
    if (isJsonContentType(request.contentType)) {
      const parsed = parsePythonJson(request.body, MAX_JSON_DEPTH);
      if (!parsed.ok) {
        return {
          ok: false,
          body: {
            detail: [error('json_invalid', ['body', parsed.pos], 'JSON decode error', {}, { error: parsed.error })],
          },
        };
      }
      bodyInput = parsed.value;
    } else {
      bodyInput = request.body;
    }
  }

  const errors: ValidationErrorItem[] = [];
  const path = validateParams(decl.path ?? {}, 'path', request.params, errors);
  const query = validateParams(decl.query ?? {}, 'query', request.query, errors);
  let body: unknown;
  if (decl.body !== undefined) {
    // FastAPI treats an empty body and a JSON `null` alike: the body is missing.
    if (bodyInput === null) {
      if (decl.body.presence.kind === 'required') errors.push(missing(['body'], null));
      else if (decl.body.presence.kind === 'default') body = structuredClone(decl.body.presence.value);
    } else {
      const value: unknown = decl.body.validate(bodyInput, ['body'], errors);
      if (value !== INVALID) body = value;
    }
  }
  if (errors.length > 0) return { ok: false, body: { detail: errors } };
  return { ok: true, value: { path, query, body } as InferRequest<D> };
}
