import { z } from 'zod';

/** Raised for a bad environment value: the entry point prints its message as one line and exits. */
export class ConfigError extends Error {}

const port = z.coerce.number().int().min(0).max(65535);
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

const env = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().min(1).default('./.data')),
  BOOTSTRAP_API_KEY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^ccak_[A-Za-z0-9_-]{16,}$/, 'must look like ccak_ followed by at least 16 URL-safe characters')
      .optional(),
  ),
  SEED: z.preprocess(blankAsUnset, z.enum(['demo', 'none']).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  PRINCIPAL_CACHE_SECONDS: z.coerce.number().int().min(0).max(30).default(5),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 86_400),
  /**
   * Comma-separated `kid:secret` pairs; the first signs, all verify, so keys rotate without
   * signing everyone out. Unset: a key is generated and kept in the database.
   */
  JWT_SIGNING_KEYS: z.preprocess(blankAsUnset, z.string().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Root only: where PostgreSQL's binaries are copied and clusters placed when `postgres` cannot reach them. */
  EMBEDDED_POSTGRES_HOME: z.string().min(1).default('/var/lib/compliance-gateway'),
  EMBEDDED_POSTGRES_MAX_RESTARTS: z.coerce.number().int().min(0).max(100).default(5),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  RATE_LIMIT_POINTS: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  RATE_LIMIT_STORE: z.enum(['memory', 'postgres']).default('memory'),
  /** Evaluation jobs this process runs at once; 0 runs no worker (the jobs wait for a replica that does). */
  WORKER_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(2),
  EVALUATION_INTERVAL_HOURS: z.coerce.number().positive().max(8_760).default(24),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
  SIGN_IN_ADDRESS_POINTS: z.coerce.number().int().min(1).default(30),
  SIGN_IN_EMAIL_POINTS: z.coerce.number().int().min(1).default(10),
  SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  SESSION_MAX_LIFETIME_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 86_400),
  /**
   * 32 random bytes, base64: the key that seals the secrets the service reads back (JWT signing
   * keys, TOTP seeds). Unset with the embedded database: generated once into DATA_DIR.
   */
  SECRET_KEY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((value) => decodeKey(value) !== null, 'must be 32 random bytes, base64-encoded (openssl rand -base64 32)')
      .optional(),
  ),
  /** Clients' addresses behind proxies: `false`, a hop count, or a comma-separated list of proxy addresses/CIDRs. */
  TRUST_PROXY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((value) => parseTrustProxy(value) !== null, 'must be false, a hop count, or a list of addresses/CIDRs')
      .optional(),
  ),
  /** Origins granted cross-origin access to /graphql, /api/v1 and MCP: comma-separated, exact; none by default. */
  CORS_ORIGINS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine(
        (value) => parseCorsOrigins(value) !== null,
        'must be comma-separated exact origins (https://host[:port]), without * or a path',
      )
      .optional(),
  ),
  /** When set, /metrics needs `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.preprocess(blankAsUnset, z.string().min(16, 'must have at least 16 characters').optional()),
  /** The demo seed publishes known passwords: on a HOST other than loopback it needs this set to true. */
  SEED_ALLOW_NON_LOOPBACK: z.enum(['true', 'false']).default('false'),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z.enum(['true', 'false']).default('false'),
  AUTOTASK_ZONE_DISCOVERY_URL: z.string().url().optional(),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  /** The operator's SMTP server for notifications and client reports: smtp:// or smtps://, credentials in the URL. */
  SMTP_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /** The sender of every email, e.g. `Compliance <compliance@msp.example>`. */
  MAIL_FROM: z.preprocess(blankAsUnset, z.string().min(3).optional()),
  /** The service's public base URL (links in messages: unsubscribe, the console); unset leaves links out. */
  PUBLIC_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL')
      .optional(),
  ),
  CONSOLE_DIR: z.preprocess(blankAsUnset, z.string().min(1).default('console/dist')),
  /** `off`: every read executes, and REST answers no ETag (the response cache, docs/performance.md). */
  RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  /** What the response cache may hold, bodies and keys, in bytes (32 MiB by default). */
  RESPONSE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(32 * 1024 * 1024),
});

/** A SECRET_KEY value as its 32 bytes, or null. */
export function decodeKey(value: string): Buffer | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  const key = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
  return key.length === 32 ? key : null;
}

/** How many proxies, or which ones, stand between clients and the service (see src/http/client-address.ts). */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: string[] };

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/;

export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = value?.trim().toLowerCase();
  if (text === undefined || text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    if (rest.length > 0) return false;
    const v4 = IPV4.test(address) && address.split('.').every((part) => Number(part) <= 255);
    const v6 = address.includes(':') && /^[0-9a-f:.]+$/.test(address);
    if (!v4 && !v6) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (v4 ? 32 : 128));
  });
  return valid ? { kind: 'list', entries } : null;
}

/**
 * `CORS_ORIGINS` as its origins, or null when an entry is not an exact http(s) origin: `*` is
 * refused (a wildcard would grant every site), and so is a path or a trailing slash, which no
 * browser ever sends in Origin, so such an entry would silently grant nothing.
 */
export function parseCorsOrigins(value: string | undefined): string[] | null {
  if (value === undefined || value.trim() === '') return [];
  const entries = value.split(',').map((entry) => entry.trim());
  const exact = entries.every((entry) => {
    try {
      const url = new URL(entry);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === entry;
    } catch {
      return false;
    }
  });
  return exact ? entries : null;
}

