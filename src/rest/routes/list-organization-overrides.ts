import { DEFAULT_PAGE_SIZE, decodeDetectionCursor, MAX_PAGE_SIZE } from '../../domain/pagination.ts';
import { OrganizationOverridesDocument } from '../../graphql/generated/operations.ts';
import { cursorParam } from '../list-params.ts';
import { int, uuid } from '../pydantic/validators.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listOrganizationOverrides',
  method: 'GET',
  path: '/organizations/{organization_id}/overrides',
  tag: 'overrides',
  summary: "An organization's overrides of controls and standards, last changed first, by cursor",
  description:
    'Each item: kind (control or standard), controlId or standardId, enabled, reason, disabledBy (who), disabledAt and updatedAt (when), ' +
    'expiresAt (when it ends by itself; null: never). Pass nextCursor back as cursor while hasMore is true.',
  permission: 'organization.read',
  request: {
    path: { organization_id: uuid() },
    query: {
      // The same opaque [time, id] position as the detections list.
      cursor: cursorParam(decodeDetectionCursor),
      limit: int({
        ge: 1,
        le: MAX_PAGE_SIZE,
        default: DEFAULT_PAGE_SIZE,
        description: `Items per response, 1 to ${MAX_PAGE_SIZE}.`,
      }),
    },
  },
  status: 200,
  operation: OrganizationOverridesDocument,
  variables: ({ path, query }) => ({
    organizationId: path.organization_id,
    cursor: query.cursor ?? null,
    limit: query.limit,
  }),
  result: ['organizationOverrides'],
});
