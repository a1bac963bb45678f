import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccessTokens, type Clock } from '../../src/auth/access-tokens.ts';
import { issueApiKey } from '../../src/auth/api-keys.ts';
import { API_KEY_SCOPES, type Scope } from '../../src/auth/permissions.ts';
import { createDb, type Db } from '../../src/data/client.ts';
import { type EngineWorker, startEngineWorker } from '../../src/engine/worker.ts';
import type { RateLimitOptions } from '../../src/http/rate-limit.ts';
import { createLogger } from '../../src/observability/logger.ts';
import { seedDemo } from '../../src/ops/seed/demo.ts';
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
  /** A new key in a tenant with exactly these scopes. */
  key(scopes: readonly Scope[], options?: { tenantId?: string; userId?: string; expiresAt?: Date }): Promise<string>;
  close(): Promise<void>;
}

/** Polls the queue until nothing is due or running; a job that failed is reported, not waited for. */
export async function queueSettled(db: Db, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [state] = await db.$queryRaw<{ busy: number; failed: string | null }[]>`
      SELECT count(*) FILTER (WHERE locked_at IS NOT NULL OR (run_at <= now() AND attempts < max_attempts))::int AS busy,
             max(task_identifier || ': ' || last_error) FILTER (WHERE last_error IS NOT NULL) AS failed
        FROM graphile_worker.jobs`;
    if (state?.failed) throw new Error(`a job failed: ${state.failed}`);
    if (state?.busy === 0) return;
    if (Date.now() > deadline) throw new Error(`the job queue did not settle within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The real service over real HTTP on a fresh database seeded with the demo data set. */
export async function startTestApp(
  options: { limits?: RateLimitOptions; databaseUrl?: string; worker?: boolean; clock?: TestClock } = {},
): Promise<TestApp> {
  // A given databaseUrl is shared with the app that created it (which seeded it and drops it).
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : await createTestDatabase();
  const db = createDb(database.url, { poolSize: 5 });
  // Replicas of one test share a clock, as servers synchronised by NTP would.
  const clock = options.clock ?? new TestClock();
  const seeded = await seedDemo(db, {});
  const demo = await db.tenant.findFirstOrThrow({ where: { name: 'Demo MSP' } });
  const other = await db.tenant.findFirstOrThrow({ where: { name: 'Other MSP' } });
  const tokens = await AccessTokens.load(db, { ttlSeconds: 900, clock });
  const { app, rateLimit } = buildServer({
    db,
    tokens,
    clock,
    logger: createLogger('silent'),
    limits: options.limits && { databaseUrl: database.url, ...options.limits },
  });
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
          logger: createLogger('silent'),
        });
  const http: Server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => http.once('listening', resolve));
  const { port } = http.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    databaseUrl: database.url,
    db,
    clock,
    tokens,
    adminKey: seeded.apiKey ?? '',
    demoTenantId: demo.id,
    otherTenantId: other.id,
    worker,
    evaluationsSettled: (settle = {}) => queueSettled(db, settle.timeoutMs),
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
      await rateLimit.close();
      await worker?.stop();
      await db.$disconnect();
      await database.drop();
    },
  };
}

export const ALL_SCOPES = API_KEY_SCOPES;
