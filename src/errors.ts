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

/** What every cursor list, on every surface, says of a cursor it did not issue. */
export const INVALID_CURSOR = 'Invalid cursor';

/**
 * A Pothos refusal as a client reads it: its sentence without the input it quotes ("Invalid
 * cursor: <input>", "Invalid cursor chunk: <input>"), so a refusal never echoes what was sent.
 */
export function pothosRefusalMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/cursor/i.test(message)) return INVALID_CURSOR;
  const colon = message.indexOf(':');
  return colon === -1 ? message : message.slice(0, colon);
}

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database cannot be reached or did not answer in time: a 503 every surface shows as such. */
export function databaseUnavailable(): ApiError {
  return new ApiError('SERVICE_UNAVAILABLE', 'The database is unavailable; retry later', {
    headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  });
}

// SQLSTATE classes and codes that mean "the server is not there or not answering", not "your
// query is wrong": connection exceptions, shutdown and crash, cannot connect now, too many
// connections, statement and idle-in-transaction timeouts (a hung server), lock timeout.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-5]|53300|57014|25P03|55P03)$/;
// Prisma's own codes for the same: cannot reach, timed out, closed connection, pool timeout,
// transaction could not start in time.
const UNAVAILABLE_PRISMA = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
const UNAVAILABLE_ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres raises these as plain Errors without a code.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|^timeout expired$|Query read timeout|Cannot use a pool after calling end|Client has encountered a connection error|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode)|Unable to start a transaction in the given time/i;

/**
 * Whether an error, or anything it wraps (Prisma's known-request errors carry the driver
 * adapter's error in `meta`, which carries pg's in `cause`), says the database is unreachable,
 * gone, or not answering in time. The one place that decides it: every surface then answers 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const item = queue.shift();
    if (item === null || typeof item !== 'object' || seen.has(item)) continue;
    seen.add(item);
    const record = item as Record<string, unknown>;
    const code = typeof record.code === 'string' ? record.code : undefined;
    if (
      code !== undefined &&
      (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_PRISMA.has(code) || UNAVAILABLE_SOCKET.has(code))
    )
      return true;
    if (typeof record.originalCode === 'string' && UNAVAILABLE_SQLSTATE.test(record.originalCode)) return true;
    if (typeof record.kind === 'string' && UNAVAILABLE_ADAPTER_KINDS.has(record.kind)) return true;
    if (typeof record.kind === 'string' && record.kind === 'postgres' && typeof record.code === 'string')
      if (UNAVAILABLE_SQLSTATE.test(record.code)) return true;
    if (typeof record.message === 'string' && UNAVAILABLE_MESSAGE.test(record.message)) return true;
    queue.push(
      record.cause,
      record.originalError,
      record.meta,
      (record.meta as Record<string, unknown> | undefined)?.driverAdapterError,
    );
    if (Array.isArray(record.errors)) queue.push(...record.errors);
  }
  return false;
}

const codeOfStatus = new Map<number, ErrorCode>(
  (Object.entries(ERROR_CODES) as [ErrorCode, { status: number }][]).map(([code, { status }]) => [status, code]),
);

/**
 * The ApiError behind an error of a GraphQL result: the thrown one itself when execution kept it
 * (as `originalError`), a 503 when the database is unavailable, else rebuilt from the code and
 * status the extensions carry. Null for anything not meant for clients.
 */
export function asApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof GraphQLError && error.originalError instanceof ApiError) return error.originalError;
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  if (!(error instanceof GraphQLError)) return null;
  if (isPothosValidationError(error.originalError)) return new BadInputError(pothosRefusalMessage(error.originalError));
  const http = error.extensions?.http as { status?: unknown; headers?: Record<string, string> } | undefined;
  const code = typeof http?.status === 'number' ? codeOfStatus.get(http.status) : undefined;
  if (code === undefined) return null;
  return new ApiError(code, error.message, { headers: http?.headers ?? {} });
}
