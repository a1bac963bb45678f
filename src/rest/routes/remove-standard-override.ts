import { RemoveStandardOverrideDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'removeStandardOverride',
  method: 'DELETE',
  path: '/organizations/{organization_id}/standards/{standard_id}/override',
  tag: 'overrides',
  summary: "Remove an organization's override of a whole standard",
  description:
    'The organization is assessed on the standard as the tenant has it again; re-evaluation is queued. Removing an override that does not exist is a 204 too.',
  permission: 'organization.write',
  destructive: true,
  request: { path: { organization_id: uuid(), standard_id: uuid() } },
  status: 204,
  operation: RemoveStandardOverrideDocument,
  variables: ({ path }) => ({ organizationId: path.organization_id, standardId: path.standard_id }),
});
