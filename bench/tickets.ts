/**
 * `npm run bench:tickets`: BENCH_TICKET_ORGS (1,000) organizations each with a failing control at
 * once, filed as PSA tickets by the production start (`npm start`'s flags, NODE_ENV=production,
 * its engine worker on, WORKER_CONCURRENCY=BENCH_WORKER_CONCURRENCY, 2 by default) pinned to core 1;
 * PostgreSQL, this script and the local ConnectWise server (bench/psa-servers.ts) on core 0
 * (../shared/BENCHMARKING.md). The failing facts are written and every organization's evaluation
 * queued in one transaction; the worker evaluates, the outbox records the ticket changes, the
 * psa_ticket_sync jobs file the tickets. Reported per round (a fresh tenant and a fresh server
 * process each): tickets opened per second (from the queueing to the last ticket the PSA
 * received), the queue latency of the ticket changes (their commit to their being carried out:
 * p50, p99, max), PSA requests, and duplicates (tickets beyond one per control).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { createSecretBox } from '../src/auth/secret-box.ts';
import { createDb, type Db } from '../src/data/client.ts';
import { scopeToTenant } from '../src/data/tenant.ts';
import { enqueueTenantEvaluations } from '../src/engine/queue.ts';
import { startEmbeddedPostgres } from '../src/ops/embedded.ts';
import { migrateDeploy } from '../src/ops/migrate.ts';
import { CW_CREDENTIALS, type FakePsa, startConnectWise } from './psa-servers.ts';
import { startProduction, stopChild } from './start.ts';

const ORGS = Number(process.env.BENCH_TICKET_ORGS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WORKERS = process.env.BENCH_WORKER_CONCURRENCY ?? '2';
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 900);
const dataDir = path.resolve(process.env.BENCH_TICKETS_DATA_DIR ?? '.bench-tickets');

interface Round {
  ticketsPerSecond: number;
  seconds: number;
  /** From the queueing to the last evaluation's ticket change: the engine's share of `seconds`. */
  evaluatedSeconds: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  duplicates: number;
}

/** A tenant with ORGS organizations, one enabled control, a connector, PSA companies and a ConnectWise connection. */
async function seedTenant(db: Db, psa: FakePsa, secretKey: Buffer, round: number): Promise<string> {
  const tenant = await db.tenant.create({ data: { name: `bench-tickets-${Date.now()}-${round}` } });
  const tenantId = tenant.id;
  const type = await db.connectorType.create({
    data: { tenantId, typeCode: 'bench-probe', name: 'Bench probe', predicates: ['probe.check'] },
  });
  const standard = await db.standard.create({
    data: { tenantId, slug: 'bench-tickets', name: 'Bench tickets', enabled: true },
  });
  await db.control.create({
    data: {
      tenantId,
      standardId: standard.id,
      slug: 'bench-tickets-check',
      name: 'Probe check',
      category: 'Bench',
      severity: 'high',
      autonomy: 'suggest_only',
      enabled: true,
      definition: { match: { predicate: 'probe.check' }, expect: { ok: true } },
      requires: ['probe.check'],
    },
  });
  const organizations = Array.from({ length: ORGS }, (_, i) => ({
    tenantId,
    name: `Client ${String(i).padStart(4, '0')}`,
  }));
  const ids = (await db.organization.createManyAndReturn({ data: organizations, select: { id: true } })).map(
    (o) => o.id,
  );
  await db.integration.createMany({
    data: ids.map((organizationId) => ({
      tenantId,
      organizationId,
      connectorTypeId: type.id,
      status: 'connected' as const,
    })),
  });
  // Each organization's PSA company is its external reference in the PSA's system.
  await db.organizationExternalRef.createMany({
    data: ids.map((organizationId, i) => ({
      tenantId,
      organizationId,
      system: 'connectwise',
      externalId: String(1000 + i),
    })),
  });
  await db.psaConnection.create({
    data: {
      tenantId,
      system: 'connectwise',
      baseUrl: `${psa.url}/v4_6_release/apis/3.0`,
      webUrl: psa.url,
      settings: { companyId: CW_CREDENTIALS.companyId, clientId: CW_CREDENTIALS.clientId, boardId: 1, priorities: {} },
      credentialsSealed: createSecretBox(secretKey).seal(
        JSON.stringify({ publicKey: CW_CREDENTIALS.publicKey, privateKey: CW_CREDENTIALS.privateKey }),
      ),
      credentialHint: CW_CREDENTIALS.privateKey.slice(-4),
      minimumSeverity: 'low',
    },
  });
  return tenantId;
}

