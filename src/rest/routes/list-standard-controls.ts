import { ListStandardControlsDocument } from '../../graphql/generated/operations.ts';
import { pageQuery } from '../list-params.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listStandardControls',
  method: 'GET',
  path: '/standards/{standard_id}/controls',
  tag: 'standards',
  summary: 'The controls of one standard, page by page',
  description: 'Ordered by category, name, then id.',
  permission: 'detection_rule.read',
  request: { path: { standard_id: uuid() }, query: pageQuery },
  status: 200,
  operation: ListStandardControlsDocument,
  variables: ({ path, query }) => ({ standardId: path.standard_id, page: query.page, pageSize: query.pageSize }),
  result: ['standardControls'],
});
