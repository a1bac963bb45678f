import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { AccessTokens, type Clock } from '../../src/auth/access-tokens.ts';
import { issueApiKey } from '../../src/auth/api-keys.ts';
import { API_KEY_SCOPES, type Scope } from '../../src/auth/permissions.ts';
import { hearingOwnNotices, principalCacheFor } from '../../src/auth/principal-cache.ts';
import { createSecretBox, newSecretKey, type SecretBox } from '../../src/auth/secret-box.ts';
import type { TrustProxy } from '../../src/config.ts';
import { createDb, type Db, type DbOptions } from '../../src/data/client.ts';
import { type MailSettings, missingMailSetting } from '../../src/delivery/mail.ts';
import { deliveryWorker } from '../../src/delivery/tasks.ts';
import { utcDay } from '../../src/domain/trend.ts';
import { installConnectorCatalog } from '../../src/engine/catalog.ts';
import { EVALUATE_TASK } from '../../src/engine/queue.ts';
import { type EngineWorker, startEngineWorker } from '../../src/engine/worker.ts';
import { DELIVER_WEBHOOK_TASK, eventTasks } from '../../src/events/delivery.ts';
import { type ChangeFeed, createChangeFeed } from '../../src/events/feed.ts';
import { createChangePublisher } from '../../src/events/publisher.ts';
import type { ResponseCache } from '../../src/graphql/response-cache.ts';
import { systemGraphs } from '../../src/graphql/system-graph.ts';
import { configureConnections } from '../../src/http/connections.ts';
import { DEFAULT_RATE_LIMIT, type RateLimitOptions } from '../../src/http/rate-limit.ts';
import { createLogger, type Logger } from '../../src/observability/logger.ts';
import { schema } from '../../src/schema/index.ts';
import { seedDemo } from '../../src/seeds/demo.ts';
import { buildServer } from '../../src/server.ts';
import { createTestDatabase } from './database.ts';

