import { SendClientReportNowDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'sendClientReport',
  method: 'POST',
  path: '/organizations/{organization_id}/reports',
  tag: 'reports',
  summary: "Make an organization's client report now",
  description:
    'Queued (202): the report is kept (listed at GET .../reports) and, when the organization has a schedule, emailed to its recipients as HTML and PDF; the schedule does not move. With a schedule and no SMTP_URL or MAIL_FROM on the server, a 422 names the missing setting.',
  permission: 'organization.write',
  request: { path: { organization_id: uuid() } },
  status: 202,
  operation: SendClientReportNowDocument,
  variables: ({ path }) => ({ organizationId: path.organization_id }),
  result: ['sendClientReportNow'],
});
