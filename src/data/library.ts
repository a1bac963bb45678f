import type { LibraryControl, LibraryFramework, Remediation } from '../domain/library.ts';
import type { Db } from './client.ts';
import { Prisma } from './generated/prisma/client.ts';
import type { CatalogTx } from './integrations.ts';
import type { TenantClient } from './tenant.ts';

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

const ADOPTED_CONTROL_COLUMNS = {
  id: true,
  libraryControlId: true,
  name: true,
  description: true,
  category: true,
  severity: true,
  requires: true,
  definition: true,
  remediation: true,
} as const satisfies Prisma.ControlSelect;

export type AdoptedControlRow = Prisma.ControlGetPayload<{ select: typeof ADOPTED_CONTROL_COLUMNS }>;

/** The library-tagged controls of a standard, with the content an upgrade compares. */
export function adoptedControlRows(db: TenantClient, standardId: string): Promise<AdoptedControlRow[]> {
  return db.control.findMany({
    where: { standardId, libraryControlId: { not: null } },
    select: ADOPTED_CONTROL_COLUMNS,
    orderBy: { id: 'asc' },
  });
}

/** The tenant's standard adopted from a library standard, if any. */
export async function adoptedStandardId(db: TenantClient, libraryKey: string): Promise<string | null> {
  const found = await db.standard.findFirst({ where: { libraryKey }, select: { id: true } });
  return found?.id ?? null;
}

/** The tenant's adopted standards among these library keys: key -> standard id. */
export async function adoptedStandardIds(db: TenantClient, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await db.standard.findMany({
    where: { libraryKey: { in: [...keys] } },
    select: { id: true, libraryKey: true },
  });
  return new Map(rows.map((row) => [row.libraryKey!, row.id]));
}

export interface ControlWrite {
  name: string;
  description: string;
  category: string;
  severity: AdoptedControlRow['severity'];
  requires: string[];
  definition: { match: { predicate: string }; expect: Record<string, boolean> };
  remediation: Remediation | null;
}

export interface LibraryChanges {
  standardId: string;
  toVersion: string;
  add: (ControlWrite & { slug: string; libraryKey: string; libraryControlId: string })[];
  remove: string[];
  change: { id: string; write: ControlWrite }[];
}

/**
 * Applies an upgrade to an adopted standard in the caller's transaction: new controls created
 * (enabled, suggest_only, no parameters), removed ones deleted with their history, changed ones
 * rewritten in place (so overrides, detections and history of the controls that remain stay),
 * and the standard's version bumped. Returns the versions before and after.
 */
export async function applyLibraryChanges(
  tx: TenantClient,
  changes: LibraryChanges,
): Promise<{ from: number; to: number }> {
  const json = (write: ControlWrite) => ({
    ...write,
    definition: write.definition as unknown as Prisma.InputJsonObject,
    remediation: write.remediation ? (write.remediation as unknown as Prisma.InputJsonObject) : Prisma.DbNull,
  });
  const tenantId = tx.$tenantId();
  if (changes.add.length > 0)
    await tx.control.createMany({
      data: changes.add.map((control) => ({
        ...control,
        ...json(control),
        tenantId,
        standardId: changes.standardId,
        enabled: true,
        autonomy: 'suggest_only' as const,
        parameters: {},
      })),
    });
  if (changes.remove.length > 0)
    await tx.control.deleteMany({ where: { standardId: changes.standardId, id: { in: changes.remove } } });
  for (const { id, write } of changes.change)
    await tx.control.updateMany({ where: { id, standardId: changes.standardId }, data: json(write) });
  const updated = await tx.standard.update({
    where: { id: changes.standardId },
    data: { version: { increment: 1 }, libraryVersion: changes.toVersion },
    select: { version: true },
  });
  return { from: updated.version - 1, to: updated.version };
}

/** The stored remediation of each of these controls (of the tenant), by id. */
export async function controlRemediations(db: TenantClient, ids: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db.control.findMany({ where: { id: { in: [...ids] } }, select: { id: true, remediation: true } });
  return new Map(rows.map((row) => [row.id, row.remediation]));
}

/** A standard's slug and library tags; null when the tenant has no such standard. */
export function standardLibraryTags(db: TenantClient, id: string) {
  return db.standard.findUnique({
    where: { id },
    select: { id: true, slug: true, libraryKey: true, libraryVersion: true },
  });
}

/** Every organization of the tenant, by id. */
export async function organizationIdsOf(db: TenantClient): Promise<string[]> {
  return (await db.organization.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map((row) => row.id);
}
