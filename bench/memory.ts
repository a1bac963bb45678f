/**
 * `npm run bench:memory`: where the production start's memory goes: ready, idle and after one
 * GraphiQL page. Starts the server exactly as `npm start` does (bench/start.ts) on the bench data set and
 * reads, from outside, VmRSS and the anonymous mappings of /proc/<pid>/smaps, and, from its
 * /metrics, V8's heap and external memory.
 */
import { readFileSync } from 'node:fs';
import { prepareData } from './data.ts';
import { startProduction, stopChild } from './start.ts';

const port = 18_390;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** RSS of mappings by kind: file-backed (code, the node binary), heap-like anonymous, and the rest. */
function smaps(pid: number): Record<string, number> {
  const totals: Record<string, number> = { file: 0, anonymous: 0 };
  let kind = 'anonymous';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      kind = header[1]?.startsWith('/') ? 'file' : 'anonymous';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) totals[kind] = (totals[kind] ?? 0) + Number(rss[1]) / 1024;
  }
  return totals;
}

async function metrics(): Promise<Record<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const pick = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN) / 2 ** 20;
  return {
    heapTotal: pick('nodejs_heap_size_total_bytes'),
    heapUsed: pick('nodejs_heap_size_used_bytes'),
    external: pick('nodejs_external_memory_bytes'),
  };
}

async function report(label: string, pid: number) {
  const m = await metrics();
  const maps = smaps(pid);
  console.log(
    `${label}: RSS ${rssMb(pid).toFixed(0)} MB = file-backed ${maps.file!.toFixed(0)} + anonymous ${maps.anonymous!.toFixed(0)}; V8 heap total ${m.heapTotal!.toFixed(0)} (used ${m.heapUsed!.toFixed(0)}), external ${m.external!.toFixed(0)}`,
  );
}

const { url, stop, secretKey } = await prepareData();
try {
  const child = await startProduction({ databaseUrl: url, secretKey, port });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await report('ready (1 s)', child.pid!);
    // V8's memory reducer collects and gives pages back about 8 s after the start's allocations stop.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    await report('idle (12 s)', child.pid!);
    // The page and the files it names, as a browser's first visit loads them (src/http/graphiql.ts).
    const get = (path: string, accept = '*/*') =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers: { accept, 'accept-encoding': 'br, gzip' } });
    const page = await (await get('/graphql', 'text/html')).text();
    let bytes = page.length;
    for (const [, file] of page.matchAll(/(?:src|href)="(\/graphql\/assets\/[^"]+)"/g)) {
      const answer = await get(file!);
      bytes += Number(answer.headers.get('content-length') ?? 0);
      await answer.arrayBuffer();
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await report(`after one GraphiQL page (${(bytes / 2 ** 20).toFixed(1)} MB on the wire)`, child.pid!);
  } finally {
    await stopChild(child);
  }
} finally {
  await stop();
}
