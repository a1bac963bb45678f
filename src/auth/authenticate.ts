import type { Db } from '../data/client.ts';
import { apiKeyByHash, recordApiKeyUse, refreshTokenSession, sessionWithRole } from '../data/credentials.ts';
import { unauthenticated } from '../errors.ts';
import type { AccessTokens, Clock } from './access-tokens.ts';
import { isPermission, isScope, MCP_SCOPES, ROLE_PERMISSIONS, type Scope } from './permissions.ts';
import { INVALID_CREDENTIALS, type Principal } from './principal.ts';
import { type CachedKey, type PrincipalCache, throughCache } from './principal-cache.ts';
import { API_KEY_PREFIX, hashSecret, REFRESH_TOKEN_PREFIX } from './secrets.ts';

export interface Authenticator {
  /** Resolves an `Authorization` header value to a principal, or throws a 401 ApiError. */
  authenticate(authorization: string | undefined): Promise<Principal>;
  /**
   * Whether `keyHash` (hashSecret of the presented bearer) is an API key this replica validated
   * moments ago: kept in the principal cache (so no notice has ended it since) and not past its
   * end. Synchronous and without a statement; false without a cache.
   */
  recognizes(keyHash: string): boolean;
}

/** A kept key or session is good until its own end: a cache hit checks it, a notice never says it. */
function unexpired(entry: CachedKey, now: Date): boolean {
  return !entry.expiresAt || entry.expiresAt > now;
}

/** A key's last use is recorded at most this often, so reads do not turn into writes. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The key's principal from the database, with what a cache hit must still check. */
async function lookUpKey(db: Db, clock: Clock, keyHash: string): Promise<CachedKey> {
  const key = await apiKeyByHash(db, keyHash);
  if (!key || key.revokedAt || (key.expiresAt && key.expiresAt <= clock.now()))
    throw unauthenticated(INVALID_CREDENTIALS);
  if (key.user && (key.user.deactivatedAt || key.user.tenantId !== key.tenantId))
    throw unauthenticated(INVALID_CREDENTIALS);

  const ownerPermissions: readonly string[] | null = key.user ? ROLE_PERMISSIONS[key.user.role] : null;
  const scopes = key.scopes.filter(
    (scope): scope is Scope =>
      isScope(scope) && (!ownerPermissions || !isPermission(scope) || ownerPermissions.includes(scope)),
  );
  const principal: Principal = {
    kind: 'api_key',
    tenantId: key.tenantId,
    userId: key.userId,
    scopes: new Set(scopes),
    credentialId: key.id,
    sessionId: null,
  };
  return { principal, expiresAt: key.expiresAt, lastUsedAt: key.lastUsedAt };
}

async function apiKey(db: Db, clock: Clock, plaintext: string, cache?: PrincipalCache): Promise<Principal> {
  const keyHash = hashSecret(plaintext);
  const key = await throughCache(cache, keyHash, () => lookUpKey(db, clock, keyHash));
  const now = clock.now();
  if (!unexpired(key, now)) throw unauthenticated(INVALID_CREDENTIALS);
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    // Best effort: a lost update only makes lastUsedAt a minute staler.
    key.lastUsedAt = now;
    recordApiKeyUse(db, key.principal.credentialId, now);
  }
  return key.principal;
}

async function refreshToken(db: Db, clock: Clock, plaintext: string): Promise<Principal> {
  const token = await refreshTokenSession(db, hashSecret(plaintext));
  const now = clock.now();
  if (!token || token.spentAt || token.expiresAt <= now || token.session.revokedAt)
    throw unauthenticated(INVALID_CREDENTIALS);
  // Valid, but only good at the refresh endpoint: it carries no scope, so every operation is a 403.
  const { session } = token;
  return {
    kind: 'refresh_token',
    tenantId: session.tenantId,
    userId: session.userId,
    scopes: new Set(),
    credentialId: session.id,
    sessionId: session.id,
  };
}

/** The session's principal from the database, with its end (what a cache hit must still check). */
async function lookUpSession(db: Db, clock: Clock, sessionId: string): Promise<CachedKey> {
  const session = await sessionWithRole(db, sessionId);
  // A session's absolute end (or its idle end) ends its access tokens too, not only its refresh.
  if (!session || session.revokedAt || session.expiresAt <= clock.now() || session.user.deactivatedAt)
    throw unauthenticated(INVALID_CREDENTIALS);
  const principal: Principal = {
    kind: 'access_token',
    tenantId: session.tenantId,
    userId: session.userId,
    scopes: new Set<Scope>([...ROLE_PERMISSIONS[session.user.role], ...MCP_SCOPES]),
    credentialId: session.id,
    sessionId: session.id,
  };
  return { principal, expiresAt: session.expiresAt, lastUsedAt: null };
}

async function accessToken(
  db: Db,
  tokens: AccessTokens,
  clock: Clock,
  jwt: string,
  cache?: PrincipalCache,
): Promise<Principal> {
  const claims = await tokens.verify(jwt);
  if (!claims) throw unauthenticated(INVALID_CREDENTIALS);
  // Sessions share the keys' cache under their own prefix (a key's hash never starts with it).
  const cacheKey = `session:${claims.sessionId}`;
  // A sliding refresh lengthens a session without a notice: a cached end that passed is looked up again.
  const session = await throughCache(
    cache,
    cacheKey,
    () => lookUpSession(db, clock, claims.sessionId),
    (kept) => unexpired(kept, clock.now()),
  );
  const { principal } = session;
  if (principal.userId !== claims.userId || principal.tenantId !== claims.tenantId)
    throw unauthenticated(INVALID_CREDENTIALS);
  return principal;
}

export function createAuthenticator(
  db: Db,
  tokens: AccessTokens,
  clock: Clock,
  /** Keeps principals (API keys', sessions') for a few seconds (production); without it every request looks its credential up. */
  principalCache?: PrincipalCache,
): Authenticator {
  return {
    async authenticate(authorization) {
      if (!authorization) throw unauthenticated();
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
      if (!match) throw unauthenticated();
      const credential = match[1]!;
      if (credential.startsWith(API_KEY_PREFIX)) return apiKey(db, clock, credential, principalCache);
      if (credential.startsWith(REFRESH_TOKEN_PREFIX)) return refreshToken(db, clock, credential);
      return accessToken(db, tokens, clock, credential, principalCache);
    },
    recognizes(keyHash) {
      const kept = principalCache?.get(keyHash);
      return kept !== undefined && unexpired(kept, clock.now());
    },
  };
}
