import { createHash } from 'node:crypto';
import { type AuditEntry, type AuditOrigin, recordServiceAudit, recordTenantAudit, withAudit } from '../data/audit.ts';
import type { Db } from '../data/client.ts';
import {
  acceptInvitation,
  confirmMfa,
  createSession,
  invitationByHash,
  mfaConfirmationOf,
  mfaEnrolmentOf,
  recordTotpStep,
  refreshTokenByHash,
  replacePassword,
  resealTotpSecret,
  revokeSession,
  rotateRefreshToken,
  setPasswordHash,
  storeTotpSecret,
  userByEmail,
} from '../data/sessions.ts';
import { clearSignIn, refundSignIn, reserveSignIn, type SignInLockRules } from '../data/sign-in.ts';
import { ApiError, BadInputError, ConflictError, ForbiddenError, unauthenticated } from '../errors.ts';
import type { AccessTokens, Clock } from './access-tokens.ts';
import { hashPassword, MIN_PASSWORD_LENGTH, needsRehash, unknownUserHash, verifyPassword } from './passwords.ts';
import { openStored, type SecretBox } from './secret-box.ts';
import { hashSecret, newSecret, REFRESH_TOKEN_PREFIX } from './secrets.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';

/**
 * Human sign-in: password (+ TOTP once enrolled) -> a session with a short-lived access token and
 * a rotating refresh token. REST and GraphQL both call this one implementation.
 */

export const DEFAULT_REFRESH_TOKEN_TTL_SECONDS = 30 * 86_400;
/** However often it is refreshed, a session ends this long after its sign-in. */
export const DEFAULT_SESSION_MAX_LIFETIME_SECONDS = 30 * 86_400;
/** Consecutive failed sign-ins (wrong password or wrong MFA code) that lock an email... */
export const MAX_FAILED_LOGINS = 5;
/** ...for this long. Attempts during the lock answer 429 with Retry-After, without checking the password. */
export const LOCKOUT_SECONDS = 15 * 60;
const LOCK_RULES: SignInLockRules = { maxAttempts: MAX_FAILED_LOGINS, lockSeconds: LOCKOUT_SECONDS };

const INVALID_LOGIN = 'Incorrect email or password';
export const MFA_REQUIRED = 'MFA code required';
const INVALID_MFA_CODE = 'Invalid MFA code';
export const INVALID_REFRESH = 'Invalid or expired refresh token';

/** Too many failed sign-ins: answered without checking the password, with Retry-After. */
function locked(retryAfterSeconds: number): ApiError {
  return new ApiError('RATE_LIMITED', 'Too many failed sign-in attempts; try again later', {
    headers: { 'Retry-After': String(retryAfterSeconds) },
    extensions: { retryAfter: retryAfterSeconds },
  });
}

/** The key of an email's sign-in lock: the address is normalised, then hashed, so the table holds no emails. */
function emailKey(normalisedEmail: string): string {
  return createHash('sha256').update(normalisedEmail).digest('hex');
}

const normalise = (email: string) => email.trim().toLowerCase();

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  tokenType: 'bearer';
  expiresIn: number;
}

export interface MfaEnrollment {
  secret: string;
  otpauthUri: string;
}

/**
 * Budgets of sign-in attempts kept outside the database rows of this service (the rate-limit
 * store, shared by replicas): per client address and per normalised email. `reserve` throws the
 * 429 when one is used up; it runs before any password check.
 */
export interface SignInThrottle {
  reserve(attempt: { address: string; email: string }): Promise<void>;
}

/** What became of one sign-in attempt, for metrics: the first three ran a password check. */
export type SignInOutcome = 'succeeded' | 'failed' | 'mfa_required' | 'locked';

export interface AuthService {
  login(input: {
    email: string;
    password: string;
    otp?: string | null;
    clientAddress?: string;
    requestId?: string;
  }): Promise<TokenPair>;
  refresh(refreshToken: string, request?: RequestOrigin): Promise<TokenPair>;
  /** Revokes the session: its access tokens answer 401 at once, its refresh tokens too. */
  logout(sessionId: string, signedOut?: RequestOrigin & { userId: string; tenantId: string }): Promise<void>;
  /**
   * Signs out the session a refresh token belongs to (the browser's cookie, which is all it holds
   * once the access token is gone from memory). An unknown token changes nothing.
   */
  endSession(refreshToken: string, request?: RequestOrigin): Promise<void>;
  /**
   * Stores a new TOTP secret once the password is given again (a stolen access token alone must
   * not be able to bind an authenticator); it is enforced only after confirmMfa.
   */
  enrollMfa(userId: string, password: string, request?: RequestOrigin): Promise<MfaEnrollment>;
  /** Proves the authenticator works, turns MFA on, and ends the user's other sessions. */
  confirmMfa(userId: string, otp: string, sessionId: string, request?: RequestOrigin): Promise<void>;
  /** Replaces a password given the current one (and the TOTP code once enrolled); ends every session; signs in. */
  changePassword(input: Parameters<AuthService['login']>[0] & { newPassword: string }): Promise<TokenPair>;
  /** Creates the user of a single-use invitation with the password chosen, and signs them in. */
  acceptInvitation(input: { token: string; password: string } & RequestOrigin): Promise<TokenPair>;
}

