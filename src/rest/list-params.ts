import { LIBRARY_KEY_PATTERN } from '../domain/library.ts';
import { DEFAULT_PAGE_SIZE, decodeConnectionCursor, MAX_PAGE, MAX_PAGE_SIZE } from '../domain/pagination.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { INVALID_CURSOR } from '../errors.ts';
import { refine } from './pydantic/validators/function.ts';
import { int } from './pydantic/validators/int.ts';
import { optional } from './pydantic/validators/optional.ts';
import { string } from './pydantic/validators/string.ts';

/** Query parameters of every page-based list (DECISIONS: page >= 1, pageSize 1..100, default 50). */
export const pageQuery = {
  page: int({ ge: 1, le: MAX_PAGE, default: 1, description: 'Page number, starting at 1.' }),
  pageSize: int({
    ge: 1,
    le: MAX_PAGE_SIZE,
    default: DEFAULT_PAGE_SIZE,
    description: `Items per page, 1 to ${MAX_PAGE_SIZE}.`,
  }),
};

export const DEFAULT_CURSOR_LIMIT = 50;

/**
 * The `cursor` parameter of every cursor list: a cursor its list did not issue is refused as
 * FastAPI refuses a custom validator's error (pydantic's 422 at `["query","cursor"]`, message
 * `Value error, Invalid cursor`), before the graph runs. `decode` is the list's own reading of
 * its cursors, null for anything else.
 */
export function cursorParam(decode: (cursor: string) => unknown) {
  return optional(
    refine(string({ description: 'nextCursor of the previous response.' }), (cursor) =>
      decode(cursor) === null ? INVALID_CURSOR : null,
    ),
  );
}

/** Query parameters of a cursor list backed by a connection of the graph (DECISIONS: `cursor`, `limit` 1..100). */
export const cursorQuery = {
  cursor: cursorParam(decodeConnectionCursor),
  limit: int({
    ge: 1,
    le: MAX_PAGE_SIZE,
    default: DEFAULT_CURSOR_LIMIT,
    description: `Items per response, 1 to ${MAX_PAGE_SIZE}.`,
  }),
};

/** The `{key}` of a library standard's routes: a slug-shaped key, so anything else is a 422 before the graph runs. */
export const libraryKeyParam = string({
  minLength: 2,
  maxLength: TEXT_LIMITS.libraryKey,
  pattern: LIBRARY_KEY_PATTERN.source,
  description: 'The library key, e.g. `cisa-scuba-m365`.',
});
