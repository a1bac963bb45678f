import { spawn } from 'node:child_process';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The operator CLI (`scripts/cli.ts`) in a process of its own on `databaseUrl`, as an operator runs
 * it, with `stdin` written to it. Node with tsx's loader, not `npx tsx`: npx would cost each run
 * its own start and add its warnings to stderr.
 */
export function runCli(
  databaseUrl: string,
  args: string[],
  options: { env?: Record<string, string>; stdin?: string } = {},
): Promise<CliRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ...options.env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  child.stdin.end(options.stdin ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