/** Where a request came from, for the audit log. */
export interface RequestOrigin {
  requestId?: string;
  clientAddress?: string;
}

function userOrigin(userId: string, request: RequestOrigin): AuditOrigin {
  return {
    actor: { kind: 'user', id: userId },
    requestId: request.requestId ?? null,
    clientAddress: request.clientAddress ?? null,
  };
}

/** A failed sign-in of a known user, in the log of that user's tenant; the password never. */
async function signInFailed(
  auth: Auth,
  user: { id: string; tenantId: string },
  request: RequestOrigin,
  factor: string,
): Promise<void> {
  await recordTenantAudit(auth.db, user.tenantId, userOrigin(user.id, request), {
    action: 'auth.sign_in_failed',
    target: { type: 'user', id: user.id },
    changes: { factor: [null, factor] },
  });
}

/**
 * A failed sign-in of an email no account has belongs to no tenant: it goes to the service's own
 * log, with the client's address and the request, and nothing of what was typed: people type
 * passwords into the email field, and even a digest of one could be guessed offline.
 */
async function unknownEmailFailed(auth: Auth, request: RequestOrigin): Promise<void> {
  const origin: AuditOrigin = {
    actor: { kind: 'user', id: null },
    requestId: request.requestId ?? null,
    clientAddress: request.clientAddress ?? null,
  };
  await recordServiceAudit(auth.db, origin, {
    action: 'auth.sign_in_failed',
    target: { type: 'user', id: null },
    changes: { factor: [null, 'password'] },
  });
}

export interface AuthServiceDeps {
  db: Db;
  tokens: AccessTokens;
  clock: Clock;
  /** Seals TOTP secrets at rest. */
  secrets: SecretBox;
  refreshTokenTtlSeconds?: number;
  sessionMaxLifetimeSeconds?: number;
  throttle?: SignInThrottle;
  onSignIn?: (outcome: SignInOutcome) => void;
}

/** The service's dependencies with their defaults settled, shared by the operations below. */
interface Auth {
  db: Db;
  tokens: AccessTokens;
  clock: Clock;
  secrets: SecretBox;
  refreshTtlMs: number;
  maxLifetimeMs: number;
  throttle: SignInThrottle | undefined;
  observe: (outcome: SignInOutcome) => void;
}

async function pair(
  auth: Auth,
  session: { id: string; tenantId: string; userId: string; amr: string[] },
  refreshToken: string,
): Promise<TokenPair> {
  const accessToken = await auth.tokens.sign({
    userId: session.userId,
    tenantId: session.tenantId,
    sessionId: session.id,
    amr: session.amr,
  });
  return { accessToken, refreshToken, tokenType: 'bearer', expiresIn: auth.tokens.lifetimeSeconds };
}

/** Reserves an attempt on the email's lock; a locked email is refused before any password check. */
async function reserve(auth: Auth, key: string, now: Date): Promise<void> {
  const reservation = await reserveSignIn(auth.db, key, now, LOCK_RULES);
  if (!reservation.allowed) {
    auth.observe('locked');
    throw locked(reservation.retryAfterSeconds);
  }
}

/** The user's TOTP secret in plain text; one stored before sealing existed is sealed on this first use. */
async function totpSecretOf(auth: Auth, user: { id: string; totpSecret: string }): Promise<string> {
  const { plaintext, legacy } = openStored(auth.secrets, user.totpSecret);
  if (legacy) {
    await resealTotpSecret(auth.db, user.id, user.totpSecret, auth.secrets.seal(plaintext));
  }
  return plaintext;
}

/**
 * Accepts a code once: its time step must come after the last accepted one, and recording it is
 * conditional on that, so two concurrent uses of one code cannot both pass.
 */
async function acceptTotp(
  auth: Auth,
  user: { id: string; totpSecret: string; totpLastStep: number | null },
  code: string,
  now: Date,
): Promise<boolean> {
  const step = await totpStep(await totpSecretOf(auth, user), code, now);
  if (step === null || (user.totpLastStep !== null && step <= user.totpLastStep)) return false;
  return recordTotpStep(auth.db, user.id, step);
}

