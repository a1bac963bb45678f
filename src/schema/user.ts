import { activeUsers } from '../data/users.ts';
import { builder } from './builder.ts';

/**
 * The people of the caller's tenant: who a detection may be assigned to.
 */

const AssigneeRef = builder.objectRef<{ id: string; name: string }>('Assignee').implement({
  description: 'An active user of the tenant, to whom a detection may be assigned.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: "The user's id: pass it as a triage's assigneeId." }),
    name: t.exposeString('name', { description: "The user's display name." }),
  }),
});

builder.queryFields((t) => ({
  assignableUsers: t.field({
    type: [AssigneeRef],
    description:
      "The tenant's active users by name: those a detection may be assigned to (triageDetection's assigneeId). A deactivated user is not one.",
    authScopes: { permission: 'detection.read' },
    resolve: (_root, _args, context) => activeUsers(context.db),
  }),
}));
