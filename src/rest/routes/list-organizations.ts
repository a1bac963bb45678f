import { HEALTH_VALUES } from '../../domain/health.ts';
import { ListOrganizationsDocument } from '../../graphql/generated/operations.ts';
import { pageQuery } from '../list-params.ts';
import { enumOf } from '../pydantic/validators/enum.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listOrganizations',
  method: 'GET',
  path: '/organizations',
  tag: 'organizations',
  summary: 'List organizations (clients), page by page',
  description:
    'Ordered by name, then id. Continue until page equals totalPages; filters must stay the same while paging.',
  permission: 'organization.read',
  request: {
    query: {
      ...pageQuery,
      q: optional(string({ description: 'Case-insensitive substring of the name.' })),
      health: optional(enumOf(HEALTH_VALUES, { description: 'Only organizations in this health state.' })),
    },
  },
  status: 200,
  operation: ListOrganizationsDocument,
  variables: ({ query }) => ({
    page: query.page,
    pageSize: query.pageSize,
    q: query.q ?? null,
    health: query.health ?? null,
  }),
  result: ['organizations'],
});
