import { RemoveControlOverrideDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'removeControlOverride',
  method: 'DELETE',
  path: '/organizations/{organization_id}/controls/{control_id}/override',
  tag: 'overrides',
  summary: "Remove an organization's override of a control",
  description:
    'The control inherits everything again; re-evaluation is queued. Removing an override that does not exist is a 204 too.',
  permission: 'organization.write',
  destructive: true,
  request: { path: { organization_id: uuid(), control_id: uuid() } },
  status: 204,
  operation: RemoveControlOverrideDocument,
  variables: ({ path }) => ({ organizationId: path.organization_id, controlId: path.control_id }),
});
