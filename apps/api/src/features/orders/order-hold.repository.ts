// Each change of a hold is one conditional UPDATE: of two callers racing, one changes the row.
import type { DB } from '../../db/database.ts';
import { ORDER_STATUS } from './order-states.ts';

/** stock_held 1 → 0 for an unpaid order whose hold lapsed at `now`; true when this call did it. */
export async function markHoldLapsed(db: DB, orderId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ stockHeld: 0 })
    .where('id', '=', orderId)
    .where('status', '=', ORDER_STATUS.unpaid)
    .where('stockHeld', '=', 1)
    .where('holdUntil', 'is not', null)
    .where('holdUntil', '<=', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** stock_held 1 → 0 whatever the state (the order is closing); true when this call did it. */
export async function markStockGivenBack(db: DB, orderId: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ stockHeld: 0 })
    .where('id', '=', orderId)
    .where('stockHeld', '=', 1)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** stock_held 0 → 1 once its pieces were taken again; true when this call did it. */
export async function markStockTaken(db: DB, orderId: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ stockHeld: 1 })
    .where('id', '=', orderId)
    .where('stockHeld', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Takes `quantity` pieces if there are that many; the minimum order quantity was checked at placement. */
export async function takeStockBack(db: DB, productId: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', productId)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findHoldOf(
  db: DB,
  orderId: string,
): Promise<{ status: string; stockHeld: number; userId: string } | undefined> {
  return db.selectFrom('orders').select(['status', 'stockHeld', 'userId']).where('id', '=', orderId).executeTakeFirst();
}

/** Whether every line's product has at least its quantity in stock now (a read: no piece is taken). */
export async function hasStockFor(db: DB, lines: { productId: string | null; quantity: number }[]): Promise<boolean> {
  for (const line of lines) {
    if (!line.productId) return false;
    const row = await db.selectFrom('products').select('stock').where('id', '=', line.productId).executeTakeFirst();
    if (!row || row.stock < line.quantity) return false;
  }
  return true;
}