/** A clock tests can move, so token expiry is tested without sleeping. */
export class TestClock implements Clock {
  constructor(private current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  /** Base URL on a loopback port, e.g. http://127.0.0.1:40123 */
  url: string;
  databaseUrl: string;
  db: Db;
  clock: TestClock;
  tokens: AccessTokens;
  /** Seals secrets the way the server does (TOTP seeds, signing keys). */
  secrets: SecretBox;
  /** The key behind `secrets`, as SECRET_KEY: what another process on this database must be given. */
  secretKey: string;
  /** The demo tenant's admin key (every scope). */
  adminKey: string;
  demoTenantId: string;
  otherTenantId: string;
  /** The engine's worker (graphile-worker on the app's database), null with `{ worker: false }`. */
  worker: EngineWorker | null;
  /**
   * Resolves once no evaluation (or other job) is queued or running, so a test can read what the
   * engine wrote after a 202; fails with the job's error if one failed.
   */
  evaluationsSettled(options?: { timeoutMs?: number }): Promise<void>;
  /** Seals webhook signing secrets: the same box as `secrets`, as one SECRET_KEY seals everything. */
  secretBox: SecretBox;
  /** The app's change feed (subscriptions). */
  feed: ChangeFeed;
  /** A new key in a tenant with exactly these scopes. */
  key(scopes: readonly Scope[], options?: { tenantId?: string; userId?: string; expiresAt?: Date }): Promise<string>;
  close(): Promise<void>;
}

/**
 * Polls the queue until none of the given tasks' jobs is due or running; a job that failed is
 * reported, not waited for. Jobs of tasks this app's worker does not serve (webhook deliveries
 * when it does not deliver) would never settle, so only the served ones count.
 */
export async function queueSettled(db: Db, tasks: string[], timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [state] = await db.$queryRaw<{ busy: number; failed: string | null }[]>`
      SELECT count(*) FILTER (WHERE locked_at IS NOT NULL OR (run_at <= now() AND attempts < max_attempts))::int AS busy,
             max(task_identifier || ': ' || last_error) FILTER (WHERE last_error IS NOT NULL) AS failed
        FROM graphile_worker.jobs
       WHERE task_identifier = ANY(${tasks}::text[])`;
    if (state?.failed) throw new Error(`a job failed: ${state.failed}`);
    if (state?.busy === 0) return;
    if (Date.now() > deadline) throw new Error(`the job queue did not settle within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const secretKeys = new Map<string, Buffer>();
const GENEROUS_SIGN_IN = { addressPoints: 100_000, emailPoints: 100_000, windowSeconds: 60 };

/** The real service over real HTTP on a fresh database seeded with the demo data set. */
export async function startTestApp(
  options: {
    limits?: RateLimitOptions;
    databaseUrl?: string;
    trustProxy?: TrustProxy;
    metricsToken?: string;
    allowPrivateWebhookTargets?: boolean;
    /** `false` runs no engine worker: evaluations stay queued. */
    worker?: boolean;
    /**
     * The worker also delivers webhooks (to loopback receivers: set allowPrivateWebhookTargets).
     * Off by default, so what a test registers is recorded and never called.
     */
    deliverWebhooks?: boolean;
    clock?: TestClock;
    /** Where the app logs (silent by default). */
    logger?: Logger;
    /** How long a request body may take to arrive (src/http/body.ts). */
    bodyTimeoutMs?: number;
    /** The app's pool (size and timeouts); 5 connections with the production timeouts by default. */
    pool?: Pick<DbOptions, 'poolSize' | 'timeouts'>;
    /** The built console to serve at `/` (an absolute directory); none by default. */
    consoleDir?: string;
    /** The app's response cache; null runs with RESPONSE_CACHE=off. A cache of the default size by default. */
    responseCache?: ResponseCache | null;
    /** Keep credentials' principals this long, as production does (PRINCIPAL_CACHE_SECONDS); none by default. */
    principalCacheSeconds?: number;
    /** SMTP_URL and MAIL_FROM; unset: email is refused as on a server without them. */
    mail?: MailSettings;
    /** The worker also runs notifications and client reports (src/delivery), on the app's clock. */
    deliver?: boolean;
    publicUrl?: string;
  } = {},
): Promise<TestApp> {
  // Replicas of one test share a clock, as servers synchronised by NTP would.
  const clock = options.clock ?? new TestClock();
  // A given databaseUrl is shared with the app that created it (which seeded it and drops it).
  // Otherwise a clone of the demo template, unless its history no longer ends today (a run that
  // crossed midnight UTC): the seed replays up to the real today, whatever the test's clock says.
  const cloneable = utcDay(new Date()).toISOString() === inject('demoSeededOn');
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : await createTestDatabase({ demo: cloneable });
  const principalCache = principalCacheFor(options.principalCacheSeconds ?? 0);
  const db = createDb(database.url, { poolSize: 5, ...hearingOwnNotices(principalCache), ...options.pool });
  // As every start does, before anything else reads the database.
  await installConnectorCatalog(db);
  const seeded = options.databaseUrl || !cloneable ? await seedDemo(db, {}) : { apiKey: inject('demoAdminKey') };
  const demo = await db.tenant.findFirstOrThrow({ where: { name: 'Demo MSP' } });
  const other = await db.tenant.findFirstOrThrow({ where: { name: 'Other MSP' } });
  // Apps sharing a database (replicas) share its secret key, as replicas share SECRET_KEY.
  let secretKey = secretKeys.get(database.url);
  if (!secretKey) {
    secretKey = newSecretKey();
    secretKeys.set(database.url, secretKey);
  }
  const secrets = createSecretBox(secretKey);
  const tokens = await AccessTokens.load(db, { ttlSeconds: 900, clock, secrets });
  const limits = options.limits ?? DEFAULT_RATE_LIMIT;
  const logger = options.logger ?? createLogger('silent');
  // One key seals every secret, as SECRET_KEY does in the server.
  const secretBox = secrets;
  const feed = createChangeFeed({ databaseUrl: database.url, db, logger });
  if (principalCache) await feed.watchCredentials(principalCache);
  const { app, rateLimit } = buildServer({
    db,
    tokens,
    clock,
    secrets,
    logger,
    // Suites sign in far more often than a person: sign-in budgets apply where a test sets them.
    limits: { databaseUrl: database.url, ...limits, signIn: options.limits?.signIn ?? GENEROUS_SIGN_IN },
    trustProxy: options.trustProxy,
    metricsToken: options.metricsToken,
    bodyTimeoutMs: options.bodyTimeoutMs,
    consoleDir: options.consoleDir,
    responseCache: options.responseCache,
    principalCache,
    events: {
      feed,
      webhooks: { secrets: secretBox, allowPrivateTargets: options.allowPrivateWebhookTargets ?? false },
      delivery: {
        missingMailSetting: missingMailSetting(options.mail ?? { smtpUrl: undefined, from: undefined }),
        secrets: secretBox,
        allowPrivateTargets: options.allowPrivateWebhookTargets ?? false,
      },
    },
  });
  const delivery = options.deliver
    ? deliveryWorker({
        db,
        secrets,
        mail: options.mail ?? { smtpUrl: undefined, from: undefined },
        allowPrivateTargets: options.allowPrivateWebhookTargets ?? false,
        publicUrl: options.publicUrl ?? null,
        graphFor: systemGraphs(schema, { db, clock }, () => {}),
        logger,
        now: () => clock.now(),
        timeoutMs: 2_000,
      })
    : null;
  await rateLimit.ready;
  const worker =
    options.worker === false
      ? null
      : await startEngineWorker({
          databaseUrl: database.url,
          db,
          now: () => clock.now(),
          concurrency: 2,
          evaluationIntervalHours: 24,
          logger,
          publish: createChangePublisher(),
          tasks: {
            ...(options.deliverWebhooks
              ? eventTasks({
                  db,
                  secrets,
                  allowPrivateTargets: options.allowPrivateWebhookTargets ?? false,
                  timeoutMs: 2_000,
                  logger,
                })
              : {}),
            ...delivery?.tasks,
          },
        });
  const servedTasks = [
    EVALUATE_TASK,
    ...(options.deliverWebhooks ? [DELIVER_WEBHOOK_TASK] : []),
    ...Object.keys(delivery?.tasks ?? {}),
  ];
  const http: Server = configureConnections(app.listen(0, '127.0.0.1'));
  await new Promise<void>((resolve) => http.once('listening', resolve));
  const { port } = http.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    databaseUrl: database.url,
    db,
    clock,
    tokens,
    secrets,
    secretKey: secretKey.toString('base64'),
    adminKey: seeded.apiKey ?? '',
    demoTenantId: demo.id,
    otherTenantId: other.id,
    worker,
    evaluationsSettled: (settle = {}) => queueSettled(db, servedTasks, settle.timeoutMs),
    secretBox,
    feed,
    async key(scopes, options = {}) {
      const { plaintext } = await issueApiKey(db, {
        tenantId: options.tenantId ?? demo.id,
        userId: options.userId ?? null,
        name: 'test key',
        scopes,
        expiresAt: options.expiresAt ?? null,
      });
      return plaintext;
    },
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await feed.close();
      await rateLimit.close();
      await worker?.stop();
      delivery?.close();
      await db.$disconnect();
      await database.drop();
    },
  };
}

export const ALL_SCOPES = API_KEY_SCOPES;

/**
 * The demo organization with the most open detections (ties by id): tests that triage several
 * detections of one organization need one that has them, whatever order the rows sit in.
 */
export async function organizationWithMostOpenDetections(app: TestApp): Promise<string> {
  const [busiest] = await app.db.detection.groupBy({
    by: ['organizationId'],
    where: { tenantId: app.demoTenantId, status: 'open' },
    _count: { _all: true },
    orderBy: [{ _count: { organizationId: 'desc' } }, { organizationId: 'asc' }],
    take: 1,
  });
  if (!busiest) throw new Error('the demo has no open detection');
  return busiest.organizationId;
}
