import { TEXT_LIMITS } from '../../domain/text.ts';
import { DeleteConnectorTypeDocument } from '../../graphql/generated/operations.ts';
import { string } from '../pydantic/validators/string.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'deleteConnectorType',
  method: 'DELETE',
  path: '/connector-types/{type_code}',
  tag: 'connectors',
  summary: 'Delete a private connector type',
  description:
    "Its facts go with it. A type an integration uses is a 409 (set the integrations up with another type first); a built-in type is a 403; another tenant's private type (or none) is a 404.",
  permission: 'organization.write',
  destructive: true,
  request: {
    path: { type_code: string({ maxLength: TEXT_LIMITS.typeCode, description: 'A private type code of the tenant.' }) },
  },
  status: 204,
  operation: DeleteConnectorTypeDocument,
  variables: ({ path }) => ({ typeCode: path.type_code }),
});
