import { WebhookDeliveriesDocument } from '../../graphql/generated/operations.ts';
import { cursorQuery } from '../list-params.ts';
import { enumOf } from '../pydantic/validators/enum.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listWebhookDeliveries',
  method: 'GET',
  path: '/webhooks/{webhook_id}/deliveries',
  tag: 'webhooks',
  summary: "A webhook's deliveries with every attempt, newest first, by cursor",
  description:
    'Each delivery is one event owed to the webhook: pending (nextAttemptAt says when it is tried again), delivered (a 2xx), or failed ' +
    '(no 2xx within 24 hours). Each attempt records its start, duration, the receiver status and why it failed.',
  permission: 'api_key.manage',
  request: {
    path: { webhook_id: uuid() },
    query: {
      ...cursorQuery,
      status: optional(enumOf(['pending', 'delivered', 'failed'], { description: 'Only deliveries in this state.' })),
    },
  },
  status: 200,
  operation: WebhookDeliveriesDocument,
  variables: ({ path, query }) => ({
    id: path.webhook_id,
    first: query.limit,
    after: query.cursor ?? null,
    status: query.status ?? null,
  }),
  result: ['webhook', 'deliveries'],
  cursorList: true,
});
