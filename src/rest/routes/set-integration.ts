import { TEXT_LIMITS } from '../../domain/text.ts';
import { SetIntegrationDocument } from '../../graphql/generated/operations.ts';
import { enumOf } from '../pydantic/validators/enum.ts';
import { model } from '../pydantic/validators/model.ts';
import { string } from '../pydantic/validators/string.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'setIntegration',
  method: 'PUT',
  path: '/organizations/{organization_id}/integrations/{type_code}',
  tag: 'connectors',
  summary: "Set the status of an organization's integration",
  description:
    'Creates the integration on first use. A type code outside the catalog is a 404. Re-evaluation is queued: coverage (not_covered, degraded coverage) follows the integrations.',
  permission: 'organization.write',
  destructive: true,
  request: {
    path: {
      organization_id: uuid(),
      type_code: string({ maxLength: TEXT_LIMITS.typeCode, description: 'A type code of GET /connector-types.' }),
    },
    body: model(
      { status: enumOf(['connected', 'error', 'disabled', 'available'], { description: 'IntegrationStatus.' }) },
      { extra: 'forbid', title: 'IntegrationPut' },
    ),
  },
  status: 200,
  operation: SetIntegrationDocument,
  variables: ({ path, body }) => ({
    organizationId: path.organization_id,
    typeCode: path.type_code,
    status: body.status,
  }),
  result: ['setIntegration'],
});
