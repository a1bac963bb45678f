/**
 * `npm run bench:engine`: the engine's write path on the benchmark data set, per
 * ../shared/BENCHMARKING.md (the measured process alone on core 1; PostgreSQL, the orchestrator and
 * autocannon on core 0; compiled JavaScript, NODE_ENV=production).
 *
 * 1. Ingestion: POST /organizations/{id}/facts with BENCH_FACTS_PER_PUSH facts per push (1,000 by
 *    default) over organizations that have an Intune integration, against the API alone (no
 *    worker): facts accepted per second.
 * 2. Evaluation: a catalog change queues every organization (1,000 x 300 controls by default),
 *    then the worker alone drains the queue: controls evaluated per second, and the time it takes.
 *
 * Both run on a copy of the data set (a database made from it as a template), so the read
 * benchmark's data stays as seeded.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDb } from '../src/data/client.ts';
import { CONNECTOR_CATALOG } from '../src/domain/connector-catalog.ts';
import { enqueueAllEvaluations } from '../src/engine/queue.ts';
import { CONTROLS, DAYS, intuneOrganizations, ORGS, prepareData } from './data.ts';
import { productionSettings } from './start.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const FACTS_PER_PUSH = Number(process.env.BENCH_FACTS_PER_PUSH ?? 1_000);
const CONCURRENCIES = (process.env.BENCH_WORKER_CONCURRENCY ?? '2,4').split(',').map(Number);
const serverScript = path.resolve('dist/bench/server.js');
const COPY = 'bench_engine';

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh copy of the data set's database: every round starts from the same data. Made by the
 * superuser (the application's role may not create databases) and owned by the application's role.
 */
async function freshCopy(url: string, adminUrl: string): Promise<string> {
  const source = new URL(url).pathname.slice(1);
  const owner = decodeURIComponent(new URL(url).username);
  await admin(adminUrl, `DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
  await admin(adminUrl, `CREATE DATABASE ${COPY} TEMPLATE "${source}" OWNER "${owner}"`);
  const copy = new URL(url);
  copy.pathname = `/${COPY}`;
  return copy.toString();
}

async function start(mode: 'app' | 'worker', databaseUrl: string, env: Record<string, string> = {}) {
  const port = 18_600 + Math.floor(Math.random() * 300);
  // npm start's V8 and allocator settings: the write path is measured as it is deployed.
  const settings = productionSettings();
  const child = spawn('taskset', ['-c', '1', process.execPath, ...settings.flags, serverScript], {
    env: {
      ...process.env,
      ...settings.env,
      ...env,
      BENCH_MODE: mode,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      NODE_ENV: 'production',
      POOL_SIZE: '10',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (mode === 'app') {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
  }
  return { child, port };
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** What the Intune connector declares, as the catalog the service serves has it. */
const INTUNE_PREDICATES = CONNECTOR_CATALOG.find((connector) => connector.typeCode === 'intune')!.predicates;

function pushBody(): string {
  const perPredicate = Math.ceil(FACTS_PER_PUSH / INTUNE_PREDICATES.length);
  const facts = Array.from({ length: FACTS_PER_PUSH }, (_, index) => ({
    predicate: INTUNE_PREDICATES[Math.floor(index / perPredicate)]!,
    subject: `BENCH-DEV-${String(index % perPredicate).padStart(5, '0')}`,
    fields: { encrypted: true, enabled: true, patched: index % 17 !== 0, supported: true, assigned: true },
  }));
  return JSON.stringify({ typeCode: 'intune', facts });
}

async function ingestion(url: string, adminUrl: string, apiKey: string, organizations: string[]) {
  const copy = await freshCopy(url, adminUrl);
  const { child, port } = await start('app', copy);
  try {
    const body = pushBody();
    let next = 0;
    const options = {
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      requests: [
        {
          method: 'POST' as const,
          body,
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
          // Round-robin over organizations, as many connectors pushing at once would.
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            path: `/api/v1/organizations/${organizations[next++ % organizations.length]}/facts`,
          }),
        },
      ],
    };
    const probe = await fetch(`${options.url}/api/v1/organizations/${organizations[0]}/facts`, {
      method: 'POST',
      body,
      headers: options.requests[0]!.headers,
    });
    if (probe.status !== 202) throw new Error(`ingestion probe: HTTP ${probe.status} ${await probe.text()}`);
    await autocannon({ ...options, duration: WARMUP });
    const run = await autocannon({ ...options, duration: DURATION });
    return {
      pushes: run.requests.average,
      facts: run.requests.average * FACTS_PER_PUSH,
      p50: run.latency.p50,
      p99: run.latency.p99,
      errors: run.errors + run.non2xx,
      bytes: Buffer.byteLength(body),
    };
  } finally {
    await stop(child);
  }
}

async function evaluation(url: string, adminUrl: string, concurrency: number) {
  const copy = await freshCopy(url, adminUrl);
  const db = createDb(copy);
  // Jobs left over from the ingestion copy do not exist here: the copy is of the seeded data.
  const { child } = await start('worker', copy, { WORKER_CONCURRENCY: String(concurrency) });
  try {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const started = performance.now();
    const queued = await enqueueAllEvaluations(db);
    for (;;) {
      const [state] = await db.$queryRaw<{ busy: number }[]>`
        SELECT count(*)::int AS busy FROM graphile_worker.jobs
         WHERE task_identifier = 'evaluate_organization' AND (locked_at IS NOT NULL OR attempts < max_attempts)`;
      if (state?.busy === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const failed = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE last_error IS NOT NULL`;
    const controls = await db.control.count();
    return { organizations: queued, controls, seconds, perSecond: (queued * controls) / seconds, failed: failed[0]!.n };
  } finally {
    await stop(child);
    await db.$disconnect();
  }
}

