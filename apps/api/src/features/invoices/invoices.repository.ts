// Invoice numbers and the rows an invoice shows. Numbers are `INV-<year>-<6 digits>`, gapless and
// unique per year of the store (STORE_TIME_ZONE): the counter moves by one conditional UPDATE in the
// transaction that records the payment, so a rolled-back payment gives its number back
// (docs/decisions/091-invoice-numbers.md).
import type { Locale } from '@store/shared/i18n/locales';
import type { DB } from '../../db/database.ts';
import { storeYear } from '../../lib/store-time.ts';

export const formatInvoiceNumber = (year: number, n: number): string => `INV-${year}-${String(n).padStart(6, '0')}`;

/**
 * Gives the order its invoice number, inside the caller's transaction (the one that records the
 * payment, after the order row was updated, so it holds the order's row lock). The year's counter
 * row is created if missing (two creators at once: one inserts, the other waits and finds it),
 * then moved on by `UPDATE … SET last = last + 1 … RETURNING last`, which holds the counter's row
 * lock until the payment commits: concurrent payments, on any number of app instances, get
 * consecutive numbers. An order that already has a number keeps it. Returns the order's number.
 */
export async function assignInvoiceNumber(db: DB, orderId: string, at: string): Promise<string> {
  const existing = await db.selectFrom('orders').select('invoiceNumber').where('id', '=', orderId).executeTakeFirst();
  if (existing?.invoiceNumber) return existing.invoiceNumber;
  const year = storeYear(at);
  await db
    .insertInto('invoiceCounters')
    .values({ year, last: 0 })
    .onConflict((oc) => oc.column('year').doNothing())
    .execute();
  const counter = await db
    .updateTable('invoiceCounters')
    .set((eb) => ({ last: eb('last', '+', 1) }))
    .where('year', '=', year)
    .returning('last')
    .executeTakeFirstOrThrow();
  const number = formatInvoiceNumber(year, Number(counter.last));
  await db
    .updateTable('orders')
    .set({ invoiceNumber: number, invoiceIssuedAt: at })
    .where('id', '=', orderId)
    .where('invoiceNumber', 'is', null)
    .execute();
  return number;
}

/** The buyer's account name and language, when the account still exists. */
export async function findBuyer(db: DB, userId: string): Promise<{ name: string; language: Locale } | undefined> {
  return db.selectFrom('users').select(['name', 'language']).where('id', '=', userId).executeTakeFirst();
}

export interface InvoicePaymentRow {
  provider: string;
  cardBrand: string | null;
  cardLast4: string | null;
}

/** The payment intent the order was paid with (its provider's id is the order's transaction id). */
export async function findPaymentOfTransaction(
  db: DB,
  orderId: string,
  transactionId: string,
): Promise<InvoicePaymentRow | undefined> {
  return db
    .selectFrom('paymentIntents')
    .select(['provider', 'cardBrand', 'cardLast4'])
    .where('orderId', '=', orderId)
    .where('providerRef', '=', transactionId)
    .executeTakeFirst();
}
