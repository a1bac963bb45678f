import { type Db, driverIfAny } from './client.ts';

/** The scope of the global connector catalog's revision, which every tenant's reads depend on. */
export const CATALOG_SCOPE = '00000000-0000-0000-0000-000000000000';

/** The statement before every cached read and every 304 (shared with the bench's floor). */
export const REVISIONS_SQL = `SELECT "scope"::text AS scope, "value" FROM "Revision" WHERE "scope" IN ($1::uuid, '${CATALOG_SCOPE}'::uuid)`;

/**
 * What a tenant's reads depend on, as one string: the tenant's revision and the catalog's. Triggers
 * bump them in the transaction of every write (migration 20261125180000_revisions), and this is
 * read before the data, so a body built after it is at least as new as what it names: an answer
 * kept under it can be served until the next write commits, never after.
 */
export async function readRevisions(db: Db, tenantId: string): Promise<string> {
  const driver = driverIfAny(db);
  // On the driver when it can be (this runs before every cached read and every 304); through
  // Prisma inside a transaction, which sees the transaction's own state.
  const rows = driver
    ? (await driver.query<{ scope: string; value: string }>(REVISIONS_SQL, [tenantId])).rows
    : await db.$queryRawUnsafe<{ scope: string; value: bigint }[]>(REVISIONS_SQL, tenantId);
  let tenant = '0';
  let catalog = '0';
  for (const row of rows) {
    if (row.scope === CATALOG_SCOPE) catalog = String(row.value);
    else tenant = String(row.value);
  }
  return `${tenant}.${catalog}`;
}
