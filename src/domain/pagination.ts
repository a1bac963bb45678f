/** Page-based lists: 1-based pages, a bounded page size, and never zero pages. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface Page<T> extends PageRequest {
  items: T[];
  total: number;
  totalPages: number;
}

/**
 * `totalPages` is at least 1, so the documented client loop ("until page equals totalPages") ends
 * on an empty list instead of spinning; a page past the end is simply empty.
 */
export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageWindow({ page, pageSize }: PageRequest): { skip: number; take: number } {
  return { skip: (page - 1) * pageSize, take: pageSize };
}

export function toPage<T>(items: T[], total: number, request: PageRequest): Page<T> {
  return {
    items,
    total,
    page: request.page,
    pageSize: request.pageSize,
    totalPages: totalPages(total, request.pageSize),
  };
}

/** Cursor lists: the cursor is an opaque token; clients must never build or parse one. */
export function encodeCursor(position: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodeCursor(cursor: string): unknown[] | null {
  try {
    const position: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(position) ? position : null;
  } catch {
    return null;
  }
}
