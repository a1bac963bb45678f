import { spawn } from 'node:child_process';
import { runCommandLine } from '../../scripts/cli/command-line.ts';
import type { Terminal } from '../../scripts/cli/options.ts';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliInput {
  /** Variables added to this process's environment for the run. */
  env?: Record<string, string>;
  /** What the command line reads on standard input. */
  stdin?: string;
}

export interface ProcessInput extends CliInput {
  /** The checkout to run it in (its scripts/cli.ts): this one by default. */
  cwd?: string;
}

/** A terminal of the test's: its environment and stdin, and what a command line prints on it, kept. */
export function testTerminal(
  env: NodeJS.ProcessEnv,
  stdin = '',
): { terminal: Terminal; printed: Omit<CliRun, 'code'> } {
  const printed = { stdout: '', stderr: '' };
  const terminal: Terminal = {
    env,
    print: (line) => {
      printed.stdout += `${line}\n`;
    },
    warn: (line) => {
      printed.stderr += `${line}\n`;
    },
    input: async () => stdin,
  };
  return { terminal, printed };
}

/**
 * The operator CLI on `databaseUrl`, run in this process: the command line `scripts/cli.ts` runs,
 * on a terminal of the test's (its environment, its stdin, what it prints). It costs a verb, not a
 * Node start and the whole service loaded again (about 3 s of CPU each); `runCliProcess` is the
 * CLI as an operator starts it, for what only a process shows.
 */
export async function runCli(databaseUrl: string, args: string[], input: CliInput = {}): Promise<CliRun> {
  const { terminal, printed } = testTerminal({ ...process.env, DATABASE_URL: databaseUrl, ...input.env }, input.stdin);
  const code = await runCommandLine(args, terminal);
  return { code, ...printed };
}

/**
 * The operator CLI (`scripts/cli.ts`) in a process of its own on `databaseUrl`, as an operator runs
 * it, with `stdin` written to it. Node with tsx's loader, not `npx tsx`: npx would cost each run
 * its own start and add its warnings to stderr.
 */
export function runCliProcess(databaseUrl: string, args: string[], input: ProcessInput = {}): Promise<CliRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], {
    cwd: input.cwd,
    env: { ...process.env, DATABASE_URL: databaseUrl, ...input.env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  child.stdin.end(input.stdin ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
