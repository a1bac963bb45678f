import type { Principal } from '../auth/principal.ts';
import {
  type AuditActor as Actor,
  type AuditActorKind,
  type AuditEntry,
  type AuditOrigin,
  recordAudit,
  selectAuditEvents,
} from '../data/audit.ts';
import type { TenantClient } from '../data/tenant.ts';
import { builder } from './builder.ts';
import { connectionBounds } from './connection.ts';
import type { Context } from './context.ts';
import { VOLATILE } from './volatile.ts';

/** Who the audit log names for a caller: the key for an API key, the user for a signed-in token. */
export function auditActor(principal: Principal): Actor {
  if (principal.kind === 'api_key') return { kind: 'api_key', id: principal.credentialId };
  return { kind: 'user', id: principal.userId };
}

/** The origin of the entries a resolver writes: its caller, request id and client address. */
export function auditOrigin(
  context: Context,
  actor: Actor = context.auditActor ?? auditActor(context.principal),
): AuditOrigin {
  return { actor, requestId: context.requestId, clientAddress: context.clientAddress };
}

/** Records an entry of the caller's write through the client of that write's transaction. */
export function audit(tx: TenantClient, context: Context, entry: AuditEntry): Promise<void> {
  return recordAudit(tx, auditOrigin(context), entry);
}

const READ = { permission: 'audit.read' } as const;

const AuditActorKindEnum = builder.enumType('AuditActorKind', {
  description: 'What kind of caller made a change.',
  values: {
    user: { description: 'A signed-in user (or the user a sign-in attempt named).' },
    api_key: { description: 'An API key.' },
    system: { description: 'The service itself (an override that expired).' },
    cli: { description: "An operator's command line (scripts/cli.ts)." },
  } as const,
});

const AuditActor = builder
  .objectRef<{ kind: AuditActorKind; id: string | null; name: string | null }>('AuditActor')
  .implement({
    description: 'Who made a change.',
    fields: (t) => ({
      kind: t.field({ type: AuditActorKindEnum, description: 'User, API key, system or CLI.', resolve: (a) => a.kind }),
      id: t.exposeString('id', { nullable: true, description: "The user's or the key's id; null for the system." }),
      name: t.exposeString('name', { nullable: true, description: "The user's or the key's name when it acted." }),
    }),
  });

const AuditTarget = builder.objectRef<{ type: string; id: string | null }>('AuditTarget').implement({
  description: 'What a change was made to.',
  fields: (t) => ({
    type: t.exposeString('type', { description: 'organization, control, standard, api_key, webhook, user, ...' }),
    id: t.exposeString('id', {
      nullable: true,
      description: 'Its id (a type code for connector types and integrations).',
    }),
  }),
});

builder.prismaObject('AuditEvent', {
  description:
    'One entry of the audit log: a successful write, a sign-in or failed sign-in, or an override that expired. Never holds a secret or a password.',
  authScopes: READ,
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: 'Stable identifier of the entry.' }),
    occurredAt: t.expose('occurredAt', { type: 'DateTime', description: 'When the change was committed.' }),
    actor: t.field({
      type: AuditActor,
      description: 'Who made the change.',
      select: { actorKind: true, actorId: true, actorName: true },
      resolve: (row) => ({ kind: row.actorKind as AuditActorKind, id: row.actorId, name: row.actorName }),
    }),
    action: t.exposeString('action', { description: 'What was done, e.g. `organization.created`.' }),
    target: t.field({
      type: AuditTarget,
      description: 'What it was done to.',
      select: { targetType: true, targetId: true },
      resolve: (row) => ({ type: row.targetType, id: row.targetId }),
    }),
    organizationId: t.exposeString('organizationId', { nullable: true, description: 'The organization concerned.' }),
    requestId: t.exposeString('requestId', { nullable: true, description: 'The request that made it (X-Request-Id).' }),
    clientAddress: t.exposeString('clientAddress', { nullable: true, description: "The caller's address." }),
    changes: t.field({
      type: 'JSONObject',
      description: 'The fields changed: `{field: [before, after]}`.',
      select: { changes: true },
      resolve: (row) => row.changes as Record<string, unknown>,
    }),
  }),
});

builder.queryFields((t) => ({
  auditEvents: t.prismaConnection({
    type: 'AuditEvent',
    cursor: 'id',
    description: "The tenant's audit log, newest first, filtered by the arguments given.",
    authScopes: READ,
    // Sign-ins and token refreshes add entries without a revision bump: never in a cached answer.
    extensions: VOLATILE,
    args: {
      action: t.arg.string({ required: false, description: 'Only this action, e.g. `api_key.created`.' }),
      actorId: t.arg.string({ required: false, description: "Only this user's or key's changes." }),
      targetId: t.arg.string({ required: false, description: 'Only changes to this target.' }),
      organizationId: t.arg({ type: 'UUID', required: false, description: 'Only this organization.' }),
      since: t.arg({ type: 'DateTime', required: false, description: 'From this time (inclusive).' }),
      until: t.arg({ type: 'DateTime', required: false, description: 'Before this time (exclusive).' }),
    },
    resolve: (query, _root, args, context) => {
      connectionBounds(args);
      return selectAuditEvents(context.db, query, {
        action: args.action ?? undefined,
        actorId: args.actorId ?? undefined,
        targetId: args.targetId ?? undefined,
        organizationId: args.organizationId ?? undefined,
        since: args.since ?? undefined,
        until: args.until ?? undefined,
      });
    },
  }),
}));
