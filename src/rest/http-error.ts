/**
 * An error answered as `{"detail": ...}` with its status. `detail` is a sentence, or pydantic's
 * list of validation errors for a 422. Only these reach a client; anything else is a 500 whose
 * body says nothing about the cause.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : `HTTP ${status}`);
  }
}

/** FastAPI's own words for the statuses it answers itself. */
export const STATUS_DETAIL: Record<number, string> = {
  401: 'Not authenticated',
  403: 'Not enough permissions',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};
