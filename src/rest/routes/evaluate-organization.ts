import { EvaluateOrganizationDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'evaluateOrganization',
  method: 'POST',
  path: '/organizations/{organization_id}/evaluate',
  tag: 'organizations',
  summary: 'Re-evaluate every control of an organization now',
  description:
    'Queues the evaluation and answers 202; the grid shows it within seconds. Evaluations of one organization never overlap, and a request made while one runs gets another after it.',
  permission: 'organization.write',
  request: { path: { organization_id: uuid() } },
  status: 202,
  operation: EvaluateOrganizationDocument,
  variables: ({ path }) => ({ organizationId: path.organization_id }),
  result: ['evaluateOrganization'],
});
