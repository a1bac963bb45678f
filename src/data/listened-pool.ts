import pg from 'pg';

/**
 * A pool that hears every error of its connections: idle ones report on the pool, checked-out
 * ones on themselves, and graphile-worker (given a pool) asks for both. A connection the database
 * closes (a restart, a stop right after the pool's work, an administrator) is then `lost`, not an
 * uncaught 'error' that ends the process. The listeners stay after `end()`, which resolves before
 * the connections have closed.
 */
export function listenedPool(config: pg.PoolConfig, lost: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}
