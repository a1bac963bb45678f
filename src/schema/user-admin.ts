import { hashPassword, newTemporaryPassword } from '../auth/passwords.ts';
import { ROLES, type Role } from '../auth/permissions.ts';
import { endUser } from '../data/api-keys.ts';
import type { AuditEntry } from '../data/audit.ts';
import { inTransaction, type TenantClient } from '../data/tenant.ts';
import {
  type AdministeredUser,
  administeredUser,
  clearMfa,
  createTemporaryUser,
  setRole,
  userPage,
} from '../data/users.ts';
import { toPage } from '../domain/pagination.ts';
import { BadInputError, ConflictError, NotFoundError } from '../errors.ts';
import { audit } from './audit.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';
import { pageArgs, pageRequest, pageType } from './pagination.ts';

/**
 * The tenant's people, administered from the graph (issue 33): list, create with a temporary
 * password, change a role, deactivate, reset MFA. Reads need `user.manage`; writes also need a
 * signed-in human (an API key never creates or promotes a person). Every write is audited in its
 * transaction; another tenant's user is NOT_FOUND.
 */

const MAX_NAME = 200;
const MAX_EMAIL = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MANAGE = { $all: { permission: 'user.manage', humanToken: true } } as const;

export const RoleEnum = builder.enumType('Role', {
  description: 'What a user may do: a fixed bundle of permissions (docs/api.md "Permissions").',
  values: {
    viewer: { description: 'Reads organizations, detections and standards.' },
    editor: { description: 'A viewer who also triages, edits organizations, standards and exceptions.' },
    admin: { description: 'An editor who also manages API keys, users, integrations and reads the audit log.' },
  } as const,
});

export const UserRef = builder.objectRef<AdministeredUser>('User').implement({
  description: 'A person of the tenant, as an administrator (or the person themselves) sees them: never a secret.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: "The user's id." }),
    email: t.exposeString('email', { description: 'The sign-in email address (unique across the service).' }),
    name: t.exposeString('name', { description: 'The display name.' }),
    role: t.field({ type: RoleEnum, description: 'What the user may do.', resolve: (user) => user.role }),
    mfaEnabled: t.boolean({
      description: 'Whether sign-in needs a TOTP code (MFA confirmed); resetUserMfa turns it off.',
      resolve: (user) => user.mfaConfirmedAt !== null,
    }),
    passwordChangeRequired: t.exposeBoolean('passwordChangeRequired', {
      description:
        'True while a temporary password from createUser is unchanged: sign-in is refused until changePassword.',
    }),
    deactivatedAt: t.expose('deactivatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the user was deactivated (sign-in, sessions and their keys ended); null while active.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the user was created.' }),
  }),
});

const UserPage = pageType<AdministeredUser>('UserPage', 'User', "A page of the tenant's users, by email.");

const CreatedUser = builder.objectRef<{ user: AdministeredUser; temporaryPassword: string }>('CreatedUser').implement({
  description: 'A new user and the temporary password to hand over, shown only here.',
  fields: (t) => ({
    user: t.field({ type: UserRef, description: 'The new user.', resolve: (created) => created.user }),
    temporaryPassword: t.exposeString('temporaryPassword', {
      description: 'Shown once; stored only as a hash. The user must replace it (changePassword) before signing in.',
    }),
  }),
});

const CreateUserInput = builder.inputType('CreateUserInput', {
  description: 'A person to add to the tenant with a temporary password.',
  fields: (t) => ({
    email: t.string({ required: true, description: `Sign-in email address (at most ${MAX_EMAIL} characters).` }),
    name: t.string({ required: true, description: `Display name, 1 to ${MAX_NAME} characters.` }),
    role: t.field({ type: RoleEnum, required: true, description: 'What the user may do.' }),
  }),
});

function checkedNewUser(input: { email: string; name: string; role: Role }) {
  const email = input.email.trim().toLowerCase();
  if (email.length > MAX_EMAIL || !EMAIL.test(email)) {
    throw new BadInputError('email must be an email address', { field: 'email' });
  }
  const name = input.name.trim();
  if (name.length === 0 || [...name].length > MAX_NAME) {
    throw new BadInputError(`name must have 1 to ${MAX_NAME} characters`, { field: 'name' });
  }
  if (!ROLES.includes(input.role)) throw new BadInputError('role is not a role', { field: 'role' });
  return { email, name, role: input.role };
}

/**
 * Runs an administrator's change of another user of the tenant in one transaction with its audit
 * entry: NOT_FOUND for an unknown or another tenant's id, CONFLICT for the caller's own account
 * (an administrator never locks themselves out) or a deactivated one.
 */
