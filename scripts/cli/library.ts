// The standards library verbs (their summaries and options are their entries in scripts/cli.ts).
import type { Db } from '../../src/data/client.ts';
import { AdoptLibraryStandardDocument, LibraryStandardsDocument } from '../../src/graphql/generated/operations.ts';
import { type Options, text } from './options.ts';
import { findTenant, graph, table } from './support.ts';

export async function libraryList(db: Db, options: Options): Promise<void> {
  const tenant = await findTenant(db, text(options, 'tenant'));
  const { libraryStandards } = await graph(db, tenant.id, LibraryStandardsDocument, { limit: 100 });
  table(
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

export async function libraryAdopt(db: Db, options: Options): Promise<void> {
  const tenant = await findTenant(db, text(options, 'tenant'));
  const { adoptLibraryStandard: standard } = await graph(db, tenant.id, AdoptLibraryStandardDocument, {
    key: text(options, 'key'),
    input: { enabled: options.enabled === true },
  });
  console.log(
    `Adopted ${standard.name} as standard ${standard.slug} (${standard.id}) with ${standard.controlCount} controls, ${standard.enabled ? 'active' : 'inactive'}`,
  );
}
