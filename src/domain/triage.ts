/** Triage states of a detection (DECISIONS, "Triage of a detection"), as records and events spell them. */
export const TRIAGE_STATES = ['new', 'acknowledged', 'in_progress', 'snoozed', 'false_positive'] as const;
export type TriageStateName = (typeof TRIAGE_STATES)[number];
