/**
 * `npm run bench`: the read path under load, per ../shared/BENCHMARKING.md. The orchestrator,
 * PostgreSQL and autocannon share core 0; each contender runs alone on core 1 in a fresh
 * production-mode process (compiled JavaScript, no request logging). The service's contenders run
 * the production entry with exactly the node flags and environment of `npm start` (read from
 * package.json), so the memory measured is the memory an operator gets. Prints a table, the ratios
 * and, last, one `bench:` line to track.
 *
 * Data: a scale tenant (BENCH_ORGS x BENCH_CONTROLS x BENCH_DAYS, default 1000 x 300 x 366),
 * seeded once into BENCH_DATA_DIR and reused by later runs.
 */

import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { print } from 'graphql';
import { OrganizationComplianceDocument } from '../src/graphql/generated/operations.ts';
import { benchCache, type CacheFigures } from './cache.ts';
import { CONTROLS, DAYS, ORGS, prepareData, type Setup } from './data.ts';
import { benchServerScript, cpuMs, rssKb, startBenchServer, startProduction } from './start.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/**
 * Old-space cap for every contender (0 = V8's default, as `npm start` runs). V8 grows its heap
 * lazily under this allocation rate: uncapped, the grid contender peaks past 500 MB RSS; capped at
 * 160 MB it stays near 300 MB but collects more often (measured with `BENCH_HEAP_MB`; docs/performance.md, "The read path", gives the flags the contenders run with).
 */
const HEAP_MB = Number(process.env.BENCH_HEAP_MB ?? 0);
/** Seconds after ready at which idle RSS is read (round 1); past V8's memory reducer. */
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 12);

interface Contender {
  name: string;
  /** `prod`: `npm start`'s command; the others are bench/server.ts modes. */
  mode: 'prod' | 'fair' | 'fair-cached' | 'static' | 'sqljson' | 'sofa';
  request(setup: Setup): { path: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> };
}

const gridQuery = print(OrganizationComplianceDocument);
const allContenders: Contender[] = [
  {
    name: 'REST grid',
    mode: 'prod',
    request: (s) => ({ path: `/api/v1/organizations/${s.organizationId}/compliance` }),
  },
  {
    name: 'POST /graphql grid',
    mode: 'prod',
    request: (s) => ({
      path: '/graphql',
      method: 'POST',
      body: JSON.stringify({ query: gridQuery, variables: { organizationId: s.organizationId } }),
      headers: { 'content-type': 'application/json' },
    }),
  },
  {
    name: 'fair floor grid',
    mode: 'fair',
    request: (s) => ({ path: `/api/v1/organizations/${s.organizationId}/compliance` }),
  },
  {
    name: 'fair floor grid, cached',
    mode: 'fair-cached',
    request: (s) => ({ path: `/api/v1/organizations/${s.organizationId}/compliance` }),
  },
  {
    name: 'static bytes grid',
    mode: 'static',
    request: (s) => ({ path: `/api/v1/organizations/${s.organizationId}/compliance` }),
  },
  {
    name: 'SQL json grid',
    mode: 'sqljson',
    request: (s) => ({ path: `/api/v1/organizations/${s.organizationId}/compliance` }),
  },
  {
    name: 'SOFA grid',
    mode: 'sofa',
    request: (s) => ({ path: `/rest/compliance-grid?organizationId=${s.organizationId}` }),
  },
  {
    // The page furthest from the start: the list's offset and its total count grow with the tenant.
    name: 'REST organizations, last page',
    mode: 'prod',
    request: () => ({ path: `/api/v1/organizations?page=${Math.ceil(ORGS / 50)}&pageSize=50` }),
  },
  {
    name: 'REST trend 30',
    mode: 'prod',
    request: (s) => ({ path: `/api/v1/organizations/${s.organizationId}/compliance/trend?days=30` }),
  },
  {
    name: 'REST trend 366',
    mode: 'prod',
    request: (s) => ({ path: `/api/v1/organizations/${s.organizationId}/compliance/trend?days=366` }),
  },
];

/**
 * `BENCH_ONLY=grid` or `BENCH_ONLY="REST grid,organizations"` (substrings of contender names) runs a
 * subset: quick experiments, and the scale check of docs/performance.md ("Scale: 10x history and 10,000 organizations") (same contenders on two data sets).
 */
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const contenders = allContenders.filter((c) => !only || only.some((part) => c.name.includes(part)));

