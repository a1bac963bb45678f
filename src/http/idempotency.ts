import { createHash } from 'node:crypto';
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

/**
 * Safe retries (DECISIONS, "Assessment: settled points"), the part every HTTP surface shares: a
 * request sent with an `Idempotency-Key` does its work once. The same key with the same request
 * from the same tenant and credential principal within 24 hours gets the first answer again; the
 * same key with another request is refused (each surface words that 422 its own way); a duplicate
 * that arrives while the first is still being answered gets a 409 with `Retry-After: 1` (as
 * Stripe and the IETF draft httpapi-idempotency-key-header answer it). The keys live in
 * PostgreSQL, so any replica answers the same; the answers are kept sealed with SECRET_KEY, as
 * other secrets at rest are, since an answer may carry a secret shown only once (an API key, a
 * webhook's secret). REST (src/rest/idempotency.ts) and GraphQL (src/http/graphql.ts) use it.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** An answer as kept: its status and its text (null for none). */
export interface KeptAnswer {
  status: number;
  text: string | null;
}

/** How a surface keeps its answers, and refuses a key reused for another request. */
export interface AnswerRules<A> {
  /** The answer as kept, or null when it must not be: a server-side failure, which the retry redoes. */
  keep(answer: A): KeptAnswer | null;
  /** A kept answer, as the surface sends it again. */
  replay(kept: KeptAnswer): A;
  /** What a refusal the work threw is kept as (a 4xx), or null to give the key up. */
  refusal(error: unknown): A | null;
  /** The surface's 422 for a key already used with another request. */
  mismatch(key: string): Error;
}

export interface IdempotencyDeps {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
}

/** The value of the header as sent (repeated headers joined as HTTP joins them), or undefined. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const sent = headers['idempotency-key'];
  return Array.isArray(sent) ? sent.join(', ') : sent;
}

/** What makes two requests one: the method, the path and the body as the surface reads it. */
export function requestFingerprint(method: string, path: string, body: string): string {
  return createHash('sha256').update(`${method} ${path}\n${body}`).digest('hex');
}

/** Who presented the key: the user behind it when there is one, else the credential itself. */
function principalOf(principal: Principal): string {
  return principal.userId !== null ? `user:${principal.userId}` : `${principal.kind}:${principal.credentialId}`;
}

/**
 * Runs `work` once under `key` (already checked by the surface) and tells whether the answer is a
 * replay. Refusals the work throws are rethrown, after being kept or giving the key up.
 */
export async function runOnce<A>(
  deps: IdempotencyDeps & { principal: Principal },
  request: { key: string; fingerprint: string },
  rules: AnswerRules<A>,
  work: () => Promise<A>,
): Promise<{ answer: A; replayed: boolean }> {
  const { db, secrets, principal } = deps;
  const target: IdempotencyTarget = {
    tenantId: principal.tenantId,
    principal: principalOf(principal),
    key: request.key,
  };
  const claim = await claimIdempotencyKey(db, target, request.fingerprint, deps.clock.now(), IDEMPOTENCY_TTL_MS);
  if (claim.kind === 'mismatch') throw rules.mismatch(request.key);
  if (claim.kind === 'in_flight') {
    throw new ApiError('CONFLICT', 'A request with this Idempotency-Key is still being answered; retry it later', {
      headers: { 'Retry-After': '1' },
    });
  }
  if (claim.kind === 'replay') {
    const text = claim.body === null ? null : secrets.open(claim.body);
    return { answer: rules.replay({ status: claim.status, text }), replayed: true };
  }

  const settle = async (answer: A | null) => {
    const kept = answer === null ? null : rules.keep(answer);
    if (kept === null) return releaseIdempotencyKey(db, target);
    const body = kept.text === null ? null : secrets.seal(kept.text);
    return completeIdempotencyKey(db, target, { status: kept.status, body });
  };
  let answer: A;
  try {
    answer = await work();
  } catch (error) {
    const refusal = rules.refusal(error);
    // Giving the key up is best effort: the error the client gets is the work's.
    await (refusal === null ? settle(null).catch(() => undefined) : settle(refusal));
    throw error;
  }
  await settle(answer);
  return { answer, replayed: false };
}
