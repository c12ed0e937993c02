// Queries on the identity tables (better-auth writes them; we read users and change users.role).
import { sql } from 'kysely';
import type { Locale } from '@store/shared/i18n/locales';
import { OWNER_ROLE, type Role, type StaffRole } from '@store/shared/staff-roles';
import type { DB, StoreDatabase } from '../../db/database.ts';
import type { AuthUser } from '../../lib/auth-user.ts';

const USER_COLUMNS = ['id', 'email', 'name', 'role'] as const;

/** The user, only while their session `sessionId` exists and has not expired: the guard's one query. */
export async function findUserInLiveSession(
  store: StoreDatabase,
  userId: string,
  sessionId: string,
  now: Date = new Date(),
): Promise<AuthUser | undefined> {
  // better-auth's dates: timestamptz on PostgreSQL, ISO-8601 text on SQLite (compared as text).
  const nowValue = store.dialect === 'postgres' ? now : now.toISOString();
  return store.db
    .selectFrom('users')
    .innerJoin('sessions', 'sessions.userId', 'users.id')
    .select(['users.id', 'users.email', 'users.name', 'users.role'])
    .where('users.id', '=', userId)
    .where('sessions.id', '=', sessionId)
    .where('sessions.expiresAt', '>', nowValue)
    .executeTakeFirst();
}

export async function deleteSessionsOfUser(db: DB, userId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function setUserLanguage(db: DB, userId: string, language: Locale): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

export async function findUserByEmail(db: DB, email: string): Promise<AuthUser | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('email', '=', email).executeTakeFirst();
}

/** Every account with its mobile number (null without one), oldest first. */
export async function listUsers(db: DB): Promise<(AuthUser & { phoneNumber: string | null })[]> {
  return db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'phoneNumber'])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The owner role for `email` (ADMIN_EMAIL, `npm run admin -- promote`): 1 when it changed, 0 when already so. */
export async function promoteUser(db: DB, email: string): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ role: OWNER_ROLE })
    .where('email', '=', email)
    .where('role', '<>', OWNER_ROLE)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Make Admin: a buyer becomes `role`; staff keep theirs (0 rows). */
export async function promoteBuyer(db: DB, email: string, role: StaffRole): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ role })
    .where('email', '=', email)
    .where('role', '=', 'user')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findUserById(db: DB, id: string): Promise<AuthUser | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function setUserRole(db: DB, userId: string, role: Role): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', userId).execute();
}

/** Ends every session of the user but `keepSessionId` (the caller's own, when they changed their own role). */
export async function deleteSessionsOfUserExcept(
  db: DB,
  userId: string,
  keepSessionId: string | null,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  return Number((await query.executeTakeFirst()).numDeletedRows);
}

/** Whether the address of the account (by id or by email) was verified. */
export async function isEmailVerified(db: DB, user: { id: string } | { email: string }): Promise<boolean> {
  const [column, value] = 'id' in user ? (['id', user.id] as const) : (['email', user.email] as const);
  const row = await db.selectFrom('users').select('emailVerified').where(column, '=', value).executeTakeFirst();
  return Boolean(row?.emailVerified);
}

/** Whether the account's address or its mobile number was proved (a link opened, a code typed). */
export async function isContactVerified(db: DB, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(['emailVerified', 'phoneNumberVerified'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.emailVerified) || Boolean(row?.phoneNumberVerified);
}

/** Marks the address of `email`'s account verified (the operator chose it: ADMIN_EMAIL). */
export async function markEmailVerified(db: DB, email: string): Promise<void> {
  // NOTE: the SQL literal TRUE, which SQLite (1) and PostgreSQL (boolean) both take; SQLite binds no booleans.
  await db
    .updateTable('users')
    .set({ emailVerified: sql<boolean>`true` })
    .where('email', '=', email)
    .execute();
}

export async function countOwners(db: DB): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', OWNER_ROLE)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
