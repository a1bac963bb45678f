import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { DatabaseBusyError } from '../errors.ts';
import { PrismaClient } from './generated/prisma/client.ts';

export type Db = PrismaClient;

/**
 * The pool under a client, for the hot statements (src/data only): a driver call costs about a
 * fifth of Prisma's per-call overhead on the grid's path (docs/performance.md, "The levers").
 * pg.Pool satisfies it; the bench's hand-written floor runs the same statements on its own pool.
 */
export interface Driver {
  query<Row = Record<string, unknown>>(text: string, values: readonly unknown[]): Promise<{ rows: Row[] }>;
}

const drivers = new WeakMap<Db, Driver>();

/** More distinct texts than the service's hot statements means a caller passes built SQL: never prepare those. */
const MOST_PREPARED = 32;

/**
 * The driver over a pool: every statement is a named one, so each connection parses and plans it
 * once instead of on every call (a third of a one-statement request's cost in PostgreSQL;
 * docs/performance.md, "The levers"). The statements are the fixed texts of src/data; the bench's
 * floor gets its driver here too, so both sides pay the same.
 */
export function driverOn(pool: pg.Pool, onQuery?: (text: string) => void): Driver {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MOST_PREPARED) {
      name = `cg_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    query(text, values) {
      onQuery?.(text);
      return pool.query({ name: nameOf(text), text, values: [...values] });
    },
  } as Driver;
}

/** The driver of a client made by createDb (its pool, reporting each statement to `onQuery` as Prisma's do). */
export function driverOf(db: Db): Driver {
  const driver = drivers.get(db);
  if (!driver) throw new Error('not a client of createDb');
  return driver;
}

/** The driver of a client made by createDb, or undefined for any other client (a transaction's). */
export function driverIfAny(db: Db): Driver | undefined {
  return drivers.get(db);
}

/** How long the service waits on the database before answering 503 rather than hanging. */
export interface DbTimeouts {
  /** Opening a connection (TCP and sign-in). */
  connectMs: number;
  /** Waiting for a pooled connection, opening included. */
  acquireMs: number;
  /** One statement, enforced by PostgreSQL; the client also gives up a little later when the server itself hangs. */
  statementMs: number;
  /** A transaction left idle, enforced by PostgreSQL (it ends the session). */
  idleInTransactionMs: number;
}

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = {
  connectMs: 5_000,
  acquireMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
};

/** What the client waits beyond statement_timeout for the server's own cancellation to arrive. */
const CLIENT_GRACE_MS = 2_000;

export interface DbOptions {
  poolSize?: number;
  timeouts?: Partial<DbTimeouts>;
  /** Called with each SQL statement; tests count queries with it to catch N+1s. */
  onQuery?: (sql: string) => void;
  /** Told when PostgreSQL closes an idle pooled connection (the pool opens another when needed). */
  onConnectionLost?: (error: Error) => void;
  /**
   * A channel every pooled connection LISTENs on, and what to do on its notices: a change this pool
   * commits is then acted on before its statement or transaction returns (main.ts: the credential
   * notices, for the key cache).
   */
  everyConnectionListens?: { channel: string; heard(): void };
}

/** The longest the probe of a saturated pool waits for the database to answer on a fresh connection. */
const PROBE_TIMEOUT_MS = 2_000;
/** How long one probe's finding stands for every request that timed out meanwhile. */
const PROBE_FINDING_MS = 1_000;

/**
 * How long an interactive transaction waits to start. Its connection comes from the pool, which
 * waits up to the acquire timeout (opening a connection included) and then says whether the
 * database is busy or gone; Prisma's own wait (2 s by default, which refused pushes as "database
 * unavailable" while the pool had 3 s left) must not cut that short, so it is longer than both.
 */
export function transactionWaitMs(timeouts: Partial<DbTimeouts> = {}): number {
  const { acquireMs, connectMs } = { ...DEFAULT_DB_TIMEOUTS, ...timeouts };
  return Math.max(acquireMs, connectMs) + Math.min(connectMs, PROBE_TIMEOUT_MS) + CLIENT_GRACE_MS;
}

export function createDb(databaseUrl: string, options: DbOptions = {}): Db {
  const pool = createPool(databaseUrl, options);
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  // Every interactive transaction of the service (pushes, overrides, writes, the engine's) starts
  // within the pool's acquire timeout, the same bound as any other statement.
  const transactionOptions = { maxWait: transactionWaitMs(options.timeouts) };
  const { onQuery } = options;
  const client = onQuery
    ? new PrismaClient({ adapter, transactionOptions, log: [{ emit: 'event', level: 'query' }] })
    : new PrismaClient({ adapter, transactionOptions });
  // Prisma ends the pool only if it ever used it; a client that ran driver statements alone must
  // still close its connections.
  const disconnect = client.$disconnect.bind(client);
  client.$disconnect = async () => {
    await disconnect();
    if (!pool.ending) await pool.end();
  };
  if (onQuery) (client as PrismaClient<'query'>).$on('query', (event) => onQuery(event.query));
  drivers.set(client, driverOn(pool, onQuery));
  return client;
}

function createPool(databaseUrl: string, options: DbOptions): pg.Pool {
  const timeouts = { ...DEFAULT_DB_TIMEOUTS, ...options.timeouts };
  // pg-pool hands its own options to each client, so the connect timeout (shorter or longer than
  // the wait for a pooled connection) is set on the client class.
  class TimedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: timeouts.connectMs });
    }
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    Client: TimedClient,
    connectionTimeoutMillis: timeouts.acquireMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A stopped or unreachable server never sends statement_timeout's cancellation.
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    // Notices a peer that vanished without closing the connection (a killed host, a cut network).
    keepAlive: true,
    onConnect: options.everyConnectionListens && listenOn(options.everyConnectionListens),
  });
  // An idle connection PostgreSQL closes (a restart, an administrator, a failover) is an 'error'
  // event on the pool, which has already dropped it: with no listener it would end the process.
  // Prisma's adapter listens only once Prisma has used the pool; the fixed statements (the key
  // lookup, the grid) use it without Prisma, so the pool listens from the start.
  pool.on('error', (error) => options.onConnectionLost?.(error));
  return tellBusyFromDown(pool, reachabilityProbe(databaseUrl, Math.min(timeouts.connectMs, PROBE_TIMEOUT_MS)));
}

/**
 * A new connection LISTENs before the pool hands it out. PostgreSQL sends a session its own
 * notices after the commit and before the commit's answer, so `heard` runs before the write that
 * sent the notice returns; others' notices come too.
 */
function listenOn({ channel, heard }: NonNullable<DbOptions['everyConnectionListens']>) {
  return async (client: pg.ClientBase) => {
    client.on('notification', (notice) => {
      if (notice.channel === channel) heard();
    });
    // Should it fail, the connection still serves: it misses only its own notices, which the
    // caller must hear another way too (the service's change feed).
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
  };
}

const ACQUIRE_TIMEOUT = 'timeout exceeded when trying to connect';

type ConnectCallback = (error: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void;

/**
 * A busy pool is not an outage. pg-pool says "timeout exceeded when trying to connect" when a
 * request waited the whole acquire timeout for one of its connections, all in use: either long
 * work holds them while the database answers (back-pressure: DatabaseBusyError, a 429), or the
 * database stopped answering with every connection in a statement (an outage: the timeout error
 * stays, a 503). Two findings tell them apart: a connection came back to the pool in good order
 * while the request waited (the database is working, only not fast enough for everyone: under
 * CPU starvation a fresh connection may take longer than the probe allows), or a fresh connection
 * outside the pool gets an answer to SELECT 1. Every checkout goes through here: model queries,
 * raw statements and the start of every interactive transaction.
 */
function tellBusyFromDown(pool: pg.Pool, reachable: () => Promise<boolean>): pg.Pool {
  let lastGoodRelease = 0;
  pool.on('release', (error: Error | undefined) => {
    if (!error) lastGoodRelease = Date.now();
  });
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  const classify = async (error: Error, waitedSince: number): Promise<Error> => {
    if (error?.message !== ACQUIRE_TIMEOUT) return error;
    return lastGoodRelease >= waitedSince || (await reachable()) ? new DatabaseBusyError() : error;
  };
  const classifying = (callback?: ConnectCallback) => {
    const waitedSince = Date.now();
    if (callback === undefined) {
      return (connect() as Promise<pg.PoolClient>).catch(async (error: Error) => {
        throw await classify(error, waitedSince);
      });
    }
    connect((error, client, done) => {
      if (!error) return callback(undefined, client, done);
      void classify(error, waitedSince).then((classified) => callback(classified, undefined, done));
    });
    return undefined;
  };
  pool.connect = classifying as typeof pool.connect;
  return pool;
}

/**
 * Whether the database answers `SELECT 1` on a connection of its own within `timeoutMs`. Requests
 * that time out together share one probe, and its finding stands for PROBE_FINDING_MS, so a
 * saturated pool costs the database one extra connection at a time, not one per request.
 */
function reachabilityProbe(databaseUrl: string, timeoutMs: number): () => Promise<boolean> {
  let pending: Promise<boolean> | null = null;
  let finding = { at: 0, reachable: false };
  const probe = async () => {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: timeoutMs });
    client.on('error', () => {});
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('probe timed out')), timeoutMs);
    });
    try {
      await Promise.race([client.connect().then(() => client.query('SELECT 1')), deadline]);
      return true;
    } catch {
      // A server that stopped answering would hold a polite end() forever: drop the socket.
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      return false;
    } finally {
      clearTimeout(timer);
      client.end().catch(() => {});
    }
  };
  return () => {
    if (Date.now() - finding.at < PROBE_FINDING_MS) return Promise.resolve(finding.reachable);
    pending ??= probe().then((reachable) => {
      finding = { at: Date.now(), reachable };
      pending = null;
      return reachable;
    });
    return pending;
  };
}
