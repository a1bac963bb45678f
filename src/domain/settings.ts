/**
 * Effective settings of a control for one organization: the standard gates the control, the
 * organization's override (when present) wins over the control's own values.
 */
export type JsonObject = Record<string, unknown>;

export interface OverrideSettings {
  enabled: boolean | null;
  parameters: unknown;
}

export interface EffectiveSettings {
  effectiveEnabled: boolean;
  effectiveParameters: JsonObject;
  isOverridden: boolean;
}

export function asObject(value: unknown): JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : {};
}

export function effectiveSettings(
  standard: { enabled: boolean },
  control: { enabled: boolean; parameters: unknown },
  override: OverrideSettings | null | undefined,
): EffectiveSettings {
  const overriddenParameters = override?.parameters == null ? undefined : asObject(override.parameters);
  const controlEnabled = override?.enabled ?? control.enabled;
  return {
    effectiveEnabled: standard.enabled && controlEnabled,
    // Overridden parameters are merged key by key: an override names only what it changes.
    effectiveParameters: { ...asObject(control.parameters), ...overriddenParameters },
    isOverridden: override != null && (override.enabled != null || overriddenParameters !== undefined),
  };
}
