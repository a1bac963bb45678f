import { DeletePsaConnectionDocument } from '../../graphql/generated/operations.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'deletePsaConnection',
  method: 'DELETE',
  path: '/psa-connection',
  tag: 'psa',
  summary: "Remove the tenant's PSA connection",
  description:
    'Its sealed secrets go with it; no ticket is filed or changed until one is set again. The tickets already filed stay in the PSA and on the grid.',
  permission: 'integration.manage',
  destructive: true,
  request: {},
  status: 204,
  operation: DeletePsaConnectionDocument,
  variables: () => ({}),
});