async function startContender(
  mode: Contender['mode'],
  databaseUrl: string,
  secretKey: string,
  port: number,
): Promise<ChildProcess> {
  const nodeArgs = HEAP_MB > 0 ? [`--max-old-space-size=${HEAP_MB}`] : [];
  // Every read executes: these contenders measure the work against the floors that do it; the
  // response cache's own figures (repeats and 304s against static bytes) are bench/cache.ts's.
  if (mode === 'prod')
    return startProduction({ databaseUrl, secretKey, port, nodeArgs, env: { RESPONSE_CACHE: 'off' } });
  return startBenchServer({ mode, databaseUrl, port, nodeArgs });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Result {
  name: string;
  round: number;
  rps: number;
  p50: number;
  p99: number;
  rssMedianMb: number;
  rssMaxMb: number;
  hwmMb: number;
  /** VmRSS a second after the contender is ready, before any request of the bench. */
  readyMb: number;
  /**
   * VmRSS once V8's memory reducer has run (it collects and releases pages about 8 s after the
   * start's allocations stop): what an idle replica holds. Round 1 only, to keep the run short.
   */
  idleMb: number;
  /**
   * The contender's CPU time (user + system, from /proc) per request answered while measured. On a
   * machine other work shares, req/s swings with what else runs; the CPU a request costs does not
   * (much), so ratios of it are the steadier comparison.
   */
  cpuMsPerRequest: number;
  bytes: number;
  errors: number;
}

async function measure(
  contender: Contender,
  round: number,
  databaseUrl: string,
  secretKey: string,
  setup: Setup,
  port: number,
  check: (body: unknown) => void,
): Promise<{ result: Result; body: unknown }> {
  const child = await startContender(contender.mode, databaseUrl, secretKey, port);
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const readyKb = rssKb(child.pid!, 'VmRSS');
    if (round === 1) await new Promise((resolve) => setTimeout(resolve, (IDLE_SECONDS - 1) * 1000));
    const idleKb = round === 1 ? rssKb(child.pid!, 'VmRSS') : Number.NaN;
    const { path: requestPath, method = 'GET', body, headers = {} } = contender.request(setup);
    const url = `http://127.0.0.1:${port}${requestPath}`;
    const allHeaders = { ...headers, authorization: `Bearer ${setup.apiKey}` };
    const response = await fetch(url, { method, body, headers: allHeaders });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${contender.name}: HTTP ${response.status} ${text.slice(0, 200)}`);
    const parsed = JSON.parse(text);
    const payload = contender.name.startsWith('POST /graphql') ? parsed.data.complianceGrid : parsed;
    check(payload);

    const options = { url, method, body, headers: allHeaders, connections: CONNECTIONS };
    await autocannon({ ...options, duration: WARMUP });
    const samples: number[] = [];
    const cpuBefore = cpuMs(child.pid!);
    const sampler = setInterval(() => samples.push(rssKb(child.pid!, 'VmRSS')), 250);
    const run = await autocannon({ ...options, duration: DURATION });
    clearInterval(sampler);
    const cpuUsed = cpuMs(child.pid!) - cpuBefore;
    const result: Result = {
      name: contender.name,
      round,
      rps: run.requests.average,
      p50: run.latency.p50,
      p99: run.latency.p99,
      rssMedianMb: median(samples) / 1024,
      rssMaxMb: Math.max(...samples) / 1024,
      hwmMb: rssKb(child.pid!, 'VmHWM') / 1024,
      readyMb: readyKb / 1024,
      idleMb: idleKb / 1024,
      bytes: Buffer.byteLength(text),
      errors: run.errors + run.non2xx,
      cpuMsPerRequest: cpuUsed / Math.max(1, run.requests.total),
    };
    return { result, body: payload };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/**
 * SOFA selects every field of the row, the REST document all but one (which override disabled the
 * row, a later field of the graph): SOFA does that little more work; the rest must be the same.
 */
const sofaOnly = (key: string, value: unknown) => (key === 'disabledByOverrideOf' ? undefined : value);

/** Key order differs between the graph's selection order and the raw handler; the data must not. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

type Prepared = Awaited<ReturnType<typeof prepareData>>;

/** Every contender in every round, alternating the order; each grid contender's body is checked against the others. */
async function runRounds({
  url,
  stop,
  setup,
  secretKey,
}: Prepared): Promise<{ results: Result[]; grids: Map<string, string> }> {
  const results: Result[] = [];
  const grids = new Map<string, string>();
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 === 1 ? contenders : [...contenders].reverse();
      for (const contender of order) {
        // Every grid contender must answer the same data before it is loaded.
        const check = (body: unknown) => {
          if (!contender.name.includes('grid')) return;
          const text = JSON.stringify(canonical(body), sofaOnly);
          const first = [...grids.values()][0];
          if (first !== undefined && first !== text) {
            const at = [...text].findIndex((char, index) => char !== first[index]);
            throw new Error(
              `${contender.name} answers a different grid: ...${text.slice(Math.max(0, at - 200), at + 200)}\nexpected ...${first.slice(Math.max(0, at - 200), at + 200)}`,
            );
          }
          grids.set(contender.name, text);
        };
        const { result } = await measure(contender, round, url, secretKey, setup, 18_400 + results.length, check);
        results.push(result);
        process.stderr.write(`round ${round} ${contender.name}: ${result.rps.toFixed(0)} req/s\n`);
      }
    }
  } finally {
    await stop();
  }
  return { results, grids };
}

function rangeOf(results: readonly Result[], name: string, pick: (r: Result) => number) {
  const values = results.filter((r) => r.name === name).map(pick);
  return {
    min: Math.min(...values),
    max: Math.max(...values),
    mean: values.reduce((a, b) => a + b, 0) / values.length,
  };
}

function printTable(results: readonly Result[], grids: ReadonlyMap<string, string>): void {
  const bodies = new Set(grids.values());
  const range = (name: string, pick: (r: Result) => number) => rangeOf(results, name, pick);
  console.log(
    `\nnode ${process.version}, ${cpus().length} cores, old space ${HEAP_MB > 0 ? `${HEAP_MB} MB` : 'default'}, data ${ORGS} orgs x ${CONTROLS} controls x ${DAYS} days, ${CONNECTIONS} connections, ${DURATION}s x ${ROUNDS} rounds`,
  );
  console.log(`grid bodies identical across contenders: ${bodies.size === 1 ? 'yes' : 'NO'}\n`);
  console.log(
    '| contender | req/s (range) | CPU ms/req | p50 ms | p99 ms | ready / idle MB | RSS median / max MB | HWM MB | body bytes | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const contender of contenders) {
    const rows = results.filter((r) => r.name === contender.name);
    const rps = range(contender.name, (r) => r.rps);
    console.log(
      `| ${contender.name} | ${rps.mean.toFixed(0)} (${rps.min.toFixed(0)}-${rps.max.toFixed(0)}) | ${median(rows.map((r) => r.cpuMsPerRequest)).toFixed(1)} | ${median(rows.map((r) => r.p50))} | ${median(rows.map((r) => r.p99))} | ${median(rows.map((r) => r.readyMb)).toFixed(0)} / ${median(rows.filter((r) => r.round === 1).map((r) => r.idleMb)).toFixed(0)} | ${median(rows.map((r) => r.rssMedianMb)).toFixed(0)} / ${Math.max(...rows.map((r) => r.rssMaxMb)).toFixed(0)} | ${Math.max(...rows.map((r) => r.hwmMb)).toFixed(0)} | ${rows[0]!.bytes} | ${rows.reduce((a, r) => a + r.errors, 0)} |`,
    );
  }
}

function printTargets(results: readonly Result[], cache: CacheFigures | null): void {
  const range = (name: string, pick: (r: Result) => number) => rangeOf(results, name, pick);
  const has = (name: string) => results.some((r) => r.name === name);
  const mean = (name: string) => (has(name) ? range(name, (r) => r.rps).mean : Number.NaN);
  const p50 = (name: string) =>
    has(name) ? median(results.filter((r) => r.name === name).map((r) => r.p50)) : Number.NaN;
  const rest = mean('REST grid');
  const fair = mean('fair floor grid');
  const ratios = {
    rest_vs_fair: rest / fair,
    graphql_vs_fair: mean('POST /graphql grid') / fair,
    rest_vs_floor: rest / mean('fair floor grid, cached'),
    rest_vs_sqljson: rest / mean('SQL json grid'),
    rest_vs_graphql: rest / mean('POST /graphql grid'),
    rest_vs_sofa: rest / mean('SOFA grid'),
    rss_max_mb: Math.max(...results.filter((r) => r.name === 'REST grid').map((r) => r.rssMaxMb)),
    ready_mb: median(results.filter((r) => r.name === 'REST grid').map((r) => r.readyMb)),
    idle_mb: median(results.filter((r) => r.name === 'REST grid' && r.round === 1).map((r) => r.idleMb)),
    trend366_vs_30: p50('REST trend 366') / p50('REST trend 30'),
  };
  console.log('\nagainst the targets:');
  console.log(`  REST grid / fair floor: ${ratios.rest_vs_fair.toFixed(2)}x (target >= 0.75x)`);
  console.log(`  POST /graphql grid / fair floor: ${ratios.graphql_vs_fair.toFixed(2)}x (target >= 0.6x)`);
  console.log(`  REST grid / fair floor, cached: ${ratios.rest_vs_floor.toFixed(2)}x`);
  console.log(`  static bytes (the HTTP limit): ${mean('static bytes grid').toFixed(0)} req/s`);
  console.log(`  REST grid / SQL json grid (PostgreSQL builds the JSON): ${ratios.rest_vs_sqljson.toFixed(2)}x`);
  console.log(`  REST grid / POST /graphql grid: ${ratios.rest_vs_graphql.toFixed(2)}x (target >= 1.5x)`);
  console.log(`  REST grid / SOFA grid: ${ratios.rest_vs_sofa.toFixed(2)}x (target >= 1.5x)`);
  console.log(`  REST grid peak RSS: ${ratios.rss_max_mb.toFixed(0)} MB (target < 250 MB)`);
  console.log(
    `  REST grid idle RSS: ${ratios.idle_mb.toFixed(0)} MB ${IDLE_SECONDS} s after ready (target < 120 MB); ${ratios.ready_mb.toFixed(0)} MB 1 s after`,
  );
  console.log(`  trend p50 366 days / 30 days: ${ratios.trend366_vs_30.toFixed(2)}x (target <= 2x)`);
  const cpu = (name: string) =>
    has(name) ? median(results.filter((r) => r.name === name).map((r) => r.cpuMsPerRequest)) : Number.NaN;
  const byCpu = (name: string) => (cpu(name) / cpu('REST grid')).toFixed(2);
  console.log(
    `  the same by CPU per request (theirs / REST's, steadier under shared load): fair floor ${byCpu('fair floor grid')}x, cached ${byCpu('fair floor grid, cached')}x, SQL json ${byCpu('SQL json grid')}x, /graphql ${byCpu('POST /graphql grid')}x, SOFA ${byCpu('SOFA grid')}x`,
  );
  console.log(
    `  load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const fixed = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');
  const whole = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : 'n/a');
  const fields: Record<string, string> = {
    rest_vs_fair: fixed(ratios.rest_vs_fair),
    graphql_vs_fair: fixed(ratios.graphql_vs_fair),
    static: whole(mean('static bytes grid')),
    cached_vs_static: cache ? fixed(cache.cachedVsStatic) : 'n/a',
    etag304_vs_static: cache ? fixed(cache.etag304VsStatic) : 'n/a',
    rest_vs_floor: fixed(ratios.rest_vs_floor),
    rest_vs_sqljson: fixed(ratios.rest_vs_sqljson),
    rest_vs_graphql: fixed(ratios.rest_vs_graphql),
    rest_vs_sofa: fixed(ratios.rest_vs_sofa),
    rss_max_mb: whole(ratios.rss_max_mb),
    trend366_vs_30: fixed(ratios.trend366_vs_30),
  };
  console.log(
    `bench: ${Object.entries(fields)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ')}`,
  );
}

async function main() {
  if (!existsSync(benchServerScript)) throw new Error('run `npm run build` first (npm run bench does)');
  const { results, grids } = await runRounds(await prepareData());
  printTable(results, grids);
  // The response cache against its own static-bytes server, on the same data (BENCH_CACHE=off skips it).
  const cache = process.env.BENCH_CACHE === 'off' ? null : await benchCache();
  printTargets(results, cache);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
