import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../data/client.ts';
import { resealSigningKey, signingKeys } from '../data/credentials.ts';
import { openStored, type SecretBox } from './secret-box.ts';

export interface AccessTokenClaims {
  userId: string;
  tenantId: string;
  sessionId: string;
  amr: string[];
}

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const ALGORITHM = 'HS256';
const ISSUER = 'compliance-gateway';

interface SigningKey {
  kid: string;
  secret: Uint8Array;
}

/**
 * Short-lived signed access tokens. The first key signs and every key verifies, so an operator
 * rotates by prepending a new key and removing the old one after one token lifetime.
 */
export class AccessTokens {
  private constructor(
    private readonly keys: SigningKey[],
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {}

  /**
   * Keys come from `JWT_SIGNING_KEYS` (`kid:secret,...`) or, when unset, from a key generated once
   * and stored in the database so every replica and every restart agree. The stored key is sealed
   * with `secrets` (SECRET_KEY), so a copy of the database does not let anyone mint tokens; a key
   * stored before sealing existed is sealed here, at start.
   */
  static async load(
    db: Db,
    options: { configured?: string; ttlSeconds: number; clock?: Clock; secrets: SecretBox },
  ): Promise<AccessTokens> {
    const clock = options.clock ?? systemClock;
    if (options.configured) {
      const keys = options.configured.split(',').map((pair) => {
        const [kid, secret] = pair.split(':');
        if (!kid || !secret || secret.length < 32)
          throw new Error('JWT_SIGNING_KEYS entries must be kid:secret with a secret of 32+ characters');
        return { kid, secret: new TextEncoder().encode(secret) };
      });
      return new AccessTokens(keys, options.ttlSeconds, clock);
    }
    const { secrets } = options;
    const stored = await signingKeys(db, secrets.seal(randomBytes(48).toString('base64url')));
    const keys: SigningKey[] = [];
    for (const key of stored) {
      let opened: { plaintext: string; legacy: boolean };
      try {
        opened = openStored(secrets, key.secret);
      } catch {
        throw new Error(
          `the stored JWT signing key "${key.kid}" cannot be opened: SECRET_KEY is not the key it was sealed with`,
        );
      }
      if (opened.legacy) {
        await resealSigningKey(db, key.kid, key.secret, secrets.seal(opened.plaintext));
      }
      keys.push({ kid: key.kid, secret: new TextEncoder().encode(opened.plaintext) });
    }
    return new AccessTokens(keys, options.ttlSeconds, clock);
  }

  get lifetimeSeconds(): number {
    return this.ttlSeconds;
  }

  async sign(claims: AccessTokenClaims): Promise<string> {
    const key = this.keys[0]!;
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ tid: claims.tenantId, sid: claims.sessionId, amr: claims.amr })
      .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: 'access' })
      .setIssuer(ISSUER)
      .setSubject(claims.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(key.secret);
  }

  /** The claims of a valid token, or null for anything expired, forged or malformed. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(
        token,
        async (header) => {
          const key = this.keys.find((candidate) => candidate.kid === header.kid);
          if (!key) throw new errors.JWKSNoMatchingKey();
          return key.secret;
        },
        { algorithms: [ALGORITHM], issuer: ISSUER, typ: 'access', currentDate: this.clock.now() },
      );
      const { sub, tid, sid, amr } = payload;
      if (typeof sub !== 'string' || typeof tid !== 'string' || typeof sid !== 'string') return null;
      return { userId: sub, tenantId: tid, sessionId: sid, amr: Array.isArray(amr) ? amr.map(String) : [] };
    } catch {
      return null;
    }
  }
}
