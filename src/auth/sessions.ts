import type { Db } from '../data/client.ts';
import { ApiError, BadInputError, ConflictError, unauthenticated } from '../errors.ts';
import type { AccessTokens, Clock } from './access-tokens.ts';
import { UNKNOWN_USER_HASH, verifyPassword } from './passwords.ts';
import { hashSecret, newSecret, REFRESH_TOKEN_PREFIX } from './secrets.ts';
import { newTotpSecret, totpUri, verifyTotp } from './totp.ts';

/**
 * Human sign-in: password (+ TOTP once enrolled) -> a session with a short-lived access token and
 * a rotating refresh token. REST and GraphQL both call this one implementation.
 */

export const DEFAULT_REFRESH_TOKEN_TTL_SECONDS = 30 * 86_400;
/** Consecutive failed sign-ins (wrong password or wrong MFA code) that lock an account... */
export const MAX_FAILED_LOGINS = 5;
/** ...for this long. Attempts during the lock answer 429 with Retry-After, without checking the password. */
export const LOCKOUT_SECONDS = 15 * 60;

const INVALID_LOGIN = 'Incorrect email or password';
export const MFA_REQUIRED = 'MFA code required';
const INVALID_REFRESH = 'Invalid or expired refresh token';

/** Too many failed sign-ins: answered without checking the password, with Retry-After. */
function locked(retryAfterSeconds: number): ApiError {
  return new ApiError('RATE_LIMITED', 'Too many failed sign-in attempts; try again later', {
    headers: { 'Retry-After': String(retryAfterSeconds) },
    extensions: { retryAfter: retryAfterSeconds },
  });
}

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

export interface AuthService {
  login(input: { email: string; password: string; otp?: string | null }): Promise<TokenPair>;
  refresh(refreshToken: string): Promise<TokenPair>;
  /** Revokes the session: its access tokens answer 401 at once, its refresh tokens too. */
  logout(sessionId: string): Promise<void>;
  /** Stores a new TOTP secret; it is enforced only after confirmMfa proves the user can produce codes. */
  enrollMfa(userId: string): Promise<MfaEnrollment>;
  confirmMfa(userId: string, otp: string): Promise<void>;
}

