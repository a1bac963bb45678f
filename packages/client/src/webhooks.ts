import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { EventPayloads, EventType } from './generated/events.js';

export { WebhookVerificationError };

/** A webhook request's body: the Standard Webhooks payload structure the service sends. */
export interface WebhookEvent<D = Record<string, unknown>> {
  /** e.g. `control.status_changed`, `organization.rollup_changed`. */
  type: string;
  /** When the change happened (ISO 8601). */
  timestamp: string;
  data: D;
}

/** A webhook body of one event type, its `data` typed (generated from the service's event kinds). */
export type WebhookEventOf<T extends EventType> = WebhookEvent<EventPayloads[T]> & { type: T };

/** Whether a verified body is of this event type: then its `data` is that type's payload. */
export function isWebhookEventOf<T extends EventType>(
  event: WebhookEvent<unknown>,
  type: T,
): event is WebhookEventOf<T> {
  return event.type === type;
}

/** Fetch's Headers, or a plain record such as Node's `IncomingHttpHeaders`. */
export type WebhookHeaders = Headers | Record<string, string | readonly string[] | undefined>;

const SIGNED = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

function header(headers: WebhookHeaders, name: string): string {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? '';
  const record = headers as Record<string, string | readonly string[] | undefined>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * Checks a webhook request against its `whsec_…` secret (Standard Webhooks: the signature, and a
 * timestamp within five minutes of now) and answers its parsed body. `rawBody` must be the bytes
 * as received: a body parsed and serialised again no longer matches its signature. Throws
 * WebhookVerificationError when the request is not the service's.
 */
export function verifyWebhook<D = Record<string, unknown>>(
  secret: string,
  rawBody: string,
  headers: WebhookHeaders,
): WebhookEvent<D> {
  const signed = Object.fromEntries(SIGNED.map((name) => [name, header(headers, name)]));
  return new Webhook(secret).verify(rawBody, signed) as WebhookEvent<D>;
}
