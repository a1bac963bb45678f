/**
 * `npm run bench:pushes`: many connectors pushing at once. BENCH_PUSHES (50) pushes of
 * BENCH_FACTS_PER_PUSH (1,000) facts each, all sent at the same moment over their own connections
 * to as many organizations, against the production start (`npm start`'s flags, NODE_ENV=production,
 * the default pool of 10 and acquire timeout of 5 s, its engine worker on, as a single replica
 * runs) pinned to core 1, PostgreSQL and this script on core 0 (../shared/BENCHMARKING.md). One
 * burst warms up; BENCH_ROUNDS (3) bursts are measured, each on a fresh server process. Reported:
 * how many were accepted (202), the other statuses, and p50/p99/max latency of the burst.
 *
 * On the benchmark data set (bench/data.ts; BENCH_ORGS etc. choose its size). A healthy database
 * must accept every push: a full pool is back-pressure (queued up to the acquire timeout, then a
 * 429), never "database unavailable".
 */
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { CONNECTOR_CATALOG } from '../src/domain/connector-catalog.ts';
import { intuneOrganizations, ORGS, prepareData } from './data.ts';
import { startProduction, stopChild } from './start.ts';

const PUSHES = Number(process.env.BENCH_PUSHES ?? 50);
const FACTS_PER_PUSH = Number(process.env.BENCH_FACTS_PER_PUSH ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WORKERS = process.env.BENCH_WORKER_CONCURRENCY ?? '2';
const entry = path.resolve('dist/src/main.js');

const INTUNE_PREDICATES = CONNECTOR_CATALOG.find((connector) => connector.typeCode === 'intune')!.predicates;

function pushBody(round: number): string {
  const perPredicate = Math.ceil(FACTS_PER_PUSH / INTUNE_PREDICATES.length);
  const facts = Array.from({ length: FACTS_PER_PUSH }, (_, index) => ({
    predicate: INTUNE_PREDICATES[Math.floor(index / perPredicate)]!,
    subject: `BURST-DEV-${String(index % perPredicate).padStart(5, '0')}`,
    fields: { encrypted: true, enabled: true, patched: (index + round) % 17 !== 0, supported: true, assigned: true },
  }));
  return JSON.stringify({ typeCode: 'intune', facts });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** One burst: every push sent at once, each on a connection of its own. */
async function burst(port: number, apiKey: string, organizations: string[], round: number) {
  const body = pushBody(round);
  const answers = await Promise.all(
    organizations.slice(0, PUSHES).map(async (organizationId) => {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/organizations/${organizationId}/facts`, {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', connection: 'close' },
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    }),
  );
  const ms = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const statuses: Record<number, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  return {
    accepted: statuses[202] ?? 0,
    statuses,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.at(-1)!,
    bytes: Buffer.byteLength(body),
  };
}

async function main() {
  if (!existsSync(entry)) throw new Error('run `npm run build` first (npm run bench:pushes does)');
  const { url, stop, setup, secretKey } = await prepareData();
  try {
    const organizations = await intuneOrganizations(url, setup.tenantId);
    if (organizations.length < PUSHES) throw new Error(`${PUSHES} pushes need as many organizations with Intune`);

    const results = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const port = 18_900 + Math.floor(Math.random() * 300);
      const child = await startProduction({
        databaseUrl: url,
        secretKey,
        port,
        env: { WORKER_CONCURRENCY: WORKERS },
      });
      try {
        const result = await burst(port, setup.apiKey, organizations, round);
        if (round > 0) results.push(result);
        process.stderr.write(
          `${round === 0 ? 'warm-up' : `round ${round}`}: ${result.accepted}/${PUSHES} accepted ${JSON.stringify(result.statuses)}, ` +
            `p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, max ${result.max.toFixed(0)} ms\n`,
        );
      } finally {
        await stopChild(child);
      }
    }
    const range = (values: number[]) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;
    console.log(
      `\n${cpus().length} cores, Node ${process.version}, ${ORGS} organizations, ${PUSHES} pushes x ${FACTS_PER_PUSH} facts ` +
        `(${(results[0]!.bytes / 1024).toFixed(0)} KB each), pool 10, acquire timeout 5 s, worker concurrency ${WORKERS}, ${ROUNDS} rounds\n`,
    );
    console.log('| round | accepted | other statuses | p50 ms | p99 ms | max ms |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    results.forEach((result, index) => {
      const other = Object.entries(result.statuses).filter(([status]) => status !== '202');
      console.log(
        `| ${index + 1} | ${result.accepted}/${PUSHES} | ${other.length ? other.map(([s, n]) => `${n} x ${s}`).join(', ') : 'none'} | ` +
          `${result.p50.toFixed(0)} | ${result.p99.toFixed(0)} | ${result.max.toFixed(0)} |`,
      );
    });
    console.log(
      `\nbench: pushes_accepted=${Math.min(...results.map((r) => r.accepted))}/${PUSHES} ` +
        `p50_ms=${range(results.map((r) => r.p50))} p99_ms=${range(results.map((r) => r.p99))}`,
    );
  } finally {
    await stop();
  }
}

await main();
