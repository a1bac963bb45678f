import { GetPsaConnectionDocument } from '../../graphql/generated/operations.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'getPsaConnection',
  method: 'GET',
  path: '/psa-connection',
  tag: 'psa',
  summary: "The tenant's PSA connection (ConnectWise or Autotask)",
  description:
    'Where tickets go and how they are filed, the last error the PSA answered and the changes still owed to it. Secrets are never shown: `credentials` says they are set and gives their last four characters. 404 when none is set.',
  permission: 'integration.manage',
  request: {},
  status: 200,
  operation: GetPsaConnectionDocument,
  variables: () => ({}),
  result: ['psaConnection'],
  notFound: 'PSA connection not found',
});
