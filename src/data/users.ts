import { type PageRequest, pageWindow } from '../domain/pagination.ts';
import { ConflictError } from '../errors.ts';
import { Prisma, type Role } from './generated/prisma/client.ts';
import type { TenantClient } from './tenant.ts';

/**
 * The users of the caller's tenant, as the graph shows them: those a detection may be assigned
 * to, and (for administrators) every user with what an administrator manages.
 */

/** The tenant's active users by name: who a detection may be assigned to. */
export function activeUsers(db: TenantClient) {
  return db.user.findMany({
    where: { deactivatedAt: null },
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}

/** The fields an administrator sees of a user (never a hash or a TOTP secret). */
const ADMINISTERED = {
  id: true,
  email: true,
  name: true,
  role: true,
  mfaConfirmedAt: true,
  passwordChangeRequired: true,
  deactivatedAt: true,
  createdAt: true,
} as const;

/** A page of the tenant's users by email; deactivated ones only when asked. */
export async function userPage(db: TenantClient, request: PageRequest, includeDeactivated: boolean) {
  const where = includeDeactivated ? {} : { deactivatedAt: null };
  const [items, total] = await Promise.all([
    db.user.findMany({ where, select: ADMINISTERED, orderBy: [{ email: 'asc' }], ...pageWindow(request) }),
    db.user.count({ where }),
  ]);
  return { items, total };
}

/** One user of the tenant as an administrator sees them; null for another tenant's or an unknown id. */
export function administeredUser(db: TenantClient, id: string) {
  return db.user.findUnique({ where: { id }, select: ADMINISTERED });
}

export type AdministeredUser = NonNullable<Awaited<ReturnType<typeof administeredUser>>>;

/** A user created by an administrator, with a temporary password they must change at first sign-in. */
export function createTemporaryUser(
  db: TenantClient,
  user: { email: string; name: string; role: Role; passwordHash: string },
) {
  return db.user
    .create({
      data: { ...user, passwordChangeRequired: true } as Parameters<TenantClient['user']['create']>[0]['data'],
      select: ADMINISTERED,
    })
    .catch((error: unknown) => {
      // Emails are unique across tenants (sign-in names no tenant).
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new ConflictError('A user with this email already exists');
      }
      throw error;
    });
}

/** A user's new role; the credential watchers hear of it (the database's trigger), so it applies at once. */
export function setRole(db: TenantClient, id: string, role: Role) {
  return db.user.update({ where: { id }, data: { role }, select: ADMINISTERED });
}

/**
 * Ends a user's MFA: the authenticator is forgotten (they enrol again), and their sessions end,
 * since those were opened with the second factor that is gone.
 */
export async function clearMfa(db: TenantClient, id: string, at: Date) {
  await db.session.updateMany({ where: { userId: id, revokedAt: null }, data: { revokedAt: at } });
  return db.user.update({
    where: { id },
    data: { totpSecret: null, mfaConfirmedAt: null, totpLastStep: null },
    select: ADMINISTERED,
  });
}
