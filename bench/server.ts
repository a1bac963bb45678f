/**
 * One benchmark contender in its own process: `BENCH_MODE=app` is the real service's app without
 * main.ts (the bench runs the production entry itself for REST and /graphql), `BENCH_MODE=fair`,
 * `fair-cached` and `static` the floors of bench/fair-grid.ts, `BENCH_MODE=sqljson` PostgreSQL building the whole grid JSON,
 * `BENCH_MODE=sofa` SOFA's REST generated from the same schema, `BENCH_MODE=worker` the engine's
 * worker alone (WORKER_CONCURRENCY jobs at once). Same pool size for all.
 */
import { useSofa } from '@graphql-yoga/plugin-sofa';
import Koa from 'koa';
import pg from 'pg';
import { AccessTokens, systemClock } from '../src/auth/access-tokens.ts';
import { createAuthenticator } from '../src/auth/authenticate.ts';
import { createSecretBox, newSecretKey } from '../src/auth/secret-box.ts';
import { createAuthService } from '../src/auth/sessions.ts';
import { createDb, driverOn } from '../src/data/client.ts';
import { startEngineWorker } from '../src/engine/worker.ts';
import { createGraphQLServer } from '../src/graphql/yoga.ts';
import { MAX_BODY_BYTES } from '../src/http/body.ts';
import { createLogger } from '../src/observability/logger.ts';
import { buildServer } from '../src/server.ts';
import { cachedFairFloor, fairFloor, revalidatedFloor, serve, staticBody } from './fair-grid.ts';
import { sqlJsonGrid } from './sql-json-grid.ts';

const databaseUrl = process.env.DATABASE_URL!;
const port = Number(process.env.PORT);
const poolSize = Number(process.env.POOL_SIZE ?? 10);

const floors = {
  fair: fairFloor,
  'fair-cached': cachedFairFloor,
  static: staticBody,
  revalidated: revalidatedFloor,
} as const;
const floor = floors[process.env.BENCH_MODE as keyof typeof floors];

if (floor) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  await new Promise<void>((resolve) => serve(floor(driverOn(pool))).listen(port, '127.0.0.1', resolve));
} else if (process.env.BENCH_MODE === 'sqljson') {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const app = new Koa();
  app.use(sqlJsonGrid(pool));
  await new Promise<void>((resolve) => app.listen(port, '127.0.0.1', resolve));
} else if (process.env.BENCH_MODE === 'sofa') {
  // The peer a user would pick instead: SOFA generating REST (GET /rest/compliance-grid) from this
  // schema, behind the same yoga (authentication, context, error masking) as /graphql.
  const db = createDb(databaseUrl, { poolSize });
  const secrets = createSecretBox(newSecretKey());
  const configured = `bench:${newSecretKey().toString('base64url')}`;
  const tokens = await AccessTokens.load(db, { ttlSeconds: 900, secrets, configured });
  const authenticator = createAuthenticator(db, tokens, systemClock);
  const auth = createAuthService({ db, tokens, clock: systemClock, secrets });
  const yoga = createGraphQLServer({
    endpoint: '/graphql',
    db,
    authenticator,
    auth,
    clock: systemClock,
    logger: createLogger('silent'),
    maxBodyBytes: MAX_BODY_BYTES,
    plugins: [useSofa({ basePath: '/rest', depthLimit: 4 })],
  });
  const app = new Koa();
  app.use(async (ctx) => {
    const response = await yoga.handleNodeRequestAndResponse(ctx.req, ctx.res, {
      requestId: 'bench',
      clientAddress: ctx.ip,
    });
    ctx.status = response.status;
    for (const [key, value] of response.headers) ctx.append(key, value);
    ctx.body = response.body ?? '';
  });
  await new Promise<void>((resolve) => app.listen(port, '127.0.0.1', resolve));
} else if (process.env.BENCH_MODE === 'worker') {
  const db = createDb(databaseUrl, { poolSize });
  const worker = await startEngineWorker({
    databaseUrl,
    db,
    now: () => new Date(),
    concurrency: Number(process.env.WORKER_CONCURRENCY ?? 2),
    evaluationIntervalHours: 24,
    logger: createLogger('silent'),
  });
  process.once('SIGTERM', () => void worker.stop().then(() => process.exit(0)));
} else {
  const db = createDb(databaseUrl, { poolSize });
  // The bench signs no tokens and seals nothing it must read back in a later run: a signing key
  // and a sealing key of this process alone will do, and nothing stored is touched.
  const secrets = createSecretBox(newSecretKey());
  const configured = `bench:${newSecretKey().toString('base64url')}`;
  const tokens = await AccessTokens.load(db, { ttlSeconds: 900, secrets, configured });
  // The benchmark measures throughput, so the per-credential budget must not be what it hits.
  const limits = { points: 1e9, windowSeconds: 60, store: 'memory' as const };
  const { app } = buildServer({ db, tokens, clock: systemClock, logger: createLogger('silent'), limits, secrets });
  await new Promise<void>((resolve) => app.listen(port, '127.0.0.1', resolve));
}
process.stdout.write('listening\n');
