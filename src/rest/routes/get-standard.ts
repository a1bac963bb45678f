import { GetStandardDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'getStandard',
  method: 'GET',
  path: '/standards/{standard_id}',
  tag: 'standards',
  summary: 'One standard',
  permission: 'detection_rule.read',
  request: { path: { standard_id: uuid() } },
  status: 200,
  operation: GetStandardDocument,
  variables: ({ path }) => ({ id: path.standard_id }),
  result: ['standard'],
});
