import { GraphQLError } from 'graphql';

/**
 * The failures a client is meant to see. Each carries a stable `code` and, following yoga's
 * convention, the HTTP status in `extensions.http`; REST reads the same status, so one table
 * decides what every surface answers. Anything else is masked by yoga as "Unexpected error.".
 */
export const ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BAD_USER_INPUT: 422,
  RATE_LIMITED: 429,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class ClientError extends GraphQLError {
  constructor(
    readonly code: ErrorCode,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    super(message, { extensions: { code, http: { status: ERROR_STATUS[code] }, ...extra } });
  }
}

export class NotFoundError extends ClientError {
  constructor(what = 'Not Found') {
    super('NOT_FOUND', what);
  }
}

export class ForbiddenError extends ClientError {
  constructor(message = 'Not enough permissions') {
    super('FORBIDDEN', message);
  }
}

export class ConflictError extends ClientError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

/** HTTP status carried by a GraphQL error, when it is one of ours. */
export function statusOf(error: { extensions?: Record<string, unknown> }): number | undefined {
  const http = error.extensions?.http as { status?: unknown } | undefined;
  return typeof http?.status === 'number' ? http.status : undefined;
}
