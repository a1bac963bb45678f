/** Triage states of a detection (DECISIONS, "Triage of a detection"), as records and events spell them. */
export const TRIAGE_STATES = ['new', 'acknowledged', 'in_progress', 'snoozed', 'false_positive'] as const;
export type TriageStateName = (typeof TRIAGE_STATES)[number];

/** Why the engine resolved a detection (DECISIONS, "Scope changes keep history"). */
export const DETECTION_RESOLUTIONS = ['no_longer_failing', 'out_of_scope'] as const;
export type DetectionResolution = (typeof DETECTION_RESOLUTIONS)[number];
