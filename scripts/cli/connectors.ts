// The connector type verbs (their summaries and options are their entries in scripts/cli.ts).
import type { Db } from '../../src/data/client.ts';
import { ConnectorTypesDocument, CreateConnectorTypeDocument } from '../../src/graphql/generated/operations.ts';
import { type Options, text } from './options.ts';
import { findTenant, graph } from './support.ts';

export async function catalogList(db: Db, options: Options): Promise<void> {
  const tenant = await findTenant(db, text(options, 'tenant'));
  const { connectorTypes } = await graph(db, tenant.id, ConnectorTypesDocument, {});
  for (const type of connectorTypes.items) console.log(`${type.typeCode}\t${type.name}\t${type.predicates.join(',')}`);
}

export async function connectorCreate(db: Db, options: Options): Promise<void> {
  const tenant = await findTenant(db, text(options, 'tenant'));
  const predicates = text(options, 'predicates')
    .split(',')
    .map((predicate) => predicate.trim())
    .filter(Boolean);
  const { createConnectorType } = await graph(db, tenant.id, CreateConnectorTypeDocument, {
    input: { typeCode: text(options, 'type'), name: text(options, 'name'), predicates },
  });
  console.log(`Created connector type ${createConnectorType.typeCode} in tenant ${tenant.name}`);
}
