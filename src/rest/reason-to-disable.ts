import { type Loc, missing, type ValidationErrorItem } from './pydantic/core.ts';

/**
 * The body rule of a switch that takes something out of scope (DECISIONS, "Scope changes keep
 * history"): `enabled: false` needs a `reason`, reported as pydantic reports a missing field.
 */
export function reasonToDisable(
  value: { enabled?: boolean | null; reason?: string | null },
  input: Record<string, unknown>,
  loc: Loc,
  errors: ValidationErrorItem[],
): void {
  if (value.enabled === false && value.reason == null) errors.push(missing([...loc, 'reason'], input));
}
