import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client.ts';

export type Db = PrismaClient;

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
}

export function createDb(databaseUrl: string, options: DbOptions = {}): Db {
  const adapter = new PrismaPg(createPool(databaseUrl, options), { disposeExternalPool: true });
  if (!options.onQuery) return new PrismaClient({ adapter });
  const client = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  const onQuery = options.onQuery;
  client.$on('query', (event) => onQuery(event.query));
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
  return new pg.Pool({
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
  });
}
