import { MyNotificationPreferencesDocument } from '../../graphql/generated/operations.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'getMyNotificationPreferences',
  method: 'GET',
  path: '/notifications/preferences',
  tag: 'notifications',
  summary: "The caller's own notification preferences",
  description: 'Off until set. Needs a user: an access token or a user-scoped API key (a tenant key is a 403).',
  permission: null,
  request: {},
  status: 200,
  operation: MyNotificationPreferencesDocument,
  variables: () => ({}),
  result: ['myNotificationPreferences'],
});
