import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are hashed with scrypt (memory-hard, in Node's standard library, so no native addon
 * has to build at install). The parameters travel with the hash (`scrypt$N$r$p$salt$key`), so
 * they can be raised without invalidating stored passwords: a hash made with other parameters is
 * replaced at the next successful sign-in (`needsRehash`).
 */
/** The shortest password a person may choose (an operator's, an invited user's, a changed one). */
export const MIN_PASSWORD_LENGTH = 12;

export interface PasswordHashParameters {
  /** N, the CPU/memory cost: memory is 128 * N * r bytes. */
  cost: number;
  blockSize: number;
  parallelism: number;
}

/** OWASP's Password Storage Cheat Sheet minimum for scrypt: N=2^17 (128 MiB), r=8, p=1. */
export const PASSWORD_HASH_PARAMETERS: Readonly<PasswordHashParameters> = Object.freeze({
  cost: 2 ** 17,
  blockSize: 8,
  parallelism: 1,
});

const KEY_LENGTH = 32;
/**
 * Each hash holds 128 MiB while it runs, on libuv's thread pool (4 threads, shared with DNS and
 * the file system). At most this many run at once; further sign-ins wait their turn, so a burst
 * of them costs time, not the process's memory.
 */
const MAX_CONCURRENT_HASHES = 2;

let current: Readonly<PasswordHashParameters> = PASSWORD_HASH_PARAMETERS;

export function currentPasswordHashParameters(): Readonly<PasswordHashParameters> {
  return current;
}

/**
 * Cheaper hashing for test suites, which create many users and would otherwise spend most of
 * their time in scrypt. Refused in production; nothing in src/ calls it.
 */
export function usePasswordHashParametersForTests(parameters: PasswordHashParameters): void {
  if (process.env.NODE_ENV === 'production') throw new Error('password hash parameters are fixed in production');
  current = Object.freeze({ ...parameters });
}

let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so `running` counts it without a gap.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function scrypt(password: string, salt: Buffer, parameters: PasswordHashParameters): Promise<Buffer> {
  const { cost: N, blockSize: r, parallelism: p } = parameters;
  return withHashSlot(
    () =>
      new Promise((resolve, reject) =>
        scryptCallback(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

function encode(parameters: PasswordHashParameters, salt: Buffer, key: Buffer): string {
  const { cost, blockSize, parallelism } = parameters;
  return ['scrypt', cost, blockSize, parallelism, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function decode(stored: string): { parameters: PasswordHashParameters; salt: Buffer; key: Buffer } | null {
  const [scheme, cost, blockSize, parallelism, salt, key] = stored.split('$');
  const parameters = { cost: Number(cost), blockSize: Number(blockSize), parallelism: Number(parallelism) };
  if (scheme !== 'scrypt' || !salt || !key || !Object.values(parameters).every(Number.isSafeInteger)) return null;
  return { parameters, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

export async function hashPasswordWith(password: string, parameters: PasswordHashParameters): Promise<string> {
  const salt = randomBytes(16);
  return encode(parameters, salt, await scrypt(password, salt, parameters));
}

export function hashPassword(password: string): Promise<string> {
  return hashPasswordWith(password, current);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const decoded = decode(stored);
  if (!decoded) return false;
  const actual = await scrypt(password, decoded.salt, decoded.parameters);
  return actual.length === decoded.key.length && timingSafeEqual(actual, decoded.key);
}

/** Whether a stored hash was made with other parameters than today's, and should be replaced. */
export function needsRehash(stored: string): boolean {
  const parameters = decode(stored)?.parameters;
  return (
    !parameters ||
    parameters.cost !== current.cost ||
    parameters.blockSize !== current.blockSize ||
    parameters.parallelism !== current.parallelism
  );
}

const unknownUserHashes = new Map<string, string>();

/**
 * A hash of a password nobody has, at today's parameters: sign-in checks against it when the
 * email is unknown, so a failed sign-in costs the same time whether or not the account exists.
 */
export function unknownUserHash(): string {
  const key = `${current.cost}$${current.blockSize}$${current.parallelism}`;
  let hash = unknownUserHashes.get(key);
  if (!hash) {
    hash = encode(current, randomBytes(16), randomBytes(KEY_LENGTH));
    unknownUserHashes.set(key, hash);
  }
  return hash;
}

/** A temporary password an administrator hands over: 144 random bits, changed at first sign-in. */
export function newTemporaryPassword(): string {
  return randomBytes(18).toString('base64url');
}
