import {
  decodeConnectionCursor,
  decodeTimeIdCursor,
  encodeTimeIdCursor,
  MAX_PAGE_SIZE,
  type TimeIdPosition,
} from '../domain/pagination.ts';
import { BadInputError, INVALID_CURSOR } from '../errors.ts';
import { MAX_CONNECTION_SIZE } from './builder.ts';

/**
 * Connections take at most MAX_CONNECTION_SIZE items, like pageSize and limit elsewhere. A larger
 * `first` or `last` is refused rather than silently cut, so a client learns the bound (and the
 * query cost, which reads these arguments, stays what the client asked for).
 */
export function connectionBounds(args: {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}): void {
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (value != null && (value < 0 || value > MAX_CONNECTION_SIZE)) {
      throw new BadInputError(`${name} must be between 0 and ${MAX_CONNECTION_SIZE}`, { field: name });
    }
  }
  // Pothos reads garbage as bad input itself; a well-formed cursor around a non-uuid is refused here.
  for (const name of ['after', 'before'] as const) {
    const cursor = args[name];
    if (cursor != null && decodeConnectionCursor(cursor) === null) {
      throw new BadInputError(INVALID_CURSOR, { field: name });
    }
  }
}

/** The `limit` of a cursor list: 1 to MAX_PAGE_SIZE, default 50; anything else is bad input. */
export function sliceLimit(limit: number | null | undefined): number {
  const take = limit ?? 50;
  if (take < 1 || take > MAX_PAGE_SIZE)
    throw new BadInputError(`limit must be between 1 and ${MAX_PAGE_SIZE}`, { field: 'limit' });
  return take;
}

/** The position a list's `cursor` holds, decoded by the list's own reading; null for the first slice. */
export function slicePosition<T>(cursor: string | null | undefined, decode: (cursor: string) => T | null): T | null {
  if (!cursor) return null;
  const position = decode(cursor);
  if (position === null) throw new BadInputError(INVALID_CURSOR, { field: 'cursor' });
  return position;
}

interface ForwardArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/**
 * A Relay connection over a keyset list ordered newest first by (time, id) (detections by
 * firstSeenAt, overrides by updatedAt): forward only, each cursor the item's (time, id) position,
 * so a cursor stays valid while new rows arrive. `slice` reads `take` items after a position and
 * says whether more follow.
 */
export async function timeIdConnection<T extends { id: string }>(
  args: ForwardArgs,
  defaultSize: number,
  timeOf: (item: T) => Date,
  slice: (take: number, after: TimeIdPosition | null) => Promise<{ items: T[]; hasMore: boolean }>,
) {
  for (const name of ['last', 'before'] as const) {
    if (args[name] != null)
      throw new BadInputError(`${name} is not supported: this list pages forward`, { field: name });
  }
  const first = args.first ?? defaultSize;
  if (first < 0 || first > MAX_CONNECTION_SIZE) {
    throw new BadInputError(`first must be between 0 and ${MAX_CONNECTION_SIZE}`, { field: 'first' });
  }
  const after = args.after == null ? null : decodeTimeIdCursor(args.after);
  if (args.after != null && after === null) throw new BadInputError(INVALID_CURSOR, { field: 'after' });
  const { items, hasMore } = await slice(first, after);
  const edges = items.map((node) => ({ node, cursor: encodeTimeIdCursor({ at: timeOf(node), id: node.id }) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: hasMore,
      hasPreviousPage: after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
