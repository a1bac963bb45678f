import { disableReasonFault } from '../domain/scope.ts';
import { type Loc, missing, type ValidationErrorItem } from './pydantic/core.ts';

/**
 * The body rule of a switch that takes something out of scope (DECISIONS, "Scope changes keep
 * history", src/domain/scope.ts): `enabled: false` needs a `reason`, reported as pydantic reports a
 * missing field. A reason sent without disabling is left to the graph, which refuses it as bad input.
 */
export function reasonToDisable(
  value: { enabled?: boolean | null; reason?: string | null },
  input: Record<string, unknown>,
  loc: Loc,
  errors: ValidationErrorItem[],
): void {
  if (disableReasonFault(value) === 'reason_missing') errors.push(missing([...loc, 'reason'], input));
}
