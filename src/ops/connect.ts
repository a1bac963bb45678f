import { startEmbeddedPostgres } from './embedded.ts';

/**
 * Runs a command-line chore against DATABASE_URL when set, otherwise against the embedded
 * PostgreSQL in DATA_DIR (default ./.data), started for the duration of the chore.
 */
export async function withDatabase<T>(
  run: (url: string) => Promise<T>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<T> {
  const fromEnv = env.DATABASE_URL;
  if (fromEnv !== undefined && fromEnv !== '') return run(fromEnv);
  const embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR || './.data' });
  try {
    return await run(embedded.url);
  } finally {
    await embedded.stop();
  }
}
