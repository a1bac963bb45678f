import type { IntegrationStatus } from './health.ts';
import type { ControlStatus } from './status.ts';

/**
 * Which connectors can supply a control's required predicates, and what that means for the
 * evaluator and for the grid's detail. The evaluator stores the detail it computed with the
 * evaluation; the grid reports it as stored.
 */
export interface ConnectorCapability {
  typeCode: string;
  predicates: readonly string[];
  /** predicate -> the connector's own reason for declining it, carried through unchanged. */
  refusals: Readonly<Record<string, string>>;
}

export interface MappedIntegration {
  typeCode: string;
  status: IntegrationStatus;
}

export interface ComplianceRefusal {
  connector: string;
  reason: string;
}

export interface DegradedCoverageEntry {
  typeCode: string;
  predicate: string;
  status: IntegrationStatus;
}

export interface ComplianceRowDetail {
  missingPredicates: string[];
  satisfiedBy: Record<string, string[]>;
  connectedHere: string[];
  refusedHere: ComplianceRefusal[];
  degradedCoverage: DegradedCoverageEntry[];
}

export function emptyDetail(): ComplianceRowDetail {
  return { missingPredicates: [], satisfiedBy: {}, connectedHere: [], refusedHere: [], degradedCoverage: [] };
}

/** Fills the defaults of a stored detail so every key is present on the wire. */
export function normalizeDetail(stored: unknown): ComplianceRowDetail | null {
  if (stored === null || typeof stored !== 'object') return null;
  return { ...emptyDetail(), ...(stored as Partial<ComplianceRowDetail>) };
}

const byTypeCode = (a: MappedIntegration, b: MappedIntegration) =>
  a.typeCode < b.typeCode ? -1 : a.typeCode > b.typeCode ? 1 : 0;

const supplies = (capability: ConnectorCapability | undefined, predicate: string) =>
  capability?.predicates.includes(predicate) && !Object.hasOwn(capability.refusals, predicate);

/** What one organization's integrations supply, worked out once per integration list (see CoverageIndex). */
interface MappedCoverage {
  /** Integrations mapped here, in any status (`available` included: mapped, not connected). */
  mapped: readonly MappedIntegration[];
  suppliersOf: Map<string, string[]>;
  /** Connected integrations, in connector order. */
  connected: readonly MappedIntegration[];
}

/**
 * The connector catalog, indexed. A grid asks the same questions for each of its 300 rows (which
 * connectors supply this predicate, here or anywhere), so the answers are kept per predicate and,
 * for an organization's integrations, per integration list: the lists it returns are shared and
 * must be treated as read-only, and an integration list must not change after it is handed in.
 */
export class CoverageIndex {
  private readonly byTypeCode: Map<string, ConnectorCapability>;
  private readonly optionsOf = new Map<string, string[]>();
  private readonly byIntegrationList = new WeakMap<readonly MappedIntegration[], MappedCoverage>();

  constructor(catalog: Iterable<ConnectorCapability>) {
    this.byTypeCode = new Map([...catalog].map((capability) => [capability.typeCode, capability]));
  }

  /** predicate -> every catalog connector that can supply it, connected here or not. */
  sourceOptions(required: readonly string[]): Record<string, string[]> {
    return Object.fromEntries(required.map((predicate) => [predicate, this.optionsFor(predicate)]));
  }

  /**
   * predicate -> the connectors mapped to this organization (in any status) that supply it.
   */
  sourceTypeCodes(required: readonly string[], integrations: readonly MappedIntegration[]): Record<string, string[]> {
    const coverage = this.coverageOf(integrations);
    return Object.fromEntries(required.map((predicate) => [predicate, this.suppliersFor(predicate, coverage)]));
  }

  /** Connectors connected here that supply at least one required predicate. */
  connectedSourceTypeCodes(required: readonly string[], integrations: readonly MappedIntegration[]): string[] {
    return this.coverageOf(integrations)
      .connected.filter((i) => required.some((p) => supplies(this.byTypeCode.get(i.typeCode), p)))
      .map((i) => i.typeCode);
  }

  private optionsFor(predicate: string): string[] {
    let options = this.optionsOf.get(predicate);
    if (!options) {
      options = [...this.byTypeCode.values()]
        .filter((c) => supplies(c, predicate))
        .map((c) => c.typeCode)
        .sort();
      this.optionsOf.set(predicate, options);
    }
    return options;
  }

  private coverageOf(integrations: readonly MappedIntegration[]): MappedCoverage {
    let coverage = this.byIntegrationList.get(integrations);
    if (!coverage) {
      // In connector order, whatever order the integrations came in: a detail is compared with the
      // stored one to tell whether anything changed.
      const connected = integrations.filter((i) => i.status === 'connected').sort(byTypeCode);
      coverage = { mapped: integrations, suppliersOf: new Map(), connected };
      this.byIntegrationList.set(integrations, coverage);
    }
    return coverage;
  }

  private suppliersFor(predicate: string, coverage: MappedCoverage): string[] {
    let suppliers = coverage.suppliersOf.get(predicate);
    if (!suppliers) {
      suppliers = coverage.mapped
        .filter((i) => supplies(this.byTypeCode.get(i.typeCode), predicate))
        .map((i) => i.typeCode)
        .sort();
      coverage.suppliersOf.set(predicate, suppliers);
    }
    return suppliers;
  }

  /**
   * What the evaluator concludes from coverage alone: `not_covered` with reason A when a required
   * predicate has no mapped supplier; otherwise a detail with reason B when some predicate is
   * served only by integrations that are not connected (`error`, `disabled` or `available`; the
   * control still evaluates, from the last observation those connectors wrote).
   */
  assess(
    required: readonly string[],
    integrations: readonly MappedIntegration[],
  ): { notCovered: true; detail: ComplianceRowDetail } | { notCovered: false; detail: ComplianceRowDetail | null } {
    const suppliers = this.sourceTypeCodes(required, integrations);
    const missing = required.filter((p) => suppliers[p]!.length === 0);
    const { connected } = this.coverageOf(integrations);

    if (missing.length > 0) {
      return {
        notCovered: true,
        detail: {
          ...emptyDetail(),
          missingPredicates: missing,
          satisfiedBy: Object.fromEntries(required.filter((p) => !missing.includes(p)).map((p) => [p, suppliers[p]!])),
          connectedHere: connected.map((i) => i.typeCode),
          refusedHere: connected.flatMap((i) => {
            const refusals = this.byTypeCode.get(i.typeCode)?.refusals ?? {};
            return missing
              .filter((p) => Object.hasOwn(refusals, p))
              .map((p) => ({ connector: i.typeCode, reason: refusals[p]! }));
          }),
        },
      };
    }

    const statusOf = new Map(integrations.map((i) => [i.typeCode, i.status]));
    const degradedCoverage = required.flatMap((predicate) => {
      const codes = suppliers[predicate]!;
      if (codes.some((code) => statusOf.get(code) === 'connected')) return [];
      return codes.map((typeCode) => ({ typeCode, predicate, status: statusOf.get(typeCode)! }));
    });
    return { notCovered: false, detail: degradedCoverage.length ? { ...emptyDetail(), degradedCoverage } : null };
  }
}

/** Reason A belongs only to not_covered rows and reason B only to pass/fail/no_data rows. */
export function detailApplies(status: ControlStatus, detail: ComplianceRowDetail | null): boolean {
  if (detail === null) return false;
  if (status === 'not_covered') return detail.missingPredicates.length > 0;
  return status !== 'not_applicable' && detail.degradedCoverage.length > 0;
}
