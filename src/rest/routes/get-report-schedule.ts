import { ReportScheduleDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'getReportSchedule',
  method: 'GET',
  path: '/organizations/{organization_id}/report-schedule',
  tag: 'reports',
  summary: "An organization's client report schedule",
  description:
    "A 404 when the organization has none (`PUT` sets one), like an unknown organization or another tenant's.",
  permission: 'organization.read',
  request: { path: { organization_id: uuid() } },
  status: 200,
  operation: ReportScheduleDocument,
  variables: ({ path }) => ({ organizationId: path.organization_id }),
  result: ['reportSchedule'],
});
