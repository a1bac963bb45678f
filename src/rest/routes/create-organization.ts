import { TEXT_LIMITS } from '../../domain/text.ts';
import { CreateOrganizationDocument } from '../../graphql/generated/operations.ts';
import { ORGANIZATION_CONNECTOR_FIELDS } from '../organization-fields.ts';
import { model } from '../pydantic/validators/model.ts';
import { string } from '../pydantic/validators/string.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'createOrganization',
  method: 'POST',
  path: '/organizations',
  tag: 'organizations',
  summary: 'Add an organization (client)',
  description:
    'Answers the organization list item (domains and external references are read on the graph). Its first evaluation is queued at once: until an integration is set up, every control of an enabled standard is not_covered.',
  permission: 'organization.write',
  destructive: true,
  request: {
    body: model(
      {
        name: string({ minLength: 1, maxLength: TEXT_LIMITS.name, description: 'Display name.' }),
        ...ORGANIZATION_CONNECTOR_FIELDS,
      },
      { extra: 'forbid', title: 'OrganizationCreate' },
    ),
  },
  status: 201,
  operation: CreateOrganizationDocument,
  variables: ({ body }) => ({ input: body }),
  bodyVariable: 'input',
  result: ['createOrganization'],
});
