/** How serious a failing control is: a control's setting, copied onto the detections it raises. */
export const SEVERITIES = ['high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** What each severity asks of the reader: the graph documents them with these words. */
export const SEVERITY_MEANING: Record<Severity, string> = {
  high: 'Most urgent: address first.',
  medium: 'Address in the normal course of work.',
  low: 'Least urgent.',
};
