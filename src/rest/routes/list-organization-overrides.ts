import { decodeTimeIdCursor } from '../../domain/pagination.ts';
import { OrganizationOverridesDocument } from '../../graphql/generated/operations.ts';
import { cursorParam, cursorQuery } from '../list-params.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
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
    // The same opaque [time, id] position as the detections list.
    query: { ...cursorQuery, cursor: cursorParam(decodeTimeIdCursor) },
  },
  status: 200,
  operation: OrganizationOverridesDocument,
  variables: ({ path, query }) => ({
    organizationId: path.organization_id,
    cursor: query.cursor ?? null,
    limit: query.limit,
  }),
  result: ['overrides'],
  // Published before v1's cursor lists carried page and total: its shape and name stay.
  cursorList: { counts: false, name: 'OverrideConnection' },
});
