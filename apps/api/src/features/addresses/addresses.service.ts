// Address book rules: at most MAX_SAVED_ADDRESSES per account, the first one is the default, and an
// account always has exactly one default while it has any address. Every write holds the account's
// row lock, so two calls at once see each other's result (the count, the default).
import { refsTo } from '@store/shared/i18n/catalogue';
import { type AddressInput, addressLine, type SavedAddress } from '@store/shared/schemas/addresses';
import { districtById } from '@store/shared/geo';
import type { DB } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { isId, newId, nowIso } from '../../lib/ids.ts';
import {
  type AddressFields,
  type AddressRow,
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  latestUpdatedAddressId,
  listAddresses,
  lockAddressBook,
  setDefaultAddress,
  updateAddress,
} from './addresses.repository.ts';

export const MAX_SAVED_ADDRESSES = 20;

const bookText = refsTo('address-book', 'ADDRESS_BOOK_TEXT');

export type SaveAddressInput = AddressInput & { isDefault?: boolean | undefined };

function toSavedAddress(row: AddressRow): SavedAddress {
  const { id, isDefault, recipientName, phone, divisionId, districtId, areaId, street, landmark, postcode } = row;
  const input = { recipientName, phone, districtId, areaId, street, landmark, postcode };
  return { id, isDefault: isDefault === 1, ...input, divisionId, line: addressLine(input) };
}

function fieldsOf(input: SaveAddressInput): AddressFields {
  const { recipientName, phone, districtId, areaId, street, landmark, postcode } = input;
  const divisionId = districtById(districtId)?.divisionId ?? '';
  return { recipientName, phone, divisionId, districtId, areaId, street, landmark, postcode };
}

/** The caller's row, locked for the rest of the transaction; 404 when it is someone else's or missing. */
async function ownAddress(trx: DB, userId: string, id: string): Promise<AddressRow> {
  await lockAddressBook(trx, userId);
  const row = isId(id) ? await findAddress(trx, userId, id) : undefined;
  if (!row) throw notFound();
  return row;
}

async function savedAddress(db: DB, userId: string, id: string): Promise<SavedAddress> {
  const row = await findAddress(db, userId, id);
  if (!row) throw notFound();
  return toSavedAddress(row);
}

export async function listSavedAddresses(db: DB, userId: string): Promise<SavedAddress[]> {
  return (await listAddresses(db, userId)).map(toSavedAddress);
}

/** For checkout: one of the user's own addresses, or undefined (someone else's id reads as missing). */
export async function findAddressOfUser(db: DB, userId: string, addressId: string): Promise<SavedAddress | undefined> {
  if (!isId(addressId)) return undefined;
  const row = await findAddress(db, userId, addressId);
  return row && toSavedAddress(row);
}

export async function addAddress(db: DB, userId: string, input: SaveAddressInput): Promise<SavedAddress> {
  return db.transaction().execute(async (trx) => {
    await lockAddressBook(trx, userId);
    const count = await countAddresses(trx, userId);
    if (count >= MAX_SAVED_ADDRESSES) throw conflict(bookText('tooMany', { max: MAX_SAVED_ADDRESSES }));
    const id = newId();
    const now = nowIso();
    await insertAddress(trx, { id, userId, ...fieldsOf(input), isDefault: 0, createdAt: now, updatedAt: now });
    if (count === 0 || input.isDefault) await setDefaultAddress(trx, userId, id);
    return savedAddress(trx, userId, id);
  });
}

/** `isDefault: true` makes it the default; false or none leaves that as it is (a default stays one). */
export async function changeAddress(
  db: DB,
  userId: string,
  id: string,
  input: SaveAddressInput,
): Promise<SavedAddress> {
  return db.transaction().execute(async (trx) => {
    await ownAddress(trx, userId, id);
    await updateAddress(trx, userId, id, fieldsOf(input), nowIso());
    if (input.isDefault) await setDefaultAddress(trx, userId, id);
    return savedAddress(trx, userId, id);
  });
}

export async function makeDefaultAddress(db: DB, userId: string, id: string): Promise<SavedAddress> {
  return db.transaction().execute(async (trx) => {
    await ownAddress(trx, userId, id);
    await setDefaultAddress(trx, userId, id);
    return savedAddress(trx, userId, id);
  });
}

/** Deleting the default makes the most recently updated remaining address the default. */
export async function removeAddress(db: DB, userId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await ownAddress(trx, userId, id);
    await deleteAddress(trx, userId, id);
    if (row.isDefault !== 1) return;
    const next = await latestUpdatedAddressId(trx, userId);
    if (next) await setDefaultAddress(trx, userId, next);
  });
}
