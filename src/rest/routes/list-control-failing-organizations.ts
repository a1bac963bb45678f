import { FailingOrganizationsDocument } from '../../graphql/generated/operations.ts';
import { cursorQuery } from '../list-params.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listControlFailingOrganizations',
  method: 'GET',
  path: '/controls/{control_id}/failing-organizations',
  tag: 'fleet',
  summary: 'The organizations failing one control, by cursor',
  description:
    "Those whose grid row for the control is fail (latest evaluation fail, the control in their effective scope), by name. Another tenant's control id is a 404. Also needs organization.read.",
  permission: 'detection.read',
  request: { path: { control_id: uuid() }, query: { ...cursorQuery } },
  status: 200,
  operation: FailingOrganizationsDocument,
  variables: ({ path, query }) => ({ controlId: path.control_id, first: query.limit, after: query.cursor ?? null }),
  result: ['failingOrganizations'],
  cursorList: true,
});
