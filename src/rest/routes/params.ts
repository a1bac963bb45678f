import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../../domain/pagination.ts';
import { int } from '../pydantic/validators.ts';

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
