import { PERMISSIONS } from '../auth/permissions.ts';
import type { Principal } from '../auth/principal.ts';
import { activeUsers, administeredUser } from '../data/users.ts';
import { builder } from './builder.ts';
import { UserRef } from './user-admin.ts';

/**
 * The people of the caller's tenant: who a detection may be assigned to, and who is calling (the
 * console's "signed in as" menu, and which forms it shows).
 */

const AssigneeRef = builder.objectRef<{ id: string; name: string }>('Assignee').implement({
  description: 'An active user of the tenant, to whom a detection may be assigned.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: "The user's id: pass it as a triage's assigneeId." }),
    name: t.exposeString('name', { description: "The user's display name." }),
  }),
});

const CredentialKindEnum = builder.enumType('CredentialKind', {
  description: 'How the caller proved who it is.',
  values: {
    access_token: { description: "A signed-in person's access token." },
    api_key: { description: 'An API key (tenant-wide, or bound to a user).' },
  } as const,
});

const MeRef = builder.objectRef<Principal>('Me').implement({
  description: 'The caller: its credential, what it may do, and the person behind it.',
  fields: (t) => ({
    credentialKind: t.field({
      type: CredentialKindEnum,
      description: 'An access token or an API key.',
      resolve: (principal) => (principal.kind === 'access_token' ? 'access_token' : 'api_key'),
    }),
    permissions: t.stringList({
      description:
        "The permissions the caller holds now (a user-scoped key's narrowed to its owner's role), in the documented order: what the console may offer.",
      resolve: (principal) => PERMISSIONS.filter((permission) => principal.scopes.has(permission)),
    }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description: "The person: the signed-in user, or a user-scoped key's owner; null for a tenant-wide key.",
      resolve: (principal, _args, context) =>
        principal.userId === null ? null : administeredUser(context.db, principal.userId),
    }),
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
  me: t.field({
    type: MeRef,
    description: 'Who is calling: any valid credential may ask (the "signed in as" menu: name, role, MFA on or off).',
    resolve: (_root, _args, context) => context.principal,
  }),
}));
