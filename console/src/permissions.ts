import { ConsolePermissionsDocument } from './generated/operations.ts';
import { keys, useGraph } from './query.ts';
import type { Permission } from './session.tsx';

/**
 * Whether the signed-in person holds `permission` now (the graph's `me.permissions`): a form
 * their role cannot use is not offered. Undefined until known, so nothing flashes in and out; the
 * service still refuses what the role may not do, whatever the console shows.
 */
export function useCan(permission: Permission): boolean | undefined {
  const loaded = useGraph(keys.permissions, ConsolePermissionsDocument, {});
  return loaded.data ? loaded.data.me.permissions.includes(permission) : undefined;
}
