import type { Clock } from '../auth/access-tokens.ts';
import type { Principal } from '../auth/principal.ts';
import type { AuthService } from '../auth/sessions.ts';
import type { Db } from '../data/client.ts';
import { scopeToTenant } from '../data/tenant.ts';
import type { Context, EventServices } from '../schema/context.ts';

export interface ContextDeps {
  db: Db;
  clock: Clock;
  /** Sign-in and sessions; absent only in contexts built for graph-only tests. */
  auth?: AuthService;
  /** Subscriptions and webhook registration; without them those fields answer 503. */
  events?: EventServices;
}

/** The one way a surface (GraphQL over HTTP, REST, MCP) turns an authenticated caller into a graph context. */
export function buildContext(deps: ContextDeps, principal: Principal, requestId: string): Context {
  return {
    principal,
    db: scopeToTenant(deps.db, principal.tenantId),
    rootDb: deps.db,
    clock: deps.clock,
    auth: deps.auth,
    requestId,
    events: deps.events ?? {},
  };
}
