import { ControlHistoryDocument } from '../../graphql/generated/operations.ts';
import { cursorQuery } from '../list-params.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listControlHistory',
  method: 'GET',
  path: '/organizations/{organization_id}/controls/{control_id}/history',
  tag: 'compliance',
  summary: "A control's evaluation history for one organization, newest first, by cursor",
  description:
    "Every evaluation recorded for the pair: how the grid row came to be what it is. Another tenant's organization or control is a 404.",
  permission: 'detection.read',
  request: { path: { organization_id: uuid(), control_id: uuid() }, query: { ...cursorQuery } },
  status: 200,
  operation: ControlHistoryDocument,
  variables: ({ path, query }) => ({
    organizationId: path.organization_id,
    controlId: path.control_id,
    first: query.limit,
    after: query.cursor ?? null,
  }),
  result: ['controlHistory'],
  cursorList: true,
});
