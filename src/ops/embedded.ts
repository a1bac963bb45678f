/**
 * The embedded PostgreSQL: a cluster in DATA_DIR that the service starts, supervises and stops.
 * The parts: where the binaries and the cluster live (`cluster/binaries.ts`,
 * `cluster/data-dir.ts`), its credentials (`cluster/credentials.ts`), the processes
 * (`cluster/server-process.ts`); this module puts them together, reclaims a directory left behind
 * by a killed process, and restarts a server that dies.
 */
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { type Binaries, DEFAULT_EMBEDDED_HOME, locateBinaries } from './cluster/binaries.ts';
import {
  type Credentials,
  generateCredentials,
  legacyApplicationDatabase,
  provision,
  readCredentials,
  urlOf,
  writeCredentials,
} from './cluster/credentials.ts';
import { exists, FILES, placeCluster, writeSecretFile } from './cluster/data-dir.ts';
import { HOST, initCluster, type ServerProcess, spawnServer, stopServer } from './cluster/server-process.ts';
import { type RunAs, serverIdentity } from './cluster/system-user.ts';

export interface EmbeddedPostgresOptions {
  /** DATA_DIR: the cluster (or, as root under a private directory, a pointer to it) and its credentials. */
  dataDir: string;
  /** TCP port on 127.0.0.1; a free one is picked when omitted. */
  port?: number;
  /** Trade durability for speed (tests): no fsync, no full-page writes, async commit. */
  fast?: boolean;
  /** Receives PostgreSQL's own output; dropped when omitted. */
  log?: (line: string) => void;
  /** Where binaries are copied and clusters placed when the `postgres` user cannot reach them (root only). */
  home?: string;
  /** Restart the server when it dies; without this option a death is only reported by failing queries. */
  supervise?: SupervisionOptions;
}

export interface SupervisionOptions {
  /** Consecutive failed restarts before giving up; default 5 (about 15 s of backoff). */
  maxRestarts?: number;
  /** First wait before a restart, doubled after each failure; default 500 ms. */
  initialBackoffMs?: number;
  onEvent?: (event: SupervisorEvent) => void;
  /** The server is gone for good: the process should exit non-zero so its own supervisor acts. */
  onGiveUp: (error: Error) => void;
}

export type SupervisorEvent =
  | { type: 'exited'; code: number | null; signal: string | null }
  | { type: 'restart-failed'; attempt: number; error: string; nextInMs: number }
  | { type: 'restarted'; attempt: number; downMs: number };

export interface EmbeddedPostgresHandle {
  /** The application role's URL of the application database (no superuser). */
  url: string;
  /** The superuser's URL of the `postgres` maintenance database: provisioning and tests only. */
  adminUrl: string;
  port: number;
  dataDir: string;
  clusterDir: string;
  stop(): Promise<void>;
}

/** What a running server records in DATA_DIR (0600) for chores that want to connect to it. */
export interface RunningServer {
  /** The Node process that owns the server. */
  pid: number;
  postmasterPid: number;
  host: string;
  port: number;
}

const LEGACY_OWNER_FILE = 'embedded-postgres.owner';
const START_ATTEMPTS = 3;
const STABLE_AFTER_MS = 60_000;

/** Postmaster PIDs of the servers this process started and has not stopped yet. */
const running = new Set<number>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Only synchronous work is possible here; SIGINT is PostgreSQL's fast shutdown. Signals keep
  // their default behaviour: Ctrl-C reaches PostgreSQL directly (same process group), and a
  // server left behind by a killed process is reclaimed by the next start on its data directory.
  process.on('exit', () => {
    for (const pid of running) {
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // Already gone.
      }
    }
  });
}

/** What it takes to start a server on the cluster. */
interface Cluster {
  binaries: Binaries;
  clusterDir: string;
  who: RunAs;
  fast: boolean;
  log: (line: string) => void;
}

