import { findRunningServer, runningServerUrls, startEmbeddedPostgres } from './embedded.ts';

export interface DatabaseUrls {
  /** The application's URL: what the service itself connects with. */
  url: string;
  /**
   * A URL that may create databases (migrate:create's shadow database): the embedded server's
   * superuser, or DATABASE_URL itself.
   */
  adminUrl: string;
  /** Where the database came from, for one line of output. */
  source: 'DATABASE_URL' | 'running server' | 'embedded';
}

/**
 * Runs a command-line chore against DATABASE_URL when set; otherwise against the embedded
 * PostgreSQL of DATA_DIR (default ./.data): the one a running service holds, when there is one
 * (its address and credentials are in DATA_DIR, readable by the same user only), else one started
 * for the duration of the chore.
 */
export async function withDatabase<T>(
  run: (urls: DatabaseUrls) => Promise<T>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<T> {
  const fromEnv = env.DATABASE_URL;
  if (fromEnv !== undefined && fromEnv !== '') return run({ url: fromEnv, adminUrl: fromEnv, source: 'DATABASE_URL' });
  const dataDir = env.DATA_DIR || './.data';
  const live = await findRunningServer(dataDir);
  if (live) return run({ ...runningServerUrls(live), source: 'running server' });
  const embedded = await startEmbeddedPostgres({ dataDir, home: env.EMBEDDED_POSTGRES_HOME || undefined });
  try {
    return await run({ url: embedded.url, adminUrl: embedded.adminUrl, source: 'embedded' });
  } finally {
    await embedded.stop();
  }
}
