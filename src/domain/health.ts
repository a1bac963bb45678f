/**
 * Organization health, derived from the status of its integrations: healthy when every one is
 * connected, degraded when some are and some are not (`available` is mapped and not connected, like
 * `error` and `disabled`), disconnected when none is connected (or there are none).
 */
export const HEALTH_VALUES = ['healthy', 'degraded', 'disconnected'] as const;
export type Health = (typeof HEALTH_VALUES)[number];

export type IntegrationStatus = 'connected' | 'error' | 'disabled' | 'available';

/** Statuses of a mapped integration that does not deliver live facts. */
export const BROKEN_INTEGRATION_STATUSES = [
  'error',
  'disabled',
  'available',
] as const satisfies readonly IntegrationStatus[];

/**
 * Each health value as two facts about the integrations (is any connected, is any broken), so that
 * the in-memory classification and the database filter are the same definition.
 */
export const HEALTH_CRITERIA: Record<Health, { anyConnected: boolean; anyBroken?: boolean }> = {
  healthy: { anyConnected: true, anyBroken: false },
  degraded: { anyConnected: true, anyBroken: true },
  disconnected: { anyConnected: false },
};

export function organizationHealth(statuses: Iterable<IntegrationStatus>): Health {
  let anyConnected = false;
  let anyBroken = false;
  for (const status of statuses) {
    if (status === 'connected') anyConnected = true;
    else if ((BROKEN_INTEGRATION_STATUSES as readonly string[]).includes(status)) anyBroken = true;
  }
  if (!anyConnected) return 'disconnected';
  return anyBroken ? 'degraded' : 'healthy';
}
