import { describe, expect, test } from 'vitest';
import { dnsConnector, microsoft365Connectors } from '../../packages/connector/src/index.ts';
import { MICROSOFT365_REFUSALS } from '../../packages/connector/src/microsoft365/collector.ts';
import { ATTESTABLE_PREDICATES } from '../../src/domain/attestation.ts';
import { CONNECTOR_CATALOG, type ConnectorSpec } from '../../src/domain/connector-catalog.ts';
import { judgeable } from '../../src/domain/library.ts';
import { LIBRARY, suppliedBy } from '../../src/domain/library-content.ts';

/**
 * The connector catalog against the collectors this repository ships (packages/connector): what
 * the catalog says a type supplies is what decides not_covered against no_data and a library
 * control's judgeable count, so it must be what the type's collector pushes.
 */

const SHIPPED = [...microsoft365Connectors(), dnsConnector()];
const ATTESTABLE = new Set(ATTESTABLE_PREDICATES.map((entry) => entry.predicate));

const spec = (typeCode: string): ConnectorSpec => {
  const found = CONNECTOR_CATALOG.find((type) => type.typeCode === typeCode);
  if (!found) throw new Error(`no catalog type ${typeCode}`);
  return found;
};
const supplies = (type: ConnectorSpec) =>
  type.predicates.filter((predicate) => !Object.hasOwn(type.refusals, predicate));

describe('the catalog tells the truth about the shipped collectors', () => {
  test('every predicate a collector pushes is one its catalog type supplies (or the service would refuse the push)', () => {
    for (const connector of SHIPPED) {
      const supplied = supplies(spec(connector.typeCode));
      expect({
        type: connector.typeCode,
        notSupplied: connector.predicates.filter((p) => !supplied.includes(p)),
      }).toEqual({ type: connector.typeCode, notSupplied: [] });
    }
  });

  test('every predicate the catalog claims for a collector type is pushed by it or attestable', () => {
    for (const connector of SHIPPED) {
      const claimed = supplies(spec(connector.typeCode)).filter(
        (predicate) => !connector.predicates.includes(predicate) && !ATTESTABLE.has(predicate),
      );
      expect({ type: connector.typeCode, claimed }).toEqual({ type: connector.typeCode, claimed: [] });
    }
    // What the collector itself refuses, the catalog refuses for its type, in the same words.
    const refused = spec('microsoft365').refusals;
    for (const [predicate, reason] of Object.entries(MICROSOFT365_REFUSALS))
      expect({ predicate, reason: refused[predicate] }).toEqual({ predicate, reason });
  });

  test('each refusal of the Graph collector names a connector type of the catalog that does supply the predicate', () => {
    for (const [predicate, reason] of Object.entries(MICROSOFT365_REFUSALS)) {
      const named = /the (\w+) connector/.exec(reason)?.[1];
      expect({ predicate, named }).toEqual({ predicate, named: expect.any(String) });
      expect({ predicate, supplied: supplies(spec(named!)).includes(predicate) }).toEqual({
        predicate,
        supplied: true,
      });
    }
  });

  test('every library control is judgeable by the truthful catalog: a shipped collector, a declared type, or an attestation', () => {
    const supplied = suppliedBy(CONNECTOR_CATALOG);
    for (const framework of LIBRARY) {
      const judged = framework.controls.filter((c) => judgeable(c, supplied)).length;
      expect({ framework: framework.key, judged }).toEqual({
        framework: framework.key,
        judged: framework.controls.length,
      });
    }
  });
});
