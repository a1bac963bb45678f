import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the service must read back (JWT signing keys, TOTP seeds, webhook signing secrets) are
 * stored sealed: AES-256-GCM under a key that never enters the database, so a copy of the
 * database (a backup, a read-only SQL injection, another local user of the embedded server) does
 * not yield them. A sealed value is `v1.<iv>.<tag>.<ciphertext>`, base64url parts, so a future key
 * rotation can tell the format apart.
 */
const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

export interface SecretBox {
  seal(plaintext: string): string;
  /** Throws when the value was not sealed with this key or was tampered with. */
  open(sealed: string): string;
  /**
   * A key of its own for one purpose (HKDF-SHA256 of this key with `label`): the same on every
   * replica sharing SECRET_KEY, and telling nothing of this key or of another label's.
   */
  derive(label: string): Buffer;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`a secret key has ${KEY_BYTES} bytes, got ${key.length}`);
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
        throw new Error('not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    derive(label) {
      return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), label, KEY_BYTES));
    },
  };
}

export function newSecretKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

/**
 * Whether a stored value is sealed. Secrets written before sealing existed (a base64url signing
 * key, a base32 TOTP seed) contain no dot, so the two forms cannot be mistaken for each other.
 */
export function isSealed(stored: string): boolean {
  return stored.startsWith(`${VERSION}.`) && stored.split('.').length === 4;
}

/** The plaintext of a stored secret, sealed or from before sealing; `legacy` asks the caller to seal it. */
export function openStored(box: SecretBox, stored: string): { plaintext: string; legacy: boolean } {
  return isSealed(stored) ? { plaintext: box.open(stored), legacy: false } : { plaintext: stored, legacy: true };
}