const LOOPBACK_HOSTS = /^(127(\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i;

export interface Config {
  port: number;
  host: string;
  /** Unset means: run the embedded PostgreSQL in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  bootstrapApiKey: string | undefined;
  seed: 'demo' | 'none';
  logLevel: z.infer<typeof env>['LOG_LEVEL'];
  accessTokenTtlSeconds: number;
  /** How long an API key's principal is kept in process (0: looked up on every request). */
  principalCacheSeconds: number;
  refreshTokenTtlSeconds: number;
  jwtSigningKeys: string | undefined;
  databasePoolSize: number;
  databaseTimeouts: { connectMs: number; acquireMs: number; statementMs: number; idleInTransactionMs: number };
  embeddedHome: string;
  embeddedMaxRestarts: number;
  shutdownGraceMs: number;
  workerConcurrency: number;
  /** Organizations not evaluated for this long are re-evaluated by the schedule. */
  evaluationIntervalHours: number;
  /** Audit entries older than this are deleted by the worker's daily retention task. */
  auditRetentionDays: number;
  rateLimit: {
    points: number;
    windowSeconds: number;
    store: 'memory' | 'postgres';
    signIn: { addressPoints: number; emailPoints: number; windowSeconds: number };
  };
  sessionMaxLifetimeSeconds: number;
  /** Unset with the embedded database (a key is kept in dataDir); always set with DATABASE_URL. */
  secretKey: Buffer | undefined;
  trustProxy: TrustProxy;
  /** Origins granted cross-origin access to the API surfaces (src/http/cors.ts); empty by default. */
  corsOrigins: string[];
  metricsToken: string | undefined;
  /** The built console served at `/`; a relative path is taken from the project root. */
  consoleDir: string;
  webhooks: {
    /** Lets webhooks target loopback and private addresses (a lab, a test receiver); never in production. */
    allowPrivateTargets: boolean;
    /** Per delivery attempt, connection to last byte read. */
    timeoutMs: number;
  };
  /** PSA tickets: where Autotask API users' zones are looked up (Autotask's own when unset). */
  psa: { autotaskDiscoveryUrl: string | undefined };
  /** The bytes the response cache may hold; null when RESPONSE_CACHE=off. */
  responseCacheBytes: number | null;
  /** Email (SMTP_URL, MAIL_FROM) and the public URL links are made of. */
  delivery: { smtpUrl: string | undefined; mailFrom: string | undefined; publicUrl: string | null };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const e = parsed.data;
  // Sealed secrets must open on every replica and after every restart: with a database of its
  // own choosing, the operator provides the key (a key kept in one machine's DATA_DIR would not do).
  if (e.DATABASE_URL && !e.SECRET_KEY) {
    throw new ConfigError(
      'invalid configuration: SECRET_KEY is required with DATABASE_URL (32 random bytes, base64: openssl rand -base64 32)',
    );
  }
  const seed = e.SEED ?? (e.DATABASE_URL ? 'none' : 'demo');
  if (seed === 'demo' && !LOOPBACK_HOSTS.test(e.HOST) && e.SEED_ALLOW_NON_LOOPBACK !== 'true') {
    throw new ConfigError(
      `invalid configuration: SEED demo publishes known passwords and HOST ${e.HOST} is not loopback; ` +
        'set SEED=none, or SEED_ALLOW_NON_LOOPBACK=true for a demo others may reach',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    bootstrapApiKey: e.BOOTSTRAP_API_KEY,
    // The embedded database is a demo by default; a real server gets data only when asked.
    seed,
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    principalCacheSeconds: e.PRINCIPAL_CACHE_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    jwtSigningKeys: e.JWT_SIGNING_KEYS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      acquireMs: e.DATABASE_ACQUIRE_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    embeddedHome: e.EMBEDDED_POSTGRES_HOME,
    embeddedMaxRestarts: e.EMBEDDED_POSTGRES_MAX_RESTARTS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    workerConcurrency: e.WORKER_CONCURRENCY,
    evaluationIntervalHours: e.EVALUATION_INTERVAL_HOURS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    rateLimit: {
      points: e.RATE_LIMIT_POINTS,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      store: e.RATE_LIMIT_STORE,
      signIn: {
        addressPoints: e.SIGN_IN_ADDRESS_POINTS,
        emailPoints: e.SIGN_IN_EMAIL_POINTS,
        windowSeconds: e.SIGN_IN_WINDOW_SECONDS,
      },
    },
    sessionMaxLifetimeSeconds: e.SESSION_MAX_LIFETIME_SECONDS,
    secretKey: e.SECRET_KEY === undefined ? undefined : (decodeKey(e.SECRET_KEY) ?? undefined),
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? { kind: 'none' },
    corsOrigins: parseCorsOrigins(e.CORS_ORIGINS) ?? [],
    metricsToken: e.METRICS_TOKEN,
    consoleDir: e.CONSOLE_DIR,
    webhooks: {
      allowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
      timeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
    },
    responseCacheBytes: e.RESPONSE_CACHE === 'off' ? null : e.RESPONSE_CACHE_MAX_BYTES,
    delivery: { smtpUrl: e.SMTP_URL, mailFrom: e.MAIL_FROM, publicUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? null },
    psa: { autotaskDiscoveryUrl: e.AUTOTASK_ZONE_DISCOVERY_URL },
  };
}
