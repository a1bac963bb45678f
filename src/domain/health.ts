/**
 * Organization health, derived from the status of its integrations: healthy when one is connected
 * and none is broken (`error` or `disabled`), degraded when one is connected and one is broken,
 * disconnected when none is connected (or there are none). An `available` integration is offered,
 * not set up, so it degrades nothing (DECISIONS "Health"); coverage still lists it (reason B).
 */
export const HEALTH_VALUES = ['healthy', 'degraded', 'disconnected'] as const;
export type Health = (typeof HEALTH_VALUES)[number];

export const INTEGRATION_STATUSES = ['connected', 'error', 'disabled', 'available'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/** Statuses of an integration that was set up and does not deliver live facts. */
export const BROKEN_INTEGRATION_STATUSES = ['error', 'disabled'] as const satisfies readonly IntegrationStatus[];

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
