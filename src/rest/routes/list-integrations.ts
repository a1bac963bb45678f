import { OrganizationIntegrationsDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listIntegrations',
  method: 'GET',
  path: '/organizations/{organization_id}/integrations',
  tag: 'connectors',
  summary: "An organization's integrations",
  description: 'By type code; the health of the organization list item is derived from them.',
  permission: 'organization.read',
  request: { path: { organization_id: uuid() } },
  status: 200,
  operation: OrganizationIntegrationsDocument,
  variables: ({ path }) => ({ organizationId: path.organization_id }),
  result: ['organization', 'integrations'],
});
