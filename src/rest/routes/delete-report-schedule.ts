import { DeleteReportScheduleDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'deleteReportSchedule',
  method: 'DELETE',
  path: '/organizations/{organization_id}/report-schedule',
  tag: 'reports',
  summary: "Delete an organization's client report schedule",
  description: 'Its queued run goes with it; kept reports stay. 404 when the organization has no schedule.',
  permission: 'organization.write',
  destructive: true,
  request: { path: { organization_id: uuid() } },
  status: 204,
  operation: DeleteReportScheduleDocument,
  variables: ({ path }) => ({ organizationId: path.organization_id }),
});
