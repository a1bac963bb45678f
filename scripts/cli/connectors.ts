// The connector type verbs (their summaries and options are their entries in
// scripts/cli/command-line.ts).
import { ConnectorTypesDocument, CreateConnectorTypeDocument } from '../../src/graphql/generated/operations.ts';
import { type Options, type Session, text } from './options.ts';
import { findTenant, graph } from './support.ts';

export async function catalogList(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const { connectorTypes } = await graph(session, tenant.id, ConnectorTypesDocument, {});
  for (const type of connectorTypes.items)
    session.print(`${type.typeCode}\t${type.name}\t${type.predicates.join(',')}`);
}

export async function connectorCreate(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const predicates = text(options, 'predicates')
    .split(',')
    .map((predicate) => predicate.trim())
    .filter(Boolean);
  const { createConnectorType } = await graph(session, tenant.id, CreateConnectorTypeDocument, {
    input: { typeCode: text(options, 'type'), name: text(options, 'name'), predicates },
  });
  session.print(`Created connector type ${createConnectorType.typeCode} in tenant ${tenant.name}`);
}
