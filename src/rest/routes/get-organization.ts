import { GetOrganizationDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'getOrganization',
  method: 'GET',
  path: '/organizations/{organization_id}',
  tag: 'organizations',
  summary: 'One organization (client)',
  description: "The organization list item. Another tenant's id is a 404, like an unknown one.",
  permission: 'organization.read',
  request: { path: { organization_id: uuid() } },
  status: 200,
  operation: GetOrganizationDocument,
  variables: ({ path }) => ({ id: path.organization_id }),
  result: ['organization'],
});