/** The cluster's credentials, the cluster itself created first when the directory holds none. */
async function ensureCluster(
  cluster: Cluster,
  dataDir: string,
): Promise<{ credentials: Credentials; legacy: boolean }> {
  const credentials = await readCredentials(dataDir);
  if (!(await exists(path.join(cluster.clusterDir, 'PG_VERSION')))) {
    const generated = generateCredentials();
    const { fast, log } = cluster;
    await initCluster(cluster.binaries, cluster.clusterDir, cluster.who, generated.superuser, { fast, onLog: log });
    // After initdb, which wants an empty directory (DATA_DIR is the cluster for a normal user).
    await writeCredentials(dataDir, generated);
    return { credentials: generated, legacy: false };
  }
  // A data directory from before per-directory passwords (`postgres`/`postgres`).
  if (credentials === null) return { credentials: generateCredentials(), legacy: true };
  return { credentials, legacy: false };
}

async function spawnAndWait(cluster: Cluster, port: number): Promise<ServerProcess> {
  const { fast, log } = cluster;
  const server = spawnServer(cluster.binaries, cluster.clusterDir, cluster.who, port, { fast, onLog: log });
  try {
    await server.ready;
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return server;
}

async function startOnPort(
  cluster: Cluster,
  chosen: number | undefined,
): Promise<{ server: ServerProcess; port: number }> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    const port = chosen ?? (await findFreePort());
    try {
      return { server: await spawnAndWait(cluster, port), port };
    } catch (error) {
      lastError = error;
      // Only a port we picked ourselves can be lost to a race with another process; a port the
      // caller chose, or any other failure, will not get better by retrying.
      if (chosen !== undefined || !isPortInUse(error)) break;
    }
  }
  throw lastError;
}

export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const log = opts.log ?? (() => {});
  const home = opts.home ?? DEFAULT_EMBEDDED_HOME;
  const who = await serverIdentity();
  const binaries = await locateBinaries(who, home);
  const placement = await placeCluster(opts.dataDir, who, home);
  const { dataDir, clusterDir } = placement;
  const cluster: Cluster = { binaries, clusterDir, who, fast: opts.fast === true, log };
  installExitHook();

  await reclaimDataDir(dataDir, clusterDir, log);

  const { credentials: known, legacy } = await ensureCluster(cluster, dataDir);
  const { server, port } = await startOnPort(cluster, opts.port);

  const record = async (current: ServerProcess) => {
    running.add(current.pid);
    const entry: RunningServer = { pid: process.pid, postmasterPid: current.pid, host: HOST, port };
    await writeSecretFile(dataDir, FILES.server, `${JSON.stringify(entry)}\n`);
  };
  try {
    if (legacy) {
      // Its application data stayed in the `postgres` database (when it was ever migrated);
      // provision() hands it to the application role there. The file is written before the
      // superuser's password changes, so a crash in between loses nothing.
      known.app.database = await legacyApplicationDatabase(port);
      await writeCredentials(dataDir, known);
    }
    await provision(port, known);
    await record(server);
  } catch (error) {
    await stopServer(server);
    throw error;
  }

  let stopping: Promise<void> | undefined;
  let current: ServerProcess = server;
  if (opts.supervise) {
    superviseServer(() => current, opts.supervise, {
      isStopping: () => stopping !== undefined,
      restart: async () => {
        await reclaimDataDir(dataDir, clusterDir, log);
        const next = await spawnAndWait(cluster, port);
        running.delete(current.pid);
        current = next;
        await record(next);
        return next;
      },
    });
  }

  return {
    url: urlOf(port, known.app.user, known.app.password, known.app.database),
    adminUrl: urlOf(port, known.superuser.user, known.superuser.password, 'postgres'),
    port,
    dataDir,
    clusterDir,
    stop() {
      stopping ??= (async () => {
        await stopServer(current);
        running.delete(current.pid);
        await rm(path.join(dataDir, FILES.server), { force: true });
      })();
      return stopping;
    },
  };
}

/**
 * Restarts a server that died on the same data directory and port (the pool's URL stays valid),
 * with exponential backoff. After `maxRestarts` consecutive failures it gives up; a server that
 * then stays up for a minute earns a fresh budget.
 */
