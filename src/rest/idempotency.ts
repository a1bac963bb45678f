import type { Context as KoaContext } from 'koa';
import type { Principal } from '../auth/principal.ts';
import { ApiError } from '../errors.ts';
import {
  type AnswerRules,
  IDEMPOTENCY_HEADER,
  type IdempotencyDeps,
  idempotencyKeyOf,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  REPLAYED_HEADER,
  requestFingerprint,
  runOnce,
} from '../http/idempotency.ts';
import type { Loc, ValidationErrorItem } from './pydantic/core.ts';
import { string } from './pydantic/validators/string.ts';

/**
 * Safe retries on REST (src/http/idempotency.ts holds the rule every surface shares): every POST
 * of a caller takes an `Idempotency-Key`. A request is its method, path and body bytes; a replay
 * answers the first status and body with `Idempotent-Replayed: true`; a key reused for another
 * request, or of a bad length, is pydantic's 422 at `["header","Idempotency-Key"]`. Successful
 * and 4xx answers are kept; a 5xx or a dropped request gives the key up, so the retry does the work.
 */

const LOC: Loc = ['header', IDEMPOTENCY_HEADER];
const keySchema = string({ minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH });

export interface Answer {
  status: number;
  body: unknown;
}

const REST_ANSWERS: AnswerRules<Answer> = {
  keep: (answer) => ({
    status: answer.status,
    text: answer.body === undefined ? null : JSON.stringify(answer.body),
  }),
  replay: (kept) => ({ status: kept.status, body: kept.text === null ? undefined : JSON.parse(kept.text) }),
  // The wire body a refusal gets on REST (src/http/errors.ts).
  refusal: (error) =>
    error instanceof ApiError && error.status >= 400 && error.status < 500
      ? { status: error.status, body: { detail: error.detail } }
      : null,
  mismatch: (key) =>
    new ApiError('BAD_USER_INPUT', [
      {
        type: 'value_error',
        loc: LOC,
        msg: 'Value error, this Idempotency-Key was already used with another request',
        input: key,
        ctx: { error: {} },
      } satisfies ValidationErrorItem,
    ]),
};

/**
 * Runs `work` under the request's Idempotency-Key, when it sent one; `rawBody` is the body as
 * read (the request's fingerprint includes it).
 */
export async function idempotent(
  ctx: KoaContext,
  deps: IdempotencyDeps & { principal: Principal; rawBody: string | undefined },
  work: () => Promise<Answer>,
): Promise<Answer> {
  const sent = idempotencyKeyOf(ctx.headers);
  if (sent === undefined) return work();
  const errors: ValidationErrorItem[] = [];
  const key = keySchema.validate(sent, LOC, errors);
  if (typeof key !== 'string') throw new ApiError('BAD_USER_INPUT', errors);

  const fingerprint = requestFingerprint(ctx.method, ctx.path, deps.rawBody ?? '');
  const { answer, replayed } = await runOnce(deps, { key, fingerprint }, REST_ANSWERS, work);
  if (replayed) ctx.set(REPLAYED_HEADER, 'true');
  return answer;
}
