import type { Db } from './client.ts';

export interface SignInLockRules {
  /** Attempts in a row without a success that lock the email... */
  maxAttempts: number;
  /** ...for this long. */
  lockSeconds: number;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Reserves one sign-in attempt for an email, before its password is checked, in one atomic
 * statement: the row lock serialises concurrent attempts, so of any burst at most `maxAttempts`
 * get through until a success clears the count. The attempt that reaches the maximum sets the
 * lock itself, so every later one in the burst is refused without a password check. An expired
 * lock starts a fresh count. Rows exist for unknown emails too, so a lock says nothing about
 * whether an account exists.
 */
export async function reserveSignIn(
  db: Db,
  emailHash: string,
  now: Date,
  rules: SignInLockRules,
): Promise<Reservation> {
  const lockUntil = new Date(now.getTime() + rules.lockSeconds * 1000);
  const reserved = await db.$queryRaw<{ attempts: number }[]>`
    INSERT INTO "SignInLock" AS l ("emailHash", attempts, "lockedUntil", "updatedAt")
    VALUES (${emailHash}, 1, CASE WHEN 1 >= ${rules.maxAttempts} THEN ${lockUntil}::timestamptz END, ${now}::timestamptz)
    ON CONFLICT ("emailHash") DO UPDATE SET
      attempts = CASE WHEN l."lockedUntil" <= ${now}::timestamptz THEN 1 ELSE l.attempts + 1 END,
      "lockedUntil" = CASE
        WHEN (CASE WHEN l."lockedUntil" <= ${now}::timestamptz THEN 1 ELSE l.attempts + 1 END) >= ${rules.maxAttempts}
          THEN ${lockUntil}::timestamptz
        END,
      "updatedAt" = ${now}::timestamptz
    WHERE l."lockedUntil" IS NULL OR l."lockedUntil" <= ${now}::timestamptz
    RETURNING attempts`;
  if (reserved.length > 0) return { allowed: true };
  const lock = await db.signInLock.findUnique({ where: { emailHash }, select: { lockedUntil: true } });
  const until = lock?.lockedUntil ?? lockUntil;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)) };
}

/**
 * Gives back an attempt that turned out not to be a guess (the right password, sent without the
 * MFA code it needs), lifting the lock it may have set.
 */
export async function refundSignIn(db: Db, emailHash: string, rules: SignInLockRules): Promise<void> {
  await db.$executeRaw`
    UPDATE "SignInLock"
       SET attempts = attempts - 1,
           "lockedUntil" = CASE WHEN attempts - 1 >= ${rules.maxAttempts} THEN "lockedUntil" END
     WHERE "emailHash" = ${emailHash} AND attempts > 0`;
}

/** A successful sign-in: the count starts again from zero. */
export async function clearSignIn(db: Db, emailHash: string): Promise<void> {
  await db.signInLock.deleteMany({ where: { emailHash } });
}
