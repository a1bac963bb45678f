import { type AuditEntry, recordTenantAudit, withAudit } from '../data/audit.ts';
import {
  type ConnectorTypeRecord,
  connectorType,
  connectorTypes,
  createPrivateConnectorType,
  deleteUnusedPrivateConnectorType,
  INTEGRATIONS_SELECTION,
  type IntegrationRecord,
  integrationRecords,
  integrationState,
  upsertIntegration,
} from '../data/integrations.ts';
import { enqueueIntegrationNotice } from '../data/notifications.ts';
import { inTransaction } from '../data/tenant.ts';
import { connectorTypeIssues, TYPE_CODE_MAX_LENGTH } from '../domain/connector-type.ts';
import type { IntegrationStatus } from '../domain/health.ts';
import { checkText, type Issue } from '../domain/input.ts';
import { TEXT_LIMITS } from '../domain/text.ts';
import { enqueueEvaluation } from '../engine/queue.ts';
import { ConflictError, ForbiddenError, invalid, NotFoundError } from '../errors.ts';
import { audit, auditOrigin } from './audit.ts';
import { builder } from './builder.ts';
import type { Context } from './context.ts';
import { IntegrationStatusEnum } from './enums.ts';
import { findOrganization, ORGANIZATION_ID_DESCRIPTION } from './organization.ts';

const ConnectorRefusal = builder.objectRef<{ predicate: string; reason: string }>('ConnectorRefusal').implement({
  description: 'A predicate a connector explicitly declines to emit, in its own words.',
  fields: (t) => ({
    predicate: t.exposeString('predicate', { description: 'The declined predicate.' }),
    reason: t.exposeString('reason', { description: "The connector's declared reason, carried through unchanged." }),
  }),
});

export const ConnectorTypeRef = builder.objectRef<ConnectorTypeRecord>('ConnectorType').implement({
  description:
    "A connector type of the catalog (built-in, or the tenant's own): the predicates it supplies (a fact push may name only these) and those it refuses.",
  fields: (t) => ({
    typeCode: t.exposeString('typeCode', {
      description: 'Stable code, e.g. `intune`; names the connector everywhere.',
    }),
    name: t.exposeString('name', { description: 'Display name.' }),
    builtIn: t.exposeBoolean('builtIn', {
      description: "True for a type the service ships (every tenant sees it); false for the tenant's own private type.",
    }),
    predicates: t.exposeStringList('predicates', { description: 'Predicates it supplies.' }),
    refusals: t.field({
      type: [ConnectorRefusal],
      description: 'Predicates it declines to emit, with its reason; sorted by predicate.',
      resolve: (connector) =>
        Object.entries(connector.refusals)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([predicate, reason]) => ({ predicate, reason })),
    }),
  }),
});

const IntegrationError = builder.objectRef<{ message: string; at: Date }>('IntegrationError').implement({
  description: 'What a connector said went wrong, and when.',
  fields: (t) => ({
    message: t.exposeString('message', { description: "The connector's message, as it sent it." }),
    at: t.expose('at', { type: 'DateTime', description: 'When it was reported.' }),
  }),
});

