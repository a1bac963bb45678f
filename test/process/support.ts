import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { nodeArgs } from '../support/compiled-children.ts';

/** The real entry point in a child process, as an operator runs it; node itself, so signals reach it. */
export const MAIN = path.resolve('src/main.ts');

export interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

export interface Started extends Run {
  url: string;
}

export interface RunOptions {
  cwd?: string;
  entry?: string;
  /** Preload the tracing module, as `npm start` does. */
  tracing?: boolean;
}

/**
 * With DATABASE_URL the service needs SECRET_KEY (it seals the stored signing key): one key for
 * every process this test file starts, so a restart on the same database opens what the first sealed.
 */
const SECRET_KEY = randomBytes(32).toString('base64');

export function run(env: Record<string, string>, options: RunOptions = {}): Run {
  const root = options.cwd ?? path.resolve('.');
  const entry = options.entry ?? (options.cwd ? path.join(options.cwd, 'src/main.ts') : MAIN);
  const preload = options.tracing ? [path.join(root, 'src/observability/tracing.ts')] : [];
  const child = spawn(process.execPath, nodeArgs(entry, preload), {
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', SECRET_KEY, ...env },
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

export async function start(env: Record<string, string>, options: RunOptions = {}): Promise<Started> {
  const started = run(env, options);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ready = started
      .stdout()
      .split('\n')
      .find((line) => line.includes('"msg":"ready"'));
    if (ready) return { ...started, url: JSON.parse(ready).url };
    if (started.child.exitCode !== null) throw new Error(`exited early: ${started.stderr()}${started.stdout()}`);
    await sleep(100);
  }
  started.child.kill('SIGKILL');
  throw new Error('not ready within 90 s');
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until `check` returns a value other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** The postmaster of the embedded server that a running service recorded in its data directory. */
export async function postmasterPid(dataDir: string): Promise<number> {
  const record = JSON.parse(await readFile(path.join(dataDir, 'gateway-server.json'), 'utf8')) as {
    postmasterPid: number;
  };
  return record.postmasterPid;
}

/** The postmaster and every process it started (backends, checkpointer, walwriter...). */
export async function clusterProcesses(postmaster: number): Promise<number[]> {
  const { readdir } = await import('node:fs/promises');
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
    if (stat === null) continue;
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === postmaster) children.push(Number(entry));
  }
  return [postmaster, ...children];
}
