import type { Db } from './client.ts';

/** Whether the database answers a trivial statement (readiness); rejects when it does not. */
export async function databasePing(db: Pick<Db, '$queryRaw'>): Promise<void> {
  await db.$queryRaw`SELECT 1`;
}
