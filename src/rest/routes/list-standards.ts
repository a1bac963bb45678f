import { ListStandardsDocument } from '../../graphql/generated/operations.ts';
import { pageQuery } from '../list-params.ts';
import { bool } from '../pydantic/validators/bool.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listStandards',
  method: 'GET',
  path: '/standards',
  tag: 'standards',
  summary: 'List standards, page by page',
  description:
    'Ordered by name, then id. A slug lookup here is not a lock: creating with that slug may still conflict.',
  permission: 'detection_rule.read',
  request: {
    query: {
      ...pageQuery,
      slug: optional(string({ description: 'Exact slug.' })),
      q: optional(string({ description: 'Case-insensitive substring of the name or slug.' })),
      enabled: optional(bool({ description: 'Only active (true) or inactive (false) standards.' })),
    },
  },
  status: 200,
  operation: ListStandardsDocument,
  variables: ({ query }) => ({
    page: query.page,
    pageSize: query.pageSize,
    slug: query.slug ?? null,
    q: query.q ?? null,
    enabled: query.enabled ?? null,
  }),
  result: ['standards'],
});
