import { DeleteWebhookDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'deleteWebhook',
  method: 'DELETE',
  path: '/webhooks/{webhook_id}',
  tag: 'webhooks',
  summary: 'Delete a webhook',
  description: "Nothing more is sent to it, pending retries included. Another tenant's webhook id is a 404.",
  permission: 'api_key.manage',
  destructive: true,
  request: { path: { webhook_id: uuid() } },
  status: 204,
  operation: DeleteWebhookDocument,
  variables: ({ path }) => ({ id: path.webhook_id }),
});
