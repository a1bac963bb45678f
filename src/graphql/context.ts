import type { Clock } from '../auth/access-tokens.ts';
import type { Principal } from '../auth/principal.ts';
import type { AuthService } from '../auth/sessions.ts';
import type { AuditActor } from '../data/audit.ts';
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
  /** Who the audit log names for every write of these contexts (the CLI's operator). */
  auditActor?: AuditActor;
}

/**
 * The most database statements one operation may run. The documented operations run 2 to 8 (lists
 * batch their per-row reads); what goes past this is a query nesting lists in lists, refused
 * with a BAD_REQUEST error instead of holding connections for it.
 */
export const MAX_STATEMENTS_PER_OPERATION = 100;

/** The one way a surface (GraphQL over HTTP, REST, MCP) turns an authenticated caller into a graph context. */
export function buildContext(
  deps: ContextDeps,
  principal: Principal,
  requestId: string,
  clientAddress = 'unknown',
): Context {
  return {
    principal,
    db: scopeToTenant(deps.db, principal.tenantId, { maxStatements: MAX_STATEMENTS_PER_OPERATION }),
    rootDb: deps.db,
    clock: deps.clock,
    auth: deps.auth,
    requestId,
    clientAddress,
    events: deps.events ?? {},
    ...(deps.auditActor && { auditActor: deps.auditActor }),
  };
}
