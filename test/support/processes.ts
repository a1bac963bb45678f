/** Server processes for tests of several replicas on one database. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { nodeArgs } from './compiled-children.ts';
import { eventually } from './events.ts';

/** The real entry point. */
export const MAIN = path.resolve('src/main.ts');
/** A replica as buildServer assembles it, which also publishes change sets (test/support/replica.ts). */
export const REPLICA = path.resolve('test/support/replica.ts');

export interface Child {
  child: ChildProcess;
  url: string;
  lines: string[];
  stop(): Promise<void>;
}

/** Starts a script (compiled for the run, see nodeArgs); resolves once `ready` finds its URL in a line of its output. */
export function startChild(script: string, env: Record<string, string>, ready: (line: string) => string | null) {
  const child = spawn(process.execPath, nodeArgs(script), {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let stderr = '';
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return eventually(
    () => {
      if (child.exitCode !== null) throw new Error(`${script} exited early: ${stderr}`);
      const url = lines.map(ready).find((found) => found !== null);
      return (
        url && {
          child,
          url,
          lines,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        }
      );
    },
    90_000,
    `${path.basename(script)} to be ready`,
  ) as Promise<Child>;
}
