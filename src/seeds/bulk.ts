import type { Prisma } from '../data/generated/prisma/client.ts';
/**
 * Building blocks of the seeds: a deterministic PRNG and time units (their bulk inserts are in
 * src/data/seed.ts, time-ordered ids in src/domain/ids.ts).
 */

export type Tx = Prisma.TransactionClient;

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny, fast and good enough to make demo data look varied yet identical every run. */
export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: (items) => items[int(items.length)]! };
}
