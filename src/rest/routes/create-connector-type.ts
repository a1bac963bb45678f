import {
  MAX_CONNECTOR_PREDICATES,
  TYPE_CODE_MAX_LENGTH,
  TYPE_CODE_MIN_LENGTH,
  TYPE_CODE_PATTERN,
} from '../../domain/connector-type.ts';
import { TEXT_LIMITS } from '../../domain/text.ts';
import { CreateConnectorTypeDocument } from '../../graphql/generated/operations.ts';
import { record } from '../pydantic/validators/dict.ts';
import { list } from '../pydantic/validators/list.ts';
import { model } from '../pydantic/validators/model.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'createConnectorType',
  method: 'POST',
  path: '/connector-types',
  tag: 'connectors',
  summary: 'Add a private connector type',
  description:
    "For the tenant's own scripts and tools pushing facts: visible to this tenant only (in GET /connector-types, integrations and fact pushes). A type code that exists, built-in or the tenant's own, is a 409.",
  permission: 'organization.write',
  destructive: true,
  request: {
    body: model(
      {
        typeCode: string({
          minLength: TYPE_CODE_MIN_LENGTH,
          maxLength: TYPE_CODE_MAX_LENGTH,
          pattern: TYPE_CODE_PATTERN,
          description: 'Letters a-z, digits, `_`, `.` and `-`, starting with a letter.',
        }),
        name: string({ minLength: 1, maxLength: TEXT_LIMITS.name, description: 'Display name.' }),
        predicates: list(string({ minLength: 1, maxLength: TEXT_LIMITS.predicate }), {
          minLength: 1,
          maxLength: MAX_CONNECTOR_PREDICATES,
          description: 'The predicates it supplies.',
        }),
        refusals: optional(
          record(string({ minLength: 1, maxLength: TEXT_LIMITS.reason }), {
            description: 'Predicate to the reason it declines to emit it.',
          }),
        ),
      },
      { extra: 'forbid', title: 'ConnectorTypeCreate' },
    ),
  },
  status: 201,
  operation: CreateConnectorTypeDocument,
  variables: ({ body }) => ({ input: body }),
  bodyVariable: 'input',
  result: ['createConnectorType'],
});
