import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  BROKEN_INTEGRATION_STATUSES,
  HEALTH_CRITERIA,
  HEALTH_VALUES,
  type IntegrationStatus,
  organizationHealth,
} from '../../src/domain/health.ts';

const integration = fc.constantFrom<IntegrationStatus>('connected', 'error', 'disabled', 'available');

describe('organization health', () => {
  test.each<[IntegrationStatus[], string]>([
    [[], 'disconnected'],
    [['available'], 'disconnected'],
    [['error', 'disabled'], 'disconnected'],
    [['connected'], 'healthy'],
    [['connected', 'available'], 'healthy'],
    [['connected', 'error'], 'degraded'],
    [['disabled', 'connected', 'connected'], 'degraded'],
  ])('%j is %s', (statuses, health) => {
    expect(organizationHealth(statuses)).toBe(health);
  });

  test('the in-memory rule and the database criteria are one definition', () => {
    fc.assert(
      fc.property(fc.array(integration), (statuses) => {
        const anyConnected = statuses.includes('connected');
        const anyBroken = statuses.some((s) => (BROKEN_INTEGRATION_STATUSES as readonly string[]).includes(s));
        const matching = HEALTH_VALUES.filter((health) => {
          const criteria = HEALTH_CRITERIA[health];
          return (
            criteria.anyConnected === anyConnected &&
            (criteria.anyBroken === undefined || criteria.anyBroken === anyBroken)
          );
        });
        expect(matching).toEqual([organizationHealth(statuses)]);
      }),
    );
  });

  test('an integration offered but not set up neither helps nor hurts', () => {
    fc.assert(
      fc.property(fc.array(integration), fc.nat(5), (statuses, extra) => {
        const more = [...statuses, ...Array<IntegrationStatus>(extra).fill('available')];
        expect(organizationHealth(more)).toBe(organizationHealth(statuses));
      }),
    );
  });
});
