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
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z.enum(['true', 'false']).default('false'),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
});

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
  refreshTokenTtlSeconds: number;
  jwtSigningKeys: string | undefined;
  databasePoolSize: number;
  databaseTimeouts: { connectMs: number; acquireMs: number; statementMs: number; idleInTransactionMs: number };
  embeddedHome: string;
  embeddedMaxRestarts: number;
  shutdownGraceMs: number;
  rateLimit: { points: number; windowSeconds: number; store: 'memory' | 'postgres' };
  webhooks: {
    /** Lets webhooks target loopback and private addresses (a lab, a test receiver); never in production. */
    allowPrivateTargets: boolean;
    /** Per delivery attempt, connection to last byte read. */
    timeoutMs: number;
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    bootstrapApiKey: e.BOOTSTRAP_API_KEY,
    // The embedded database is a demo by default; a real server gets data only when asked.
    seed: e.SEED ?? (e.DATABASE_URL ? 'none' : 'demo'),
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
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
    rateLimit: { points: e.RATE_LIMIT_POINTS, windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS, store: e.RATE_LIMIT_STORE },
    webhooks: {
      allowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
      timeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
    },
  };
}
