import type { Db } from '../data/client.ts';
import {
  builtInConnectorTypes,
  type CatalogTx,
  createBuiltInConnectorType,
  lockConnectorCatalog,
  updateBuiltInConnectorType,
  withCatalogTransaction,
} from '../data/integrations.ts';
import { CONNECTOR_CATALOG, type ConnectorSpec } from '../domain/connector-catalog.ts';
import { enqueueConnectorTypeEvaluations } from './queue.ts';

export interface CatalogInstall {
  /** typeCode -> id of every built-in type of the catalog. */
  ids: Map<string, string>;
  created: string[];
  updated: string[];
  /** Organizations queued for evaluation because a type they integrate changed what it supplies or refuses. */
  queued: number;
}

/** Replicas starting together on one database take turns; the second finds nothing left to do. */
const CATALOG_LOCK = 0x63617461;

/** Installs and upgrades the built-in catalog in one transaction (see installConnectorCatalogIn). */
export function installConnectorCatalog(db: Db, catalog: readonly ConnectorSpec[] = CONNECTOR_CATALOG) {
  return withCatalogTransaction(db, (tx) => installConnectorCatalogIn(tx, catalog));
}

/**
 * Creates the missing built-in types and updates those whose definition differs, in place (ids,
 * integrations and facts stay). A change of predicates or refusals queues the evaluation of every
 * organization integrating that type, in this transaction: catalog changes re-evaluate what they touch.
 */
export async function installConnectorCatalogIn(
  tx: CatalogTx,
  catalog: readonly ConnectorSpec[] = CONNECTOR_CATALOG,
): Promise<CatalogInstall> {
  await lockConnectorCatalog(tx, CATALOG_LOCK);
  const stored = new Map((await builtInConnectorTypes(tx)).map((row) => [row.typeCode, row]));
  const install: CatalogInstall = { ids: new Map(), created: [], updated: [], queued: 0 };
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
