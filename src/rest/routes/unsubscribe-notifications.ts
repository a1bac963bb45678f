import { UnsubscribeNotificationsDocument } from '../../graphql/generated/operations.ts';
import { string } from '../pydantic/validators/string.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'unsubscribeNotifications',
  method: 'POST',
  path: '/notifications/unsubscribe',
  tag: 'notifications',
  summary: "One-click unsubscribe (RFC 8058): stop what a message's signed link names",
  description:
    'The link of every notification email (also its List-Unsubscribe header, with List-Unsubscribe-Post: List-Unsubscribe=One-Click, so a mail client POSTs it unattended). Needs no credential: the signed token is one, and it can only stop what it names. `stopped` is false when it was already stopped; a token that is not genuine is a 404.',
  permission: null,
  authentication: 'public',
  request: { query: { token: string({ minLength: 1, maxLength: 512, description: 'The token of the link.' }) } },
  status: 200,
  operation: UnsubscribeNotificationsDocument,
  variables: ({ query }) => ({ token: query.token }),
  result: ['unsubscribeNotifications'],
});
