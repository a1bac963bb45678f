import type { Severity } from '../../domain/severity.ts';
import type { PsaSystem } from '../../domain/tickets.ts';
import { type PsaHttpOptions, type PsaHttpResponse, psaRequest, retryAfterMs } from './http.ts';

/**
 * The one small interface every PSA implements (ConnectWise, Autotask; a third is one more file
 * and a line in drivers.ts). The lifecycle is decided elsewhere (src/domain/tickets.ts); a client
 * only files, notes, closes and reopens, and says what went wrong in PsaError's terms.
 */

export interface PsaTicketRef {
  /** The PSA's id of the ticket, what its API is called with. */
  externalId: string;
  /** What people call it. */
  number: string;
  /** Where a person opens it, when the PSA has a link for it. */
  url: string | null;
}

export interface NewTicket {
  companyId: string;
  title: string;
  description: string;
  severity: Severity;
  /** Carried in the ticket's external reference field, so a retry can find what a lost answer created. */
  marker: string;
}

export interface PsaClient {
  createTicket(ticket: NewTicket): Promise<PsaTicketRef>;
  /** The open ticket carrying this marker, if the PSA has one (after an answer that never arrived). */
  findOpenTicket(marker: string): Promise<PsaTicketRef | null>;
  addNote(externalId: string, text: string): Promise<void>;
  closeTicket(externalId: string, note: string): Promise<void>;
  reopenTicket(externalId: string, note: string): Promise<void>;
}

/**
 * What went wrong, as the lifecycle cares: `not_found` (the ticket was deleted: file a new one),
 * `rate_limited` (wait `retryAfterMs`), and the rest, which all mean "try again later, the admin may
 * need to fix something": `unauthorized` (401/403), `rejected` (the PSA refused the request: a
 * closed board, an inactive queue, a wrong company), `unavailable` (5xx, no answer).
 */
export type PsaErrorKind = 'unauthorized' | 'rate_limited' | 'not_found' | 'rejected' | 'unavailable';

export class PsaError extends Error {
  constructor(
    readonly kind: PsaErrorKind,
    message: string,
    readonly retryAfterMs: number | null = null,
    /** The request may have taken effect although no answer says so (timeout, 5xx, a lost answer). */
    readonly uncertain = false,
  ) {
    super(message);
  }
}

/** A connection as the job hands it to a driver: its stored settings and its opened secrets. */
export interface PsaConnectionConfig<Settings = Record<string, unknown>, Secrets = Record<string, string>> {
  system: PsaSystem;
  baseUrl: string;
  webUrl: string | null;
  settings: Settings;
  secrets: Secrets;
}

export interface PsaCallContext {
  http: PsaHttpOptions;
  now: () => Date;
}

/** Calls the PSA and turns its answer into the body, or a PsaError worded from its error body. */
export async function callPsa(
  context: PsaCallContext,
  request: Parameters<typeof psaRequest>[0],
  errorText: (response: PsaHttpResponse) => string,
): Promise<PsaHttpResponse> {
  let response: PsaHttpResponse;
  try {
    response = await psaRequest(request, context.http);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A refused target never reached the PSA; anything else may have.
    const refused = (error as { refused?: boolean }).refused === true;
    throw new PsaError('unavailable', message, null, !refused && request.method !== 'GET');
  }
  const { status } = response;
  if (status >= 200 && status < 300) return response;
  const detail = `${request.method} ${new URL(request.url).pathname} answered ${status}: ${errorText(response)}`;
  if (status === 401 || status === 403) throw new PsaError('unauthorized', detail);
  if (status === 404) throw new PsaError('not_found', detail);
  if (status === 429) throw new PsaError('rate_limited', detail, retryAfterMs(response.headers, context.now()));
  if (status >= 500) {
    throw new PsaError('unavailable', detail, retryAfterMs(response.headers, context.now()), request.method !== 'GET');
  }
  throw new PsaError('rejected', detail);
}

/** At most `max` characters: PSAs refuse longer titles instead of cutting them. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