/** Checks the TOTP code of a user enrolled in MFA; a missing code asks for it without spending an attempt. */
async function checkSecondFactor(
  auth: Auth,
  user: { id: string; tenantId: string; totpSecret: string; totpLastStep: number | null },
  otp: string | null | undefined,
  { key, now, request }: { key: string; now: Date; request: RequestOrigin },
): Promise<void> {
  // A missing code is the first step of a two-step form, not a guess: the attempt is given back.
  if (otp === undefined || otp === null || otp === '') {
    await refundSignIn(auth.db, key, LOCK_RULES);
    auth.observe('mfa_required');
    throw unauthenticated(MFA_REQUIRED);
  }
  if (!(await acceptTotp(auth, user, otp, now))) {
    auth.observe('failed');
    await signInFailed(auth, user, request, 'otp');
    throw unauthenticated(INVALID_MFA_CODE);
  }
}

type SignIn = Parameters<AuthService['login']>[0];

/**
 * The user an email, password and (once enrolled) TOTP code prove, through every guard of a
 * sign-in: the throttle, the email's lock, a constant-time answer for an unknown email, the second
 * factor. Throws as a sign-in does; on success the email's failed attempts are forgotten.
 */
async function verifiedUser(auth: Auth, { email, password, otp, clientAddress, requestId }: SignIn) {
  const { db, clock, observe } = auth;
  const request = { clientAddress, requestId };
  const normalised = normalise(email);
  await auth.throttle?.reserve({ address: clientAddress ?? 'unknown', email: normalised });
  const now = clock.now();
  const key = emailKey(normalised);
  await reserve(auth, key, now);

  const user = await userByEmail(db, normalised);
  // An unknown email costs the same scrypt run as a known one, so timing does not tell them apart.
  const passwordOk = await verifyPassword(password, user?.passwordHash ?? unknownUserHash());
  if (!user || !passwordOk || user.deactivatedAt) {
    observe('failed');
    if (user) await signInFailed(auth, user, request, 'password');
    else await unknownEmailFailed(auth, request);
    throw unauthenticated(INVALID_LOGIN);
  }

  const amr = ['pwd'];
  if (user.mfaConfirmedAt && user.totpSecret) {
    await checkSecondFactor(auth, { ...user, totpSecret: user.totpSecret }, otp, { key, now, request });
    amr.push('otp');
  }
  await clearSignIn(db, key);
  observe('succeeded');
  return { user, amr, now, request };
}

/**
 * A new session of the user and its token pair, recorded as `action` (a sign-in, a password
 * change, an accepted invitation) in the same transaction as `before`, the write that led to it.
 */
async function openSession(
  auth: Auth,
  opened: { user: { id: string; tenantId: string }; amr: string[]; now: Date; request: RequestOrigin },
  entry: AuditEntry,
  before: (tx: Db) => Promise<unknown> = async () => {},
): Promise<TokenPair> {
  const { user, amr, now, request } = opened;
  const refreshToken = newSecret(REFRESH_TOKEN_PREFIX);
  const expiresAt = new Date(now.getTime() + Math.min(auth.refreshTtlMs, auth.maxLifetimeMs));
  const session = await withAudit(auth.db, user.tenantId, userOrigin(user.id, request), entry, async (tx) => {
    await before(tx);
    return createSession(tx, {
      tenantId: user.tenantId,
      userId: user.id,
      amr,
      createdAt: now,
      expiresAt,
      tokenHash: hashSecret(refreshToken),
    });
  });
  return pair(auth, session, refreshToken);
}

/** Refused at sign-in while an administrator's temporary password is unchanged (`changePassword` ends it). */
export const PASSWORD_CHANGE_REQUIRED = 'Password change required';

async function login(auth: Auth, input: SignIn): Promise<TokenPair> {
  const verified = await verifiedUser(auth, input);
  const { user, amr } = verified;
  if (user.passwordChangeRequired) {
    throw new ApiError('FORBIDDEN', PASSWORD_CHANGE_REQUIRED, { extensions: { passwordChangeRequired: true } });
  }
  if (needsRehash(user.passwordHash)) {
    await setPasswordHash(auth.db, user.id, await hashPassword(input.password));
  }
  const signedIn: AuditEntry = {
    action: 'auth.signed_in',
    target: { type: 'user', id: user.id },
    changes: { amr: [null, amr] },
  };
  return openSession(auth, verified, signedIn);
}

