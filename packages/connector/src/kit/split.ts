import type { FactPush } from './service.js';
import type { Observation } from './types.js';

/**
 * The service takes at most 10,000 facts and 1 MiB per push, and a push replaces the whole
 * population of each predicate it names: so a predicate's population travels in one body, and
 * bodies are filled with whole predicates, in order, up to the limits.
 */
export interface PushLimits {
  maxFacts: number;
  /** UTF-8 bytes of the JSON body. */
  maxBytes: number;
  /** Predicates named by one push (the service's MAX_NAMED_PREDICATES). */
  maxPredicates: number;
}

/** Under the service's limits (10,000 facts, 1 MiB, 1,000 named predicates), with room to spare. */
export const SERVICE_LIMITS: PushLimits = { maxFacts: 10_000, maxBytes: 1_000_000, maxPredicates: 1_000 };

export class PopulationTooLargeError extends Error {
  constructor(predicate: string, facts: number, bytes: number, limits: PushLimits) {
    super(
      `The population of ${predicate} (${facts} facts, ${bytes} bytes) is over one push's limit ` +
        `(${limits.maxFacts} facts, ${limits.maxBytes} bytes): a population is replaced whole, so it cannot be split`,
    );
    this.name = 'PopulationTooLargeError';
  }
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** The bodies that push these complete populations, each under the limits. */
export function splitPush(
  typeCode: string,
  populations: ReadonlyMap<string, readonly Observation[]>,
  limits: PushLimits = SERVICE_LIMITS,
): FactPush[] {
  // `{"typeCode":"…","predicates":[],"facts":[]}`: the body around its facts and names.
  const envelope = bytes({ typeCode, predicates: [], facts: [] });
  const bodies: FactPush[] = [];
  let current: FactPush | null = null;
  let size = 0;
  for (const [predicate, observations] of populations) {
    const facts = observations.map((o) => ({ predicate, subject: o.subject, fields: o.fields }));
    // Each fact and name is followed by a comma but the last: counting one for each is an upper bound.
    const weight = facts.reduce((sum, fact) => sum + bytes(fact) + 1, bytes(predicate) + 1);
    if (facts.length > limits.maxFacts || envelope + weight > limits.maxBytes)
      throw new PopulationTooLargeError(predicate, facts.length, envelope + weight, limits);
    const fits =
      current !== null &&
      current.facts.length + facts.length <= limits.maxFacts &&
      size + weight <= limits.maxBytes &&
      (current.predicates?.length ?? 0) < limits.maxPredicates;
    if (!fits) {
      current = { typeCode, predicates: [], facts: [] };
      size = envelope;
      bodies.push(current);
    }
    const body = current as FactPush;
    body.predicates?.push(predicate);
    body.facts.push(...facts);
    size += weight;
  }
  return bodies;
}
