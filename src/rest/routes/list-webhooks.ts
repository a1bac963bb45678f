import { ListWebhooksDocument } from '../../graphql/generated/operations.ts';
import { cursorQuery } from '../list-params.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listWebhooks',
  method: 'GET',
  path: '/webhooks',
  tag: 'webhooks',
  summary: "List the tenant's webhooks, by cursor",
  description:
    'Oldest first. Pass nextCursor back as cursor while hasMore is true; the cursor is opaque. Never shows a signing secret.',
  permission: 'api_key.manage',
  request: { query: { ...cursorQuery } },
  status: 200,
  operation: ListWebhooksDocument,
  variables: ({ query }) => ({ first: query.limit, after: query.cursor ?? null }),
  result: ['webhooks'],
  cursorList: true,
});
