import { EVENT_TYPES, eventKindName } from '../../domain/event-kinds.ts';
import { ApiError } from '../../errors.ts';
import { CreateWebhookDocument } from '../../graphql/generated/operations.ts';
import { enumOf } from '../pydantic/validators/enum.ts';
import { valueError } from '../pydantic/validators/function.ts';
import { list } from '../pydantic/validators/list.ts';
import { model } from '../pydantic/validators/model.ts';
import { httpUrl } from '../pydantic/validators/url.ts';
import { graphRoute } from '../route.ts';

const isUrlField = (field: unknown) => Array.isArray(field) && field.join('.') === 'input.url';

export default graphRoute({
  operationId: 'createWebhook',
  method: 'POST',
  path: '/webhooks',
  tag: 'webhooks',
  summary: 'Register a webhook; its signing secret is in this response only',
  description:
    `Events: ${EVENT_TYPES.join(', ')}. Each is POSTed as JSON {type, timestamp, data}, signed per Standard Webhooks ` +
    '(webhook-id, webhook-timestamp, webhook-signature v1,<base64 HMAC-SHA256>), at least once, retried with exponential backoff for 24 hours. ' +
    'A URL on a loopback, private or other special-purpose address (in any spelling: IPv6, IPv4-mapped, decimal, localhost) is a 422 ' +
    'unless the deployment allows private targets; a name is checked again at each delivery on what it resolves to. Redirects are never followed.',
  permission: 'api_key.manage',
  request: {
    body: model(
      {
        url: httpUrl({
          description: 'Where to POST events: an absolute http(s) URL on a public address, without credentials.',
        }),
        events: list(enumOf(EVENT_TYPES), { minLength: 1 }),
      },
      { extra: 'forbid', title: 'NewWebhook' },
    ),
  },
  status: 201,
  operation: CreateWebhookDocument,
  variables: ({ body }) => ({ input: { url: body.url, kinds: body.events.map(eventKindName) } }),
  result: ['createWebhook'],
  flatten: 'webhook',
  // The graph judges the target (it knows whether private targets are allowed); REST words its
  // refusal as FastAPI words a model validator's ValueError, at the field.
  refusal: (error, { body }) =>
    error.code === 'BAD_USER_INPUT' && isUrlField(error.extensions.field)
      ? new ApiError('BAD_USER_INPUT', [valueError(['body', 'url'], error.message, body.url)])
      : undefined,
});
