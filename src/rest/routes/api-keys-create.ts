import { MCP_SCOPES, PERMISSIONS } from '../../auth/permissions.ts';
import { CreateApiKeyDocument } from '../../graphql/generated/operations.ts';
import { bool, dateTime, enumOf, list, model, nullable, optional, string } from '../pydantic/validators.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'createApiKey',
  method: 'POST',
  path: '/api-keys',
  tag: 'api-keys',
  summary: 'Create an API key; its plaintext is in this response only',
  description:
    'A caller may grant only scopes it holds itself (403 otherwise). userScoped binds the key to the calling user: it never exceeds ' +
    "that user's current permissions and answers 401 once the user is deactivated.",
  permission: 'api_key.manage',
  request: {
    body: model({
      name: string({ minLength: 1, maxLength: 100 }),
      scopes: list(enumOf([...PERMISSIONS, ...MCP_SCOPES]), { minLength: 1 }),
      expiresAt: optional(nullable(dateTime({ description: 'No expiry when absent or null.' }))),
      userScoped: optional(bool()),
    }),
  },
  status: 201,
  operation: CreateApiKeyDocument,
  variables: ({ body }) => ({
    input: {
      name: body.name,
      scopes: body.scopes,
      expiresAt: body.expiresAt ? body.expiresAt.toISOString() : null,
      userScoped: body.userScoped ?? false,
    },
  }),
  result: ['createApiKey'],
  flatten: 'apiKey',
});
