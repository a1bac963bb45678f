import { ConnectorTypesDocument } from '../../graphql/generated/operations.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listConnectorTypes',
  method: 'GET',
  path: '/connector-types',
  tag: 'connectors',
  summary: 'The connector catalog',
  description:
    "The built-in types and the tenant's own private ones, by type code. A connector pushes facts only for the predicates it declares; refusals carry its own reason for each predicate it declines.",
  permission: 'organization.read',
  request: {},
  status: 200,
  operation: ConnectorTypesDocument,
  variables: () => ({}),
  result: ['connectorTypes'],
});
