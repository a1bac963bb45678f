import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Binaries } from './binaries.ts';
import type { RunAs } from './system-user.ts';

export const HOST = '127.0.0.1';
// PostgreSQL's messages are matched below; they must not be translated.
const ENV = { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' };

/**
 * initdb with a superuser password. The password travels in a file (initdb reads it as the
 * server's user), created in a fresh 0700 directory only that user can enter and removed at once:
 * never a world-readable file in /tmp. As root that directory sits next to the cluster, which the
 * server's user is known to reach (TMPDIR may be private).
 */
export async function initCluster(
  binaries: Binaries,
  clusterDir: string,
  who: RunAs,
  superuser: { user: string; password: string },
  options: { fast: boolean; onLog: (line: string) => void },
): Promise<void> {
  const base = who.uid === undefined ? os.tmpdir() : path.dirname(clusterDir);
  const secretDir = await mkdtemp(path.join(base, '.cc-initdb-'));
  const passwordFile = path.join(secretDir, 'password');
  try {
    await writeFile(passwordFile, `${superuser.password}\n`, { mode: 0o600 });
    if (who.uid !== undefined) {
      await chown(secretDir, who.uid, who.gid!);
      await chown(passwordFile, who.uid, who.gid!);
    }
    await chmod(secretDir, 0o700);
    const args = [
      `--pgdata=${clusterDir}`,
      '--auth=scram-sha-256',
      `--username=${superuser.user}`,
      `--pwfile=${passwordFile}`,
      // Without an explicit encoding initdb derives one from the environment, SQL_ASCII in minimal containers.
      '--encoding=UTF8',
      '--locale=C',
      ...(options.fast ? ['--no-sync'] : []),
    ];
    const output: string[] = [];
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(binaries.initdb, args, { uid: who.uid, gid: who.gid, env: ENV, cwd: '/' });
      const collect = (chunk: Buffer) => {
        for (const line of chunk.toString('utf8').split('\n')) {
          if (line.trim() === '') continue;
          output.push(line);
          options.onLog(line);
        }
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0)
      throw new Error(`initdb failed for ${clusterDir}: ${output.slice(-5).join(' | ') || `exit ${code}`}`);
  } finally {
    await rm(secretDir, { recursive: true, force: true });
  }
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** Resolves once PostgreSQL accepts connections; rejects if it exits first. */
  ready: Promise<void>;
  /** Resolves with the exit code or signal when the postmaster ends, for whatever reason. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnServer(
  binaries: Binaries,
  clusterDir: string,
  who: RunAs,
  port: number,
  options: { fast: boolean; onLog: (line: string) => void },
): ServerProcess {
  const flags = [
    '-D',
    clusterDir,
    '-p',
    String(port),
    '-c',
    `listen_addresses=${HOST}`,
    // No Unix socket: clients use TCP, and no dependency on /var/run/postgresql or on socket-lock
    // collisions in /tmp between clusters.
    '-c',
    'unix_socket_directories=',
  ];
  if (options.fast) flags.push('-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'synchronous_commit=off');

  const child = spawn(binaries.postgres, flags, { uid: who.uid, gid: who.gid, env: ENV, cwd: '/' });
  const recent: string[] = [];
  let markReady: () => void = () => {};
  let markFailed: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  const onOutput = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      recent.push(line);
      if (recent.length > 20) recent.shift();
      options.onLog(line);
      if (line.includes('database system is ready to accept connections')) markReady();
    }
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('error', (error) => {
      markFailed(new Error(`cannot run ${binaries.postgres}: ${error.message}`));
      resolve({ code: null, signal: null });
    });
    child.once('exit', (code, signal) => {
      // PostgreSQL's own verdict (FATAL: could not bind...) says more than the chatter around it.
      const verdicts = recent.filter((line) => /\b(FATAL|PANIC|ERROR):/.test(line));
      const why = (verdicts.length > 0 ? verdicts : recent.slice(-5)).join(' | ') || `exit ${code ?? signal}`;
      markFailed(new Error(`PostgreSQL failed to start on port ${port} (data dir ${clusterDir}): ${why}`));
      resolve({ code, signal });
    });
  });
  return { child, pid: child.pid ?? -1, ready, exited };
}

/** SIGINT is PostgreSQL's fast shutdown; SIGQUIT and SIGKILL only if it does not comply. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    server.child.kill(signal);
    const done = await Promise.race([
      server.exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), waitMs).unref()),
    ]);
    if (done) return;
  }
}
