import { ListApiKeysDocument } from '../../graphql/generated/operations.ts';
import { pageQuery } from '../list-params.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listApiKeys',
  method: 'GET',
  path: '/api-keys',
  tag: 'api-keys',
  summary: "List the tenant's API keys, page by page",
  description: "Revoked and expired keys included; ordered by creation time, then id. Never shows a key's plaintext.",
  permission: 'api_key.manage',
  request: { query: { ...pageQuery } },
  status: 200,
  operation: ListApiKeysDocument,
  variables: ({ query }) => ({ page: query.page, pageSize: query.pageSize }),
  result: ['apiKeys'],
});
