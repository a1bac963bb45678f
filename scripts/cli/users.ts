// The user verbs (their summaries and options are their entries in scripts/cli/command-line.ts).
import { randomBytes } from 'node:crypto';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../../src/auth/passwords.ts';
import { ROLES, type Role } from '../../src/auth/permissions.ts';
import { hashSecret, INVITATION_PREFIX, newSecret } from '../../src/auth/secrets.ts';
import { deactivateUser } from '../../src/data/api-keys.ts';
import { recordTenantAudit, withAudit } from '../../src/data/audit.ts';
import { createInvitation, createUser, usersOfTenant } from '../../src/data/operators.ts';
import { userByEmail } from '../../src/data/sessions.ts';
import { type Options, optionalText, type Session, text, UsageError } from './options.ts';
import { CLI_ORIGIN, findTenant, iso, table } from './support.ts';

export async function userCreate(session: Session, options: Options): Promise<void> {
  const role = text(options, 'role');
  if (!(ROLES as readonly string[]).includes(role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  const email = text(options, 'email').toLowerCase();
  const name = text(options, 'name');
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const given = optionalText(options, 'password');
  const password = given ?? randomBytes(18).toString('base64url');
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new UsageError(`--password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  if (await userByEmail(session.db, email)) throw new Error(`a user with email ${email} already exists`);
  const passwordHash = await hashPassword(password);
  const entry = (created: { id: string }) => ({
    action: 'user.created',
    target: { type: 'user', id: created.id },
    changes: { email: [null, email], name: [null, name], role: [null, role] } as const,
  });
  const user = await withAudit(session.db, tenant.id, CLI_ORIGIN, entry, (tx) =>
    createUser(tx, { tenantId: tenant.id, email, name, role: role as Role, passwordHash }),
  );
  session.print(`Created user ${email} (${user.id}) in tenant ${tenant.name} as ${role}`);
  if (given === undefined) session.print(`Password (shown once): ${password}`);
}

export async function userInvite(session: Session, options: Options): Promise<void> {
  const role = text(options, 'role');
  if (!(ROLES as readonly string[]).includes(role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  const days = Number(optionalText(options, 'days') ?? '7');
  if (!Number.isInteger(days) || days < 1 || days > 30) throw new UsageError('--days must be 1 to 30');
  const email = text(options, 'email').toLowerCase();
  const name = text(options, 'name');
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  if (await userByEmail(session.db, email)) throw new Error(`a user with email ${email} already exists`);
  const token = newSecret(INVITATION_PREFIX);
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  const entry = (created: { id: string }) => ({
    action: 'user.invited',
    target: { type: 'invitation', id: created.id },
    changes: {
      email: [null, email],
      name: [null, name],
      role: [null, role],
      expiresAt: [null, expiresAt],
    } as const,
  });
  const invitation = await withAudit(session.db, tenant.id, CLI_ORIGIN, entry, (tx) =>
    createInvitation(tx, {
      tenantId: tenant.id,
      email,
      name,
      role: role as Role,
      tokenHash: hashSecret(token),
      expiresAt,
    }),
  );
  const base = (optionalText(options, 'url') ?? 'http://localhost:8080').replace(/\/+$/, '');
  session.print(`Invited ${email} (${invitation.id}) to tenant ${tenant.name} as ${role}, until ${iso(expiresAt)}`);
  session.print(`Link (shown once): ${base}/#/invitation/${token}`);
}

export async function userList(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const users = await usersOfTenant(session.db, tenant.id, { includeDeactivated: Boolean(options.all) });
  table(
    session,
    ['id', 'email', 'name', 'role', 'mfa', 'created', 'deactivated'],
    users.map((u) => [
      u.id,
      u.email,
      u.name,
      u.role,
      u.mfaConfirmedAt ? 'yes' : 'no',
      iso(u.createdAt),
      iso(u.deactivatedAt),
    ]),
  );
}

export async function userDeactivate(session: Session, options: Options): Promise<void> {
  const email = text(options, 'email').toLowerCase();
  const user = await userByEmail(session.db, email);
  if (!user) throw new Error(`no user with email ${email}`);
  if (user.deactivatedAt) {
    session.print(`User ${email} was already deactivated on ${user.deactivatedAt.toISOString()}`);
    return;
  }
  // Sessions end, and every key they own or answer for (and the keys those created) is revoked.
  const { revokedKeys } = await deactivateUser(session.db, user.id, new Date(), (tx, result) =>
    recordTenantAudit(tx, user.tenantId, CLI_ORIGIN, {
      action: 'user.deactivated',
      target: { type: 'user', id: user.id },
      changes: { revokedKeys: [null, result.revokedKeys] },
    }),
  );
  session.print(`Deactivated user ${email}; their sessions ended and revoked ${revokedKeys} API keys`);
}
