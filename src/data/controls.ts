import type { TenantDb } from './tenant.ts';

export interface ControlCandidate {
  id: string;
  name: string;
  slug: string;
  standardId: string;
  standardName: string;
}

/**
 * The tenant's controls whose name or slug equals `text` ignoring case, or the one with this id;
 * ordered by standard name, then name, then id so a list of candidates reads the same every time.
 */
export async function controlsNamed(
  db: TenantDb,
  reference: { id: string } | { text: string },
): Promise<ControlCandidate[]> {
  const where =
    'id' in reference
      ? { id: reference.id }
      : {
          OR: [
            { slug: { equals: reference.text, mode: 'insensitive' as const } },
            { name: { equals: reference.text, mode: 'insensitive' as const } },
          ],
        };
  const controls = await db.control.findMany({
    where,
    select: { id: true, name: true, slug: true, standard: { select: { id: true, name: true } } },
    orderBy: [{ standard: { name: 'asc' } }, { name: 'asc' }, { id: 'asc' }],
  });
  return controls.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    standardId: c.standard.id,
    standardName: c.standard.name,
  }));
}
