import type { DbOptions } from '../data/client.ts';
import { CREDENTIAL_CHANNEL, type CredentialWatcher } from '../data/credentials.ts';
import type { Principal } from './principal.ts';

/**
 * API keys' and signed-in sessions' principals, kept in process for a few seconds: the credential
 * lookup was the largest fixed cost of a read (docs/performance.md, "The levers"). Correctness
 * rests on three rules:
 * - the database announces every change that can end or narrow a key or a session (a trigger
 *   NOTIFYs `credential_changes`: revocation or sign-out, expiry cut short, scopes, the owner's
 *   deactivation or role), and each
 *   replica drops everything it holds on the notice, so a revoked key stops on every replica as
 *   fast as the notice travels, and on the replica that revoked it before its answer is sent (its
 *   pool's connections hear their own notices: `hearingOwnNotices`);
 * - the cache serves only while the LISTEN connection is up: a drop empties it and turns it off
 *   until it listens again (a notice sent meanwhile is lost, so nothing from before may be kept);
 * - a lookup that started before a notice is not stored after it (the generation), so a principal
 *   read just before a revocation cannot outlive it.
 * The lifetime bounds what a lost notice could cost; a credential's own end is checked on every hit.
 */
export interface CachedKey {
  principal: Principal;
  expiresAt: Date | null;
  /** When the key's last use was recorded (a minute's resolution, as without the cache). */
  lastUsedAt: Date | null;
}

export interface PrincipalCache extends CredentialWatcher {
  get(keyHash: string): CachedKey | undefined;
  /** The generation a lookup starts in; pass it back to `set`. */
  generation(): number;
  set(keyHash: string, entry: CachedKey, since: number): void;
}

export function createPrincipalCache(options: { ttlMs: number; maxEntries?: number }): PrincipalCache {
  const { ttlMs, maxEntries = 10_000 } = options;
  const entries = new Map<string, CachedKey & { storedAt: number }>();
  let generation = 0;
  let up = false;
  const drop = () => {
    generation++;
    entries.clear();
  };
  return {
    get(keyHash) {
      if (!up) return undefined;
      const entry = entries.get(keyHash);
      if (entry && performance.now() - entry.storedAt < ttlMs) return entry;
      if (entry) entries.delete(keyHash);
      return undefined;
    },
    generation: () => generation,
    set(keyHash, entry, since) {
      if (!up || since !== generation) return;
      // The oldest goes first (a Map keeps insertion order): a bound, not an LRU; the lifetime is short.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(keyHash, { ...entry, storedAt: performance.now() });
    },
    changed: drop,
    listening(isUp) {
      up = isUp;
      drop();
    },
  };
}

/**
 * `key`'s entry: the kept one when `usable` accepts it, else `load`ed and kept, unless a notice
 * arrived while it loaded (the generation). Without a cache, always loaded.
 */
export async function throughCache(
  cache: PrincipalCache | undefined,
  key: string,
  load: () => Promise<CachedKey>,
  usable: (entry: CachedKey) => boolean = () => true,
): Promise<CachedKey> {
  const kept = cache?.get(key);
  if (kept && usable(kept)) return kept;
  const since = cache?.generation() ?? 0;
  const entry = await load();
  cache?.set(key, entry, since);
  return entry;
}

/**
 * A process's principal cache for `seconds` (PRINCIPAL_CACHE_SECONDS); undefined for 0 (every
 * request looks its credential up). It is made before the pool, so that the pool's connections can
 * drop it on the process's own credential notices (`hearingOwnNotices`), and serves nothing until
 * the change feed's connection listens for everyone's (`feed.watchCredentials(cache)`): never one
 * without the other.
 */
export function principalCacheFor(seconds: number): PrincipalCache | undefined {
  return seconds > 0 ? createPrincipalCache({ ttlMs: seconds * 1000 }) : undefined;
}

/**
 * The pool's part: each connection LISTENs for credential notices too, and PostgreSQL sends a
 * session its own before the commit's answer, so a revocation, a sign-out or a narrowed key leaves
 * this process's cache before the write that made it returns (the feed hears it a few ms later).
 */
export function hearingOwnNotices(cache: PrincipalCache | undefined): Pick<DbOptions, 'everyConnectionListens'> {
  return cache ? { everyConnectionListens: { channel: CREDENTIAL_CHANNEL, heard: () => cache.changed() } } : {};
}
