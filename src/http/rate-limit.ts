import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { ApiError } from '../errors.ts';
import type { Logger } from '../observability/logger.ts';

export interface RateLimitOptions {
  /** Requests one credential (or one client address without a credential) may make per window. */
  points: number;
  windowSeconds: number;
  /** `postgres` shares one budget between every replica on the same database. */
  store: 'memory' | 'postgres';
  /** The service's database; needed for the `postgres` store. */
  databaseUrl?: string;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { points: 600, windowSeconds: 60, store: 'memory' };

export interface RateLimit {
  middleware: Middleware;
  /** Resolves once the store is usable (at once in memory); tests wait for it. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Kept out of `public`, which Prisma owns and diffs. The columns are rate-limiter-flexible's own. */
const SETUP_SQL = `
  CREATE SCHEMA IF NOT EXISTS rate_limit;
  CREATE TABLE IF NOT EXISTS rate_limit.buckets (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint);
`;

/** Policy names as they appear in the RateLimit and RateLimit-Policy fields. */
const REQUESTS = 'requests';
const FAILED_AUTH = 'failed-auth';

const LIMITED_PATHS = /^\/(graphql|api\/v1)(\/|$)/;
const BEARER = /^\s*bearer\s+(\S+)\s*$/i;

/**
 * Per-credential rate limits for /graphql and /api/v1 (MCP included), fixed windows.
 *
 * A request is charged to its credential (a hash of the bearer token: the token itself is never
 * kept or logged), or to its client address when it carries none, so sign-in attempts are limited
 * too. Made-up tokens would each get a fresh budget, so every 401 answered to a request with a
 * credential is also charged to the client address under `failed-auth`; an address that used that
 * budget up gets 429 for any credential until the window ends.
 *
 * Fields follow draft-ietf-httpapi-ratelimit-headers-11: `RateLimit-Policy: "requests";q=600;w=60`
 * and `RateLimit: "requests";r=599;t=60` on every limited response; a 429 adds `Retry-After`.
 */
export function createRateLimit(options: RateLimitOptions, logger: Logger): RateLimit {
  const { points, windowSeconds } = options;
  const memory = (keyPrefix: string) => new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
  let pool: pg.Pool | undefined;
  let limiters: Record<'requests' | 'failedAuth', RateLimiterAbstract> = {
    requests: memory(REQUESTS),
    failedAuth: memory(FAILED_AUTH),
  };

  let ready = Promise.resolve();
  if (options.store === 'postgres') {
    if (!options.databaseUrl) throw new Error('the postgres rate-limit store needs a database URL');
    const shared = new pg.Pool({ connectionString: options.databaseUrl, max: 4, allowExitOnIdle: true });
    // An idle connection the server drops must not take the process down.
    shared.on('error', (err) => logger.warn({ err }, 'rate-limit store connection lost'));
    pool = shared;
    const postgres = (keyPrefix: string, insurance: RateLimiterAbstract) =>
      new RateLimiterPostgres({
        storeClient: shared,
        schemaName: 'rate_limit',
        tableName: 'buckets',
        tableCreated: true,
        keyPrefix,
        points,
        duration: windowSeconds,
        // Once a key is over, this replica answers 429 without asking the store until the window ends.
        inMemoryBlockOnConsumed: points + 1,
        // A store outage limits per process instead of failing requests.
        insuranceLimiter: insurance,
      });
    ready = setUpStore(shared).then(
      () => {
        limiters = {
          requests: postgres(REQUESTS, limiters.requests),
          failedAuth: postgres(FAILED_AUTH, limiters.failedAuth),
        };
      },
      (err: unknown) => logger.error({ err }, 'rate-limit store unavailable: limits apply per process'),
    );
  }

  const middleware: Middleware = async (ctx, next) => {
    if (!LIMITED_PATHS.test(ctx.path)) return next();
    await ready;
    const token = BEARER.exec(ctx.get('authorization'))?.[1] ?? (ctx.get('authorization') || undefined);
    const address = `ip:${ctx.ip || 'unknown'}`;

    if (token !== undefined) {
      // `get` has no insurance limiter: a store outage skips this check rather than failing the request.
      const failures = await limiters.failedAuth.get(address).catch(() => null);
      if (failures && failures.remainingPoints === 0) throw tooMany(FAILED_AUTH, failures, options);
    }
    const key = token === undefined ? address : `cred:${createHash('sha256').update(token).digest('hex')}`;
    const { allowed, result } = await consume(limiters.requests, key);
    if (!allowed) throw tooMany(REQUESTS, result, options);
    ctx.set(fields(REQUESTS, result, options));

    if (token === undefined) return next();
    // Losing a failure count to a store hiccup is better than failing the response.
    const chargeFailure = () => limiters.failedAuth.penalty(address).catch(() => undefined);
    try {
      await next();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) await chargeFailure();
      throw error;
    }
    if (ctx.status === 401) await chargeFailure();
  };

  return {
    middleware,
    ready,
    async close() {
      await pool?.end();
    },
  };
}

async function setUpStore(pool: pg.Pool): Promise<void> {
  try {
    await pool.query(SETUP_SQL);
  } catch (error) {
    // Replicas starting together race on the catalog; the loser sees a unique violation and the
    // second attempt finds everything in place.
    if ((error as { code?: string }).code !== '23505') throw error;
    await pool.query(SETUP_SQL);
  }
}

/** The limiter rejects with its counters when over the limit, and with an Error when it fails. */
async function consume(
  limiter: RateLimiterAbstract,
  key: string,
): Promise<{ allowed: boolean; result: RateLimiterRes }> {
  try {
    return { allowed: true, result: await limiter.consume(key) };
  } catch (result) {
    if (result instanceof RateLimiterRes) return { allowed: false, result };
    throw result;
  }
}

function secondsLeft(result: RateLimiterRes): number {
  return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
}

function fields(policy: string, result: RateLimiterRes, options: RateLimitOptions): Record<string, string> {
  return {
    'RateLimit-Policy': `"${policy}";q=${options.points};w=${options.windowSeconds}`,
    RateLimit: `"${policy}";r=${result.remainingPoints};t=${secondsLeft(result)}`,
  };
}

function tooMany(policy: string, result: RateLimiterRes, options: RateLimitOptions): ApiError {
  return new ApiError('RATE_LIMITED', undefined, {
    headers: { ...fields(policy, result, options), 'Retry-After': String(secondsLeft(result)) },
  });
}
