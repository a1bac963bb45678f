export { ATTESTABLE_PREDICATES, ATTESTATION_MAX_DAYS } from '../../src/domain/attestation.ts';

import { TEXT_LIMITS } from '../../src/domain/text.ts';

/**
 * What the service accepts, so a form says it while the text is typed instead of after a refusal.
 * Text limits are the service's own declaration (pure constants, bundled at build time); lengths
 * count code points, as the service does.
 */
export const LIMITS = TEXT_LIMITS;

/** How far ahead an exception may end (DECISIONS "An exception with an end": within 366 days). */
export const EXCEPTION_MAX_DAYS = 366;
/** How far ahead a snooze may end (DECISIONS "Triage of a detection": within 365 days). */
export const SNOOZE_MAX_DAYS = 365;

export function length(text: string): number {
  return [...text].length;
}
