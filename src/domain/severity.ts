/** How serious a failing control is: a control's setting, copied onto the detections it raises. */
export const SEVERITIES = ['high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];
