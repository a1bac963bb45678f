import { OrganizationComplianceDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'getOrganizationCompliance',
  method: 'GET',
  path: '/organizations/{organization_id}/compliance',
  tag: 'compliance',
  summary: 'The compliance grid of one organization',
  description:
    "The latest evaluation of each control, with a single worst-case rollup. A successful response does not establish freshness or complete coverage: judge freshness from each row's evaluatedAt.",
  permission: 'detection.read',
  request: { path: { organization_id: uuid() } },
  status: 200,
  operation: OrganizationComplianceDocument,
  variables: ({ path }) => ({ organizationId: path.organization_id }),
  result: ['complianceGrid'],
});
