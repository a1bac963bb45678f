import { decodeActivityCursor } from '../../domain/pagination.ts';
import { DetectionActivityDocument } from '../../graphql/generated/operations.ts';
import { cursorParam, cursorQuery } from '../list-params.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listDetectionActivity',
  method: 'GET',
  path: '/detections/{detection_id}/activity',
  tag: 'detections',
  summary: "A detection's activity, oldest first, by cursor",
  description:
    'The engine\'s opening and resolution (by "engine"), triage changes (with the change) and comments (with the body), each with who and when.',
  permission: 'detection.read',
  request: {
    path: { detection_id: uuid() },
    query: { ...cursorQuery, cursor: cursorParam(decodeActivityCursor) },
  },
  status: 200,
  operation: DetectionActivityDocument,
  variables: ({ path, query }) => ({ id: path.detection_id, first: query.limit, after: query.cursor ?? null }),
  result: ['detection', 'activity'],
  cursorList: true,
});
