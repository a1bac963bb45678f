import type { Db } from './client.ts';
import type { Role } from './generated/prisma/client.ts';

/**
 * What the operator's CLI (scripts/cli.ts) reads and writes outside the graph: tenants, users and
 * API keys across tenants, as only someone with the database in hand may.
 */

export function tenantByName(db: Db, name: string) {
  return db.tenant.findUnique({ where: { name } });
}

export function tenantById(db: Db, id: string) {
  return db.tenant.findUnique({ where: { id } });
}

export function createTenant(db: Db, name: string) {
  return db.tenant.create({ data: { name } });
}

export function tenantsWithCounts(db: Db) {
  return db.tenant.findMany({
    orderBy: [{ name: 'asc' }],
    include: { _count: { select: { users: true, apiKeys: true, organizations: true } } },
  });
}

export function createUser(
  db: Db,
  user: { tenantId: string; email: string; name: string; role: Role; passwordHash: string },
) {
  return db.user.create({ data: user });
}

/** A single-use invitation to a tenant; only the token's hash is stored. */
export function createInvitation(
  db: Db,
  invitation: { tenantId: string; email: string; name: string; role: Role; tokenHash: string; expiresAt: Date },
) {
  return db.invitation.create({ data: invitation });
}

/** A tenant's users by email; the deactivated ones only when asked. */
export function usersOfTenant(db: Db, tenantId: string, options: { includeDeactivated: boolean }) {
  return db.user.findMany({
    where: { tenantId, ...(options.includeDeactivated ? {} : { deactivatedAt: null }) },
    orderBy: [{ email: 'asc' }],
  });
}

/** A tenant's API keys, oldest first; revoked and expired ones only when asked. */
export function apiKeysOfTenant(db: Db, tenantId: string, options: { includeUnusable: boolean; now: Date }) {
  const { now } = options;
  return db.apiKey.findMany({
    where: {
      tenantId,
      ...(options.includeUnusable ? {} : { revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }),
    },
    include: { user: { select: { email: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

export function apiKeyWithTenant(db: Db, id: string) {
  return db.apiKey.findUnique({ where: { id }, include: { tenant: { select: { name: true } } } });
}

/** The tenant's organizations with this id, or (at most two, to tell ambiguity) with this name. */
export function organizationsByRef(db: Db, tenantId: string, ref: { id: string } | { name: string }) {
  return 'id' in ref
    ? db.organization.findMany({ where: { tenantId, id: ref.id } })
    : db.organization.findMany({ where: { tenantId, name: ref.name }, take: 2 });
}