/** Every organization's failing fact and its evaluation, committed together: the failures happen at once. */
async function failEverywhere(db: Db, tenantId: string): Promise<number> {
  const tenantDb = scopeToTenant(db, tenantId);
  const started = Date.now();
  await tenantDb.$transaction(async (tx) => {
    await tx.$executeRaw`
      INSERT INTO "Fact" ("tenantId", "organizationId", "connectorTypeId", predicate, subject, fields, "observedAt", "updatedAt")
      SELECT o."tenantId", o.id, i."connectorTypeId", 'probe.check', 'device-1', '{"ok": false}', now(), now()
        FROM "Organization" o JOIN "Integration" i ON i."organizationId" = o.id
       WHERE o."tenantId" = ${tenantId}::uuid`;
    await enqueueTenantEvaluations(tx);
  });
  return started;
}

async function measure(db: Db, psa: FakePsa, tenantId: string, started: number): Promise<Round> {
  const deadline = Date.now() + TIMEOUT_S * 1000;
  while (psa.tickets.size < ORGS) {
    if (Date.now() > deadline) throw new Error(`only ${psa.tickets.size} of ${ORGS} tickets within ${TIMEOUT_S} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Whatever is still queued would show up as duplicates: let the queue drain first.
  for (;;) {
    const [left] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker.jobs`;
    if (left!.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const last = Math.max(...[...psa.tickets.values()].map((ticket) => ticket.createdAt));
  const [latency] = await db.$queryRaw<{ p50: number; p99: number; max: number; last: Date }[]>`
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99,
           max(ms) AS max, max("recordedAt") AS last
      FROM (SELECT extract(epoch FROM "processedAt" - "recordedAt") * 1000 AS ms, "recordedAt"
              FROM "PsaTicketChange" WHERE "tenantId" = ${tenantId}::uuid) AS l`;
  const markers = new Set([...psa.tickets.values()].map((ticket) => ticket.marker));
  const seconds = (last - started) / 1000;
  return {
    ticketsPerSecond: ORGS / seconds,
    seconds,
    evaluatedSeconds: (latency!.last.getTime() - started) / 1000,
    p50: Number(latency!.p50),
    p99: Number(latency!.p99),
    max: Number(latency!.max),
    requests: psa.requests.length,
    duplicates: psa.tickets.size - markers.size,
  };
}

async function round(url: string, secretKey: Buffer, index: number): Promise<Round> {
  const db = createDb(url);
  const psa = await startConnectWise();
  let server: ChildProcess | null = null;
  try {
    const tenantId = await seedTenant(db, psa, secretKey, index);
    server = await startProduction({
      databaseUrl: url,
      secretKey: secretKey.toString('base64'),
      port: 18_900 + index,
      env: { WORKER_CONCURRENCY: WORKERS, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', SEED: 'none' },
    });
    // Warm-up: the server's first seconds (migrations checked, catalog installed) are not measured.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const started = await failEverywhere(db, tenantId);
    return await measure(db, psa, tenantId, started);
  } finally {
    if (server) await stopChild(server);
    await psa.close();
    await db.$disconnect();
  }
}

async function main() {
  if (!existsSync(path.resolve('dist/src/main.js'))) throw new Error('run `npm run build` first');
  const pg = await startEmbeddedPostgres({ dataDir });
  try {
    await migrateDeploy(pg.url);
    const secretKey = Buffer.alloc(32, 7);
    const rounds: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await round(pg.url, secretKey, i));
    process.stdout.write(
      `\nbench:tickets — ${ORGS} organizations x 1 failing control, ConnectWise on loopback; ${cpus().length} cores, Node ${process.version}, WORKER_CONCURRENCY=${WORKERS}\n\n`,
    );
    process.stdout.write(
      '| round | tickets/s | seconds | of which evaluating | queue p50 ms | queue p99 ms | queue max ms | PSA requests | duplicates |\n|---|---|---|---|---|---|---|---|---|\n',
    );
    for (const [i, r] of rounds.entries()) {
      process.stdout.write(
        `| ${i + 1} | ${r.ticketsPerSecond.toFixed(1)} | ${r.seconds.toFixed(1)} | ${r.evaluatedSeconds.toFixed(1)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.max.toFixed(0)} | ${r.requests} | ${r.duplicates} |\n`,
      );
    }
    // The last line reports the slower round: the shared machine's noise is not counted in our favour.
    const worst = rounds.reduce((a, b) => (b.ticketsPerSecond < a.ticketsPerSecond ? b : a));
    const duplicates = rounds.reduce((sum, r) => sum + r.duplicates, 0);
    process.stdout.write(
      `\nbench:tickets tickets_per_s=${worst.ticketsPerSecond.toFixed(1)} queue_p99_ms=${Math.max(...rounds.map((r) => r.p99)).toFixed(0)} duplicates=${duplicates}\n`,
    );
  } finally {
    await pg.stop();
  }
}

await main();
