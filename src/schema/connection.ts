import {
  decodeConnectionCursor,
  decodeTimeIdCursor,
  encodeTimeIdCursor,
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

interface ForwardArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/**
 * A Relay connection over a keyset list: forward only, each cursor the item's position in the
 * list's order, so a cursor stays valid while new rows arrive. `slice` reads `take` items after a
 * position and says whether more follow; `cursor` writes an item's position and reads one back.
 */
export async function keysetConnection<T, P>(
  args: ForwardArgs,
  defaultSize: number,
  cursor: { encode: (item: T) => string; decode: (cursor: string) => P | null },
  slice: (take: number, after: P | null) => Promise<{ items: T[]; hasMore: boolean }>,
) {
  for (const name of ['last', 'before'] as const) {
    if (args[name] != null)
      throw new BadInputError(`${name} is not supported: this list pages forward`, { field: name });
  }
  const first = args.first ?? defaultSize;
  if (first < 0 || first > MAX_CONNECTION_SIZE) {
    throw new BadInputError(`first must be between 0 and ${MAX_CONNECTION_SIZE}`, { field: 'first' });
  }
  const after = args.after == null ? null : cursor.decode(args.after);
  if (args.after != null && after === null) throw new BadInputError(INVALID_CURSOR, { field: 'after' });
  const { items, hasMore } = await slice(first, after);
  const edges = items.map((node) => ({ node, cursor: cursor.encode(node) }));
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

/** A keyset connection ordered newest first by (time, id): detections by firstSeenAt, overrides by updatedAt, attestations by attestedAt. */
export function timeIdConnection<T extends { id: string }>(
  args: ForwardArgs,
  defaultSize: number,
  timeOf: (item: T) => Date,
  slice: (take: number, after: TimeIdPosition | null) => Promise<{ items: T[]; hasMore: boolean }>,
) {
  const encode = (item: T) => encodeTimeIdCursor({ at: timeOf(item), id: item.id });
  return keysetConnection(args, defaultSize, { encode, decode: decodeTimeIdCursor }, slice);
}
