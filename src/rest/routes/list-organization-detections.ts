import { decodeDetectionCursor } from '../../domain/pagination.ts';
import { OrganizationDetectionsDocument } from '../../graphql/generated/operations.ts';
import { DEFAULT_DETECTION_LIMIT, MAX_DETECTION_LIMIT } from '../../schema/detection.ts';
import { int, optional, refine, string, uuid } from '../pydantic/validators.ts';
import { graphRoute } from '../route.ts';
import { ref } from '../schemas.ts';

export default graphRoute({
  operationId: 'listOrganizationDetections',
  method: 'GET',
  path: '/organizations/{organization_id}/detections',
  tag: 'detections',
  summary: 'Detections of one organization, newest first, by cursor',
  description: 'Pass nextCursor back as cursor while hasMore is true. The cursor is opaque: never parse or build it.',
  permission: 'detection.read',
  request: {
    path: { organization_id: uuid() },
    query: {
      cursor: optional(
        refine(string({ description: 'nextCursor of the previous response.' }), (cursor) =>
          decodeDetectionCursor(cursor) ? null : 'Invalid cursor',
        ),
      ),
      limit: int({
        ge: 1,
        le: MAX_DETECTION_LIMIT,
        default: DEFAULT_DETECTION_LIMIT,
        description: `Items per response, 1 to ${MAX_DETECTION_LIMIT}.`,
      }),
    },
  },
  status: 200,
  responseSchema: ref('DetectionCursorPage'),
  operation: OrganizationDetectionsDocument,
  variables: ({ path, query }) => ({
    organizationId: path.organization_id,
    cursor: query.cursor ?? null,
    limit: query.limit,
  }),
  shape: (data) => data.organizationDetections,
});
