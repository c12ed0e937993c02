// The rows an invoice shows beside its order; the order's own columns are read by the orders repository.
import type { DB } from '../../db/database.ts';

/** The buyer's account name and language, when the account still exists. */
export async function findBuyer(db: DB, userId: string) {
  return db.selectFrom('users').select(['name', 'language']).where('id', '=', userId).executeTakeFirst();
}

/** The payment intent the order was paid with (its provider's id is the order's transaction id). */
export async function findPaymentOfTransaction(db: DB, orderId: string, transactionId: string) {
  return db
    .selectFrom('paymentIntents')
    .select(['provider', 'cardBrand', 'cardLast4'])
    .where('orderId', '=', orderId)
    .where('providerRef', '=', transactionId)
    .executeTakeFirst();
}
