import { decodeConnectionCursor, MAX_PAGE_SIZE } from '../domain/pagination.ts';
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
