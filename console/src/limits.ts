import { TEXT_LIMITS } from '@compliance-gateway/client';

/**
 * What the service accepts, so a form says it while the text is typed instead of after a refusal.
 * Text limits are the client package's copy of the service's declaration (generated from it, so
 * the console, like any client, reads the public package and never the service's source); lengths
 * count code points, as the service does.
 */
export const LIMITS = TEXT_LIMITS;

/** How far ahead an exception may end (DECISIONS "An exception with an end": within 366 days). */
export const EXCEPTION_MAX_DAYS = 366;
/** How far ahead an attestation may end (DECISIONS "Attestations": within 400 days). */
export const ATTESTATION_MAX_DAYS = 400;
/** How far ahead a snooze may end (DECISIONS "Triage of a detection": within 365 days). */
export const SNOOZE_MAX_DAYS = 365;

export function length(text: string): number {
  return [...text].length;
}

/** A report branding's footer, at most (the graph's BrandingInput.footer: 500 characters). */
export const BRANDING_FOOTER_MAX = 500;
