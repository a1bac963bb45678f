/** Page-based lists: 1-based pages, a bounded page size, and never zero pages. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
/** The largest page number a client can name: GraphQL's Int is 32-bit, and REST runs the graph. */
export const MAX_PAGE = 2 ** 31 - 1;

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

/** A Relay connection as a document selects it for a cursor list: its nodes and where the next page starts. */
export interface SelectedConnection<T> {
  edges: readonly { node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** A cursor list's slice: its items, the cursor to pass back while more follow (a type, so it is a plain JSON record). */
export type CursorSlice<T> = {
  items: T[];
  nextCursor: string | null;
  hasMore: boolean;
};

/** A connection as a cursor list (REST's, MCP's). */
export function cursorSlice<T>({ edges, pageInfo }: SelectedConnection<T>): CursorSlice<T> {
  return {
    items: edges.map((edge) => edge.node),
    nextCursor: pageInfo.hasNextPage ? pageInfo.endCursor : null,
    hasMore: pageInfo.hasNextPage,
  };
}

/** Cursor lists: the cursor is an opaque token; clients must never build or parse one. */
export function encodeCursor(position: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where a slice of a list ordered by a time then an id, both descending, starts: detections by
 * firstSeenAt, overrides by updatedAt. Stable while new rows arrive.
 */
export interface TimeIdPosition {
  at: Date;
  id: string;
}

/** The cursor of a (time, id) position: `[at, id]`, opaque to clients. */
export function encodeTimeIdCursor({ at, id }: TimeIdPosition): string {
  return encodeCursor([at.toISOString(), id]);
}

/**
 * The (time, id) position a cursor holds (`[at, id]`), or null for anything this service did not
 * issue: a forged one must be refused here, never reach the database as a non-uuid id or an
 * invalid timestamp.
 */
export function decodeTimeIdCursor(cursor: string): TimeIdPosition | null {
  const [iso, id, ...rest] = decodeCursor(cursor) ?? [];
  if (rest.length > 0 || typeof iso !== 'string' || typeof id !== 'string' || !UUID.test(id)) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime()) || at.toISOString() !== iso) return null;
  return { at, id: id.toLowerCase() };
}

/**
 * The keyset position of a detection activity cursor (`[at, rank, id]`; rank orders the engine's
 * opening (0), people's entries (1) and the resolution (2) at one instant), or null for anything
 * this service did not issue.
 */
export function decodeActivityCursor(cursor: string): { at: Date; rank: number; id: string } | null {
  const [iso, rank, id, ...rest] = decodeCursor(cursor) ?? [];
  if (rest.length > 0 || typeof iso !== 'string' || typeof id !== 'string' || !UUID.test(id)) return null;
  if (rank !== 0 && rank !== 1 && rank !== 2) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime()) || at.toISOString() !== iso) return null;
  return { at, rank, id: id.toLowerCase() };
}

const CONNECTION_CURSOR = /^GPC:S:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The row id a cursor of the graph's connections holds (they page by id: Pothos' base64 of
 * `GPC:S:<uuid>`), or null for anything those lists did not issue. Checked before the cursor
 * reaches the graph, so a forged one is bad input, never a statement with a non-uuid id.
 */
export function decodeConnectionCursor(cursor: string): string | null {
  if (!BASE64.test(cursor)) return null;
  const match = CONNECTION_CURSOR.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  return match ? match[1]!.toLowerCase() : null;
}

export function decodeCursor(cursor: string): unknown[] | null {
  try {
    const position: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(position) ? position : null;
  } catch {
    return null;
  }
}
