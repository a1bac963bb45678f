import { TEXT_LIMITS } from '../../domain/text.ts';
import { UpdateOrganizationDocument } from '../../graphql/generated/operations.ts';
import { ORGANIZATION_CONNECTOR_FIELDS } from '../organization-fields.ts';
import { model } from '../pydantic/validators/model.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'updateOrganization',
  method: 'PATCH',
  path: '/organizations/{organization_id}',
  tag: 'organizations',
  summary: 'Change an organization (client): its name, domains or external references',
  description:
    'Only the fields sent change; an empty object changes nothing. Nothing is re-evaluated. Answers the organization list item (domains and external references are read on the graph).',
  permission: 'organization.write',
  destructive: true,
  request: {
    path: { organization_id: uuid() },
    body: model(
      {
        name: optional(string({ minLength: 1, maxLength: TEXT_LIMITS.name, description: 'New display name.' })),
        ...ORGANIZATION_CONNECTOR_FIELDS,
      },
      { extra: 'forbid', title: 'OrganizationUpdate' },
    ),
  },
  status: 200,
  operation: UpdateOrganizationDocument,
  variables: ({ path, body }) => ({ id: path.organization_id, input: body }),
  bodyVariable: 'input',
  result: ['updateOrganization'],
});
