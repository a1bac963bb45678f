import type { Db } from './client.ts';

/** The scope of the global connector catalog's revision, which every tenant's reads depend on. */
export const CATALOG_SCOPE = '00000000-0000-0000-0000-000000000000';

/**
 * What a tenant's reads depend on, as one string: the tenant's revision and the catalog's. Triggers
 * bump them in the transaction of every write (migration 20261125180000_revisions), and this is
 * read before the data, so a body built after it is at least as new as what it names: an answer
 * kept under it can be served until the next write commits, never after.
 */
export async function readRevisions(db: Db, tenantId: string): Promise<string> {
  const rows = await db.$queryRaw<{ scope: string; value: bigint }[]>`
    SELECT "scope"::text AS scope, "value" FROM "Revision" WHERE "scope" IN (${tenantId}::uuid, ${CATALOG_SCOPE}::uuid)`;
  let tenant = 0n;
  let catalog = 0n;
  for (const row of rows) {
    if (row.scope === CATALOG_SCOPE) catalog = row.value;
    else tenant = row.value;
  }
  return `${tenant}.${catalog}`;
}
