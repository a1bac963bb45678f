import {
  type ConnectorTypeRecord,
  connectorType,
  connectorTypes,
  type IntegrationRecord,
  integrationsOf,
  upsertIntegration,
} from '../data/integrations.ts';
import { inTransaction } from '../data/tenant.ts';
import { enqueueEvaluation } from '../engine/queue.ts';
import { NotFoundError } from '../errors.ts';
import { builder } from './builder.ts';
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
    'A connector of the global catalog: the predicates it supplies (a fact push may name only these) and those it refuses.',
  fields: (t) => ({
    typeCode: t.exposeString('typeCode', {
      description: 'Stable code, e.g. `intune`; names the connector everywhere.',
    }),
    name: t.exposeString('name', { description: 'Display name.' }),
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
  }),
});

const ConnectorCatalog = builder.objectRef<{ items: ConnectorTypeRecord[] }>('ConnectorCatalog').implement({
  description: 'The connector catalog: global, the same for every tenant.',
  fields: (t) => ({
    items: t.field({
      type: [ConnectorTypeRef],
      description: 'Every connector type, by type code.',
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
    description: 'The connector catalog (global, the same for every tenant).',
    authScopes: { permission: 'organization.read' },
    resolve: async (_root, _args, context) => ({ items: await connectorTypes(context.rootDb) }),
  }),
}));

builder.prismaObjectFields('Organization', (t) => ({
  integrations: t.field({
    type: IntegrationList,
    description: "The organization's integrations; its health is derived from them.",
    select: { id: true },
    resolve: async (organization, _args, context) => ({ items: await integrationsOf(context.db, organization.id) }),
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
      typeCode: t.arg.string({ required: true, description: 'A type code of the catalog; another is not found.' }),
      status: t.arg({ type: IntegrationStatusEnum, required: true, description: 'The new status.' }),
    },
    resolve: async (_root, { organizationId, typeCode, status }, context) => {
      await findOrganization(context, organizationId);
      const connector = await connectorType(context.rootDb, typeCode);
      if (!connector) throw new NotFoundError('Connector type not found');
      return inTransaction(context.db, async (tx) => {
        const integration = await upsertIntegration(tx, organizationId, connector, status);
        await enqueueEvaluation(tx, organizationId);
        return integration;
      });
    },
  }),
}));
