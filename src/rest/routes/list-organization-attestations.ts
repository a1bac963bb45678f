import { decodeTimeIdCursor } from '../../domain/pagination.ts';
import { OrganizationAttestationsDocument } from '../../graphql/generated/operations.ts';
import { cursorParam, cursorQuery } from '../list-params.ts';
import { uuid } from '../pydantic/validators/uuid.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listOrganizationAttestations',
  method: 'GET',
  path: '/organizations/{organization_id}/attestations',
  tag: 'attestations',
  summary: "An organization's attestations in force, newest first, by cursor",
  description:
    'Each item: id, predicate, subject, fields, note, attestedBy {kind, id, name}, attestedAt, expiresAt. Withdrawn, superseded and expired ones are on the graph (includeEnded) and in the audit log.',
  permission: 'organization.read',
  request: {
    path: { organization_id: uuid() },
    query: { ...cursorQuery, cursor: cursorParam(decodeTimeIdCursor) },
  },
  status: 200,
  operation: OrganizationAttestationsDocument,
  variables: ({ path, query }) => ({
    organizationId: path.organization_id,
    cursor: query.cursor ?? null,
    limit: query.limit,
  }),
  result: ['organizationAttestations'],
  // Published with v1's cursor-list keys but without its always-null page and total: its shape and name stay.
  cursorList: { counts: false, name: 'AttestationCursorList' },
});
