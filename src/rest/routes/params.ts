import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../../domain/pagination.ts';
import { int, optional, string } from '../pydantic/validators.ts';

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

/** Query parameters of a cursor list backed by a connection of the graph (DECISIONS: `cursor`, `limit` 1..100). */
export const cursorQuery = {
  cursor: optional(string({ description: 'nextCursor of the previous response.' })),
  limit: int({
    ge: 1,
    le: MAX_PAGE_SIZE,
    default: DEFAULT_CURSOR_LIMIT,
    description: `Items per response, 1 to ${MAX_PAGE_SIZE}.`,
  }),
};
