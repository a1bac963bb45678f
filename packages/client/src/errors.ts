/** One error of a GraphQL response, as the service reports it. */
export interface GraphQLErrorLike {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; http?: { status?: number } } & Record<string, unknown>;
}

/**
 * A failure the service reported: `status` is the HTTP status its REST v1 equivalent answers
 * (404 for another tenant's id, 403 for a missing permission, 401 for a bad credential), `code`
 * the GraphQL error code, `errors` every error of the response.
 */
export class ComplianceApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
    readonly errors: readonly GraphQLErrorLike[] = [],
  ) {
    super(message);
    this.name = 'ComplianceApiError';
  }
}

/** The error of a GraphQL response that failed; its first error names the status and the code. */
export function graphQLFailure(
  errors: readonly GraphQLErrorLike[],
  httpStatus: number | undefined,
): ComplianceApiError {
  const first = errors[0];
  return new ComplianceApiError(
    first?.message ?? 'The service answered no data',
    first?.extensions?.http?.status ?? httpStatus,
    first?.extensions?.code,
    errors,
  );
}

/**
 * The error of a response that is no GraphQL result: a proxy's page, a rate limit, a REST-style
 * `{"detail": ...}` body, a refused subscription's stream. Its errors or detail make the message.
 */
export async function httpFailure(response: Response): Promise<ComplianceApiError> {
  const text = await response.text().catch(() => '');
  let message = response.statusText || `HTTP ${response.status}`;
  try {
    // yoga refuses a subscription with a 4xx whose stream's first event holds the errors.
    const json = /text\/event-stream/.test(response.headers.get('content-type') ?? '')
      ? (/^data: ?(.*)$/m.exec(text)?.[1] ?? '')
      : text;
    const body = JSON.parse(json) as { detail?: unknown; errors?: GraphQLErrorLike[] };
    if (body.errors?.length) return graphQLFailure(body.errors, response.status);
    if (typeof body.detail === 'string') message = body.detail;
  } catch {
    // Not JSON: the status text says enough.
  }
  return new ComplianceApiError(message, response.status, undefined);
}
