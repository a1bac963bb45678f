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
    [['connected', 'available', 'error'], 'degraded'],
    [['available', 'available'], 'disconnected'],
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

  test('healthy is connected with nothing in error or disabled; available (offered, not set up) degrades nothing', () => {
    fc.assert(
      fc.property(fc.array(integration, { minLength: 1 }), (statuses) => {
        const connected = statuses.filter((s) => s === 'connected').length;
        const broken = statuses.filter((s) => s === 'error' || s === 'disabled').length;
        const expected = connected === 0 ? 'disconnected' : broken === 0 ? 'healthy' : 'degraded';
        expect(organizationHealth(statuses)).toBe(expected);
      }),
    );
  });
});