async function main() {
  if (!existsSync(serverScript)) throw new Error('run `npm run build` first (npm run bench:engine does)');
  const { url, adminUrl, stop: stopData, setup } = await prepareData();
  try {
    const organizations = await intuneOrganizations(url, setup.tenantId);

    const ingest = [];
    const evaluate = new Map<number, Awaited<ReturnType<typeof evaluation>>[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      ingest.push(await ingestion(url, adminUrl, setup.apiKey, organizations));
      process.stderr.write(`round ${round} ingestion: ${ingest.at(-1)!.facts.toFixed(0)} facts/s\n`);
      for (const concurrency of round % 2 ? CONCURRENCIES : [...CONCURRENCIES].reverse()) {
        const result = await evaluation(url, adminUrl, concurrency);
        evaluate.set(concurrency, [...(evaluate.get(concurrency) ?? []), result]);
        process.stderr.write(
          `round ${round} evaluation (concurrency ${concurrency}): ${result.seconds.toFixed(1)} s, ${result.perSecond.toFixed(0)} controls/s\n`,
        );
      }
    }
    const range = (values: number[], digits = 0) =>
      `${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(digits)} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;
    console.log(
      `\nnode ${process.version}, ${cpus().length} cores, data ${ORGS} orgs x ${CONTROLS} controls x ${DAYS} days, ${ROUNDS} rounds`,
    );
    console.log(
      `\ningestion: ${FACTS_PER_PUSH} facts per push (${ingest[0]!.bytes} bytes), ${CONNECTIONS} connections, ${DURATION} s`,
    );
    console.log('| facts/s (range) | pushes/s | p50 ms | p99 ms | errors |');
    console.log('|---|---|---|---|---|');
    console.log(
      `| ${range(ingest.map((r) => r.facts))} | ${range(
        ingest.map((r) => r.pushes),
        1,
      )} | ${Math.max(...ingest.map((r) => r.p50))} | ${Math.max(...ingest.map((r) => r.p99))} | ${ingest.reduce((a, r) => a + r.errors, 0)} |`,
    );
    console.log('\nre-evaluation of every organization after a catalog change (worker alone on core 1):');
    console.log(
      '| worker concurrency | organizations x controls | seconds (range) | controls/s (range) | failed jobs |',
    );
    console.log('|---|---|---|---|---|');
    for (const [concurrency, results] of evaluate) {
      console.log(
        `| ${concurrency} | ${results[0]!.organizations} x ${results[0]!.controls} | ${range(
          results.map((r) => r.seconds),
          1,
        )} | ${range(results.map((r) => r.perSecond))} | ${results.reduce((a, r) => a + r.failed, 0)} |`,
      );
    }
  } finally {
    await stopData();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
