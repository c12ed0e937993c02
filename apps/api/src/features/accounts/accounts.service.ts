// Rules of the account calls: who may get a token, read or change a role, and the first admin.
import type { FastifyBaseLogger } from 'fastify';
import type { DB, StoreDatabase } from '../../db/database.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { normalizeEmail, sameEmail } from './email.ts';
import {
  countOwners,
  deleteSessionsOfUser,
  deleteSessionsOfUserExcept,
  findUserByEmail,
  findUserById,
  isContactVerified,
  isEmailVerified,
  listUsers,
  markEmailVerified,
  promoteBuyer,
  promoteUser,
  setUserLanguage,
  setUserRole,
} from './accounts.repository.ts';
import { hasPermission, isStaffRole, MAKE_ADMIN_ROLE, OWNER_ROLE, type Role } from '@store/shared/staff-roles';
import { messageRef } from '@store/shared/i18n/catalogue';
import { englishTexts } from '@store/shared/i18n/server';
import type { Locale } from '@store/shared/i18n/locales';
import type { ModifiedCount, RoleChangeResult } from '@store/shared/schemas';
import { type AuditActor, recordChange } from '../audit/index.ts';

const { ACCOUNT_ERROR } = englishTexts('accounts');
/** A reference, so that a Bangla page says it in Bangla. */
const lastOwner = () => messageRef('accounts', 'ACCOUNT_ERROR', 'cannotRemoveLastOwner');

/** One's own account, or anyone's for a holder of `roles` (who sees every user). */
export function assertSelfOrAdmin(user: AuthUser, email: string): void {
  if (!hasPermission(user.role, 'roles') && !sameEmail(user.email, email)) throw forbidden();
}

/**
 * REQUIRE_VERIFIED_EMAIL: placing an order needs a verified address (the verification link, or Google's), or
 * for a phone account its number proved by a code: either reaches the buyer.
 */
export async function assertEmailVerified(db: DB, userId: string): Promise<void> {
  if (!(await isContactVerified(db, userId)))
    throw new AppError('EMAIL_NOT_VERIFIED', 403, englishTexts('recovery').RECOVERY_TEXT.verifiedRequired);
}

/** The spec's admin check: true for every staff role (each may open the admin dashboard). */
export async function readAdminFlag(db: DB, caller: AuthUser, email: string): Promise<boolean> {
  assertSelfOrAdmin(caller, email);
  if (sameEmail(caller.email, email)) return isStaffRole(caller.role);
  return isStaffRole((await findUserByEmail(db, normalizeEmail(email)))?.role);
}

/**
 * Make Admin: a buyer becomes a manager (MAKE_ADMIN_ROLE); `{ modifiedCount }` is 0 for staff already.
 * NOTE: their sessions stay, as the spec's Make Admin always did: a promotion takes nothing away, and
 * the guards read the role on every call.
 */
export async function makeAdmin(db: DB, email: string, actor: AuditActor): Promise<ModifiedCount> {
  const target = normalizeEmail(email);
  const modifiedCount = await db.transaction().execute(async (trx) => {
    const count = await promoteBuyer(trx, target, MAKE_ADMIN_ROLE);
    const user = count > 0 ? await findUserByEmail(trx, target) : undefined;
    if (user) await recordRoleChange(trx, actor, user, 'user', MAKE_ADMIN_ROLE);
    return count;
  });
  if (modifiedCount === 0 && !(await findUserByEmail(db, target))) throw notFound(ACCOUNT_ERROR.userNotFound);
  return { modifiedCount };
}

/** Remove Admin: staff become buyers; never one's own role, never the last owner. */
export async function removeAdmin(store: StoreDatabase, caller: Caller, email: string): Promise<ModifiedCount> {
  const target = normalizeEmail(email);
  if (target === normalizeEmail(caller.email)) throw conflict(ACCOUNT_ERROR.cannotRemoveOwnAdmin);
  const user = await findUserByEmail(store.db, target);
  if (!user) throw notFound(ACCOUNT_ERROR.userNotFound);
  const { changed } = await changeRoleUnderLock(store, caller, user.id, 'user');
  return { modifiedCount: changed ? 1 : 0 };
}

/** PUT /admin/users/{id}/role (the owner): any role; 409 when the last owner would lose it. */
export async function changeRole(
  store: StoreDatabase,
  caller: Caller,
  userId: string,
  role: Role,
): Promise<RoleChangeResult> {
  const { revokedCount } = await changeRoleUnderLock(store, caller, userId, role);
  return { role, revokedCount };
}

/** The audit trail's entry of a role change: whose role, from what, to what. */
const recordRoleChange = (trx: DB, actor: AuditActor, user: AuthUser, was: string, role: Role) =>
  recordChange(trx, actor, {
    kind: 'role.changed',
    objectType: 'user',
    objectId: user.id,
    before: { email: user.email, role: was },
    after: { email: user.email, role },
  });

/** The caller and the session of their call (kept when they change their own role). */
export type Caller = AuthUser & { sessionId: string | null };

const ROLES_LOCK = 'admin-roles';

async function changeRoleUnderLock(store: StoreDatabase, caller: Caller, userId: string, role: Role) {
  return store.withLock(ROLES_LOCK, async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) throw notFound(ACCOUNT_ERROR.userNotFound);
    // The caller may have lost the owner role meanwhile (another owner's change, under this lock).
    if (!hasPermission((await findUserById(trx, caller.id))?.role, 'roles')) throw forbidden();
    if (user.role === role) return { changed: false, revokedCount: 0 };
    if (user.role === OWNER_ROLE && (await countOwners(trx)) <= 1) throw conflict(lastOwner());
    await setUserRole(trx, user.id, role);
    await recordRoleChange(trx, caller, user, user.role, role);
    // Their other sessions end (and the bearer tokens made from them): each signs in again as the new role.
    const keep = user.id === caller.id ? caller.sessionId : null;
    return { changed: true, revokedCount: await deleteSessionsOfUserExcept(trx, user.id, keep) };
  });
}

export async function allUsers(db: DB): Promise<(AuthUser & { phoneNumber: string | null })[]> {
  return listUsers(db);
}

/** The owner's "sign out everywhere": every session of the account ends; returns how many did. */
export async function revokeSessions(db: DB, email: string, actor: AuditActor): Promise<number> {
  const user = await findUserByEmail(db, normalizeEmail(email));
  if (!user) throw notFound(ACCOUNT_ERROR.userNotFound);
  return db.transaction().execute(async (trx) => {
    const revokedCount = await deleteSessionsOfUser(trx, user.id);
    await recordChange(trx, actor, {
      kind: 'sessions.revoked',
      objectType: 'user',
      objectId: user.id,
      after: { revokedCount },
    });
    return revokedCount;
  });
}

export async function setAccountLanguage(db: DB, userId: string, language: Locale): Promise<void> {
  await setUserLanguage(db, userId, language);
}

/**
 * ADMIN_EMAIL (+ ADMIN_PASSWORD): at start, create that account if missing, then make it a verified
 * owner (the first admin). An existing account is promoted only once its address is verified: anyone may sign up with it.
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
  } else if (existing.role !== OWNER_ROLE && !(await isEmailVerified(db, { email }))) {
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
