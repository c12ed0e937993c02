// The invoice counters and the rows an invoice shows beside its order (docs/decisions/091-invoice-numbers.md);
// the order's own columns are read and written by the orders repository.
import type { Locale } from '@store/shared/i18n/locales';
import type { DB } from '../../db/database.ts';

/**
 * Moves the year's invoice counter on by one and returns its new value, inside the caller's
 * transaction: the row is created if missing (two creators at once: one inserts, the other waits
 * and finds it), then `UPDATE … SET last = last + 1 … RETURNING last` holds the counter's row lock
 * until the caller commits, so concurrent payments on any number of app instances get consecutive
 * numbers, and a rolled-back payment gives its number back.
 */
export async function takeNextInvoiceCount(db: DB, year: number): Promise<number> {
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
  return Number(counter.last);
}

/** The buyer's account name and language, when the account still exists. */
export async function findBuyer(db: DB, userId: string): Promise<{ name: string; language: Locale } | undefined> {
  return db.selectFrom('users').select(['name', 'language']).where('id', '=', userId).executeTakeFirst();
}

interface InvoicePaymentRow {
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
