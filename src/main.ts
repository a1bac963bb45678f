/**
 * The service's entry point: configuration, the HTTP port (bound first, so a taken port stops the
 * start before anything is written), the database (embedded unless DATABASE_URL is set, then
 * supervised), migrations, the built-in connector catalog and the standards library, the optional demo seed, then the app and the engine's worker. SIGTERM
 * drains HTTP, then stops what was added to the shutdown sequence in order, the database last.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { AccessTokens, systemClock } from './auth/access-tokens.ts';
import { hearingOwnNotices, type PrincipalCache, principalCacheFor } from './auth/principal-cache.ts';
import { createSecretBox, type SecretBox } from './auth/secret-box.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDb, type Db } from './data/client.ts';
import { ticketTasks } from './delivery/psa/sync.ts';
import { outboundServices } from './delivery/services.ts';
import { deliveryWorker } from './delivery/tasks.ts';
import { installConnectorCatalog } from './engine/catalog.ts';
import { startEngineWorker } from './engine/worker.ts';
import { EVENTS_CRONTAB, eventTasks } from './events/delivery.ts';
import { createChangeFeed } from './events/feed.ts';
import { createChangePublisher } from './events/publisher.ts';
import { ResponseCache } from './graphql/response-cache.ts';
import { systemGraphs } from './graphql/system-graph.ts';
import { configureConnections } from './http/connections.ts';
import { closeGracefully } from './http/drain.ts';
import { createLogger, type Logger } from './observability/logger.ts';
import { shutdownTracing } from './observability/tracing.ts';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from './ops/embedded.ts';
import { migrateDeployIsolated, PROJECT_ROOT } from './ops/migrate.ts';
import { configuredSecretKey } from './ops/secret-key.ts';
import { createShutdown } from './ops/shutdown.ts';
import { schema } from './schema/index.ts';
import { seedDemo } from './seeds/demo.ts';
import { buildServer } from './server.ts';

/** Raised for a start-up failure that one line explains. */
class StartError extends Error {}

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const shutdown = createShutdown((step, err) => logger.error({ err, step }, 'shutdown step failed'));
  let stopping = false;
  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'draining');
    await shutdown.run();
    logger.info('stopped');
    process.exit(code);
  };
  process.once('SIGTERM', () => void stop('SIGTERM', 0));
  process.once('SIGINT', () => void stop('SIGINT', 0));

  // Until the app is ready every request gets a 503 (liveness a 200), so orchestrators can poll.
  const http = configureConnections(createServer(starting));
  await listen(http, config.port, config.host);
  const { port } = http.address() as AddressInfo;

  const embedded = config.databaseUrl ? null : await startEmbedded(config, logger, stop);
  const databaseUrl = config.databaseUrl || embedded!.url;
  const principalCache = principalCacheFor(config.principalCacheSeconds);
  const db = await prepareDatabase(config, logger, databaseUrl, principalCache);

  // DATABASE_URL requires SECRET_KEY (config); the embedded database keeps a generated one in DATA_DIR.
  const secrets = createSecretBox(await configuredSecretKey(config));
  const tokens = await AccessTokens.load(db, {
    configured: config.jwtSigningKeys,
    ttlSeconds: config.accessTokenTtlSeconds,
    secrets,
  });
  // One LISTEN connection per process feeds every subscription here, whichever replica changed what.
  const feed = createChangeFeed({ databaseUrl, db, logger: logger.child({ component: 'change-feed' }) });
  // The same connection tells every replica's key cache of a revocation (a database trigger's NOTIFY).
  if (principalCache) await feed.watchCredentials(principalCache);
  const { app, rateLimit, drain } = buildServer({
    db,
    tokens,
    clock: systemClock,
    logger,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    sessionMaxLifetimeSeconds: config.sessionMaxLifetimeSeconds,
    secrets,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    metricsToken: config.metricsToken,
    consoleDir: path.resolve(PROJECT_ROOT, config.consoleDir),
    responseCache: config.responseCacheBytes === null ? null : new ResponseCache(config.responseCacheBytes),
    principalCache,
    limits: { ...config.rateLimit, databaseUrl },
    events: { feed, ...outboundServices(config, secrets) },
  });
  await rateLimit.ready;
  const worker = await startWorker(config, logger, { databaseUrl, db, secrets });

  // The stop sequence, in order. Background workers go between the HTTP drain and the pool.
  shutdown.add('http', async () => {
    const closing = closeGracefully(http, drain, { graceMs: config.shutdownGraceMs });
    // Subscriptions never finish on their own: ending the feed completes their streams, so they
    // drain like any other request instead of being cut after the grace.
    await feed.close();
    const { cut } = await closing;
    if (cut > 0) logger.warn({ cut }, 'requests cut after the shutdown grace');
  });
  shutdown.add('rate-limit store', () => rateLimit.close());
  // Jobs in hand finish (their transactions commit) before the pool closes.
  if (worker) shutdown.add('engine worker', worker.stop);
  shutdown.add('database pool', () => db.$disconnect());
  if (embedded) shutdown.add('embedded PostgreSQL', embedded.stop);
  shutdown.add('tracing', shutdownTracing);

  http.removeListener('request', starting);
  http.on('request', app.callback());
  logger.info({ url: `http://${config.host}:${port}`, readyMs: Math.round(performance.now() - started) }, 'ready');
}

