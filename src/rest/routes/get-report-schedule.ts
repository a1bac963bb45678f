import { ReportScheduleDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'getReportSchedule',
  method: 'GET',
  path: '/organizations/{organization_id}/report-schedule',
  tag: 'reports',
  summary: "An organization's client report schedule",
  description: "null when it has none. Another tenant's organization is a 404.",
  permission: 'organization.read',
  request: { path: { organization_id: uuid() } },
  status: 200,
  operation: ReportScheduleDocument,
  variables: ({ path }) => ({ organizationId: path.organization_id }),
  result: ['organization', 'reportSchedule'],
});
