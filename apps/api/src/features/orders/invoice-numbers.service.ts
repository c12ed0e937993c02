// Invoice numbers, gapless per store year, taken in the payment's transaction (docs/decisions/091-invoice-numbers.md).
import type { DB } from '../../db/database.ts';
import { storeYear } from '../../lib/store-time.ts';
import { findInvoiceNumber, setInvoiceNumberIfNone, takeNextInvoiceCount } from './orders.repository.ts';

export const formatInvoiceNumber = (year: number, n: number): string => `INV-${year}-${String(n).padStart(6, '0')}`;

/**
 * Gives the order its invoice number, inside the caller's transaction (the one that records the
 * payment, after the order row was updated, so it holds the order's row lock). An order that
 * already has a number keeps it. Returns the order's number.
 */
export async function assignInvoiceNumber(db: DB, orderId: string, at: string): Promise<string> {
  const existing = await findInvoiceNumber(db, orderId);
  if (existing) return existing;
  const number = formatInvoiceNumber(storeYear(at), await takeNextInvoiceCount(db, storeYear(at)));
  await setInvoiceNumberIfNone(db, orderId, number, at);
  return number;
}
