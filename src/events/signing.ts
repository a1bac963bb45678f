import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` plus the
 * base64 of random bytes (24 to 64 by the specification; 32 here), and each request carries
 * `webhook-id`, `webhook-timestamp` and `webhook-signature: v1,<base64 HMAC-SHA256 of
 * "id.timestamp.body">`. The `standardwebhooks` package signs, so receivers can verify with it
 * (or any other implementation of the specification).
 */

const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

/** Seals and opens secrets the service must read back (src/auth/secret-box.ts provides one). */
export interface SecretSealer {
  seal(plaintext: string): string;
}
export interface SecretOpener {
  open(sealed: string): string;
}

export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * The signature headers of one attempt. The id is the event's, the same on every retry so a
 * receiver can deduplicate; the timestamp is the attempt's, so a receiver's replay window holds.
 */
export function signatureHeaders(secret: string, eventId: string, body: string, at: Date): SignedHeaders {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, at, body),
  };
}
