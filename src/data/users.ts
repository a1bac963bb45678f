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
