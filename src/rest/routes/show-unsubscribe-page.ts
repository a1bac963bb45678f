import { UnsubscribeLinkDocument } from '../../graphql/generated/operations.ts';
import { string } from '../pydantic/validators/string.ts';
import { documentRoute } from '../route.ts';
import { unsubscribePage } from '../unsubscribe-page.ts';

export default documentRoute({
  operationId: 'showUnsubscribePage',
  method: 'GET',
  path: '/notifications/unsubscribe',
  tag: 'notifications',
  summary: 'The page a person sees behind the unsubscribe link of an email',
  description:
    'Changes nothing (link scanners follow links): it says what the link stops and offers a button that POSTs /notifications/unsubscribe/confirm. Mail clients POST the link itself (RFC 8058). Needs no credential: the signed token is one; a token that is not genuine is a 404. The page runs no script, is framed nowhere and sends no referrer.',
  permission: null,
  authentication: 'public',
  request: { query: { token: string({ minLength: 1, maxLength: 512, description: 'The token of the link.' }) } },
  status: 200,
  produces: 'text/html',
  async render({ input, graph }) {
    const { unsubscribeLink } = await graph.run(UnsubscribeLinkDocument, { token: input.query.token });
    return unsubscribePage(input.query.token, unsubscribeLink);
  },
});