export function createAuthService(deps: {
  db: Db;
  tokens: AccessTokens;
  clock: Clock;
  refreshTokenTtlSeconds?: number;
}): AuthService {
  const { db, tokens, clock } = deps;
  const refreshTtlMs = (deps.refreshTokenTtlSeconds ?? DEFAULT_REFRESH_TOKEN_TTL_SECONDS) * 1000;

  async function pair(
    session: { id: string; tenantId: string; userId: string; amr: string[] },
    refreshToken: string,
  ): Promise<TokenPair> {
    const accessToken = await tokens.sign({
      userId: session.userId,
      tenantId: session.tenantId,
      sessionId: session.id,
      amr: session.amr,
    });
    return { accessToken, refreshToken, tokenType: 'bearer', expiresIn: tokens.lifetimeSeconds };
  }

  async function recordFailure(userId: string): Promise<void> {
    // The increment is atomic, so parallel guesses cannot slip past the limit.
    const { failedLoginCount } = await db.user.update({
      where: { id: userId },
      data: { failedLoginCount: { increment: 1 } },
      select: { failedLoginCount: true },
    });
    if (failedLoginCount >= MAX_FAILED_LOGINS) {
      await db.user.update({
        where: { id: userId },
        data: { failedLoginCount: 0, lockedUntil: new Date(clock.now().getTime() + LOCKOUT_SECONDS * 1000) },
      });
    }
  }

  return {
    async login({ email, password, otp }) {
      const now = clock.now();
      const user = await db.user.findUnique({ where: { email: email.trim().toLowerCase() } });
      if (user?.lockedUntil && user.lockedUntil > now) {
        const retryAfter = Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 1000);
        throw locked(retryAfter);
      }
      // An unknown email costs the same scrypt run as a known one, so timing does not tell them apart.
      const passwordOk = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!user || !passwordOk || user.deactivatedAt) {
        if (user && !passwordOk) await recordFailure(user.id);
        throw unauthenticated(INVALID_LOGIN);
      }

      const amr = ['pwd'];
      if (user.mfaConfirmedAt && user.totpSecret) {
        // A missing code is the first step of a two-step form, not a guess, so it is not counted.
        if (otp === undefined || otp === null || otp === '') throw unauthenticated(MFA_REQUIRED);
        if (!(await verifyTotp(user.totpSecret, otp, now))) {
          await recordFailure(user.id);
          throw unauthenticated('Invalid MFA code');
        }
        amr.push('otp');
      }
      if (user.failedLoginCount > 0 || user.lockedUntil) {
        await db.user.update({ where: { id: user.id }, data: { failedLoginCount: 0, lockedUntil: null } });
      }

      const refreshToken = newSecret(REFRESH_TOKEN_PREFIX);
      const expiresAt = new Date(now.getTime() + refreshTtlMs);
      const session = await db.session.create({
        data: {
          tenantId: user.tenantId,
          userId: user.id,
          amr,
          expiresAt,
          refreshTokens: { create: { tokenHash: hashSecret(refreshToken), expiresAt } },
        },
      });
      return pair(session, refreshToken);
    },

    async refresh(presented) {
      const now = clock.now();
      const token = await db.refreshToken.findUnique({
        where: { tokenHash: hashSecret(presented) },
        include: { session: { include: { user: { select: { deactivatedAt: true } } } } },
      });
      if (!token) throw unauthenticated(INVALID_REFRESH);
      const { session } = token;
      const revokeSession = () =>
        db.session.updateMany({ where: { id: session.id, revokedAt: null }, data: { revokedAt: now } });
      // A spent token presented again means it was copied: whoever holds the newest one may be the
      // thief, so the whole session ends.
      if (token.spentAt) {
        await revokeSession();
        throw unauthenticated(INVALID_REFRESH);
      }
      if (token.expiresAt <= now || session.revokedAt || session.expiresAt <= now || session.user.deactivatedAt) {
        throw unauthenticated(INVALID_REFRESH);
      }

      const next = newSecret(REFRESH_TOKEN_PREFIX);
      const expiresAt = new Date(now.getTime() + refreshTtlMs);
      const rotated = await db.$transaction(async (tx) => {
        // Conditional on still being unspent: of two concurrent exchanges only one wins.
        const spent = await tx.refreshToken.updateMany({
          where: { id: token.id, spentAt: null },
          data: { spentAt: now },
        });
        if (spent.count === 0) return false;
        await tx.refreshToken.create({ data: { sessionId: session.id, tokenHash: hashSecret(next), expiresAt } });
        await tx.session.update({ where: { id: session.id }, data: { expiresAt } });
        return true;
      });
      if (!rotated) {
        await revokeSession();
        throw unauthenticated(INVALID_REFRESH);
      }
      return pair(session, next);
    },

    async logout(sessionId) {
      await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: clock.now() } });
    },

    async enrollMfa(userId) {
      const user = await db.user.findUniqueOrThrow({
        where: { id: userId },
        select: { email: true, mfaConfirmedAt: true },
      });
      // Replacing the secret of an active enrolment would let a stolen access token defeat MFA.
      if (user.mfaConfirmedAt) throw new ConflictError('MFA is already enabled for this user');
      const secret = newTotpSecret();
      await db.user.update({ where: { id: userId }, data: { totpSecret: secret } });
      return { secret, otpauthUri: totpUri(secret, user.email) };
    },

    async confirmMfa(userId, otp) {
      const user = await db.user.findUniqueOrThrow({
        where: { id: userId },
        select: { totpSecret: true, mfaConfirmedAt: true },
      });
      if (user.mfaConfirmedAt) throw new ConflictError('MFA is already enabled for this user');
      if (!user.totpSecret) throw new BadInputError('Start MFA enrolment first');
      if (!(await verifyTotp(user.totpSecret, otp, clock.now()))) throw new BadInputError('Invalid MFA code');
      await db.user.update({ where: { id: userId }, data: { mfaConfirmedAt: clock.now() } });
    },
  };
}
