/**
 * The browser session: the access token lives in this module only (never in storage), the refresh
 * token in an HttpOnly cookie the server scopes to the auth routes. The custom header is the CSRF
 * defence those routes ask for: a cross-site form cannot send it.
 */
const CONSOLE_HEADER = { 'X-Requested-With': 'compliance-console' };
// Refresh this long before the token expires, so a request never races its expiry.
const REFRESH_MARGIN_MS = 30_000;

interface Tokens {
  accessToken: string;
  expiresIn: number;
}

let accessToken: string | undefined;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<boolean> | undefined;
const listeners = new Set<(signedIn: boolean) => void>();

export class SignInError extends Error {
  constructor(
    message: string,
    readonly mfaRequired: boolean,
    /** An administrator's temporary password: the person chooses their own before signing in. */
    readonly passwordChangeRequired = false,
  ) {
    super(message);
  }
}

export function currentToken(): string | undefined {
  return accessToken;
}

export function onSessionChange(listener: (signedIn: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function accept(tokens: Tokens | undefined): void {
  clearTimeout(refreshTimer);
  accessToken = tokens?.accessToken;
  if (tokens) {
    const delay = Math.max(tokens.expiresIn * 1000 - REFRESH_MARGIN_MS, 5_000);
    refreshTimer = setTimeout(() => void refreshSession(), delay);
  }
  for (const listener of listeners) listener(Boolean(tokens));
}

async function problemMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as { detail?: unknown } | undefined;
  if (typeof body?.detail === 'string') return body.detail;
  if (Array.isArray(body?.detail)) return 'Enter an email address and a password.';
  return response.status === 429 ? 'Too many attempts: wait a minute and try again.' : 'Sign-in failed.';
}

export async function signIn(email: string, password: string, otp?: string): Promise<void> {
  const response = await fetch('/api/v1/auth/session', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...CONSOLE_HEADER, 'content-type': 'application/json' },
    body: JSON.stringify(otp ? { email, password, otp } : { email, password }),
  });
  if (!response.ok) {
    const message = await problemMessage(response);
    throw new SignInError(message, /MFA code required/i.test(message), /Password change required/i.test(message));
  }
  accept((await response.json()) as Tokens);
}

/** Exchanges the refresh cookie for a new access token; false (signed out) when there is none. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const response = await fetch('/api/v1/auth/session/refresh', {
        method: 'POST',
        credentials: 'same-origin',
        headers: CONSOLE_HEADER,
      });
      accept(response.ok ? ((await response.json()) as Tokens) : undefined);
      return response.ok;
    } catch {
      accept(undefined);
      return false;
    } finally {
      refreshing = undefined;
    }
  })();
  return refreshing;
}

export async function signOut(): Promise<void> {
  try {
    await fetch('/api/v1/auth/session', {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { ...CONSOLE_HEADER, ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    });
  } finally {
    accept(undefined);
  }
}
