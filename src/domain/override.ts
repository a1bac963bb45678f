import { checkText, type Issue } from './input.ts';
import { TEXT_LIMITS } from './text.ts';

/** What an override applies to: one control, or a whole standard. */
export type OverrideKind = 'control' | 'standard';

/** An exception ends within a year and a day: a longer one is a standing decision, not an exception. */
export const MAX_EXPIRY_DAYS = 366;
const DAY_MS = 86_400_000;

/** An override as a caller sets it (PUT semantics: what is left out or null inherits). */
export interface OverrideSetting {
  enabled?: boolean | null;
  reason?: string | null;
  expiresAt?: Date | null;
  /** A control's only: keys that replace the control's parameters. */
  parameters?: Record<string, unknown> | null;
}

const REASON_REQUIRED: Record<OverrideKind, string> = {
  control: 'A reason is required to disable a control',
  standard: 'A reason is required to take a standard out of scope',
};

/** What is wrong with an override as set now, each with the path of its field; empty when it may be written. */
export function overrideIssues(kind: OverrideKind, setting: OverrideSetting, now: Date): Issue[] {
  const issues: Issue[] = [];
  if (setting.enabled === false && setting.reason == null)
    issues.push({ path: ['reason'], message: REASON_REQUIRED[kind] });
  checkText(issues, ['reason'], setting.reason, TEXT_LIMITS.reason);
  const { expiresAt } = setting;
  if (expiresAt == null) return issues;
  if (expiresAt.getTime() <= now.getTime())
    issues.push({ path: ['expiresAt'], message: 'expiresAt must be in the future' });
  else if (expiresAt.getTime() > now.getTime() + MAX_EXPIRY_DAYS * DAY_MS)
    issues.push({ path: ['expiresAt'], message: `expiresAt must be at most ${MAX_EXPIRY_DAYS} days ahead` });
  return issues;
}
