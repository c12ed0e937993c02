// The refund ledger (migration 213). Callers hold the order's row lock (lockOrder) while they read
// what is left and write a new row, so two refunds of one order never both pass the check.
import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { OrderRefundTable } from '../../db/schema.ts';

export type OrderRefundRow = Selectable<OrderRefundTable>;

/** The order's refunds, their lines by refund id, and the pieces of each order line given back (made or pending). */
export async function listRefundsOfOrder(db: DB, orderId: string) {
  const refunds = await db
    .selectFrom('orderRefunds')
    .selectAll()
    .where('orderId', '=', orderId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const rows = await db
    .selectFrom('orderRefundLines')
    .selectAll()
    .where('orderId', '=', orderId)
    .orderBy('lineNo')
    .execute();
  const lines = new Map<string, typeof rows>();
  const returned = new Map<number, number>();
  for (const row of rows) {
    lines.set(row.refundId, [...(lines.get(row.refundId) ?? []), row]);
    returned.set(row.lineNo, (returned.get(row.lineNo) ?? 0) + row.quantity);
  }
  return { refunds, lines, returned };
}

export async function insertRefund(
  db: DB,
  row: OrderRefundRow,
  lines: { lineNo: number; quantity: number }[],
): Promise<void> {
  await db.insertInto('orderRefunds').values(row).execute();
  if (lines.length > 0) {
    await db
      .insertInto('orderRefundLines')
      .values(lines.map((l) => ({ refundId: row.id, orderId: row.orderId, lineNo: l.lineNo, quantity: l.quantity })))
      .execute();
  }
}

export async function completeRefund(
  db: DB,
  id: string,
  done: { providerRefundId: string; creditNoteNumber: string | null; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('orderRefunds')
    .set({
      status: 'succeeded',
      providerRefundId: done.providerRefundId,
      creditNoteNumber: done.creditNoteNumber,
      completedAt: done.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Drops a pending refund the provider refused, giving its amount and pieces back to what can be refunded. */
export async function deletePendingRefund(db: DB, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('orderRefunds')
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) return false;
  await db.deleteFrom('orderRefundLines').where('refundId', '=', id).execute();
  return true;
}

/** Gives a refund just completed (in the same transaction) its credit note number. */
export async function setCreditNoteNumber(db: DB, id: string, creditNoteNumber: string): Promise<void> {
  await db
    .updateTable('orderRefunds')
    .set({ creditNoteNumber })
    .where('id', '=', id)
    .where('creditNoteNumber', 'is', null)
    .execute();
}
