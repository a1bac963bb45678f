import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe links: the token names a user and what to stop (`email`, or
 * `channel:<id>`), signed with a key derived from SECRET_KEY (HMAC-SHA256), so the link works
 * without signing in (RFC 8058: a mail client POSTs it unattended) and cannot be forged for
 * another user. It stops only what it names; it carries no other power.
 */

export const UNSUBSCRIBE_KEY_LABEL = 'notifications/unsubscribe';

export interface UnsubscribeClaim {
  userId: string;
  destination: string;
}

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

export function signUnsubscribe(key: Buffer, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify([claim.userId, claim.destination])).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The claim of a genuine token, or null for anything else (tampered, truncated, another key's). */
export function verifyUnsubscribe(key: Buffer, token: string): UnsubscribeClaim | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || token.length > 512) return null;
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const [userId, destination] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    if (typeof userId !== 'string' || typeof destination !== 'string') return null;
    return { userId, destination };
  } catch {
    return null;
  }
}
