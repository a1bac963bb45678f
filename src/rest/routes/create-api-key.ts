import { MCP_SCOPES, PERMISSIONS } from '../../auth/permissions.ts';
import { TEXT_MIN_LENGTH } from '../../domain/input.ts';
import { TEXT_LIMITS } from '../../domain/text.ts';
import { CreateApiKeyDocument } from '../../graphql/generated/operations.ts';
import { bool } from '../pydantic/validators/bool.ts';
import { dateTime } from '../pydantic/validators/datetime.ts';
import { enumOf } from '../pydantic/validators/enum.ts';
import { list } from '../pydantic/validators/list.ts';
import { model } from '../pydantic/validators/model.ts';
import { nullable } from '../pydantic/validators/nullable.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'createApiKey',
  method: 'POST',
  path: '/api-keys',
  tag: 'api-keys',
  summary: 'Create an API key; its plaintext is in this response only',
  description:
    'A caller may grant only scopes it holds itself (403 otherwise). userScoped binds the key to the calling user: it never exceeds ' +
    "that user's current permissions and answers 401 once the user is deactivated. A key creates keys no broader and no " +
    'longer-lived than itself: a user-scoped key only keys bound to its user, an expiring key only keys that expire no later ' +
    '(left out, both are inherited; asked beyond, 403).',
  permission: 'api_key.manage',
  request: {
    body: model({
      name: string({ minLength: TEXT_MIN_LENGTH, maxLength: TEXT_LIMITS.apiKeyName }),
      scopes: list(enumOf([...PERMISSIONS, ...MCP_SCOPES]), { minLength: 1 }),
      expiresAt: optional(
        nullable(
          dateTime({ description: "No expiry when null; when absent, the creating key's expiry (none for a person)." }),
        ),
      ),
      userScoped: optional(bool()),
    }),
  },
  status: 201,
  operation: CreateApiKeyDocument,
  variables: ({ body }) => ({
    input: {
      name: body.name,
      scopes: body.scopes,
      // Left out stays left out (no key at all): a key's own owner and expiry fill what the request leaves open.
      ...(body.expiresAt === undefined ? {} : { expiresAt: body.expiresAt?.toISOString() ?? null }),
      ...(body.userScoped === undefined ? {} : { userScoped: body.userScoped }),
    },
  }),
  result: ['createApiKey'],
  flatten: 'apiKey',
});
