import { generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP as authenticator apps expect it (RFC 6238: SHA-1, 6 digits, 30-second steps). The time
 * comes from the caller's clock, so tests move it instead of waiting.
 */
const ISSUER = 'Compliance Gateway';
/** One step either side: phones drift, and a code typed at the end of its window still counts. */
const TOLERANCE_SECONDS = 30;
const CODE = /^\d{6}$/;

export function newTotpSecret(): string {
  // 20 bytes (160 bits), the size RFC 4226 recommends for SHA-1.
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: ISSUER, label: accountName, secret });
}

/**
 * The time step (RFC 6238's counter) of the code, when it is valid now give or take one step;
 * null otherwise. Callers accept a step once, so a code cannot be replayed.
 */
export async function totpStep(secret: string, code: string, now: Date): Promise<number | null> {
  if (!CODE.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
