import type { Clock } from '../auth/access-tokens.ts';
import type { Principal } from '../auth/principal.ts';
import type { AuthService } from '../auth/sessions.ts';
import type { Db } from '../data/client.ts';
import type { TenantDb } from '../data/tenant.ts';

/**
 * What every resolver sees. It exists only for an authenticated caller: the surfaces authenticate
 * first, then build it, so no resolver handles an anonymous request.
 */
export interface Context {
  principal: Principal;
  /** The database, narrowed to the caller's tenant: every read and write of tenant rows is filtered. */
  db: TenantDb;
  /** Unscoped access for what belongs to no tenant (the connector catalog). */
  rootDb: Db;
  clock: Clock;
  auth: AuthService | undefined;
  requestId: string;
  /** The client's address as the HTTP layer resolved it (trusted proxies applied); sign-in is throttled by it. */
  clientAddress: string;
}