function superviseServer(
  current: () => ServerProcess,
  options: SupervisionOptions,
  control: { isStopping: () => boolean; restart: () => Promise<ServerProcess> },
): void {
  const maxRestarts = options.maxRestarts ?? 5;
  const initialBackoffMs = options.initialBackoffMs ?? 500;
  let failures = 0;
  let upSince = Date.now();

  const watch = (server: ServerProcess) => {
    void server.exited.then(async ({ code, signal }) => {
      if (control.isStopping()) return;
      options.onEvent?.({ type: 'exited', code, signal });
      const downSince = Date.now();
      if (downSince - upSince >= STABLE_AFTER_MS) failures = 0;
      let backoff = initialBackoffMs;
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, failures === 0 ? 0 : backoff));
        if (control.isStopping()) return;
        try {
          const next = await control.restart();
          upSince = Date.now();
          options.onEvent?.({ type: 'restarted', attempt: failures + 1, downMs: Date.now() - downSince });
          watch(next);
          return;
        } catch (error) {
          failures++;
          const message = error instanceof Error ? error.message : String(error);
          if (failures > maxRestarts) {
            options.onGiveUp(new Error(`embedded PostgreSQL could not be restarted: ${message}`));
            return;
          }
          backoff = initialBackoffMs * 2 ** (failures - 1);
          options.onEvent?.({ type: 'restart-failed', attempt: failures, error: message, nextInMs: backoff });
        }
      }
    });
  };
  watch(current());
}

/** Reads the running-server record of a data directory, or null when no live server owns it. */
export async function findRunningServer(
  dataDir: string,
): Promise<(RunningServer & { credentials: Credentials }) | null> {
  const dir = path.resolve(dataDir);
  const text = await readFile(path.join(dir, FILES.server), 'utf8').catch(() => null);
  if (text === null) return null;
  let entry: RunningServer;
  try {
    entry = JSON.parse(text) as RunningServer;
  } catch {
    return null;
  }
  if (!isAlive(entry.pid) || !isAlive(entry.postmasterPid)) return null;
  const credentials = await readCredentials(dir);
  if (credentials === null) return null;
  return { ...entry, credentials };
}

export function runningServerUrls(server: RunningServer & { credentials: Credentials }): {
  url: string;
  adminUrl: string;
} {
  const { app, superuser } = server.credentials;
  return {
    url: urlOf(server.port, app.user, app.password, app.database),
    adminUrl: urlOf(server.port, superuser.user, superuser.password, 'postgres'),
  };
}

/**
 * Makes a data directory startable after its previous user died without stopping PostgreSQL:
 * a postmaster orphaned by a killed process still holds the directory (and its port), and a
 * leftover postmaster.pid whose PID has since been reused can make PostgreSQL refuse to start.
 */
async function reclaimDataDir(dataDir: string, clusterDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const pid = await readPid(pidFile);
  if (pid === null) return;

  if (!isAlive(pid) || !(await isPostmasterOf(pid, clusterDir))) {
    log(`removing stale ${pidFile} (pid ${pid} is not running this cluster)`);
    await rm(pidFile, { force: true });
    return;
  }

  const owner = await readOwner(dataDir);
  if (owner === null || (owner !== process.pid && isAlive(owner))) {
    throw new Error(
      `PostgreSQL (pid ${pid}) is already running on ${dataDir}` +
        (owner === null ? '' : ` for process ${owner}`) +
        '; stop it or use another data directory',
    );
  }

  log(`stopping orphaned PostgreSQL (pid ${pid}) left on ${dataDir}`);
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

async function readOwner(dataDir: string): Promise<number | null> {
  const text = await readFile(path.join(dataDir, FILES.server), 'utf8').catch(() => null);
  if (text !== null) {
    try {
      const pid = (JSON.parse(text) as RunningServer).pid;
      if (Number.isInteger(pid) && pid > 0) return pid;
    } catch {
      // Unreadable: fall back to the file earlier versions wrote.
    }
  }
  return readPid(path.join(dataDir, LEGACY_OWNER_FILE));
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

async function isPostmasterOf(pid: number, clusterDir: string): Promise<boolean> {
  if (process.platform !== 'linux') return true;
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  if (cmdline === null) return false;
  const argv = cmdline.split('\0');
  return path.basename(argv[0] ?? '') === 'postgres' && argv.includes(clusterDir);
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
