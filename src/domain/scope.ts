/**
 * The rule of taking something out of every organization's scope (DECISIONS, "Scope changes keep
 * history"): disabling needs a reason, and a reason goes only with disabling. One rule, worded by
 * each surface: the graph as bad input at `reason`, REST as pydantic's `missing` field.
 */
export type DisableReasonFault = 'reason_missing' | 'reason_without_disabling';

export function disableReasonFault(input: {
  enabled?: boolean | null;
  reason?: string | null;
}): DisableReasonFault | null {
  if (input.enabled === false && input.reason == null) return 'reason_missing';
  if (input.reason != null && input.enabled !== false) return 'reason_without_disabling';
  return null;
}
