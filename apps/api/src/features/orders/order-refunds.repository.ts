// The refund ledger (migration 213). Callers hold the order's row lock (lockOrder) while they read
// what is left and write a new row, so two refunds of one order never both pass the check.
import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { OrderRefundLineTable, OrderRefundTable } from '../../db/schema.ts';

export type OrderRefundRow = Selectable<OrderRefundTable>;
export type OrderRefundLineRow = Selectable<OrderRefundLineTable>;

export async function listRefundsOfOrder(
  db: DB,
  orderId: string,
): Promise<{ refunds: OrderRefundRow[]; lines: Map<string, OrderRefundLineRow[]> }> {
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
  const lines = new Map<string, OrderRefundLineRow[]>();
  for (const row of rows) lines.set(row.refundId, [...(lines.get(row.refundId) ?? []), row]);
  return { refunds, lines };
}

/**
 * Pieces of each order line given back so far (made or pending), by line number; `restockedOnly`:
 * only those whose refund put them back into stock.
 */
export async function returnedQuantities(
  db: DB,
  orderId: string,
  { restockedOnly = false }: { restockedOnly?: boolean } = {},
): Promise<Map<number, number>> {
  let query = db
    .selectFrom('orderRefundLines')
    .innerJoin('orderRefunds', 'orderRefunds.id', 'orderRefundLines.refundId')
    .select((eb) => ['orderRefundLines.lineNo', eb.fn.sum<number>('orderRefundLines.quantity').as('quantity')])
    .where('orderRefundLines.orderId', '=', orderId)
    .groupBy('orderRefundLines.lineNo');
  if (restockedOnly) query = query.where('orderRefunds.restock', '=', 1).where('orderRefunds.status', '=', 'succeeded');
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.lineNo, Number(r.quantity)]));
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
