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
  REQUEST_TIMEOUT: { status: 408, detail: 'Request Timeout' },
  CONFLICT: { status: 409, detail: 'Conflict' },
  PRECONDITION_FAILED: { status: 412, detail: 'Precondition Failed' },
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

/**
 * A write that names the state it expects (GraphQL's `expectedUpdatedAt`, REST's If-Match) and
 * finds another: a conflict on the graph, a 412 on a REST route that honours If-Match.
 */
export class StaleWriteError extends ConflictError {}

/** Bad input the graph refuses; `field` is the path of the (first) offending field. */
export class BadInputError extends ApiError {
  constructor(detail: string, extensions: Record<string, unknown> = {}) {
    super('BAD_USER_INPUT', detail, { extensions });
  }
}

/** One offending field of bad input: its path below the input, and why (src/domain/input.ts states the checks). */
interface InputIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Bad input with the path of every offending field under `prefix`; `field` is the first one. REST
 * routes turn these paths back into pydantic-shaped errors of the body (src/rest/graph-input-errors.ts).
 */
export function invalid(issues: readonly InputIssue[], prefix: (string | number)[]): BadInputError {
  const paths = issues.map((issue) => ({ field: [...prefix, ...issue.path], message: issue.message }));
  return new BadInputError(issues[0]?.message ?? 'Invalid input', { field: paths[0]?.field, issues: paths });
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

/** Seconds a client should wait before retrying while every database connection is busy. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * Raised by the pool (src/data/client.ts) when a request waited the whole acquire timeout for a
 * connection while the database itself answers: the service is saturated, not down.
 */
const BUSY_MESSAGE = 'Every database connection stayed in use for the whole acquire timeout';

export class DatabaseBusyError extends Error {
  constructor() {
    super(BUSY_MESSAGE);
    this.name = 'DatabaseBusyError';
  }
}

/** Back-pressure, not an outage: a 429 with `Retry-After`, so a client slows down and retries. */
export function databaseBusy(): ApiError {
  return new ApiError('RATE_LIMITED', 'The service is busy; retry shortly', {
    headers: { 'Retry-After': String(DATABASE_BUSY_RETRY_AFTER_SECONDS) },
  });
}

/** Whether an error, or anything it wraps, is the pool's DatabaseBusyError. */
export function isDatabaseBusy(error: unknown): boolean {
  // By name and by message: Prisma rewraps what the driver adapter throws, keeping its message.
  return someCause(
    error,
    (record) =>
      record.name === 'DatabaseBusyError' ||
      (typeof record.message === 'string' && record.message.includes(BUSY_MESSAGE)),
  );
}

/**
 * The answer to an error `isDatabaseUnavailable` recognised: 429 when every connection was busy
 * while the database answered (the pool's own finding), 503 when the database is unreachable.
 */
export function databaseRefusal(error: unknown): ApiError {
  return isDatabaseBusy(error) ? databaseBusy() : databaseUnavailable();
}

/** Walks an error and everything it wraps (Prisma's errors carry the adapter's, which carries pg's). */
function someCause(error: unknown, test: (record: Record<string, unknown>) => boolean): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const item = queue.shift();
    if (item === null || typeof item !== 'object' || seen.has(item)) continue;
    seen.add(item);
    const record = item as Record<string, unknown>;
    if (test(record)) return true;
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
 * adapter's error in `meta`, which carries pg's in `cause`), says the database cannot serve now:
 * unreachable, gone, not answering in time, or every connection busy. The one place that decides
 * it: every surface then answers `databaseRefusal(error)`, 503 or (busy) 429.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isDatabaseBusy(error)) return true;
  return someCause(error, (record) => {
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
    return typeof record.message === 'string' && UNAVAILABLE_MESSAGE.test(record.message);
  });
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
  if (isDatabaseUnavailable(error)) return databaseRefusal(error);
  if (!(error instanceof GraphQLError)) return null;
  if (isPothosValidationError(error.originalError)) return new BadInputError(pothosRefusalMessage(error.originalError));
  const http = error.extensions?.http as { status?: unknown; headers?: Record<string, string> } | undefined;
  const code = typeof http?.status === 'number' ? codeOfStatus.get(http.status) : undefined;
  if (code === undefined) return null;
  return new ApiError(code, error.message, { headers: http?.headers ?? {} });
}