/**
 * A user's new password, given the current one (and the TOTP code once enrolled) exactly as a
 * sign-in checks them: the required change of a temporary password, or anyone's own. Every
 * session of the user ends, and the answer is a new one.
 */
async function changePassword(auth: Auth, input: SignIn & { newPassword: string }): Promise<TokenPair> {
  checkNewPassword(input.newPassword, input.password);
  const verified = await verifiedUser(auth, input);
  const { user, now } = verified;
  const passwordHash = await hashPassword(input.newPassword);
  const changed = { action: 'auth.password_changed', target: { type: 'user', id: user.id } };
  return openSession(auth, verified, changed, (tx) => replacePassword(tx, user.id, passwordHash, now));
}

function checkNewPassword(password: string, current?: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new BadInputError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`, {
      field: 'newPassword',
    });
  }
  if (password === current) {
    throw new BadInputError('The new password must differ from the current one', { field: 'newPassword' });
  }
}

/** Where an invitation was refused: unknown, used or expired read alike, so a token tells nothing. */
export const INVALID_INVITATION = 'Invalid or expired invitation';

/**
 * Accepts a single-use invitation: its user is created with the password they chose, and signed
 * in. Throttled per client address like a sign-in.
 */
async function acceptInvitationOf(
  auth: Auth,
  input: { token: string; password: string } & RequestOrigin,
): Promise<TokenPair> {
  checkNewPassword(input.password);
  const request = { clientAddress: input.clientAddress, requestId: input.requestId };
  const invitation = await invitationByHash(auth.db, hashSecret(input.token));
  await auth.throttle?.reserve({ address: input.clientAddress ?? 'unknown', email: invitation?.email ?? '' });
  const now = auth.clock.now();
  if (!invitation || invitation.acceptedAt || invitation.expiresAt <= now) throw unauthenticated(INVALID_INVITATION);
  if (await userByEmail(auth.db, invitation.email)) throw new ConflictError('A user with this email already exists');
  const passwordHash = await hashPassword(input.password);
  const created = await acceptInvitation(auth.db, invitation, passwordHash, now);
  if (!created) throw unauthenticated(INVALID_INVITATION);
  const accepted: AuditEntry = {
    action: 'user.invitation_accepted',
    target: { type: 'user', id: created.id },
    changes: { email: [null, created.email], role: [null, created.role], invitationId: [null, invitation.id] },
  };
  return openSession(auth, { user: created, amr: ['pwd'], now, request }, accepted);
}

/** Raised inside the rotation's transaction when a concurrent exchange spent the token first. */
class RotationLost extends Error {}

/**
 * A spent token presented again means it was copied: whoever holds the newest one may be the
 * thief, so the whole session ends, and the tenant's log says why.
 */
async function endCopiedSession(
  auth: Auth,
  session: { id: string; tenantId: string; userId: string; revokedAt: Date | null },
  now: Date,
  request: RequestOrigin,
): Promise<never> {
  if (!session.revokedAt) {
    const entry: AuditEntry = {
      action: 'auth.session_revoked',
      target: { type: 'user', id: session.userId },
      changes: { reason: [null, 'refresh_token_reused'] },
    };
    await withAudit(auth.db, session.tenantId, userOrigin(session.userId, request), entry, (tx) =>
      revokeSession(tx, session.id, now),
    );
  }
  throw unauthenticated(INVALID_REFRESH);
}

async function refresh(auth: Auth, presented: string, request: RequestOrigin): Promise<TokenPair> {
  const { db } = auth;
  const now = auth.clock.now();
  const token = await refreshTokenByHash(db, hashSecret(presented));
  if (!token) throw unauthenticated(INVALID_REFRESH);
  const { session } = token;
  if (token.spentAt) return endCopiedSession(auth, session, now, request);
  if (token.expiresAt <= now || session.revokedAt || session.expiresAt <= now || session.user.deactivatedAt) {
    throw unauthenticated(INVALID_REFRESH);
  }

  const next = newSecret(REFRESH_TOKEN_PREFIX);
  // Sliding by refreshTokenTtl, never past the session's absolute end.
  const end = session.createdAt.getTime() + auth.maxLifetimeMs;
  const expiresAt = new Date(Math.min(now.getTime() + auth.refreshTtlMs, end));
  const rotation = { tokenId: token.id, sessionId: session.id, nextTokenHash: hashSecret(next), now, expiresAt };
  const refreshed: AuditEntry = { action: 'auth.session_refreshed', target: { type: 'user', id: session.userId } };
  try {
    await withAudit(db, session.tenantId, userOrigin(session.userId, request), refreshed, async (tx) => {
      if (!(await rotateRefreshToken(tx, rotation))) throw new RotationLost();
    });
  } catch (error) {
    // The loser of a concurrent exchange presented a token already spent: treated as a copy.
    if (error instanceof RotationLost) return endCopiedSession(auth, session, now, request);
    throw error;
  }
  return pair(auth, session, next);
}

async function enrollMfa(
  auth: Auth,
  userId: string,
  password: string,
  request: RequestOrigin = {},
): Promise<MfaEnrollment> {
  const { db } = auth;
  const user = await mfaEnrolmentOf(db, userId);
  // Replacing the secret of an active enrolment would let a stolen access token defeat MFA.
  if (user.mfaConfirmedAt) throw new ConflictError('MFA is already enabled for this user');
  // The password check counts toward the email's lock like a sign-in: a stolen access token
  // cannot guess the password here either.
  const key = emailKey(normalise(user.email));
  await reserve(auth, key, auth.clock.now());
  if (!(await verifyPassword(password, user.passwordHash))) {
    auth.observe('failed');
    await signInFailed(auth, { id: userId, tenantId: user.tenantId }, request, 'mfa_enrolment_password');
    throw new ForbiddenError('Incorrect password');
  }
  await clearSignIn(db, key);
  const secret = newTotpSecret();
  const enrolled = { action: 'auth.mfa_enrolled', target: { type: 'user', id: userId } };
  await withAudit(db, user.tenantId, userOrigin(userId, request), enrolled, (tx) =>
    storeTotpSecret(tx, userId, auth.secrets.seal(secret)),
  );
  return { secret, otpauthUri: totpUri(secret, user.email) };
}

async function confirmMfaOf(
  auth: Auth,
  userId: string,
  otp: string,
  { sessionId, request = {} }: { sessionId: string; request?: RequestOrigin },
): Promise<void> {
  const user = await mfaConfirmationOf(auth.db, userId);
  if (user.mfaConfirmedAt) throw new ConflictError('MFA is already enabled for this user');
  if (!user.totpSecret) throw new BadInputError('Start MFA enrolment first');
  const now = auth.clock.now();
  if (!(await acceptTotp(auth, { ...user, totpSecret: user.totpSecret }, otp, now))) {
    throw new BadInputError(INVALID_MFA_CODE);
  }
  // Sessions signed in with the password alone end: from now on a session proves both factors.
  const confirmed = { action: 'auth.mfa_confirmed', target: { type: 'user', id: userId } };
  await withAudit(auth.db, user.tenantId, userOrigin(userId, request), confirmed, (tx) =>
    confirmMfa(tx, userId, sessionId, now),
  );
}

async function logout(
  auth: Auth,
  sessionId: string,
  signedOut?: RequestOrigin & { userId: string; tenantId: string },
): Promise<void> {
  if (!signedOut) {
    await revokeSession(auth.db, sessionId, auth.clock.now());
    return;
  }
  const entry = { action: 'auth.signed_out', target: { type: 'user', id: signedOut.userId } };
  await withAudit(auth.db, signedOut.tenantId, userOrigin(signedOut.userId, signedOut), entry, (tx) =>
    revokeSession(tx, sessionId, auth.clock.now()),
  );
}

async function endSession(auth: Auth, presented: string, request: RequestOrigin): Promise<void> {
  const token = await refreshTokenByHash(auth.db, hashSecret(presented));
  if (!token || token.session.revokedAt) return;
  const { session } = token;
  await logout(auth, session.id, { ...request, userId: session.userId, tenantId: session.tenantId });
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const auth: Auth = {
    db: deps.db,
    tokens: deps.tokens,
    clock: deps.clock,
    secrets: deps.secrets,
    refreshTtlMs: (deps.refreshTokenTtlSeconds ?? DEFAULT_REFRESH_TOKEN_TTL_SECONDS) * 1000,
    maxLifetimeMs: (deps.sessionMaxLifetimeSeconds ?? DEFAULT_SESSION_MAX_LIFETIME_SECONDS) * 1000,
    throttle: deps.throttle,
    observe: deps.onSignIn ?? (() => {}),
  };
  return {
    login: (input) => login(auth, input),
    refresh: (presented, request) => refresh(auth, presented, request ?? {}),
    logout: (sessionId, signedOut) => logout(auth, sessionId, signedOut),
    endSession: (presented, request) => endSession(auth, presented, request ?? {}),
    enrollMfa: (userId, password, request) => enrollMfa(auth, userId, password, request),
    confirmMfa: (userId, otp, sessionId, request) => confirmMfaOf(auth, userId, otp, { sessionId, request }),
    changePassword: (input) => changePassword(auth, input),
    acceptInvitation: (input) => acceptInvitationOf(auth, input),
  };
}
