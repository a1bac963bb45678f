// The standards library verbs (their summaries and options are their entries in
// scripts/cli/command-line.ts).
import { AdoptLibraryStandardDocument, LibraryStandardsDocument } from '../../src/graphql/generated/operations.ts';
import { type Options, type Session, text } from './options.ts';
import { findTenant, graph, table } from './support.ts';

export async function libraryList(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const { libraryStandards } = await graph(session, tenant.id, LibraryStandardsDocument, { limit: 100 });
  table(
    session,
    ['key', 'name', 'version', 'licence', 'controls', 'judgeable'],
    libraryStandards.edges.map(({ node: s }) => [
      s.key,
      s.name,
      s.version,
      s.licence,
      s.controlCount,
      s.judgeableCount,
    ]),
  );
}

export async function libraryAdopt(session: Session, options: Options): Promise<void> {
  const tenant = await findTenant(session.db, text(options, 'tenant'));
  const { adoptLibraryStandard: standard } = await graph(session, tenant.id, AdoptLibraryStandardDocument, {
    key: text(options, 'key'),
    input: { enabled: options.enabled === true },
  });
  session.print(
    `Adopted ${standard.name} as standard ${standard.slug} (${standard.id}) with ${standard.controlCount} controls, ${standard.enabled ? 'active' : 'inactive'}`,
  );
}