async function startEmbedded(
  config: Config,
  logger: Logger,
  stop: (reason: string, code: number) => Promise<void>,
): Promise<EmbeddedPostgresHandle> {
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    home: config.embeddedHome,
    supervise: {
      maxRestarts: config.embeddedMaxRestarts,
      onEvent(event) {
        if (event.type === 'exited') logger.error(event, 'embedded PostgreSQL exited; restarting it');
        else if (event.type === 'restart-failed') logger.warn(event, 'embedded PostgreSQL restart failed');
        else logger.info(event, 'embedded PostgreSQL restarted');
      },
      onGiveUp(error) {
        // A supervisor (systemd, the container runtime) restarts the whole process.
        logger.fatal({ err: error }, 'embedded PostgreSQL is gone; exiting');
        void stop('embedded PostgreSQL gone', 1);
      },
    },
  });
  logger.info(
    { dataDir: embedded.dataDir, cluster: embedded.clusterDir, port: embedded.port },
    'embedded PostgreSQL started',
  );
  return embedded;
}

/** Migrations, the connector catalog and the optional demo seed, then the client the app uses. */
async function prepareDatabase(
  config: Config,
  logger: Logger,
  databaseUrl: string,
  principalCache: PrincipalCache | undefined,
): Promise<Db> {
  // In a thread of its own, so the schema engine's memory leaves with it (src/ops/migrate.ts).
  const { applied } = await migrateDeployIsolated(databaseUrl);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const db = createDb(databaseUrl, {
    poolSize: config.databasePoolSize,
    timeouts: config.databaseTimeouts,
    onConnectionLost: (err) => logger.warn({ err }, 'database connection lost'),
    ...hearingOwnNotices(principalCache),
  });
  // Reference data, not demo data: without it no integration can be set up and no library standard
  // adopted (whatever SEED says). Invalid library content stops the start here, with one line.
  const catalog = await installConnectorCatalog(db);
  if (catalog.created.length || catalog.updated.length) {
    const { created, updated, queued } = catalog;
    logger.info({ created, updated, queuedEvaluations: queued }, 'connector catalog installed');
  }
  const { library } = catalog;
  if (library.created.length || library.updated.length || library.removed.length)
    logger.info(library, 'standards library installed');

  if (config.seed === 'demo') {
    const seeded = await seedDemo(db, { bootstrapApiKey: config.bootstrapApiKey });
    if (seeded.created) logger.info('demo data loaded');
    // Printed once, outside the structured log: no credential is ever written to a log line.
    if (seeded.created && seeded.apiKey && !config.bootstrapApiKey) {
      process.stdout.write(`\nDemo admin API key (shown once, store it now): ${seeded.apiKey}\n\n`);
    }
  }
  return db;
}

async function startWorker(
  config: Config,
  logger: Logger,
  { databaseUrl, db, secrets }: { databaseUrl: string; db: Db; secrets: SecretBox },
) {
  if (config.workerConcurrency <= 0) return null;
  // Notifications and client reports: Teams and Slack go through the webhook SSRF rule; email through SMTP_URL.
  const delivery = deliveryWorker({
    db,
    secrets,
    mail: { smtpUrl: config.delivery.smtpUrl, from: config.delivery.mailFrom },
    allowPrivateTargets: config.webhooks.allowPrivateTargets,
    publicUrl: config.delivery.publicUrl,
    graphFor: systemGraphs(schema, { db, clock: systemClock }, (error) =>
      logger.error({ err: error }, 'client report failed'),
    ),
    logger,
    timeoutMs: config.webhooks.timeoutMs,
  });
  const worker = await startEngineWorker({
    databaseUrl,
    db,
    now: () => systemClock.now(),
    concurrency: config.workerConcurrency,
    evaluationIntervalHours: config.evaluationIntervalHours,
    auditRetentionDays: config.auditRetentionDays,
    logger,
    // What an evaluation changes becomes events, webhook deliveries and a NOTIFY in its transaction.
    publish: createChangePublisher(),
    tasks: {
      ...eventTasks({
        db,
        secrets,
        allowPrivateTargets: config.webhooks.allowPrivateTargets,
        timeoutMs: config.webhooks.timeoutMs,
        logger: logger.child({ component: 'webhooks' }),
      }),
      // PSA tickets: the same SSRF rule as webhooks (WEBHOOK_ALLOW_PRIVATE_TARGETS).
      ...ticketTasks({
        db,
        secrets,
        allowPrivateTargets: config.webhooks.allowPrivateTargets,
        autotaskDiscoveryUrl: config.psa.autotaskDiscoveryUrl,
        publicUrl: config.delivery.publicUrl,
        logger: logger.child({ component: 'psa' }),
      }),
      ...delivery.tasks,
    },
    crontab: `${EVENTS_CRONTAB}\n${delivery.crontab}`,
  });
  logger.info({ concurrency: config.workerConcurrency }, 'engine worker started');
  return {
    async stop() {
      await worker.stop();
      delivery.close();
    },
  };
}

function starting(req: IncomingMessage, res: ServerResponse): void {
  const live = req.url === '/healthz';
  res.writeHead(live ? 200 : 503, { 'Content-Type': 'application/json', ...(live ? {} : { 'Retry-After': '1' }) });
  res.end(JSON.stringify(live ? { status: 'starting' } : { detail: 'Starting' }));
}

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new StartError(`port ${port} on ${host} is already in use; set PORT to a free port or stop what holds it`),
        );
      } else if (error.code === 'EACCES') {
        reject(new StartError(`no permission to listen on port ${port} on ${host}; set PORT to 1024 or above`));
      } else if (error.code === 'EADDRNOTAVAIL') {
        reject(new StartError(`${host} is not an address of this machine; set HOST (0.0.0.0 for all)`));
      } else {
        reject(error);
      }
    });
    server.listen(port, host);
  });
}

main().catch((error: unknown) => {
  // A bad configuration or a taken port is one clear line, not a stack trace.
  if (error instanceof ConfigError || error instanceof StartError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
