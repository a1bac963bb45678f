import { NotificationChannelsDocument } from '../../graphql/generated/operations.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listNotificationChannels',
  method: 'GET',
  path: '/notification-channels',
  tag: 'notifications',
  summary: "List the tenant's notification channels",
  description: 'By name. A Teams or Slack URL is never shown: `configured` and its last four characters are.',
  permission: 'integration.manage',
  request: {},
  status: 200,
  operation: NotificationChannelsDocument,
  variables: () => ({}),
  result: ['notificationChannels'],
});
