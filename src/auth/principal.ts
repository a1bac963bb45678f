import type { Scope } from './permissions.ts';

/**
 * How the caller proved who it is; some operations accept only a human's access token.
 * `anonymous` exists only for the GraphQL sign-in mutations, which run before there is a credential.
 */
export type CredentialKind = 'api_key' | 'access_token' | 'refresh_token' | 'anonymous';

/** The authenticated caller, resolved once per request and shared by every surface. */
export interface Principal {
  kind: CredentialKind;
  tenantId: string;
  /** The human behind the credential: the token's subject, or a user-scoped key's owner. */
  userId: string | null;
  /** Effective scopes: permissions (already intersected with the owner's role) and MCP scopes. */
  scopes: ReadonlySet<Scope>;
  /** The API key's id, or the session's id for tokens. */
  credentialId: string;
  sessionId: string | null;
}

/** A credential that was sent but is malformed, unknown, expired or revoked. */
export const INVALID_CREDENTIALS = 'Could not validate credentials';

/** No credential: no scope, and a tenant id that owns no rows, so a tenant-scoped read finds nothing. */
export const ANONYMOUS: Principal = {
  kind: 'anonymous',
  tenantId: '00000000-0000-0000-0000-000000000000',
  userId: null,
  scopes: new Set(),
  credentialId: '',
  sessionId: null,
};

/**
 * Why a credential may not call an operation whatever its scopes, or null when its kind is
 * accepted. Every surface asks this one function, so REST, GraphQL and MCP refuse alike.
 */
export function credentialKindRefusal(principal: Principal, options: { humanTokenOnly?: boolean } = {}): string | null {
  if (principal.kind === 'refresh_token') return 'A refresh token is only accepted by POST /api/v1/auth/refresh';
  if (options.humanTokenOnly && principal.kind !== 'access_token') {
    return 'This operation requires the access token of a signed-in user; API keys are not accepted';
  }
  return null;
}