async function changeUser(
  context: Context,
  id: string,
  action: string,
  change: (
    tx: TenantClient,
    before: AdministeredUser,
  ) => Promise<{ after: AdministeredUser; changes?: AuditEntry['changes'] }>,
): Promise<AdministeredUser> {
  if (id === context.principal.userId) throw new ConflictError('You cannot change your own account here');
  return inTransaction(context.db, async (tx) => {
    const before = await administeredUser(tx, id);
    if (!before) throw new NotFoundError('User not found');
    if (before.deactivatedAt) throw new ConflictError('The user is deactivated');
    const { after, changes } = await change(tx, before);
    await audit(tx, context, { action, target: { type: 'user', id }, ...(changes ? { changes } : {}) });
    return after;
  });
}

builder.queryFields((t) => ({
  users: t.field({
    type: UserPage,
    description: "The tenant's users by email, page by page: the active ones, or every one with includeDeactivated.",
    authScopes: { permission: 'user.manage' },
    args: {
      ...pageArgs,
      includeDeactivated: t.arg.boolean({ defaultValue: false, description: 'Include deactivated users.' }),
    },
    resolve: async (_root, args, context) => {
      const request = pageRequest(args);
      const { items, total } = await userPage(context.db, request, args.includeDeactivated ?? false);
      return toPage(items, total, request);
    },
  }),
}));

/** The user an administrator's write names. */
const userIdArgs = builder.args((t) => ({
  id: t.field({ type: 'UUID', required: true, description: "The user's id; another tenant's is NOT_FOUND." }),
}));

builder.mutationFields((t) => ({
  createUser: t.field({
    type: CreatedUser,
    description:
      'Adds a person to the tenant with a temporary password, returned once: they must change it (changePassword) before their first sign-in. An email already used (in any tenant) is a CONFLICT. Audited as user.created.',
    authScopes: MANAGE,
    args: { input: t.arg({ type: CreateUserInput, required: true, description: 'Email, name and role.' }) },
    resolve: async (_root, { input }, context) => {
      const checked = checkedNewUser(input);
      const temporaryPassword = newTemporaryPassword();
      const passwordHash = await hashPassword(temporaryPassword);
      const user = await inTransaction(context.db, async (tx) => {
        const created = await createTemporaryUser(tx, { ...checked, passwordHash });
        await audit(tx, context, {
          action: 'user.created',
          target: { type: 'user', id: created.id },
          changes: { email: [null, checked.email], name: [null, checked.name], role: [null, checked.role] },
        });
        return created;
      });
      return { user, temporaryPassword };
    },
  }),
  setUserRole: t.field({
    type: UserRef,
    description:
      "Changes another user's role; it applies to their sessions and user-scoped keys at once. Audited as user.role_changed.",
    authScopes: MANAGE,
    args: {
      ...userIdArgs,
      role: t.arg({ type: RoleEnum, required: true, description: 'The new role.' }),
    },
    resolve: (_root, { id, role }, context) =>
      changeUser(context, id, 'user.role_changed', async (tx, before) => ({
        after: await setRole(tx, id, role),
        changes: { role: [before.role, role] },
      })),
  }),
  deactivateUser: t.field({
    type: UserRef,
    description:
      'Deactivates another user: sign-in and their sessions stop at once, and every API key they own or created is revoked. Audited as user.deactivated with the number of keys revoked. Not undone from the graph.',
    authScopes: MANAGE,
    args: userIdArgs,
    resolve: (_root, { id }, context) =>
      changeUser(context, id, 'user.deactivated', async (tx) => {
        const { revokedKeys } = await endUser(tx, context.principal.tenantId, id, context.clock.now());
        const after = (await administeredUser(tx, id)) as AdministeredUser;
        return { after, changes: { deactivatedAt: [null, after.deactivatedAt], revokedKeys: [null, revokedKeys] } };
      }),
  }),
  resetUserMfa: t.field({
    type: UserRef,
    description:
      "Turns another user's MFA off (a lost authenticator): the TOTP secret is forgotten, their sessions end, and they enrol again after signing in with their password. Audited as user.mfa_reset.",
    authScopes: MANAGE,
    args: userIdArgs,
    resolve: (_root, { id }, context) =>
      changeUser(context, id, 'user.mfa_reset', async (tx, before) => ({
        after: await clearMfa(tx, id, context.clock.now()),
        changes: { mfaEnabled: [before.mfaConfirmedAt !== null, false] },
      })),
  }),
}));
