import { useEffect } from 'react';
import { setRoleName } from './api.ts';
import { ConsoleMeDocument } from './generated/operations.ts';
import { keys, useGraph } from './query.ts';
import type { Permission } from './session.tsx';

/**
 * Who is signed in and what they may do, from the graph's `me`: the "signed in as" menu reads it,
 * and screens show a form only to a role whose permissions include the form's.
 */
export function useMe() {
  const me = useGraph(keys.me, ConsoleMeDocument, {});
  const user = me.data?.me.user ?? undefined;
  useEffect(() => setRoleName(user?.role), [user?.role]);
  const permissions = me.data?.me.permissions;
  return {
    user,
    /** Whether the caller holds the permission; false until `me` has answered. */
    can: (permission: Permission) => Boolean(permissions?.includes(permission)),
    loaded: Boolean(me.data),
    error: me.error,
  };
}

/**
 * Whether the signed-in person holds `permission` now: a form their role cannot use is not
 * offered. Undefined until `me` has answered, so nothing flashes in and out; the service still
 * refuses what the role may not do, whatever the console shows.
 */
export function useCan(permission: Permission): boolean | undefined {
  const me = useMe();
  return me.loaded ? me.can(permission) : undefined;
}
