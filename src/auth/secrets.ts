import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Opaque bearer secrets (API keys, refresh tokens). They carry 256 random bits, so a plain SHA-256
 * is a safe at-rest hash and lets a lookup go straight to a unique index; the plaintext exists only
 * in the response that creates it.
 */
export const API_KEY_PREFIX = 'ccak_';
export const REFRESH_TOKEN_PREFIX = 'ccrt_';
export const INVITATION_PREFIX = 'ccin_';

export function newSecret(prefix: string): string {
  return prefix + randomBytes(32).toString('base64url');
}

export function hashSecret(plaintext: string): string {
  return createHash('sha256').update(plaintext).digest('hex');
}

/** Constant-time check that a stored hash belongs to the presented secret. */
export function secretMatches(plaintext: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(plaintext), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** What a listing shows of a key: enough to recognise it, far too little to use it. */
export function displayPrefix(plaintext: string): string {
  return plaintext.slice(0, API_KEY_PREFIX.length + 6);
}