export const IntegrationRef = builder.objectRef<IntegrationRecord>('Integration').implement({
  description: 'One connector type set up (or offered) for one organization.',
  fields: (t) => ({
    typeCode: t.exposeString('typeCode', { description: "The connector's type code." }),
    status: t.expose('status', {
      type: IntegrationStatusEnum,
      description:
        'Only connected integrations supply live facts; error and disabled ones are judged from their last facts (degraded coverage); available ones are not set up.',
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the status last changed.' }),
    lastPushAt: t.expose('lastPushAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When a push of this connector for this organization was last stored; null before the first.',
    }),
    lastError: t.field({
      type: IntegrationError,
      nullable: true,
      description:
        'The last error a connector reported with `status: error`, kept when the status changes again (compare `at` with `lastPushAt`); null if none was ever reported.',
      resolve: (integration) => integration.lastError,
    }),
  }),
});

const ConnectorCatalog = builder.objectRef<{ items: ConnectorTypeRecord[] }>('ConnectorCatalog').implement({
  description: "The connector catalog a tenant sees: the built-in types and the tenant's private ones.",
  fields: (t) => ({
    items: t.field({
      type: [ConnectorTypeRef],
      description: 'Every connector type the tenant sees, by type code.',
      resolve: (catalog) => catalog.items,
    }),
  }),
});

const IntegrationList = builder.objectRef<{ items: IntegrationRecord[] }>('IntegrationList').implement({
  description: "An organization's integrations.",
  fields: (t) => ({
    items: t.field({
      type: [IntegrationRef],
      description: 'By type code.',
      resolve: (list) => list.items,
    }),
  }),
});

builder.queryFields((t) => ({
  connectorTypes: t.field({
    type: ConnectorCatalog,
    description: "The connector catalog: the built-in types and the tenant's own private ones.",
    authScopes: { permission: 'organization.read' },
    resolve: async (_root, _args, context) => ({
      items: await connectorTypes(context.rootDb, context.db.$tenantId()),
    }),
  }),
}));

builder.prismaObjectFields('Organization', (t) => ({
  integrations: t.field({
    type: IntegrationList,
    description: "The organization's integrations; its health is derived from them.",
    select: INTEGRATIONS_SELECTION,
    resolve: (organization) => ({ items: integrationRecords(organization.integrations) }),
  }),
}));

builder.mutationFields((t) => ({
  setIntegration: t.field({
    type: IntegrationRef,
    description:
      "Sets the status of the organization's integration of a connector type (created on first use) and queues a re-evaluation: coverage, and with it not_covered and degraded coverage, follows the integrations.",
    authScopes: { permission: 'organization.write' },
    args: {
      organizationId: t.arg({ type: 'UUID', required: true, description: ORGANIZATION_ID_DESCRIPTION }),
      typeCode: t.arg.string({
        required: true,
        description: "A type code of the catalog (built-in or the tenant's own); another is not found.",
      }),
      status: t.arg({ type: IntegrationStatusEnum, required: true, description: 'The new status.' }),
      message: t.arg.string({
        required: false,
        description: `With status error only: what went wrong, 1 to ${TEXT_LIMITS.integrationMessage} characters, kept as the integration's lastError.`,
      }),
    },
    resolve: async (_root, { organizationId, typeCode, status, message }, context) => {
      checkMessage(status, message);
      await findOrganization(context, organizationId);
      const connector = await visibleConnectorType(context, typeCode);
      const error = message == null ? undefined : { message, at: context.clock.now() };
      return inTransaction(context.db, async (tx) => {
        const before = await integrationState(tx, organizationId, connector.id);
        const integration = await upsertIntegration(tx, organizationId, connector, status, error);
        await enqueueEvaluation(tx, organizationId);
        // Users are told when it goes into error or out of it, not of every report while it stays there.
        const failing = status === 'error';
        if (failing !== (before?.status === 'error') && (before !== null || failing)) {
          const at = (error?.at ?? context.clock.now()).toISOString();
          await enqueueIntegrationNotice(tx, {
            organizationId,
            typeCode,
            failing,
            status,
            message: message ?? null,
            at,
          });
        }
        await audit(tx, context, {
          action: 'integration.set',
          target: { type: 'integration', id: typeCode },
          organizationId,
          changes: {
            status: [before?.status ?? null, status],
            ...(error ? { message: [before?.message ?? null, error.message] } : {}),
          },
        });
        return integration;
      });
    },
  }),
}));

/** A message says what went wrong, so it comes with `status: error` only. */
function checkMessage(status: IntegrationStatus, message: string | null | undefined): void {
  if (message == null) return;
  const issues: Issue[] = [];
  checkText(issues, ['message'], message, TEXT_LIMITS.integrationMessage);
  if (status !== 'error') issues.push({ path: ['message'], message: 'A message is given with status error only' });
  if (issues.length > 0) throw invalid(issues, []);
}

async function visibleConnectorType(context: Context, typeCode: string): Promise<ConnectorTypeRecord> {
  const connector = await connectorType(context.rootDb, context.db.$tenantId(), typeCode);
  if (!connector) throw new NotFoundError('Connector type not found');
  return connector;
}

const ConnectorTypeInput = builder.inputType('ConnectorTypeInput', {
  description: "A tenant's private connector type: its own scripts and tools pushing facts.",
  fields: (t) => ({
    typeCode: t.string({
      required: true,
      description: `2 to ${TYPE_CODE_MAX_LENGTH} characters of a-z, 0-9, _, . and -, starting with a letter; not a built-in code nor one of the tenant's.`,
    }),
    name: t.string({ required: true, description: 'Display name.' }),
    predicates: t.stringList({ required: true, description: 'The predicates it supplies (at least one).' }),
    refusals: t.field({
      type: 'JSONObject',
      required: false,
      description: 'Predicates it declines to emit, each with its reason: `{ "<predicate>": "<reason>" }`.',
    }),
  }),
});

builder.mutationFields((t) => ({
  createConnectorType: t.field({
    type: ConnectorTypeRef,
    description:
      "Adds a private connector type, visible to this tenant only. A code that exists (built-in or the tenant's own) is a conflict.",
    authScopes: { permission: 'organization.write' },
    args: { input: t.arg({ type: ConnectorTypeInput, required: true, description: 'The new connector type.' }) },
    resolve: async (_root, { input }, context) => {
      const issues = connectorTypeIssues(input);
      if (issues.length > 0) throw invalid(issues, ['input']);
      const refusals = (input.refusals ?? {}) as Record<string, string>;
      const definition = { typeCode: input.typeCode, name: input.name, predicates: input.predicates, refusals };
      const tenantId = context.db.$tenantId();
      const entry = (created: { id: string }): AuditEntry => ({
        action: 'connector_type.created',
        target: { type: 'connector_type', id: created.id },
        changes: { typeCode: [null, input.typeCode], name: [null, input.name], predicates: [null, input.predicates] },
      });
      return withAudit(context.rootDb, tenantId, auditOrigin(context), entry, async (tx) => {
        const created = await createPrivateConnectorType(tx, tenantId, definition);
        // Thrown inside the transaction, so nothing of the refused create (its entry included) stays.
        if (!created) throw new ConflictError(`The connector type '${input.typeCode}' already exists`);
        return created;
      });
    },
  }),
  deleteConnectorType: t.field({
    type: 'String',
    description:
      'Deletes a private connector type of the tenant (its facts go with it); returns its type code. Built-in types cannot be deleted (forbidden); a type an integration uses is a conflict.',
    authScopes: { permission: 'organization.write' },
    args: { typeCode: t.arg.string({ required: true, description: "The type code; another tenant's is not found." }) },
    resolve: async (_root, { typeCode }, context) => {
      const connector = await visibleConnectorType(context, typeCode);
      if (connector.builtIn) throw new ForbiddenError('Built-in connector types cannot be deleted');
      const tenantId = context.db.$tenantId();
      const entry = {
        action: 'connector_type.deleted',
        target: { type: 'connector_type', id: connector.id },
        changes: { typeCode: [typeCode, null] },
      } as const;
      const deleted = await deleteUnusedPrivateConnectorType(context.rootDb, tenantId, connector.id, (tx) =>
        recordTenantAudit(tx, tenantId, auditOrigin(context), entry),
      );
      if (!deleted) throw new ConflictError(`The connector type '${typeCode}' is used by an integration`);
      return typeCode;
    },
  }),
}));
