import type { Principal } from '../auth/principal.ts';
import { type AuditActor, type AuditEntry, type AuditOrigin, recordAudit } from '../data/audit.ts';
import type { TenantClient } from '../data/tenant.ts';
import type { Context } from './context.ts';

/** Who the audit log names for a caller: the key for an API key, the user for a signed-in token. */
export function auditActor(principal: Principal): AuditActor {
  if (principal.kind === 'api_key') return { kind: 'api_key', id: principal.credentialId };
  return { kind: 'user', id: principal.userId };
}

/** The origin of the entries a resolver writes: its caller, request id and client address. */
export function auditOrigin(context: Context, actor: AuditActor = auditActor(context.principal)): AuditOrigin {
  return { actor, requestId: context.requestId, clientAddress: context.clientAddress };
}

/** Records an entry of the caller's write through the client of that write's transaction. */
export function audit(tx: TenantClient, context: Context, entry: AuditEntry): Promise<void> {
  return recordAudit(tx, auditOrigin(context), entry);
}
