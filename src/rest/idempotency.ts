import { createHash } from 'node:crypto';
import type { Context as KoaContext } from 'koa';
import type { Clock } from '../auth/access-tokens.ts';
import type { Principal } from '../auth/principal.ts';
import type { SecretBox } from '../auth/secret-box.ts';
import type { Db } from '../data/client.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  type IdempotencyTarget,
  releaseIdempotencyKey,
} from '../data/idempotency.ts';
import { ApiError } from '../errors.ts';
import type { Loc, ValidationErrorItem } from './pydantic/core.ts';
import { string } from './pydantic/validators.ts';

/**
 * Safe retries (DECISIONS, "Assessment: settled points"): a POST sent with an `Idempotency-Key`
 * header does its work once. The same key with the same request (method, path, body) from the
 * same tenant and credential principal within 24 hours answers the first answer again (status and
 * body, with `Idempotent-Replayed: true`); the same key with another request is a 422 at
 * `["header","Idempotency-Key"]`; a duplicate that arrives while the first is still being
 * answered gets a 409 (as Stripe and the IETF draft httpapi-idempotency-key-header answer it).
 * Successful and 4xx answers are kept; a 5xx or a dropped request gives the key up, so the retry
 * does the work. The keys live in PostgreSQL, so any replica answers the same; the answers are
 * kept sealed with SECRET_KEY, as other secrets at rest are.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;
const LOC: Loc = ['header', IDEMPOTENCY_HEADER];
const keySchema = string({ minLength: 1, maxLength: MAX_KEY_LENGTH });

export interface Answer {
  status: number;
  body: unknown;
}

/** Who presented the key: the user behind it when there is one, else the credential itself. */
function principalOf(principal: Principal): string {
  return principal.userId !== null ? `user:${principal.userId}` : `${principal.kind}:${principal.credentialId}`;
}

function keyError(type: string, msg: string, input: unknown, ctx?: Record<string, unknown>): ApiError {
  const item: ValidationErrorItem =
    ctx === undefined ? { type, loc: LOC, msg, input } : { type, loc: LOC, msg, input, ctx };
  return new ApiError('BAD_USER_INPUT', [item]);
}

/** The wire body a refusal gets on REST (src/http/errors.ts). */
function refusalAnswer(error: ApiError): Answer {
  return { status: error.status, body: { detail: error.detail } };
}

/**
 * Runs `work` under the request's Idempotency-Key, when it sent one; `rawBody` is the body as
 * read (the request's fingerprint includes it).
 */
export async function idempotent(
  ctx: KoaContext,
  deps: { db: Db; clock: Clock; secrets: SecretBox; principal: Principal; rawBody: string | undefined },
  work: () => Promise<Answer>,
): Promise<Answer> {
  const sent = ctx.headers['idempotency-key'];
  if (sent === undefined) return work();
  const errors: ValidationErrorItem[] = [];
  const key = keySchema.validate(Array.isArray(sent) ? sent.join(', ') : sent, LOC, errors);
  if (typeof key !== 'string') throw new ApiError('BAD_USER_INPUT', errors);

  const target: IdempotencyTarget = { tenantId: deps.principal.tenantId, principal: principalOf(deps.principal), key };
  const fingerprint = createHash('sha256')
    .update(`${ctx.method} ${ctx.path}\n${deps.rawBody ?? ''}`)
    .digest('hex');
  const claim = await claimIdempotencyKey(deps.db, target, fingerprint, deps.clock.now(), IDEMPOTENCY_TTL_MS);
  if (claim.kind === 'mismatch') {
    throw keyError('value_error', 'Value error, this Idempotency-Key was already used with another request', key, {
      error: {},
    });
  }
  if (claim.kind === 'in_flight') {
    throw new ApiError('CONFLICT', 'A request with this Idempotency-Key is still being answered; retry it later', {
      headers: { 'Retry-After': '1' },
    });
  }
  if (claim.kind === 'replay') {
    ctx.set(REPLAYED_HEADER, 'true');
    const text = claim.body === null ? null : deps.secrets.open(claim.body);
    return { status: claim.status, body: text === null ? undefined : JSON.parse(text) };
  }

  // Kept sealed: an answer may carry a secret shown only once (an API key, a webhook's secret).
  const keep = (answer: Answer) => ({
    status: answer.status,
    body: answer.body === undefined ? null : deps.secrets.seal(JSON.stringify(answer.body)),
  });
  let answer: Answer;
  try {
    answer = await work();
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      await completeIdempotencyKey(deps.db, target, keep(refusalAnswer(error)));
    } else {
      await releaseIdempotencyKey(deps.db, target).catch(() => undefined);
    }
    throw error;
  }
  await completeIdempotencyKey(deps.db, target, keep(answer));
  return answer;
}
