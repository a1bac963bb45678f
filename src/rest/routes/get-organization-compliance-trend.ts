import { TREND_DEFAULT_DAYS, TREND_MAX_DAYS } from '../../domain/trend.ts';
import { OrganizationComplianceTrendDocument } from '../../graphql/generated/operations.ts';
import { int } from '../pydantic/validators/int.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'getOrganizationComplianceTrend',
  method: 'GET',
  path: '/organizations/{organization_id}/compliance/trend',
  tag: 'compliance',
  summary: 'Per-day status counts of one organization',
  description: 'Exactly `days` buckets, oldest first, one per UTC day ending today; each holds the end-of-day counts.',
  permission: 'detection.read',
  request: {
    path: { organization_id: uuid() },
    query: {
      days: int({
        ge: 1,
        le: TREND_MAX_DAYS,
        default: TREND_DEFAULT_DAYS,
        description: `Days of trend, 1 to ${TREND_MAX_DAYS}.`,
      }),
    },
  },
  status: 200,
  operation: OrganizationComplianceTrendDocument,
  variables: ({ path, query }) => ({ organizationId: path.organization_id, days: query.days }),
  result: ['complianceTrend'],
});
