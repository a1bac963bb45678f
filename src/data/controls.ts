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
 * The text is compared with `lower(...) =`, not Prisma's case-insensitive `equals` (an ILIKE), so
 * `%` and `_` in a name are characters, not wildcards matching every control.
 */
export async function controlsNamed(
  db: TenantDb,
  reference: { id: string } | { text: string },
): Promise<ControlCandidate[]> {
  if ('text' in reference) {
    const tenantId = db.$tenantId();
    return db.$queryRaw<ControlCandidate[]>`
      SELECT c.id, c.name, c.slug, s.id AS "standardId", s.name AS "standardName"
        FROM "Control" c
        JOIN "Standard" s ON s.id = c."standardId"
       WHERE c."tenantId" = ${tenantId}::uuid
         AND (lower(c.slug) = lower(${reference.text}) OR lower(c.name) = lower(${reference.text}))
       ORDER BY s.name, c.name, c.id`;
  }
  const controls = await db.control.findMany({
    where: { id: reference.id },
    select: { id: true, name: true, slug: true, standard: { select: { id: true, name: true } } },
  });
  return controls.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    standardId: c.standard.id,
    standardName: c.standard.name,
  }));
}
