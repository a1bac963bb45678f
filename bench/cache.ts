/**
 * `npm run bench:cache`: the response cache against the HTTP limit. Contenders, each a fresh process
 * on core 1 as in bench/run.ts: a static-bytes server answering the grid's exact body from memory
 * (no database, no framework: the ceiling); the hand-written revalidating floor of
 * bench/fair-grid.ts (the key's tenant, the product's revisions statement, an ETag: what an exact
 * cache cannot skip, without the service's framework), repeated and with its ETag; the service
 * answering the same REST grid repeatedly (a cache hit after the first), with the ETag in
 * If-None-Match (a 304 after one statement), and repeated by a gzip client. Then the cache is
 * filled with every organization's grid and the service's RSS read. The 304s once more with the
 * request budgets in PostgreSQL (RATE_LIMIT_STORE=postgres, what several replicas run): the budget's
 * write is then part of every answer. Prints the figures and, last, one `bench-cache:` line.
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
const FLOOR_PORT = 18_093;
/** The service again, with request budgets in PostgreSQL (RATE_LIMIT_STORE=postgres), as replicas share them. */
const SHARED_PORT = 18_094;

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

/** One measured kind of request: where it goes, with what, and the status every answer must have. */
interface Kind {
  name: string;
  pid: number;
  url: string;
  headers: Record<string, string>;
  status: number;
}

/** The first answer of a contender: its body and ETag, checked. */
async function firstAnswer(url: string, headers: Record<string, string>): Promise<{ body: string; etag: string }> {
  const response = await fetch(url, { headers });
  const body = await response.text();
  const etag = response.headers.get('etag');
  if (response.status !== 200 || !etag) throw new Error(`${url}: HTTP ${response.status}, ETag ${etag}`);
  return { body, etag };
}

/**
 * The kinds measured: static bytes (the ceiling), the hand-written revalidating floor's repeats and
 * 304s (what an exact cache cannot skip, bench/fair-grid.ts), the service's, plain and gzip, and
 * its 304s with shared request budgets.
 */
async function kinds(
  app: ChildProcess,
  servers: { still: ChildProcess; floor: ChildProcess; shared: ChildProcess },
  gridPath: string,
  auth: Record<string, string>,
): Promise<{ kinds: Kind[]; body: string }> {
  const appUrl = `http://127.0.0.1:${APP_PORT}${gridPath}`;
  const floorUrl = `http://127.0.0.1:${FLOOR_PORT}${gridPath}`;
  const service = await firstAnswer(appUrl, auth);
  const floor = await firstAnswer(floorUrl, auth);
  const sharedUrl = `http://127.0.0.1:${SHARED_PORT}${gridPath}`;
  const shared = await firstAnswer(sharedUrl, auth);
  if (shared.body !== service.body || shared.etag !== service.etag)
    throw new Error('the replicas with shared budgets answer other bytes');
  const still = await (await fetch(`http://127.0.0.1:${STATIC_PORT}${gridPath}`, { headers: auth })).text();
  // bench/fair-grid.ts's contenders answer the service's bytes (pinned by test/bench/fair-floor.test.ts).
  if (still !== service.body || floor.body !== service.body)
    throw new Error("a floor does not answer the service's bytes");
  return {
    body: service.body,
    kinds: [
      {
        name: 'static',
        pid: servers.still.pid!,
        url: `http://127.0.0.1:${STATIC_PORT}${gridPath}`,
        headers: auth,
        status: 200,
      },
      { name: 'floor cached', pid: servers.floor.pid!, url: floorUrl, headers: auth, status: 200 },
      {
        name: 'floor 304',
        pid: servers.floor.pid!,
        url: floorUrl,
        headers: { ...auth, 'if-none-match': floor.etag },
        status: 304,
      },
      { name: 'cached', pid: app.pid!, url: appUrl, headers: auth, status: 200 },
      { name: '304', pid: app.pid!, url: appUrl, headers: { ...auth, 'if-none-match': service.etag }, status: 304 },
      { name: 'cached gzip', pid: app.pid!, url: appUrl, headers: { ...auth, 'accept-encoding': 'gzip' }, status: 200 },
      {
        name: '304 pg limits',
        pid: servers.shared.pid!,
        url: sharedUrl,
        headers: { ...auth, 'if-none-match': service.etag },
        status: 304,
      },
    ],
  };
}

export async function benchCache(): Promise<CacheFigures> {
  const data = await prepareData();
  const { setup } = data;
  const auth = { authorization: `Bearer ${setup.apiKey}` };
  const gridPath = `/api/v1/organizations/${setup.organizationId}/compliance`;
  const app = await startProduction({ databaseUrl: data.url, secretKey: data.secretKey, port: APP_PORT });
  const started: ChildProcess[] = [app];
  try {
    const still = await startBenchServer({ mode: 'static', databaseUrl: data.url, port: STATIC_PORT });
    started.push(still);
    const floor = await startBenchServer({ mode: 'revalidated', databaseUrl: data.url, port: FLOOR_PORT });
    started.push(floor);
    const shared = await startProduction({
      databaseUrl: data.url,
      secretKey: data.secretKey,
      port: SHARED_PORT,
      env: { RATE_LIMIT_STORE: 'postgres' },
    });
    started.push(shared);
    const measured = await kinds(app, { still, floor, shared }, gridPath, auth);
    const runs = new Map<string, Run[]>(measured.kinds.map((kind) => [kind.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const kind of measured.kinds)
        runs.get(kind.name)!.push(await measure(kind.pid, kind.url, kind.headers, kind.status));
    }
    const filled = await fillCache(data.url, setup.tenantId, auth);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssWithCacheFullMb = rssKb(app.pid!, 'VmRSS') / 1024;
    const of = (name: string): Run => ({
      rps: median(runs.get(name)!.map((run) => run.rps)),
      cpuMs: median(runs.get(name)!.map((run) => run.cpuMs)),
    });
    const ratio = (a: string, b: string) =>
      `${(of(a).rps / of(b).rps).toFixed(2)}x (by CPU ${(of(b).cpuMs / of(a).cpuMs).toFixed(2)}x)`;
    process.stdout.write(
      `grid body ${measured.body.length} bytes (medians of ${ROUNDS} rounds of ${DURATION} s, ${CONNECTIONS} connections)\n` +
        measured.kinds
          .map(
            (kind) =>
              `${kind.name.padEnd(14)} ${of(kind.name).rps.toFixed(0).padStart(6)} req/s, ${of(kind.name).cpuMs.toFixed(3)} ms CPU/request\n`,
          )
          .join('') +
        `cached / static ${ratio('cached', 'static')}; 304 / static ${ratio('304', 'static')}\n` +
        `against the hand-written revalidating floor: cached ${ratio('cached', 'floor cached')}, 304 ${ratio('304', 'floor 304')}\n` +
        `cache fill: ${(filled / 1024 / 1024).toFixed(1)} MB of grids requested against a bound of ` +
        `${(DEFAULT_RESPONSE_CACHE_BYTES / 1024 / 1024).toFixed(0)} MB; RSS then ${rssWithCacheFullMb.toFixed(0)} MB\n`,
    );
    return {
      cachedVsStatic: of('cached').rps / of('static').rps,
      etag304VsStatic: of('304').rps / of('static').rps,
      rssWithCacheFullMb,
    };
  } finally {
    for (const child of started.reverse()) await stopChild(child);
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
