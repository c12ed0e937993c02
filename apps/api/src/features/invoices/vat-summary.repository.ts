// The VAT summary's reads: the invoices issued and the credit notes issued in a period (ISO bounds).
import type { DB } from '../../db/database.ts';

/** Orders whose invoice was issued in [start, end), oldest first. */
export async function findInvoicedOrderIds(db: DB, start: string, end: string): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('invoiceNumber', 'is not', null)
    .where('invoiceIssuedAt', '>=', start)
    .where('invoiceIssuedAt', '<', end)
    .orderBy('invoiceIssuedAt')
    .execute();
  return rows.map((r) => r.id);
}

/** The refunds whose credit note was issued in [start, end): their ids and orders. */
export async function findCreditedRefunds(db: DB, start: string, end: string) {
  return db
    .selectFrom('orderRefunds')
    .select(['id', 'orderId'])
    .where('status', '=', 'succeeded')
    .where('creditNoteNumber', 'is not', null)
    .where('amount', '>', 0)
    .where('completedAt', '>=', start)
    .where('completedAt', '<', end)
    .orderBy('completedAt')
    .execute();
}
