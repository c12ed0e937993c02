import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { AddressTable } from '../../db/schema-delivery.ts';

export type AddressRow = Selectable<AddressTable>;
export type AddressFields = Omit<AddressTable, 'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'>;

/**
 * Holds the account's row until the transaction ends, so that a second write to the same book waits and
 * then sees the first one's count and default (PostgreSQL; SQLite has one writer at a time anyway).
 */
export async function lockAddressBook(db: DB, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('id', '=', userId)
    .execute();
}

/** The user's addresses: the default first, then the newest. */
export async function listAddresses(db: DB, userId: string): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('isDefault', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findAddress(db: DB, userId: string, id: string): Promise<AddressRow | undefined> {
  return db.selectFrom('addresses').selectAll().where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function countAddresses(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(db: DB, row: Insertable<AddressTable>): Promise<void> {
  await db.insertInto('addresses').values(row).execute();
}

export async function updateAddress(
  db: DB,
  userId: string,
  id: string,
  fields: AddressFields,
  now: string,
): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ ...fields, updatedAt: now })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** Clears the user's default first: the partial unique index allows one at a time. */
export async function setDefaultAddress(db: DB, userId: string, id: string): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ isDefault: 0 })
    .where('userId', '=', userId)
    .where('isDefault', '=', 1)
    .where('id', '!=', id)
    .execute();
  await db.updateTable('addresses').set({ isDefault: 1 }).where('userId', '=', userId).where('id', '=', id).execute();
}

export async function deleteAddress(db: DB, userId: string, id: string): Promise<void> {
  await db.deleteFrom('addresses').where('userId', '=', userId).where('id', '=', id).execute();
}

/** The id of the user's most recently updated address, if any is left. */
export async function latestUpdatedAddressId(db: DB, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id;
}
