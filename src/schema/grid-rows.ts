import type { ComplianceGrid, ComplianceRow } from '../domain/grid.ts';

/**
 * The organization of each grid row Organization.compliance answers: a row (a v1 record) does
 * not carry it, and fields added to the row beside the grid (its PSA ticket, src/schema/ticket.ts)
 * need it. Kept per row object, so it lives exactly as long as the answer.
 */
const rowOrganizations = new WeakMap<ComplianceRow, string>();

export function withRowOrganizations(grid: ComplianceGrid): ComplianceGrid {
  for (const row of grid.items) rowOrganizations.set(row, grid.organizationId);
  return grid;
}

export function rowOrganization(row: ComplianceRow): string | null {
  return rowOrganizations.get(row) ?? null;
}
