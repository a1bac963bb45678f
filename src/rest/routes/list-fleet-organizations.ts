import { HEALTH_VALUES } from '../../domain/health.ts';
import { CONTROL_STATUSES } from '../../domain/status.ts';
import { FleetDocument } from '../../graphql/generated/operations.ts';
import { cursorQuery } from '../list-params.ts';
import { enumOf } from '../pydantic/validators/enum.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { string } from '../pydantic/validators/string.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listFleetOrganizations',
  method: 'GET',
  path: '/fleet/organizations',
  tag: 'fleet',
  summary: 'Organizations with their rollup, status counts and score, by cursor',
  description:
    "By name, then id. rollup and statusCounts are exactly the organization's grid (every control of the tenant); score is AWS Security Hub's " +
    '(100 * pass / (pass + fail)). Filter by rollup=fail to list every failing client. Also needs organization.read.',
  permission: 'detection.read',
  request: {
    query: {
      ...cursorQuery,
      q: optional(string({ description: 'Case-insensitive substring of the name.' })),
      health: optional(enumOf(HEALTH_VALUES, { description: 'Only organizations of this health.' })),
      rollup: optional(enumOf(CONTROL_STATUSES, { description: 'Only organizations whose rollup is this.' })),
    },
  },
  status: 200,
  operation: FleetDocument,
  variables: ({ query }) => ({
    first: query.limit,
    after: query.cursor ?? null,
    q: query.q ?? null,
    health: query.health ?? null,
    rollup: query.rollup ? [query.rollup] : null,
  }),
  result: ['fleet'],
  cursorList: true,
});
