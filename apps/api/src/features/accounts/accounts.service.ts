// Rules of the account calls: who may get a token, read or change a role, and the first admin.
import type { FastifyBaseLogger } from 'fastify';
import type { DB, StoreDatabase } from '../../db/database.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { normalizeEmail, sameEmail } from './email.ts';
import {
  countAdmins,
  deleteSessionsOfUser,
  demoteAdmin,
  findUserByEmail,
  isContactVerified,
  isEmailVerified,
  listUsers,
  markEmailVerified,
  promoteUser,
  setUserLanguage,
} from './accounts.repository.ts';
import { englishTexts } from '@store/shared/i18n/server';
import type { Locale } from '@store/shared/i18n/locales';
import type { ModifiedCount } from '@store/shared/schemas';

const { ACCOUNT_ERROR } = englishTexts('accounts');

export function assertSelfOrAdmin(user: AuthUser, email: string): void {
  if (user.role !== 'admin' && !sameEmail(user.email, email)) throw forbidden();
}

/**
 * REQUIRE_VERIFIED_EMAIL: placing an order needs a verified address (the verification link, or Google's), or
 * for a phone account its number proved by a code: either reaches the buyer.
 */
export async function assertEmailVerified(db: DB, userId: string): Promise<void> {
  if (!(await isContactVerified(db, userId)))
    throw new AppError('EMAIL_NOT_VERIFIED', 403, englishTexts('recovery').RECOVERY_TEXT.verifiedRequired);
}

export async function readAdminFlag(db: DB, caller: AuthUser, email: string): Promise<boolean> {
  assertSelfOrAdmin(caller, email);
  if (sameEmail(caller.email, email)) return caller.role === 'admin';
  const user = await findUserByEmail(db, normalizeEmail(email));
  return user?.role === 'admin';
}

/** Make Admin: `{ modifiedCount }` is 1 when the role changed, 0 when they were already an admin. */
export async function makeAdmin(db: DB, email: string): Promise<ModifiedCount> {
  const target = normalizeEmail(email);
  const modifiedCount = await promoteUser(db, target);
  if (modifiedCount === 0 && !(await findUserByEmail(db, target))) throw notFound(ACCOUNT_ERROR.userNotFound);
  return { modifiedCount };
}

/** Remove Admin: never one's own role, never the last admin. */
export async function removeAdmin(store: StoreDatabase, caller: AuthUser, email: string): Promise<ModifiedCount> {
  const target = normalizeEmail(email);
  if (target === normalizeEmail(caller.email)) throw conflict(ACCOUNT_ERROR.cannotRemoveOwnAdmin);
  return store.withLock('admin-roles', async (trx) => {
    const modifiedCount = await demoteAdmin(trx, target, caller.id);
    if (modifiedCount === 1) return { modifiedCount };
    const user = await findUserByEmail(trx, target);
    if (!user) throw notFound(ACCOUNT_ERROR.userNotFound);
    if (user.role !== 'admin') return { modifiedCount: 0 };
    if ((await countAdmins(trx)) <= 1) throw conflict(ACCOUNT_ERROR.cannotRemoveLastAdmin);
    // The caller lost their own role meanwhile.
    throw forbidden();
  });
}

export async function allUsers(db: DB): Promise<(AuthUser & { phoneNumber: string | null })[]> {
  return listUsers(db);
}

/** An admin's "sign out everywhere": every session of the account ends; returns how many did. */
export async function revokeSessions(db: DB, email: string): Promise<number> {
  const user = await findUserByEmail(db, normalizeEmail(email));
  if (!user) throw notFound(ACCOUNT_ERROR.userNotFound);
  return deleteSessionsOfUser(db, user.id);
}

export async function setAccountLanguage(db: DB, userId: string, language: Locale): Promise<void> {
  await setUserLanguage(db, userId, language);
}

/**
 * ADMIN_EMAIL (+ ADMIN_PASSWORD): at start, create that account if missing, then make it a verified
 * admin. An existing account is promoted only once its address is verified: anyone may sign up with it.
 */
export async function ensureFirstAdmin(
  db: DB,
  admin: { email: string | undefined; password: string | undefined },
  signUp: (account: { email: string; password: string; name: string }) => Promise<unknown>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  if (!admin.email) return;
  const email = normalizeEmail(admin.email);
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    if (!admin.password) {
      log.warn({ email }, 'ADMIN_EMAIL has no account yet and ADMIN_PASSWORD is not set: no admin created');
      return;
    }
    try {
      await signUp({ email, password: admin.password, name: 'Admin' });
    } catch (error) {
      // Another instance may have created it first; promote whatever exists below.
      if (!(await findUserByEmail(db, email))) throw error;
    }
  } else if (existing.role !== 'admin' && !(await isEmailVerified(db, { email }))) {
    log.warn(
      { email },
      'ADMIN_EMAIL names an account whose address is not verified: not promoted (verify it, or run npm run admin -- promote)',
    );
    return;
  }
  if ((await promoteUser(db, email)) > 0) log.info({ email }, 'first admin promoted');
  // The operator chose this address: it needs no link to prove it, and the owner sees no "Verify your email".
  await markEmailVerified(db, email);
}
