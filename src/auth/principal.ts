import type { Scope } from './permissions.ts';

/** How the caller proved who it is; some operations accept only a human's access token. */
export type CredentialKind = 'api_key' | 'access_token' | 'refresh_token';

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

/** A missing, malformed, unknown, expired or revoked credential: always a 401. */
export class AuthenticationError extends Error {
  constructor(readonly detail: string = 'Could not validate credentials') {
    super(detail);
  }
}

export const NOT_AUTHENTICATED = 'Not authenticated';
