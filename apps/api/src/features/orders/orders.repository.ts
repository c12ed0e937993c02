// Kysely queries for orders and the stock they take; the only place orders SQL is built (the payments
// and catalog features call the functions below instead of writing their own).
// NOTE: stock and order state change only through conditional UPDATEs, never read-then-write.
import { type Insertable, type QueryCreator, type Selectable, sql } from 'kysely';
import type { DB, StoreDatabase } from '../../db/database.ts';
import type { Database, OrderTable } from '../../db/schema.ts';
import { ORDER_STATUS, type OrderStatus, canTransition } from './order-states.ts';

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
  return takeStockQuery(db, productId, quantity).executeTakeFirst();
}

/** The one stock-taking UPDATE, run alone (takeStock) or as the CTE of insertOrderTakingStock. */
function takeStockQuery(db: QueryCreator<Database>, productId: string, quantity: number) {
  return db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', productId)
    .where('stock', '>=', quantity)
    .where('minQuantity', '<=', quantity)
    .returning(['name', 'price']);
}

/** An order before the catalog has priced it: productName, unitPrice and total come from the product row. */
export type OrderDraft = Omit<NewOrderRow, 'productName' | 'unitPrice' | 'total'> & {
  productId: string;
  quantity: number;
};

/**
 * Takes the draft's quantity out of stock (takeStock's conditional UPDATE) and inserts the order,
 * priced from the product row the UPDATE returned, atomically. False when no product row qualified.
 * NOTE: on PostgreSQL both are ONE statement (a data-modifying CTE), so the product's row lock is
 * held for one round trip instead of four (BEGIN, UPDATE, INSERT, COMMIT): orders for a popular
 * product queue on that lock, and this doubles their throughput. SQLite has no UPDATE in a CTE;
 * there the two statements run in one transaction, in process.
 */
export async function insertOrderTakingStock(store: StoreDatabase, draft: OrderDraft): Promise<boolean> {
  if (store.dialect === 'sqlite') {
    return store.db.transaction().execute(async (trx) => {
      const product = await takeStock(trx, draft.productId, draft.quantity);
      if (!product) return false;
      await insertOrder(trx, {
        ...draft,
        productName: product.name,
        unitPrice: product.price,
        total: product.price * draft.quantity,
      });
      return true;
    });
  }
  const quantity = draft.quantity;
  const result = await store.db
    .with('taken', (db) => takeStockQuery(db, draft.productId, quantity))
    .insertInto('orders')
    .columns([
      'id',
      'userId',
      'email',
      'productId',
      'quantity',
      'address',
      'phone',
      'orderRef',
      'status',
      'transactionId',
      'paidAt',
      'cancelledAt',
      'createdAt',
      'productName',
      'unitPrice',
      'total',
    ])
    .expression((eb) =>
      eb
        .selectFrom('taken')
        .select([
          eb.val(draft.id).as('id'),
          eb.val(draft.userId).as('userId'),
          eb.val(draft.email).as('email'),
          eb.val(draft.productId).as('productId'),
          sql<number>`cast(${quantity} as integer)`.as('quantity'),
          eb.val(draft.address).as('address'),
          eb.val(draft.phone).as('phone'),
          eb.val(draft.orderRef ?? '').as('orderRef'),
          eb.val(draft.status).as('status'),
          sql<string | null>`cast(null as text)`.as('transactionId'),
          sql<string | null>`cast(null as text)`.as('paidAt'),
          sql<string | null>`cast(null as text)`.as('cancelledAt'),
          eb.val(draft.createdAt).as('createdAt'),
          'taken.name as productName',
          'taken.price as unitPrice',
          sql<number>`taken.price * cast(${quantity} as bigint)`.as('total'),
        ]),
    )
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Puts `quantity` back into the product's stock; false when the product no longer exists. */
export async function returnStock(db: DB, productId: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
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
): Promise<Pick<OrderRow, 'productId' | 'quantity'> | undefined> {
  return db
    .updateTable('orders')
    .set({ status: ORDER_STATUS.cancelled, cancelledAt: at })
    .where('id', '=', orderId)
    .where('userId', '=', userId)
    .where('status', '=', ORDER_STATUS.unpaid)
    .returning(['productId', 'quantity'])
    .executeTakeFirst();
}

/** Orders that named a deleted product keep their name and prices; only the link goes. */
export async function detachOrdersFromProduct(db: DB, productId: string): Promise<void> {
  await db.updateTable('orders').set({ productId: null }).where('productId', '=', productId).execute();
}

// ---- The order fields a payment reads, locks and changes (called by the payments feature) ----

/** The order fields a payment needs. */
export type PayableOrderRow = Pick<
  OrderRow,
  'id' | 'userId' | 'productName' | 'total' | 'status' | 'transactionId' | 'paidAt'
>;

export async function findPayableOrder(db: DB, id: string): Promise<PayableOrderRow | undefined> {
  return db
    .selectFrom('orders')
    .select(['id', 'userId', 'productName', 'total', 'status', 'transactionId', 'paidAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Takes the order's row lock until the transaction ends (a no-op UPDATE: portable, and on PostgreSQL
 * it orders us behind a concurrent cancel, which also updates the order row first). Returns false
 * when there is no such order.
 * NOTE: every transaction here touches the order row before the intent row, as the cancel does, so
 * the two can never deadlock.
 */
export async function lockOrder(db: DB, id: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Records a payment on an order by one conditional UPDATE from `from` to `to` (a transition that
 * ORDER_TRANSITIONS allows): unpaid → paid, or cancelled → refund_due for a payment that succeeded
 * after the order was cancelled, kept for a refund. False when the order was not in `from`.
 */
export async function recordPaymentOnOrder(
  db: DB,
  id: string,
  transition: { from: OrderStatus; to: OrderStatus },
  transactionId: string,
  at: string,
): Promise<boolean> {
  if (!canTransition(transition.from, transition.to)) {
    throw new Error(`order transition ${transition.from} → ${transition.to} is not allowed`);
  }
  const result = await db
    .updateTable('orders')
    .set({ status: transition.to, transactionId, paidAt: at })
    .where('id', '=', id)
    .where('status', '=', transition.from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
