import { getOperationAST, parse } from 'graphql';
import type { Context as KoaContext } from 'koa';
import type { Authenticator } from '../auth/authenticate.ts';
import type { Principal } from '../auth/principal.ts';
import { ApiError, ERROR_CODES } from '../errors.ts';
import { DEFAULT_QUERY_LIMITS, documentTooLong } from '../graphql/plugins/use-query-limits.ts';
import { isPublicOperation } from '../schema/session.ts';
import {
  type AnswerRules,
  IDEMPOTENCY_HEADER,
  idempotencyKeyOf,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  requestFingerprint,
} from './idempotency.ts';

/**
 * Safe retries on POST /graphql (src/http/idempotency.ts holds the shared rule): a mutation sent
 * with an `Idempotency-Key` is done once. The request is its JSON body's `query`, `variables` and
 * `operationName`; the answer kept is yoga's status, content type and body. Queries and
 * subscriptions read and change nothing, so they ignore the header, as sign-in and refresh do
 * (they have no tenant to keep a key in). Refusals are GraphQL-over-HTTP error responses, the
 * shape the error envelope gives every refusal on this endpoint.
 */

export interface GraphQLAnswer {
  status: number;
  contentType: string;
  text: string;
  /** Yoga's headers on the first answer; a replay has only its content type. */
  headers?: Headers;
}

const EVENT_STREAM = /^text\/event-stream\b/i;
const SERVER_FAULTS = new Set(
  Object.entries(ERROR_CODES)
    .filter(([, { status }]) => status >= 500)
    .map(([code]) => code),
);

/**
 * Whether the answer reports a failure of the server's: yoga answers a masked error (which has no
 * code) or an unreachable database inside a 200, so the status alone would keep them.
 */
function hasServerFault(answer: GraphQLAnswer): boolean {
  if (answer.status >= 500) return true;
  const results = EVENT_STREAM.test(answer.contentType)
    ? answer.text
        .split('\n')
        .filter((line) => line.startsWith('data:') && line.length > 'data:'.length)
        .map((line) => line.slice('data:'.length))
    : [answer.text];
  return results.some((text) => {
    try {
      const { errors } = JSON.parse(text) as { errors?: { extensions?: { code?: unknown } }[] };
      return (errors ?? []).some(({ extensions }) => {
        const code = extensions?.code;
        return typeof code !== 'string' || SERVER_FAULTS.has(code);
      });
    } catch {
      return true;
    }
  });
}

export const GRAPHQL_ANSWERS: AnswerRules<GraphQLAnswer> = {
  keep: (answer) =>
    hasServerFault(answer)
      ? null
      : { status: answer.status, text: JSON.stringify({ contentType: answer.contentType, text: answer.text }) },
  replay: (kept) => ({
    status: kept.status,
    ...(JSON.parse(kept.text ?? '{}') as { contentType: string; text: string }),
  }),
  // Yoga answers the graph's refusals itself; what reaches here is a failure to keep no answer of.
  refusal: () => null,
  mismatch: () => new ApiError('BAD_USER_INPUT', `This ${IDEMPOTENCY_HEADER} was already used with another request`),
};

/** The body a key applies to, canonical: a mutation that needs a credential; null for anything else. */
function mutationOf(body: string): string | null {
  let params: unknown;
  try {
    params = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return null;
  const { query, variables, operationName } = params as Record<string, unknown>;
  if (typeof query !== 'string' || (operationName != null && typeof operationName !== 'string')) return null;
  if (documentTooLong(DEFAULT_QUERY_LIMITS, query)) return null;
  try {
    const document = parse(query, { maxTokens: DEFAULT_QUERY_LIMITS.tokens });
    if (getOperationAST(document, operationName)?.operation !== 'mutation') return null;
  } catch {
    // Not a document yoga would run: it answers the error, and no work is done.
    return null;
  }
  if (isPublicOperation(query, operationName, { maxTokens: DEFAULT_QUERY_LIMITS.tokens })) return null;
  return JSON.stringify({ query, variables: variables ?? null, operationName: operationName ?? null });
}

/**
 * The key, fingerprint and caller a GraphQL request is run once under, or null when it is not:
 * no header, no mutation, or no valid credential (yoga then answers the 401 as ever).
 */
export async function keyedMutation(
  ctx: KoaContext,
  authenticator: Authenticator,
  body: string | undefined,
): Promise<{ key: string; fingerprint: string; principal: Principal } | null> {
  const key = ctx.method === 'POST' ? idempotencyKeyOf(ctx.headers) : undefined;
  if (key === undefined || body === undefined || !ctx.is('json', '+json')) return null;
  const mutation = mutationOf(body);
  if (mutation === null) return null;
  const principal = await authenticator.authenticate(ctx.get('authorization') || undefined).catch(() => null);
  if (principal === null) return null;
  const length = [...key].length;
  if (length < 1 || length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new ApiError(
      'BAD_USER_INPUT',
      `${IDEMPOTENCY_HEADER} must have 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`,
    );
  }
  return { key, fingerprint: requestFingerprint(ctx.method, ctx.path, mutation), principal };
}
