import { FleetSummaryDocument } from '../../graphql/generated/operations.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'getFleetSummary',
  method: 'GET',
  path: '/fleet/summary',
  tag: 'fleet',
  summary: 'The whole fleet at a glance: organizations by rollup, grid rows by status, score',
  description: 'Computed over every organization of the tenant in one statement, from the same rows as their grids.',
  permission: 'detection.read',
  request: {},
  status: 200,
  operation: FleetSummaryDocument,
  variables: () => ({}),
  result: ['fleetSummary'],
});
