import { ConflictError } from '../errors.ts';
import type { Db } from './client.ts';
import { Prisma } from './generated/prisma/client.ts';

/**
 * The rows of human sign-in: users' credentials, sessions and their rotating refresh tokens.
 * The rules (lockout, TOTP, rotation, lifetimes) are src/auth/sessions.ts's; every write that two
 * requests could race is conditional here, so the database settles the race.
 */

export function userByEmail(db: Db, email: string) {
  return db.user.findUnique({ where: { email } });
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { passwordHash } });
}

/** Replaces a TOTP secret stored before sealing existed, unless another request already did. */
export async function resealTotpSecret(db: Db, userId: string, stored: string, sealed: string): Promise<void> {
  await db.user.updateMany({ where: { id: userId, totpSecret: stored }, data: { totpSecret: sealed } });
}

/** Records an accepted TOTP step, only past the last one: false when a concurrent use won. */
export async function recordTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const { count } = await db.user.updateMany({
    where: { id: userId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count === 1;
}

export function createSession(
  db: Db,
  session: { tenantId: string; userId: string; amr: string[]; createdAt: Date; expiresAt: Date; tokenHash: string },
) {
  const { tokenHash, ...fields } = session;
  return db.session.create({
    data: { ...fields, refreshTokens: { create: { tokenHash, expiresAt: session.expiresAt } } },
  });
}

export function refreshTokenByHash(db: Db, tokenHash: string) {
  return db.refreshToken.findUnique({
    where: { tokenHash },
    include: { session: { include: { user: { select: { deactivatedAt: true } } } } },
  });
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } });
}

/**
 * Spends a refresh token and issues its successor, conditional on the token still being unspent:
 * of two concurrent exchanges only one wins (false for the other). Run it in a transaction (the
 * caller's, which also records the refresh in the audit log), so a successor never exists without
 * its predecessor spent.
 */
export async function rotateRefreshToken(
  tx: Db,
  rotation: { tokenId: string; sessionId: string; nextTokenHash: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const { tokenId, sessionId, nextTokenHash, now, expiresAt } = rotation;
  const spent = await tx.refreshToken.updateMany({ where: { id: tokenId, spentAt: null }, data: { spentAt: now } });
  if (spent.count === 0) return false;
  await tx.refreshToken.create({ data: { sessionId, tokenHash: nextTokenHash, expiresAt } });
  await tx.session.update({ where: { id: sessionId }, data: { expiresAt } });
  return true;
}

export function mfaEnrolmentOf(db: Db, userId: string) {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { tenantId: true, email: true, passwordHash: true, mfaConfirmedAt: true },
  });
}

export function mfaConfirmationOf(db: Db, userId: string) {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, tenantId: true, totpSecret: true, totpLastStep: true, mfaConfirmedAt: true },
  });
}

/** A new, not yet confirmed TOTP secret (sealed): the step count starts over. */
export async function storeTotpSecret(db: Db, userId: string, sealedSecret: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { totpSecret: sealedSecret, totpLastStep: null } });
}

/**
 * Turns MFA on and ends the user's sessions but the one confirming. Two statements: the caller
 * runs them in one transaction (with the audit entry that records them).
 */
export async function confirmMfa(db: Db, userId: string, keepSessionId: string, now: Date): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { mfaConfirmedAt: now } });
  await db.session.updateMany({
    where: { userId, id: { not: keepSessionId }, revokedAt: null },
    data: { revokedAt: now },
  });
}

/**
 * A user's new password: the required change done, and every session of theirs ended (the
 * caller opens the new one in the same transaction, with the audit entry).
 */
export async function replacePassword(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { passwordHash, passwordChangeRequired: false } });
  await db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
}

/** An invitation by its token's hash, whoever's tenant it is (the token is the credential). */
export function invitationByHash(db: Db, tokenHash: string) {
  return db.invitation.findUnique({ where: { tokenHash } });
}

/**
 * Uses an invitation once: marks it accepted, conditional on its being unused and unexpired (of
 * two concurrent acceptances only one wins), and creates its user. Null when it was already used.
 */
export function acceptInvitation(
  db: Db,
  invitation: { id: string; tenantId: string; email: string; name: string; role: 'viewer' | 'editor' | 'admin' },
  passwordHash: string,
  now: Date,
) {
  return db.$transaction(async (tx) => {
    const used = await tx.invitation.updateMany({
      where: { id: invitation.id, acceptedAt: null, expiresAt: { gt: now } },
      data: { acceptedAt: now },
    });
    if (used.count === 0) return null;
    const { tenantId, email, name, role } = invitation;
    const user = await tx.user
      .create({ data: { tenantId, email, name, role, passwordHash } })
      .catch((error: unknown) => {
        // The email was taken meanwhile (emails are unique across tenants): the invitation stays unused.
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
          throw new ConflictError('A user with this email already exists');
        }
        throw error;
      });
    await tx.invitation.update({ where: { id: invitation.id }, data: { userId: user.id } });
    return user;
  });
}
