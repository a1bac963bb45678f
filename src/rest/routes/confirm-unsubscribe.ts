import { UnsubscribeNotificationsDocument } from '../../graphql/generated/operations.ts';
import { string } from '../pydantic/validators/string.ts';
import { documentRoute } from '../route.ts';
import { unsubscribedPage } from '../unsubscribe-page.ts';

export default documentRoute({
  operationId: 'confirmUnsubscribe',
  method: 'POST',
  path: '/notifications/unsubscribe/confirm',
  tag: 'notifications',
  summary: "The unsubscribe page's button: stops what the link names and says so, as a page",
  description:
    'What GET /notifications/unsubscribe posts when a person confirms; the same as POST /notifications/unsubscribe, answered as a page. Needs no credential: the signed token is one; a token that is not genuine is a 404.',
  permission: null,
  authentication: 'public',
  request: { query: { token: string({ minLength: 1, maxLength: 512, description: 'The token of the link.' }) } },
  status: 200,
  produces: 'text/html',
  async render({ input, graph }) {
    const { unsubscribeNotifications } = await graph.run(UnsubscribeNotificationsDocument, {
      token: input.query.token,
    });
    return unsubscribedPage(unsubscribeNotifications);
  },
});
