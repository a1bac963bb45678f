import type { Logger } from './log.js';
import type { Organization, Service } from './service.js';

/** What a connector observed about one subject of one predicate: the fields a control judges. */
export interface Observation {
  /** Stable, unique per predicate, human-readable: a user's UPN, a device name, a domain. */
  subject: string;
  /** Judged fields are booleans (`{encrypted: true}`); informational ones may sit beside them. */
  fields: Record<string, unknown>;
}

/**
 * A collection's result, by predicate: each predicate's complete current population (an empty list
 * is an empty population: its subjects are gone), or the Error that kept it from being read in full
 * (its last facts stay, and the integration reads `error` with the message).
 */
export type Collected = Record<string, readonly Observation[] | Error>;

/** One organization to collect for, and whatever the collector found out about it on the way. */
export interface Target {
  organization: Organization;
}

export interface CollectContext {
  log: Logger;
}

/**
 * A connector: a type code of the service's catalog (built-in, or the tenant's own, created by the
 * kit when missing), the predicates it collects in full, those it declines with its reason, and
 * how it reads them for one target.
 */
export interface Connector<T extends Target = Target> {
  typeCode: string;
  /** Display name, for a private type the kit creates. */
  name?: string;
  predicates: readonly string[];
  /** predicate -> reason, for a private type the kit creates (a built-in type's are the catalog's). */
  refusals?: Readonly<Record<string, string>>;
  collect(target: T, context: CollectContext): Promise<Collected>;
}

/** A target the collector could not set up (say, a tenant it could not match): reported, not collected. */
export interface TargetFailure {
  label: string;
  error: Error;
}

export interface TargetContext {
  service: Service;
  log: Logger;
}

/**
 * What the runner runs: one or more connectors over the same targets (the Graph collector's
 * `microsoft365` and `intune` share a tenant and its token). Without `targets`, the targets are
 * the organizations with an integration of one of the connectors' types.
 */
export interface Collector<T extends Target = Target> {
  name: string;
  connectors: readonly Connector<T>[];
  targets?(context: TargetContext): AsyncIterable<T | TargetFailure>;
}
