import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { nodeArgs } from '../../support/compiled-children.ts';

/** The real entry point in a child process (as an operator runs it), so its memory can be measured alone. */
export interface ChildServer {
  child: ChildProcess;
  url: string;
  stdout(): string;
  stderr(): string;
  /** Current and peak resident memory of the server process, in bytes (Linux /proc). */
  memory(): Promise<{ rss: number; peak: number }>;
  stop(): Promise<void>;
}

const MAIN = path.resolve('src/main.ts');
/** DATABASE_URL needs a SECRET_KEY; any 32 bytes will do for a test server. */
export const TEST_SECRET_KEY = randomBytes(32).toString('base64');

export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, nodeArgs(MAIN), {
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', SECRET_KEY: TEST_SECRET_KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 90_000;
  let url: string | undefined;
  while (!url && Date.now() < deadline) {
    const ready = stdout.split('\n').find((line) => line.includes('"msg":"ready"'));
    if (ready) url = JSON.parse(ready).url as string;
    else if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!url) {
    child.kill('SIGKILL');
    throw new Error('server not ready within 90 s');
  }

  return {
    child,
    url,
    stdout: () => stdout,
    stderr: () => stderr,
    async memory() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
      return { rss: kb('VmRSS'), peak: kb('VmHWM') };
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
