import { GetDetectionDocument } from '../../graphql/generated/operations.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'getDetection',
  method: 'GET',
  path: '/detections/{detection_id}',
  tag: 'detections',
  summary: 'One detection',
  permission: 'detection.read',
  request: { path: { detection_id: uuid() } },
  status: 200,
  operation: GetDetectionDocument,
  variables: ({ path }) => ({ id: path.detection_id }),
  result: ['detection'],
});
