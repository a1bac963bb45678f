import type { Middleware } from 'koa';
import pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { hashSecret } from '../auth/secrets.ts';
import type { SignInThrottle } from '../auth/sessions.ts';
import { ApiError } from '../errors.ts';
import type { Logger } from '../observability/logger.ts';

export interface SignInLimits {
  /** Sign-in attempts one client address may make per window, whatever the emails... */
  addressPoints: number;
  /** ...and attempts per normalised email, whatever the addresses. */
  emailPoints: number;
  windowSeconds: number;
}

export interface RateLimitOptions {
  /** Requests one credential (or one client address without a credential) may make per window. */
  points: number;
  windowSeconds: number;
  /** `postgres` shares one budget between every replica on the same database. */
  store: 'memory' | 'postgres';
  /** The service's database; needed for the `postgres` store. */
  databaseUrl?: string;
  /** Defaults to DEFAULT_SIGN_IN_LIMITS. */
  signIn?: SignInLimits;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { addressPoints: 30, emailPoints: 10, windowSeconds: 60 };
export const DEFAULT_RATE_LIMIT: RateLimitOptions = {
  points: 600,
  windowSeconds: 60,
  store: 'memory',
  signIn: DEFAULT_SIGN_IN_LIMITS,
};

export interface RateLimitDeps {
  logger: Logger;
  /**
   * Paths of the routes that take no credential (sign-in, refresh). Their requests are charged to
   * the client address whatever Authorization says, so a made-up bearer buys no fresh budget.
   */
  publicPaths?: readonly string[];
  /** Resolves when an Authorization value is a valid credential, rejects otherwise. */
  authenticate?: (authorization: string) => Promise<unknown>;
  /** Whether a bearer's hash (hashSecret) is a key validated moments ago (Authenticator.recognizes). */
  recognizes?: (credentialHash: string) => boolean;
}

export interface RateLimit {
  middleware: Middleware;
  /** Budgets of sign-in attempts per client address and per email, in the same store. */
  signIn: SignInThrottle;
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
const SIGN_IN = 'sign-in';

const LIMITED_PATHS = /^\/(graphql|api\/v1)(\/|$)/;
const BEARER = /^\s*bearer\s+(\S+)\s*$/i;

type Policy = 'requests' | 'failedAuth' | 'signInAddress' | 'signInEmail';

/**
 * Per-credential rate limits for /graphql and /api/v1 (MCP included), fixed windows, plus the
 * sign-in budgets the auth service asks for.
 *
 * A request is charged to its credential (a hash of the bearer token: the token itself is never
 * kept or logged), or to its client address when it carries none or calls a public route, so
 * sign-in attempts are limited too. Made-up tokens would each get a fresh budget, so every request
 * with a credential also reserves a point of its address's `failed-auth` budget before it runs,
 * given back unless it is answered 401. An address that used that budget up gets 429 for every
 * credential that fails; a valid credential from it still works (behind a load balancer, one
 * client's junk must not lock everyone out).
 *
 * Fields follow draft-ietf-httpapi-ratelimit-headers-11: `RateLimit-Policy: "requests";q=600;w=60`
 * and `RateLimit: "requests";r=599;t=60` on every limited response; a 429 adds `Retry-After`.
 */
export function createRateLimit(
  options: RateLimitOptions,
  logger: Logger,
  deps: Omit<RateLimitDeps, 'logger'> = {},
): RateLimit {
  const signInLimits = options.signIn ?? DEFAULT_SIGN_IN_LIMITS;
  const budgets = budgetsOf(options, signInLimits);
  const limits: Limits = {
    options,
    signInLimits,
    limiters: byPolicy((policy) => new RateLimiterMemory(budgets[policy])),
    ready: Promise.resolve(),
    authenticate: deps.authenticate,
    recognizes: deps.recognizes ?? (() => false),
  };
  const pool = options.store === 'postgres' ? connectStore(options, logger, budgets, limits) : undefined;
  return {
    middleware: limitRequests(limits, new Set(deps.publicPaths ?? [])),
    signIn: throttleSignIn(limits),
    ready: limits.ready,
    async close() {
      await pool?.end();
    },
  };
}

type Budgets = Record<Policy, { keyPrefix: string; points: number; duration: number }>;

/** The limiters in use (swapped for the shared store's once it is set up) and what they answer with. */
interface Limits {
  options: RateLimitOptions;
  signInLimits: SignInLimits;
  limiters: Record<Policy, RateLimiterAbstract>;
  ready: Promise<void>;
  authenticate: RateLimitDeps['authenticate'];
  recognizes: NonNullable<RateLimitDeps['recognizes']>;
}

function budgetsOf(options: RateLimitOptions, signInLimits: SignInLimits): Budgets {
  return {
    requests: { keyPrefix: REQUESTS, points: options.points, duration: options.windowSeconds },
    failedAuth: { keyPrefix: FAILED_AUTH, points: options.points, duration: options.windowSeconds },
    signInAddress: {
      keyPrefix: `${SIGN_IN}-address`,
      points: signInLimits.addressPoints,
      duration: signInLimits.windowSeconds,
    },
    signInEmail: {
      keyPrefix: `${SIGN_IN}-email`,
      points: signInLimits.emailPoints,
      duration: signInLimits.windowSeconds,
    },
  };
}

const POLICIES: readonly Policy[] = ['requests', 'failedAuth', 'signInAddress', 'signInEmail'];

function byPolicy(make: (policy: Policy) => RateLimiterAbstract): Record<Policy, RateLimiterAbstract> {
  return Object.fromEntries(POLICIES.map((policy) => [policy, make(policy)])) as unknown as Record<
    Policy,
    RateLimiterAbstract
  >;
}

/** Opens the shared store and, once it is set up, swaps its limiters in, the in-memory ones kept as insurance. */
function connectStore(options: RateLimitOptions, logger: Logger, budgets: Budgets, limits: Limits): pg.Pool {
  if (!options.databaseUrl) throw new Error('the postgres rate-limit store needs a database URL');
  const shared = new pg.Pool({ connectionString: options.databaseUrl, max: 4, allowExitOnIdle: true });
  // An idle connection the server drops must not take the process down.
  shared.on('error', (err) => logger.warn({ err }, 'rate-limit store connection lost'));
  const postgres = (policy: Policy, insurance: RateLimiterAbstract) =>
    new RateLimiterPostgres({
      storeClient: shared,
      schemaName: 'rate_limit',
      tableName: 'buckets',
      tableCreated: true,
      ...budgets[policy],
      // Once a key is over, this replica answers 429 without asking the store until the window ends.
      inMemoryBlockOnConsumed: budgets[policy].points + 1,
      // A store outage limits per process instead of failing requests.
      insuranceLimiter: insurance,
    });
  limits.ready = setUpStore(shared).then(
    () => {
      const insurance = limits.limiters;
      limits.limiters = byPolicy((policy) => postgres(policy, insurance[policy]));
    },
    (err: unknown) => logger.error({ err }, 'rate-limit store unavailable: limits apply per process'),
  );
  return shared;
}

function requestFields(options: RateLimitOptions, result: RateLimiterRes): Record<string, string> {
  return fields(REQUESTS, options.points, options.windowSeconds, result);
}

function limitRequests(limits: Limits, publicPaths: ReadonlySet<string>): Middleware {
  const { options } = limits;
  return async (ctx, next) => {
    if (!LIMITED_PATHS.test(ctx.path)) return next();
    await limits.ready;
    const address = `ip:${ctx.ip || 'unknown'}`;
    const authorization = ctx.get('authorization') || undefined;
    const token =
      authorization === undefined || publicPaths.has(ctx.path)
        ? undefined
        : (BEARER.exec(authorization)?.[1] ?? authorization);

    if (token === undefined) {
      const { allowed, result } = await consume(limits.limiters.requests, address);
      if (!allowed) throw tooMany(REQUESTS, options.points, options.windowSeconds, result);
      ctx.set(requestFields(options, result));
      return next();
    }
    return chargeCredential(limits, { address, authorization: authorization!, token }, ctx, next);
  };
}

/**
 * A request with a credential: charged to it, and to its address's failed-auth budget unless it
 * succeeds. The failed-auth point is reserved before the work, so a burst of junk credentials
 * cannot all slip in before the first of them is counted; a key this replica validated moments ago
 * (`recognizes`) is no junk, so it reserves and gives back nothing (with the postgres store, one
 * write per request instead of three) and is charged only if it is answered 401 after all.
 */
async function chargeCredential(
  limits: Limits,
  caller: { address: string; authorization: string; token: string },
  ctx: Parameters<Middleware>[0],
  next: () => Promise<unknown>,
): Promise<void> {
  const { options } = limits;
  const { address } = caller;
  const credential = hashSecret(caller.token);
  const reservation = limits.recognizes(credential) ? undefined : await consume(limits.limiters.failedAuth, address);
  if (reservation && !reservation.allowed && !(await isValid(limits, caller.authorization))) {
    throw tooMany(FAILED_AUTH, options.points, options.windowSeconds, reservation.result);
  }
  // Losing a refund or a charge to a store hiccup is better than failing the response.
  const settle = (failed: boolean): Promise<unknown> => {
    if (reservation === undefined && failed) return consume(limits.limiters.failedAuth, address).then(noop, noop);
    if (reservation?.allowed && !failed) return limits.limiters.failedAuth.reward(address, 1).then(noop, noop);
    return Promise.resolve();
  };

  const { allowed, result } = await consume(limits.limiters.requests, `cred:${credential}`);
  if (!allowed) {
    await settle(false);
    throw tooMany(REQUESTS, options.points, options.windowSeconds, result);
  }
  ctx.set(requestFields(options, result));
  let failed = false;
  try {
    await next();
    failed = ctx.status === 401;
  } catch (error) {
    failed = error instanceof ApiError && error.status === 401;
    throw error;
  } finally {
    await settle(failed);
  }
}

async function isValid(limits: Limits, authorization: string): Promise<boolean> {
  if (!limits.authenticate) return false;
  return limits.authenticate(authorization).then(
    () => true,
    () => false,
  );
}

function throttleSignIn(limits: Limits): SignInThrottle {
  const { signInLimits } = limits;
  return {
    async reserve({ address, email }) {
      await limits.ready;
      const refused = (points: number, result: RateLimiterRes) =>
        tooMany(SIGN_IN, points, signInLimits.windowSeconds, result, 'Too many sign-in attempts; try again later');
      const byAddress = await consume(limits.limiters.signInAddress, `ip:${address}`);
      if (!byAddress.allowed) throw refused(signInLimits.addressPoints, byAddress.result);
      // Kept hashed in the store, as credentials are.
      const byEmail = await consume(limits.limiters.signInEmail, `email:${hashSecret(email)}`);
      if (!byEmail.allowed) throw refused(signInLimits.emailPoints, byEmail.result);
    },
  };
}

const noop = () => undefined;

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

function fields(policy: string, quota: number, window: number, result: RateLimiterRes): Record<string, string> {
  return {
    'RateLimit-Policy': `"${policy}";q=${quota};w=${window}`,
    RateLimit: `"${policy}";r=${result.remainingPoints};t=${secondsLeft(result)}`,
  };
}

function tooMany(policy: string, quota: number, window: number, result: RateLimiterRes, detail?: string): ApiError {
  return new ApiError('RATE_LIMITED', detail, {
    headers: { ...fields(policy, quota, window, result), 'Retry-After': String(secondsLeft(result)) },
  });
}
