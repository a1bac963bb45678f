import { RevokeApiKeyDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'revokeApiKey',
  method: 'DELETE',
  path: '/api-keys/{api_key_id}',
  tag: 'api-keys',
  summary: 'Revoke an API key at once',
  description: "The key answers 401 from the next request on. Another tenant's key id is a 404.",
  permission: 'api_key.manage',
  destructive: true,
  request: { path: { api_key_id: uuid() } },
  status: 204,
  operation: RevokeApiKeyDocument,
  variables: ({ path }) => ({ id: path.api_key_id }),
});
