/**
 * The service as `npm start` runs it, for the benchmarks: the node flags and environment of the
 * start script (read from package.json, so a flag added there is measured here), pinned to core 1,
 * as an API replica (no engine worker) with request budgets out of the way.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start`'s command line, split into what precedes node (environment assignments, `exec`,
 * `env`) and node's own arguments, so the bench starts the server exactly as production does.
 */
export function productionStart(): { env: Record<string, string>; args: string[] } {
  const script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
  const words = script.trim().split(/\s+/);
  const node = words.indexOf('node');
  if (node < 0) throw new Error(`cannot read the node command in npm start: ${script}`);
  const env = Object.fromEntries(
    words
      .slice(0, node)
      .filter((word) => /^[A-Z_][A-Z0-9_]*=/.test(word))
      .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );
  return { env, args: words.slice(node + 1) };
}

export async function waitReady(port: number, child: ChildProcess): Promise<void> {
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`contender exited with ${exited}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error('contender not ready within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The V8 and allocator settings of `npm start` (its flags but the preload and the entry, its
 * environment assignments): every other contender runs with them too, so memory settings are not
 * what tells the contenders apart.
 */
export function productionSettings(): { env: Record<string, string>; flags: string[] } {
  const { env, args } = productionStart();
  const flags: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--import' || args[i] === '--require') i++;
    else if (args[i]!.startsWith('--') && !args[i]!.startsWith('--import=')) flags.push(args[i]!);
  }
  return { env, flags };
}

export async function startProduction(options: {
  databaseUrl: string;
  secretKey: string;
  port: number;
  /** Extra node flags (BENCH_HEAP_MB's experiments), before the start script's own. */
  nodeArgs?: string[];
  /** Environment over the defaults below (e.g. WORKER_CONCURRENCY for a replica that evaluates too). */
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  const start = productionStart();
  const child = spawn('taskset', ['-c', '1', process.execPath, ...(options.nodeArgs ?? []), ...start.args], {
    env: {
      ...process.env,
      ...start.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      SECRET_KEY: options.secretKey,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '10',
      // An API replica: the engine's worker is a separate deployment here (docs/operators.md, "Scale-out: several replicas on one database").
      WORKER_CONCURRENCY: '0',
      // Throughput is measured, so the per-credential budget must not be what it hits.
      RATE_LIMIT_POINTS: '1000000000',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitReady(options.port, child);
  return child;
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The contender processes of bench/server.ts (floors, SOFA, the worker): every bench starts them here. */
export const benchServerScript = path.resolve('dist/bench/server.js');

/**
 * A bench/server.ts contender (`BENCH_MODE`) in its own process on core 1, with the start script's
 * node flags and environment, so only what it does tells it apart from the service.
 */
export async function startBenchServer(options: {
  mode: string;
  databaseUrl: string;
  port: number;
  nodeArgs?: string[];
}): Promise<ChildProcess> {
  const settings = productionSettings();
  const child = spawn(
    'taskset',
    ['-c', '1', process.execPath, ...(options.nodeArgs ?? []), ...settings.flags, benchServerScript],
    {
      env: {
        ...process.env,
        ...settings.env,
        BENCH_MODE: options.mode,
        DATABASE_URL: options.databaseUrl,
        PORT: String(options.port),
        NODE_ENV: 'production',
        POOL_SIZE: '10',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`contender exited with ${code}`)));
  });
  return child;
}

export function rssKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/** utime + stime of a process, in ms (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
