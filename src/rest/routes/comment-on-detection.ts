import { TEXT_MIN_LENGTH } from '../../domain/input.ts';
import { TEXT_LIMITS } from '../../domain/text.ts';
import { CommentOnDetectionDocument } from '../../graphql/generated/operations.ts';
import { model } from '../pydantic/validators/model.ts';
import { string } from '../pydantic/validators/string.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'commentOnDetection',
  method: 'POST',
  path: '/detections/{detection_id}/comments',
  tag: 'detections',
  summary: 'Comment on a detection (its activity)',
  description: 'Open or resolved detections alike. The comment joins the activity with who wrote it and when.',
  permission: 'detection.write',
  request: {
    path: { detection_id: uuid() },
    body: model(
      { body: string({ minLength: TEXT_MIN_LENGTH, maxLength: TEXT_LIMITS.comment }) },
      { extra: 'forbid', title: 'DetectionComment' },
    ),
  },
  status: 201,
  operation: CommentOnDetectionDocument,
  variables: ({ path, body }) => ({ detectionId: path.detection_id, body: body.body }),
  result: ['commentOnDetection'],
});
