import type { Db } from '../data/client.ts';
import {
  builtInConnectorTypes,
  type CatalogTx,
  createBuiltInConnectorType,
  lockConnectorCatalog,
  updateBuiltInConnectorType,
  withCatalogTransaction,
} from '../data/integrations.ts';
import {
  createLibraryStandard,
  libraryStandards,
  removeLibraryStandards,
  updateLibraryStandard,
} from '../data/library.ts';
import { CONNECTOR_CATALOG, type ConnectorSpec } from '../domain/connector-catalog.ts';
import { canonical, type LibraryFramework } from '../domain/library.ts';
import { LIBRARY, libraryProblems } from '../domain/library-content.ts';
import { enqueueConnectorTypeEvaluations } from './queue.ts';

export interface CatalogInstall {
  /** typeCode -> id of every built-in type of the catalog. */
  ids: Map<string, string>;
  created: string[];
  updated: string[];
  /** Organizations queued for evaluation because a type they integrate changed what it supplies or refuses. */
  queued: number;
  /** The standards library, installed in the same transaction (keys created, upgraded, removed). */
  library: { created: string[]; updated: string[]; removed: string[] };
}

/**
 * Library content that fails its checks (an unknown predicate, a duplicate identifier, an empty
 * expect): the start stops with one line naming the control, before anything is written.
 */
export class LibraryContentError extends Error {
  constructor(problems: readonly string[]) {
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    super(`library content is invalid: ${problems[0]}${more}`);
    this.name = 'LibraryContentError';
  }
}

/** Replicas starting together on one database take turns; the second finds nothing left to do. */
const CATALOG_LOCK = 0x63617461;

/**
 * Installs and upgrades the reference data, the built-in connector catalog and the standards
 * library, in one transaction (see installConnectorCatalogIn).
 */
export function installConnectorCatalog(
  db: Db,
  catalog: readonly ConnectorSpec[] = CONNECTOR_CATALOG,
  library: readonly LibraryFramework[] = LIBRARY,
) {
  const problems = libraryProblems(library, catalog);
  if (problems.length > 0) return Promise.reject(new LibraryContentError(problems));
  return withCatalogTransaction(db, (tx) => installConnectorCatalogIn(tx, catalog, library));
}

/**
 * Creates the missing built-in types and updates those whose definition differs, in place (ids,
 * integrations and facts stay). A change of predicates or refusals queues the evaluation of every
 * organization integrating that type, in this transaction: catalog changes re-evaluate what they touch.
 */
export async function installConnectorCatalogIn(
  tx: CatalogTx,
  catalog: readonly ConnectorSpec[] = CONNECTOR_CATALOG,
  library: readonly LibraryFramework[] = LIBRARY,
): Promise<CatalogInstall> {
  const problems = libraryProblems(library, catalog);
  if (problems.length > 0) throw new LibraryContentError(problems);
  await lockConnectorCatalog(tx, CATALOG_LOCK);
  const stored = new Map((await builtInConnectorTypes(tx)).map((row) => [row.typeCode, row]));
  const install: CatalogInstall = {
    ids: new Map(),
    created: [],
    updated: [],
    queued: 0,
    library: await installLibraryIn(tx, library),
  };
  const reassess: string[] = [];
  for (const spec of catalog) {
    const row = stored.get(spec.typeCode);
    if (!row) {
      install.ids.set(spec.typeCode, await createBuiltInConnectorType(tx, spec));
      install.created.push(spec.typeCode);
      continue;
    }
    install.ids.set(spec.typeCode, row.id);
    if (row.name === spec.name && sameCapabilities(row, spec)) continue;
    await updateBuiltInConnectorType(tx, row.id, spec);
    install.updated.push(spec.typeCode);
    if (!sameCapabilities(row, spec)) reassess.push(row.id);
  }
  if (reassess.length > 0) install.queued = await enqueueConnectorTypeEvaluations(tx, reassess);
  return install;
}

/** Same predicates (in the same order, as the catalog lists them) and same refusals (jsonb keeps no key order). */
function sameCapabilities(a: ConnectorSpec, b: ConnectorSpec): boolean {
  const refusals = (spec: ConnectorSpec) =>
    JSON.stringify(Object.entries(spec.refusals).sort(([x], [y]) => (x < y ? -1 : 1)));
  return a.predicates.join('\n') === b.predicates.join('\n') && refusals(a) === refusals(b);
}

/**
 * The library beside the catalog, under the same lock: a new standard is created, a changed one
 * updated in place (adopted copies are not touched: they are offered the difference, see
 * Standard.libraryUpdate), one the library no longer ships removed. An unchanged library writes nothing.
 */
async function installLibraryIn(
  tx: CatalogTx,
  library: readonly LibraryFramework[],
): Promise<CatalogInstall['library']> {
  const stored = new Map((await libraryStandards(tx)).map((row) => [row.key, row]));
  const done: CatalogInstall['library'] = { created: [], updated: [], removed: [] };
  const at = new Date();
  for (const framework of library) {
    const row = stored.get(framework.key);
    if (!row) {
      await createLibraryStandard(tx, framework, at);
      done.created.push(framework.key);
    } else if (canonical(libraryContent(row)) !== canonical(libraryContent(framework))) {
      await updateLibraryStandard(tx, framework, at);
      done.updated.push(framework.key);
    }
  }
  done.removed = [...stored.keys()].filter((key) => !library.some((framework) => framework.key === key));
  await removeLibraryStandards(tx, done.removed);
  return done;
}

function libraryContent(framework: LibraryFramework): LibraryFramework {
  const { key, name, publisher, version, licence, sourceUrl, description, attribution, controls } = framework;
  return { key, name, publisher, version, licence, sourceUrl, description, attribution, controls };
}
