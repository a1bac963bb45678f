/**
 * `npm run bench:cache`: the response cache against the HTTP limit. Three contenders, each a fresh
 * process on core 1 as in bench/run.ts: a static-bytes server answering the grid's exact body from
 * memory (no database, no framework: the ceiling), the service answering the same REST grid
 * repeatedly (a cache hit after the first), and the service answering it with the ETag in
 * If-None-Match (a 304 after one statement). Then the cache is filled with every organization's
 * grid and the service's RSS read. Prints the figures and, last, one `bench-cache:` line.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEFAULT_RESPONSE_CACHE_BYTES } from '../src/graphql/response-cache.ts';
import { prepareData } from './data.ts';
import { cpuMs, rssKb, startBenchServer, startProduction, stopChild } from './start.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const STATIC_PORT = 18_091;
const APP_PORT = 18_092;

export interface CacheFigures {
  /** Repeated REST grid reads (cache hits) per second over the static server's. */
  cachedVsStatic: number;
  /** 304 answers per second over the static server's full answers. */
  etag304VsStatic: number;
  /** The service's RSS once the cache holds its bound. */
  rssWithCacheFullMb: number;
}

interface Run {
  rps: number;
  /** The contender's CPU per answer: steadier than req/s on a machine other work shares. */
  cpuMs: number;
}

async function measure(pid: number, url: string, headers: Record<string, string>, status: number): Promise<Run> {
  const options = { url, headers, connections: CONNECTIONS };
  await autocannon({ ...options, duration: WARMUP });
  const before = cpuMs(pid);
  const run = await autocannon({ ...options, duration: DURATION });
  const used = cpuMs(pid) - before;
  // Every answer must be the one measured: a 200 among the 304s (an ETag that changed mid-run) is not a 304.
  const expected = status === 304 ? run['3xx'] : run['2xx'];
  const wrong = run.requests.total - expected;
  if (run.errors > 0 || wrong > 0) throw new Error(`${url}: ${run.errors} errors, ${wrong} answers not ${status}`);
  return { rps: run.requests.average, cpuMs: used / Math.max(1, run.requests.total) };
}

/** Requests every organization's grid once (4 at a time): each a new entry, until the bound evicts. */
async function fillCache(databaseUrl: string, tenantId: string, headers: Record<string, string>): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>('SELECT id FROM "Organization" WHERE "tenantId" = $1', [
    tenantId,
  ]);
  await client.end();
  let bytes = 0;
  const queue = rows.map((row) => row.id);
  const worker = async () => {
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      const response = await fetch(`http://127.0.0.1:${APP_PORT}/api/v1/organizations/${id}/compliance`, { headers });
      bytes += (await response.arrayBuffer()).byteLength;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return bytes;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchCache(): Promise<CacheFigures> {
  const data = await prepareData();
  const { setup } = data;
  const auth = { authorization: `Bearer ${setup.apiKey}` };
  const gridPath = `/api/v1/organizations/${setup.organizationId}/compliance`;
  const app = await startProduction({ databaseUrl: data.url, secretKey: data.secretKey, port: APP_PORT });
  let staticServer: ChildProcess | undefined;
  try {
    const first = await fetch(`http://127.0.0.1:${APP_PORT}${gridPath}`, { headers: auth });
    const body = await first.text();
    const etag = first.headers.get('etag');
    if (first.status !== 200 || !etag) throw new Error(`grid: HTTP ${first.status}, ETag ${etag}`);
    // bench/fair-grid.ts's static contender: the same bytes (pinned by test/architecture/fair-floor.test.ts).
    staticServer = await startBenchServer({ mode: 'static', databaseUrl: data.url, port: STATIC_PORT });
    const ceiling = await (await fetch(`http://127.0.0.1:${STATIC_PORT}${gridPath}`, { headers: auth })).text();
    if (ceiling !== body) throw new Error("the static contender does not answer the service's bytes");
    const figures = { static: [] as Run[], cached: [] as Run[], notModified: [] as Run[] };
    const appUrl = `http://127.0.0.1:${APP_PORT}${gridPath}`;
    for (let round = 1; round <= ROUNDS; round++) {
      figures.static.push(await measure(staticServer.pid!, `http://127.0.0.1:${STATIC_PORT}${gridPath}`, auth, 200));
      figures.cached.push(await measure(app.pid!, appUrl, auth, 200));
      figures.notModified.push(await measure(app.pid!, appUrl, { ...auth, 'if-none-match': etag }, 304));
    }
    const filled = await fillCache(data.url, setup.tenantId, auth);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssWithCacheFullMb = rssKb(app.pid!, 'VmRSS') / 1024;
    const [still, cached, notModified] = [figures.static, figures.cached, figures.notModified].map((runs) => ({
      rps: median(runs.map((run) => run.rps)),
      cpuMs: median(runs.map((run) => run.cpuMs)),
    })) as [Run, Run, Run];
    const line = (name: string, run: Run) =>
      `${name} ${run.rps.toFixed(0)} req/s, ${run.cpuMs.toFixed(3)} ms CPU/request`;
    process.stdout.write(
      `grid body ${body.length} bytes (medians of ${ROUNDS} rounds of ${DURATION} s, ${CONNECTIONS} connections)\n` +
        `${line('static', still)}\n${line('cached', cached)}\n${line('304', notModified)}\n` +
        `by CPU per request: cached ${(still.cpuMs / cached.cpuMs).toFixed(2)}x static, 304 ${(still.cpuMs / notModified.cpuMs).toFixed(2)}x static\n` +
        `cache fill: ${(filled / 1024 / 1024).toFixed(1)} MB of grids requested against a bound of ` +
        `${(DEFAULT_RESPONSE_CACHE_BYTES / 1024 / 1024).toFixed(0)} MB; RSS then ${rssWithCacheFullMb.toFixed(0)} MB\n`,
    );
    return {
      cachedVsStatic: cached.rps / still.rps,
      etag304VsStatic: notModified.rps / still.rps,
      rssWithCacheFullMb,
    };
  } finally {
    if (staticServer) await stopChild(staticServer);
    await stopChild(app);
    await data.stop();
  }
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const figures = await benchCache();
  process.stdout.write(
    `bench-cache: cached_vs_static=${figures.cachedVsStatic.toFixed(2)} etag304_vs_static=${figures.etag304VsStatic.toFixed(2)} ` +
      `rss_cache_full_mb=${figures.rssWithCacheFullMb.toFixed(0)}\n`,
  );
}
