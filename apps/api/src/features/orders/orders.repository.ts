// Kysely queries for orders and the stock they take; the only place orders SQL is built.
// NOTE: stock and order state change only through conditional UPDATEs, never read-then-write.
import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { OrderTable } from '../../db/schema.ts';
import { ORDER_STATUS } from './order-states.ts';

export type OrderRow = Selectable<OrderTable>;
export type NewOrderRow = Insertable<OrderTable>;

/** The product fields an order copies, read atomically with the stock it takes. */
export interface TakenProduct {
  name: string;
  price: number;
}

/**
 * Takes `quantity` out of the product's stock in ONE conditional UPDATE (stock never goes below 0,
 * and the quantity must reach the product's minimum). Returns the product's name and unit price as
 * they were at that moment, or undefined when no row qualified (unknown product, too little stock).
 */
export async function takeStock(db: DB, productId: string, quantity: number): Promise<TakenProduct | undefined> {
  return db
    .updateTable('products')
    .set((eb) => ({ maxQuantity: eb('maxQuantity', '-', quantity) }))
    .where('id', '=', productId)
    .where('maxQuantity', '>=', quantity)
    .where('minQuantity', '<=', quantity)
    .returning(['name', 'price'])
    .executeTakeFirst();
}

/** Puts `quantity` back into the product's stock; false when the product no longer exists. */
export async function returnStock(db: DB, productId: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ maxQuantity: eb('maxQuantity', '+', quantity) }))
    .where('id', '=', productId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertOrder(db: DB, row: NewOrderRow): Promise<void> {
  await db.insertInto('orders').values(row).execute();
}

export async function findOrderById(db: DB, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A user's orders, newest first, without the cancelled ones (My Orders). */
export async function listOrdersOfUser(db: DB, userId: string): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('userId', '=', userId)
    .where('status', '!=', ORDER_STATUS.cancelled)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Every order, newest first; a page of them when limit is given (Manage All Orders). */
export async function listAllOrders(db: DB, page: { limit?: number; offset?: number } = {}): Promise<OrderRow[]> {
  let query = db.selectFrom('orders').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc');
  if (page.limit !== undefined) query = query.limit(page.limit).offset(page.offset ?? 0);
  return query.execute();
}

export async function countAllOrders(db: DB): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * unpaid → cancelled for the owner's order, in one conditional UPDATE. Returns the order's product and
 * quantity when this call cancelled it, or undefined when it was not (any longer) the owner's unpaid order.
 */
export async function cancelUnpaidOrder(
  db: DB,
  orderId: string,
  userId: string,
  at: string,
): Promise<Pick<OrderRow, 'productId' | 'orderQuanty'> | undefined> {
  return db
    .updateTable('orders')
    .set({ status: ORDER_STATUS.cancelled, cancelledAt: at })
    .where('id', '=', orderId)
    .where('userId', '=', userId)
    .where('status', '=', ORDER_STATUS.unpaid)
    .returning(['productId', 'orderQuanty'])
    .executeTakeFirst();
}
