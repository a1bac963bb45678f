import { DeleteNotificationChannelDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'deleteNotificationChannel',
  method: 'DELETE',
  path: '/notification-channels/{channel_id}',
  tag: 'notifications',
  summary: 'Delete a notification channel',
  description: "Users' preferences stop naming it. Another tenant's channel id is a 404.",
  permission: 'integration.manage',
  destructive: true,
  request: { path: { channel_id: uuid() } },
  status: 204,
  operation: DeleteNotificationChannelDocument,
  variables: ({ path }) => ({ id: path.channel_id }),
});
