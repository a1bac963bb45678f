import { GraphQLError } from 'graphql';

/**
 * The one error model of every surface. A failure meant for the client is an `ApiError` with a
 * stable code; this table decides its HTTP status and, where FastAPI has words of its own, the
 * default detail. The graph carries the code and status in `extensions` (yoga's convention),
 * REST answers `{"detail": ...}` with the status, MCP turns it into a tool error. Anything that is
 * not an ApiError is masked everywhere and logged with the request id.
 */
export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, detail: 'Bad Request' },
  UNAUTHENTICATED: { status: 401, detail: 'Not authenticated' },
  FORBIDDEN: { status: 403, detail: 'Not enough permissions' },
  NOT_FOUND: { status: 404, detail: 'Not Found' },
  METHOD_NOT_ALLOWED: { status: 405, detail: 'Method Not Allowed' },
  CONFLICT: { status: 409, detail: 'Conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, detail: 'Request body too large' },
  BAD_USER_INPUT: { status: 422, detail: 'Unprocessable Entity' },
  RATE_LIMITED: { status: 429, detail: 'Too Many Requests' },
  INTERNAL_SERVER_ERROR: { status: 500, detail: 'Internal Server Error' },
  SERVICE_UNAVAILABLE: { status: 503, detail: 'Service Unavailable' },
} as const satisfies Record<string, { status: number; detail: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ApiErrorOptions {
  /** Response headers the failure needs (`WWW-Authenticate`, `Retry-After`, `Allow`...). */
  headers?: Record<string, string>;
  /** Further GraphQL extensions, e.g. the path of a bad field. */
  extensions?: Record<string, unknown>;
}

export class ApiError extends GraphQLError {
  readonly code: ErrorCode;
  readonly status: number;
  /** A sentence, or pydantic's list of validation errors for a REST 422. */
  readonly detail: unknown;
  readonly headers: Readonly<Record<string, string>>;

  constructor(code: ErrorCode, detail: unknown = ERROR_CODES[code].detail, options: ApiErrorOptions = {}) {
    const { status } = ERROR_CODES[code];
    const headers = options.headers ?? {};
    super(typeof detail === 'string' ? detail : ERROR_CODES[code].detail, {
      extensions: {
        code,
        http: { status, ...(Object.keys(headers).length > 0 ? { headers } : {}) },
        ...options.extensions,
      },
    });
    this.code = code;
    this.status = status;
    this.detail = detail;
    this.headers = headers;
  }
}

export class NotFoundError extends ApiError {
  constructor(detail: string = ERROR_CODES.NOT_FOUND.detail) {
    super('NOT_FOUND', detail);
  }
}

export class ForbiddenError extends ApiError {
  constructor(detail: string = ERROR_CODES.FORBIDDEN.detail) {
    super('FORBIDDEN', detail);
  }
}

export class ConflictError extends ApiError {
  constructor(detail: string) {
    super('CONFLICT', detail);
  }
}

/** Bad input the graph refuses; `field` is the path of the (first) offending field. */
export class BadInputError extends ApiError {
  constructor(detail: string, extensions: Record<string, unknown> = {}) {
    super('BAD_USER_INPUT', detail, { extensions });
  }
}

/** A missing, malformed, unknown, expired or revoked credential: always a 401 with a Bearer challenge. */
export function unauthenticated(detail: string = ERROR_CODES.UNAUTHENTICATED.detail): ApiError {
  return new ApiError('UNAUTHENTICATED', detail, { headers: { 'WWW-Authenticate': 'Bearer' } });
}

/**
 * Pothos refuses malformed arguments it parses itself (a connection cursor, a global id) with its
 * PothosValidationError: bad input, not a fault. Recognised by name, so this module imports no
 * GraphQL library but graphql itself.
 */
export function isPothosValidationError(error: unknown): boolean {
  return error instanceof Error && error.name === 'PothosValidationError';
}

const codeOfStatus = new Map<number, ErrorCode>(
  (Object.entries(ERROR_CODES) as [ErrorCode, { status: number }][]).map(([code, { status }]) => [status, code]),
);

/**
 * The ApiError behind an error of a GraphQL result: the thrown one itself when execution kept it
 * (as `originalError`), else rebuilt from the code and status the extensions carry. Null for
 * anything not meant for clients.
 */
export function asApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (!(error instanceof GraphQLError)) return null;
  if (error.originalError instanceof ApiError) return error.originalError;
  if (isPothosValidationError(error.originalError)) return new BadInputError(error.message);
  const http = error.extensions?.http as { status?: unknown; headers?: Record<string, string> } | undefined;
  const code = typeof http?.status === 'number' ? codeOfStatus.get(http.status) : undefined;
  if (code === undefined) return null;
  return new ApiError(code, error.message, { headers: http?.headers ?? {} });
}
