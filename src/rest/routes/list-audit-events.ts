import { AuditEventsDocument } from '../../graphql/generated/operations.ts';
import { auditFilterVariables, auditListQuery } from '../audit-params.ts';
import { graphRoute } from '../route.ts';

export default graphRoute({
  operationId: 'listAuditEvents',
  method: 'GET',
  path: '/audit-events',
  tag: 'audit',
  summary: "The tenant's audit log, newest first, by cursor",
  description:
    'Every successful write on every surface, every sign-in and failed sign-in, and the overrides that expired, as ' +
    '{id, occurredAt, actor: {kind, id, name}, action, target: {type, id}, organizationId, requestId, clientAddress, ' +
    'changes: {field: [before, after]}}. Never a secret or a password. Kept AUDIT_RETENTION_DAYS (400 by default).',
  permission: 'audit.read',
  request: { query: auditListQuery },
  status: 200,
  operation: AuditEventsDocument,
  variables: ({ query }) => ({ first: query.limit, after: query.cursor ?? null, ...auditFilterVariables(query) }),
  result: ['auditEvents'],
  cursorList: true,
});
