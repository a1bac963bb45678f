import { decodeTimeIdCursor } from '../../domain/pagination.ts';
import { SEVERITIES } from '../../domain/severity.ts';
import { DETECTION_STATUSES } from '../../domain/status.ts';
import { OrganizationDetectionsDocument } from '../../graphql/generated/operations.ts';
import { DEFAULT_DETECTION_LIMIT, MAX_DETECTION_LIMIT } from '../../schema/detection.ts';
import { cursorParam } from '../list-params.ts';
import { enumOf } from '../pydantic/validators/enum.ts';
import { int } from '../pydantic/validators/int.ts';
import { optional } from '../pydantic/validators/optional.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listOrganizationDetections',
  method: 'GET',
  path: '/organizations/{organization_id}/detections',
  tag: 'detections',
  summary: 'Detections of one organization, newest first, by cursor',
  description:
    'Pass nextCursor back as cursor while hasMore is true, with the same filters. The cursor is opaque: never parse or build it.',
  permission: 'detection.read',
  request: {
    path: { organization_id: uuid() },
    query: {
      cursor: cursorParam(decodeTimeIdCursor),
      limit: int({
        ge: 1,
        le: MAX_DETECTION_LIMIT,
        default: DEFAULT_DETECTION_LIMIT,
        description: `Items per response, 1 to ${MAX_DETECTION_LIMIT}.`,
      }),
      status: optional(enumOf(DETECTION_STATUSES, { description: 'Only open or only resolved detections.' })),
      severity: optional(enumOf(SEVERITIES, { description: 'Only detections of this severity.' })),
      ruleId: optional(uuid({ description: 'Only detections raised by this control.' })),
    },
  },
  status: 200,
  operation: OrganizationDetectionsDocument,
  variables: ({ path, query }) => ({
    organizationId: path.organization_id,
    cursor: query.cursor ?? null,
    limit: query.limit,
    status: query.status ?? null,
    severity: query.severity ? [query.severity] : null,
    ruleId: query.ruleId ?? null,
  }),
  result: ['detections'],
  cursorList: true,
});
