import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page, type PageRequest } from '../domain/pagination.ts';
import { BadInputError } from '../errors.ts';
import { builder } from './builder.ts';

/** `page` and `pageSize` arguments shared by every page-based list. */
export const pageArgs = builder.args((t) => ({
  page: t.int({ defaultValue: 1, description: 'Page number, starting at 1.' }),
  pageSize: t.int({ defaultValue: DEFAULT_PAGE_SIZE, description: `Items per page, 1 to ${MAX_PAGE_SIZE}.` }),
}));

export function pageRequest(args: { page?: number | null; pageSize?: number | null }): PageRequest {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? DEFAULT_PAGE_SIZE;
  if (page < 1) throw new BadInputError('page must be at least 1', { field: 'page' });
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new BadInputError(`pageSize must be between 1 and ${MAX_PAGE_SIZE}`, { field: 'pageSize' });
  }
  return { page, pageSize };
}

/** What an Int of a page cannot say in GraphQL, for the OpenAPI document (the graphql-scalars convention). */
const atLeast = (minimum: number) => ({ jsonSchema: { type: 'integer', minimum } });

/** A `<Name>Page` object type: `items, total, page, pageSize, totalPages`. */
export function pageType<T>(name: string, itemTypeName: string, description: string) {
  return builder.objectRef<Page<T>>(name).implement({
    description,
    fields: (t) => ({
      items: t.field({
        type: [itemTypeName as never],
        description: "This page's items in the list's order; empty for a page past the end.",
        resolve: (page) => page.items as never,
      }),
      total: t.exposeInt('total', {
        description: 'Number of items matching the filters, over all pages.',
        extensions: atLeast(0),
      }),
      page: t.exposeInt('page', { description: "This page's number, starting at 1.", extensions: atLeast(1) }),
      pageSize: t.exposeInt('pageSize', { description: 'The page size used.', extensions: atLeast(1) }),
      totalPages: t.exposeInt('totalPages', {
        description: 'Number of pages, never 0: continue until page equals totalPages.',
        extensions: atLeast(1),
      }),
    }),
  });
}
