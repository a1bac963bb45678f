/**
 * The service's entry point: configuration, database (embedded unless DATABASE_URL is set),
 * migrations, the optional demo seed, then HTTP. SIGTERM drains in-flight requests before the
 * database closes.
 */
import type { AddressInfo } from 'node:net';
import { AccessTokens, systemClock } from './auth/access-tokens.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDb } from './data/client.ts';
import { createChangeFeed } from './events/feed.ts';
import { createLogger } from './observability/logger.ts';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from './ops/embedded.ts';
import { migrateDeploy } from './ops/migrate.ts';
import { seedDemo } from './ops/seed/demo.ts';
import { buildServer } from './server.ts';

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);

  let embedded: EmbeddedPostgresHandle | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
    databaseUrl = embedded.url;
    logger.info({ dataDir: config.dataDir, port: embedded.port }, 'embedded PostgreSQL started');
  }

  const { applied } = await migrateDeploy(databaseUrl);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const db = createDb(databaseUrl, { poolSize: config.databasePoolSize });

  if (config.seed === 'demo') {
    const seeded = await seedDemo(db, { bootstrapApiKey: config.bootstrapApiKey });
    if (seeded.created) logger.info('demo data loaded');
    // Printed once, outside the structured log: no credential is ever written to a log line.
    if (seeded.created && seeded.apiKey && !config.bootstrapApiKey) {
      process.stdout.write(`\nDemo admin API key (shown once, store it now): ${seeded.apiKey}\n\n`);
    }
  }

  const tokens = await AccessTokens.load(db, {
    configured: config.jwtSigningKeys,
    ttlSeconds: config.accessTokenTtlSeconds,
  });
  // One LISTEN connection per process feeds every subscription here, whichever replica changed what.
  const feed = createChangeFeed({ databaseUrl, db, logger: logger.child({ component: 'change-feed' }) });
  const { app, rateLimit } = buildServer({
    db,
    tokens,
    clock: systemClock,
    logger,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    limits: { ...config.rateLimit, databaseUrl },
    // Webhook registration joins once the secret key that seals signing secrets is configured.
    events: { feed },
  });
  await rateLimit.ready;
  const http = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => http.once('listening', resolve).once('error', reject));
  const { port } = http.address() as AddressInfo;
  logger.info({ url: `http://${config.host}:${port}`, readyMs: Math.round(performance.now() - started) }, 'ready');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining');
    // Stop accepting, let in-flight requests finish, then cut what is still open after the grace.
    const closed = new Promise<void>((resolve) => http.close(() => resolve()));
    http.closeIdleConnections();
    const grace = setTimeout(() => http.closeAllConnections(), config.shutdownGraceMs);
    // Subscriptions never finish on their own: ending the feed completes their streams, and the
    // connections they leave idle are closed with the others.
    await feed.close();
    setImmediate(() => http.closeIdleConnections());
    await closed;
    clearTimeout(grace);
    await rateLimit.close();
    await db.$disconnect();
    await embedded?.stop();
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // A bad configuration is one clear line, not a stack trace.
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
