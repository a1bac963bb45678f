import { ListOrganizationTicketsDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listOrganizationTickets',
  method: 'GET',
  path: '/organizations/{organization_id}/tickets',
  tag: 'psa',
  summary: "An organization's PSA tickets",
  description:
    "One per control at most, open ones first: the PSA's number and link, the failing subjects it last told of, and why it was closed. Another tenant's organization is a 404.",
  permission: 'detection.read',
  request: { path: { organization_id: uuid() } },
  status: 200,
  operation: ListOrganizationTicketsDocument,
  variables: ({ path }) => ({ organizationId: path.organization_id }),
  result: ['organization', 'psaTickets'],
});
