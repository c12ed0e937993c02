// Kysely queries for orders and the stock they take (the payments feature calls them through index.ts).
// NOTE: stock and order state change only through conditional UPDATEs, never read-then-write.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { OrderEventTable, OrderLineTable, OrderTable } from '../../db/schema.ts';
import { INTENT_STATUS } from '../../lib/payment-provider.ts';
import { ORDER_STATUS, type OrderStatus } from './order-states.ts';
import { COD_METHOD } from '@store/shared/order-flow';

export type OrderRow = Selectable<OrderTable>;
export type NewOrderRow = Insertable<OrderTable>;
export type OrderLineRow = Selectable<OrderLineTable>;

/** The product fields an order line copies, read atomically with the stock it takes. */
export interface TakenProduct {
  name: string;
  price: number;
}

/**
 * Takes `quantity` out of the product's stock in one conditional UPDATE (enough stock, the minimum
 * reached, and the price still `unitPrice` when given); undefined when no row qualified.
 */
export async function takeStock(
  db: DB,
  productId: string,
  quantity: number,
  unitPrice?: number,
): Promise<TakenProduct | undefined> {
  let query = db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', productId)
    .where('stock', '>=', quantity)
    .where('minQuantity', '<=', quantity);
  if (unitPrice !== undefined) query = query.where('price', '=', unitPrice);
  return query.returning(['name', 'price']).executeTakeFirst();
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

/** A user's orders, newest first; the cancelled ones only when asked for (My Orders). */
export async function listOrdersOfUser(
  db: DB,
  userId: string,
  { withCancelled = false }: { withCancelled?: boolean } = {},
): Promise<OrderRow[]> {
  let query = db.selectFrom('orders').selectAll().where('userId', '=', userId);
  if (!withCancelled) query = query.where('status', '!=', ORDER_STATUS.cancelled);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export async function insertOrderLines(db: DB, lines: OrderLineRow[]): Promise<void> {
  if (lines.length > 0) await db.insertInto('orderLines').values(lines).execute();
}

export async function listOrderLines(db: DB, orderId: string): Promise<OrderLineRow[]> {
  return db.selectFrom('orderLines').selectAll().where('orderId', '=', orderId).orderBy('lineNo').execute();
}

const IN_LIST_CHUNK = 500;

export async function listLinesOfOrders(db: DB, orderIds: string[]): Promise<Map<string, OrderLineRow[]>> {
  const byOrder = new Map<string, OrderLineRow[]>();
  for (let i = 0; i < orderIds.length; i += IN_LIST_CHUNK) {
    const chunk = orderIds.slice(i, i + IN_LIST_CHUNK);
    const rows = await db
      .selectFrom('orderLines')
      .selectAll()
      .where('orderId', 'in', chunk)
      .orderBy('orderId')
      .orderBy('lineNo')
      .execute();
    for (const row of rows) {
      const list = byOrder.get(row.orderId) ?? [];
      list.push(row);
      byOrder.set(row.orderId, list);
    }
  }
  return byOrder;
}

/** How many unpaid orders the account has open now (the hoarding limit). */
export async function countUnpaidOrdersOfUser(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('status', '=', ORDER_STATUS.unpaid)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Takes the account's row lock until the transaction ends (a no-op UPDATE, portable): one account's
 * checkouts then run one after the other, so the count of its unpaid orders cannot be raced past the
 * limit. Other accounts are not held up.
 */
export async function lockAccount(db: DB, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('id', '=', userId)
    .execute();
}

export interface IdempotencyKeyRow {
  userId: string;
  key: string;
  requestHash: string;
  orderId: string;
  createdAt: string;
  expiresAt: string;
}

/**
 * Claims an account's Idempotency-Key for a new order: inserts it, or takes over a row whose 24 hours
 * are over. False when a live row holds the key (then read it with findIdempotencyKey).
 * NOTE: on PostgreSQL a second request with the same key waits here until the first one's transaction
 * ends, and then sees its row: two requests at once still make one order.
 */
export async function claimIdempotencyKey(db: DB, row: IdempotencyKeyRow): Promise<boolean> {
  const result = await db
    .insertInto('idempotencyKeys')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['userId', 'key'])
        .doUpdateSet({
          requestHash: row.requestHash,
          orderId: row.orderId,
          createdAt: row.createdAt,
          expiresAt: row.expiresAt,
        })
        .where('idempotencyKeys.expiresAt', '<=', row.createdAt),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function findIdempotencyKey(db: DB, userId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
  return db
    .selectFrom('idempotencyKeys')
    .selectAll()
    .where('userId', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function deleteExpiredIdempotencyKeys(db: DB, now: string): Promise<number> {
  const result = await db.deleteFrom('idempotencyKeys').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---- The order fields a payment reads, locks and changes (called by the payments feature) ----

export type PayableOrderRow = Pick<
  OrderRow,
  | 'id'
  | 'userId'
  | 'email'
  | 'productName'
  | 'total'
  | 'status'
  | 'transactionId'
  | 'paidAt'
  | 'paymentMethod'
  | 'address'
  | 'phone'
>;

export async function findPayableOrder(db: DB, id: string): Promise<PayableOrderRow | undefined> {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'userId',
      'email',
      'productName',
      'total',
      'status',
      'transactionId',
      'paidAt',
      'paymentMethod',
      'address',
      'phone',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The buyer chose cash on delivery for an unpaid order: payment_method `cod`, and the fee added to
 * the total, once (only while unpaid and not yet cash on delivery). True when this call did it.
 */
export async function chooseCashOnDelivery(db: DB, id: string, fee: number): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({ paymentMethod: COD_METHOD, paymentFee: fee, total: eb(eb.ref('total'), '+', fee) }))
    .where('id', '=', id)
    .where('status', '=', ORDER_STATUS.unpaid)
    .where((eb) => eb.or([eb('paymentMethod', 'is', null), eb('paymentMethod', '!=', COD_METHOD)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * open → canceled for every open payment intent of the order (its close, a switch to cash on
 * delivery, a new attempt); Stripe's are also queued for cancelling there. Returns how many.
 */
export async function cancelOpenIntentsOfOrder(db: DB, orderId: string, at: string): Promise<number> {
  const result = await db
    .updateTable('paymentIntents')
    .set((eb) => ({
      status: INTENT_STATUS.canceled,
      providerCancelPending: eb.case().when('provider', '=', 'stripe').then(1).else(0).end(),
      updatedAt: at,
    }))
    .where('orderId', '=', orderId)
    .where('status', '=', INTENT_STATUS.open)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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

// ---- Invoice numbers (invoice-numbers.service.ts, in the payment's transaction) ----

/**
 * The year's next invoice count, in the caller's transaction: the UPDATE holds the counter's row lock
 * until the caller commits, so concurrent payments get consecutive numbers and a rollback gives its back.
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

export async function findInvoiceNumber(db: DB, orderId: string): Promise<string | null> {
  const row = await db.selectFrom('orders').select('invoiceNumber').where('id', '=', orderId).executeTakeFirst();
  return row?.invoiceNumber ?? null;
}

export async function setInvoiceNumberIfNone(db: DB, orderId: string, number: string, at: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ invoiceNumber: number, invoiceIssuedAt: at })
    .where('id', '=', orderId)
    .where('invoiceNumber', 'is', null)
    .execute();
}

// ---- State changes and the timeline (order-transitions.service.ts) ----

export type OrderEventRow = Selectable<OrderEventTable>;

/** The columns a transition may set besides the status. */
export type TransitionColumns = Pick<
  Updateable<OrderTable>,
  | 'transactionId'
  | 'paidAt'
  | 'cancelledAt'
  | 'carrier'
  | 'trackingNumber'
  | 'trackingUrl'
  | 'shippedAt'
  | 'deliveredAt'
  | 'refundId'
  | 'refundedAt'
  | 'paymentMethod'
>;

/**
 * from → to in ONE conditional UPDATE (`WHERE id = ? AND status = from`): of two callers racing, one
 * changes the row and the other finds no row. True when this call changed it. `codDue`: only while
 * the order is cash on delivery with its cash not collected.
 */
export async function updateOrderStatusIf(
  db: DB,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  columns: TransitionColumns,
  guard: { codDue?: boolean } = {},
): Promise<boolean> {
  let query = db
    .updateTable('orders')
    .set({ ...columns, status: to })
    .where('id', '=', id)
    .where('status', '=', from);
  if (guard.codDue) query = query.where('paymentMethod', '=', COD_METHOD).where('paidAt', 'is', null);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertOrderEvent(db: DB, row: OrderEventRow): Promise<void> {
  await db.insertInto('orderEvents').values(row).execute();
}

export async function listOrderEvents(db: DB, orderId: string): Promise<OrderEventRow[]> {
  return db.selectFrom('orderEvents').selectAll().where('orderId', '=', orderId).orderBy('at').orderBy('id').execute();
}

/** What an order's DTO shows beside its row: the buyer's name and the card of the payment that paid it. */
export interface OrderExtrasRow {
  orderId: string;
  buyerName: string | null;
  paymentProvider: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
}

/** The extras of many orders (one query per 500), by order id. */
export async function listOrderExtras(db: DB, orderIds: string[]): Promise<Map<string, OrderExtrasRow>> {
  const byOrder = new Map<string, OrderExtrasRow>();
  for (let i = 0; i < orderIds.length; i += IN_LIST_CHUNK) {
    const rows = await db
      .selectFrom('orders')
      .leftJoin('users', 'users.id', 'orders.userId')
      .leftJoin('paymentIntents', (join) =>
        join
          .onRef('paymentIntents.providerRef', '=', 'orders.transactionId')
          .onRef('paymentIntents.orderId', '=', 'orders.id'),
      )
      .select([
        'orders.id as orderId',
        'users.name as buyerName',
        'paymentIntents.provider as paymentProvider',
        'paymentIntents.cardBrand as cardBrand',
        'paymentIntents.cardLast4 as cardLast4',
      ])
      .where('orders.id', 'in', orderIds.slice(i, i + IN_LIST_CHUNK))
      .execute();
    for (const row of rows) byOrder.set(row.orderId, row);
  }
  return byOrder;
}

export async function countOrdersByStatus(db: DB): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.count)]));
}

/** A deleted product's orders keep their copy of its name and prices; their reference to it goes. */
export async function detachOrdersFromProduct(db: DB, productId: string): Promise<void> {
  await db.updateTable('orders').set({ productId: null }).where('productId', '=', productId).execute();
  await db.updateTable('orderLines').set({ productId: null }).where('productId', '=', productId).execute();
}
