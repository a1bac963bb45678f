import type { LibraryControl, LibraryFramework } from '../domain/library.ts';
import type { Db } from './client.ts';
import type { Prisma } from './generated/prisma/client.ts';
import type { CatalogTx } from './integrations.ts';

/** The standards library's rows: global reference data, read by every tenant, written only by the installer. */

type LibraryClient = Pick<Db, 'libraryStandard'>;

export interface LibraryRow extends Omit<LibraryFramework, 'controls'> {
  controls: LibraryControl[];
  installedAt: Date;
  updatedAt: Date;
}

function row(stored: Prisma.LibraryStandardGetPayload<object>): LibraryRow {
  return { ...stored, controls: stored.controls as unknown as LibraryControl[] };
}

/** Every library standard, by name then key. */
export async function libraryStandards(db: LibraryClient): Promise<LibraryRow[]> {
  return (await db.libraryStandard.findMany({ orderBy: [{ name: 'asc' }, { key: 'asc' }] })).map(row);
}

export async function libraryStandard(db: LibraryClient, key: string): Promise<LibraryRow | null> {
  const stored = await db.libraryStandard.findUnique({ where: { key } });
  return stored ? row(stored) : null;
}

/** The installed library standards of these keys, for the adopted standards of a page. */
export async function libraryStandardsByKey(db: LibraryClient, keys: readonly string[]): Promise<LibraryRow[]> {
  return (await db.libraryStandard.findMany({ where: { key: { in: [...keys] } } })).map(row);
}

function columns(framework: LibraryFramework) {
  const { controls, ...rest } = framework;
  return { ...rest, controls: controls as unknown as Prisma.InputJsonArray };
}

export async function createLibraryStandard(tx: CatalogTx, framework: LibraryFramework, at: Date): Promise<void> {
  await tx.libraryStandard.create({ data: { ...columns(framework), installedAt: at, updatedAt: at } });
}

export async function updateLibraryStandard(tx: CatalogTx, framework: LibraryFramework, at: Date): Promise<void> {
  await tx.libraryStandard.update({ where: { key: framework.key }, data: { ...columns(framework), updatedAt: at } });
}

/** Removes the library standards the shipped library no longer has; adopted copies stay the tenants'. */
export async function removeLibraryStandards(tx: CatalogTx, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await tx.libraryStandard.deleteMany({ where: { key: { in: [...keys] } } });
}
