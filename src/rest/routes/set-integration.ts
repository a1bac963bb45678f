import { INTEGRATION_STATUSES } from '../../domain/health.ts';
import { TEXT_LIMITS } from '../../domain/text.ts';
import { SetIntegrationDocument } from '../../graphql/generated/operations.ts';
import { enumOf } from '../pydantic/validators/enum.ts';
import { valueError } from '../pydantic/validators/function.ts';
import { model } from '../pydantic/validators/model.ts';
import { optional } from '../pydantic/validators/optional.ts';
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
    'Creates the integration on first use. A connector reports a failed run with `status: error` and a `message`; the answer keeps its three keys (lastError and lastPushAt are on the graph). A type code outside the catalog is a 404. Re-evaluation is queued: coverage (not_covered, degraded coverage) follows the integrations.',
  permission: 'organization.write',
  destructive: true,
  request: {
    path: {
      organization_id: uuid(),
      type_code: string({ maxLength: TEXT_LIMITS.typeCode, description: 'A type code of GET /connector-types.' }),
    },
    body: model(
      {
        status: enumOf(INTEGRATION_STATUSES, { description: 'IntegrationStatus.' }),
        message: optional(
          string({
            minLength: 1,
            maxLength: TEXT_LIMITS.integrationMessage,
            description: "With status error only: what went wrong, kept as the integration's lastError (on the graph).",
          }),
        ),
      },
      {
        extra: 'forbid',
        title: 'IntegrationPut',
        refine: (value, _input, loc, errors) => {
          if (value.message !== undefined && value.status !== 'error')
            errors.push(valueError([...loc, 'message'], 'A message is given with status error only', value.message));
        },
      },
    ),
  },
  status: 200,
  operation: SetIntegrationDocument,
  variables: ({ path, body }) => ({
    organizationId: path.organization_id,
    typeCode: path.type_code,
    status: body.status,
    message: body.message,
  }),
  result: ['setIntegration'],
});
