import { ClientReportsDocument } from '../../graphql/generated/operations.ts';
import { cursorQuery } from '../list-params.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listOrganizationReports',
  method: 'GET',
  path: '/organizations/{organization_id}/reports',
  tag: 'reports',
  summary: "List an organization's kept client reports, by cursor",
  description:
    'Newest first: when each was made, for which run, to whom it was emailed (and when, or why not yet), and what it showed (failing controls, exceptions). Download one as HTML at .../reports/{report_id} or as PDF at .../reports/{report_id}/pdf. Also needs organization.read.',
  permission: 'detection.read',
  request: { path: { organization_id: uuid() }, query: { ...cursorQuery } },
  status: 200,
  operation: ClientReportsDocument,
  variables: ({ path, query }) => ({
    organizationId: path.organization_id,
    first: query.limit,
    after: query.cursor ?? null,
  }),
  result: ['organization', 'clientReports'],
  cursorList: true,
});
