import { CONNECTOR_CATALOG, type ConnectorSpec } from './connector-catalog.ts';
import { ASD_ESSENTIAL_EIGHT_ML1 } from './library/asd-essential-eight-ml1.ts';
import { CISA_SCUBA_M365 } from './library/cisa-scuba-m365.ts';
import { NIST_CSF_2 } from './library/nist-csf-2.ts';
import { type LibraryFramework, libraryIssues } from './library.ts';

/** The library every start installs (docs/connectors.md, "The standards library"). */
export const LIBRARY: readonly LibraryFramework[] = [CISA_SCUBA_M365, ASD_ESSENTIAL_EIGHT_ML1, NIST_CSF_2];

/** Every predicate some connector type supplies (declared and not refused), attestations included. */
export function suppliedBy(catalog: readonly Pick<ConnectorSpec, 'predicates' | 'refusals'>[]): Set<string> {
  return new Set(
    catalog.flatMap((type) => type.predicates.filter((predicate) => !Object.hasOwn(type.refusals, predicate))),
  );
}

/** The library's problems against the built-in catalog: what stops a start. */
export function libraryProblems(
  library: readonly LibraryFramework[] = LIBRARY,
  catalog: readonly ConnectorSpec[] = CONNECTOR_CATALOG,
): string[] {
  return libraryIssues(library, suppliedBy(catalog));
}
