// The database a verb runs on, opened only once a verb runs (never for `--help`).
import { createDb, type Db } from '../../src/data/client.ts';
import { installConnectorCatalog } from '../../src/engine/catalog.ts';
import { withDatabase } from '../../src/ops/connect.ts';
import { migrateDeploy } from '../../src/ops/migrate.ts';

export async function onDatabase(env: NodeJS.ProcessEnv, run: (db: Db) => Promise<void>): Promise<void> {
  await withDatabase(async ({ url }) => {
    await migrateDeploy(url);
    const db = createDb(url, { poolSize: 1 });
    try {
      // The CLI may be the first to open a database: it installs what every start installs.
      await installConnectorCatalog(db);
      await run(db);
    } finally {
      await db.$disconnect();
    }
  }, env);
}
