// Kysely queries for orders and the stock they take (the payments feature calls them through index.ts).
// NOTE: stock and order state change only through conditional UPDATEs, never read-then-write.
import type { Insertable, Selectable, Updateable } from 'kysely';
import { enqueueJob } from '../../background/job-runner.ts';
import { type DB, runsOneAtATime } from '../../db/database.ts';
import type { IdempotencyKeyTable, OrderEventTable, OrderLineTable, OrderTable } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { INTENT_STATUS } from '../../lib/payment-provider.ts';
import { ORDER_STATUS, type OrderStatus } from './order-states.ts';
import { COD_METHOD } from '@store/shared/order-flow';

export type OrderRow = Selectable<OrderTable>;
export type OrderLineRow = Selectable<OrderLineTable>;
export * from './stock.repository.ts';
export * from './cash-on-delivery.repository.ts';
export * from './refunds.repository.ts';

/** stock_held → `held` when it was the other value; `lapsedBy`: only for an unpaid order whose hold lapsed then. */
export async function setStockHeld(db: DB, orderId: string, held: 0 | 1, lapsedBy?: string): Promise<boolean> {
  let query = db
    .updateTable('orders')
    .set({ stockHeld: held })
    .where('id', '=', orderId)
    .where('stockHeld', '=', 1 - held);
  if (lapsedBy !== undefined) {
    query = query
      .where('status', '=', ORDER_STATUS.unpaid)
      .where('holdUntil', 'is not', null)
      .where('holdUntil', '<=', lapsedBy);
  }
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertOrder(db: DB, row: Insertable<OrderTable>): Promise<void> {
  await db.insertInto('orders').values(row).execute();
}

export async function findOrderById(db: DB, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order a tracking link names (orders.track_key is unique). */
export async function findOrderIdByTrackKey(db: DB, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('orders').select('id').where('trackKey', '=', key).executeTakeFirst();
  return row?.id;
}

/** A user's orders, newest first; the cancelled ones only when asked for (My Orders). */
export async function listOrdersOfUser(db: DB, userId: string, withCancelled: boolean): Promise<OrderRow[]> {
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

/** Runs `query` on the ids 500 at a time (one IN list each) and joins the rows. */
async function inChunks<T>(ids: string[], query: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += 500) rows.push(...(await query(ids.slice(i, i + 500))));
  return rows;
}

export async function listLinesOfOrders(db: DB, orderIds: string[]): Promise<Map<string, OrderLineRow[]>> {
  const rows = await inChunks(orderIds, (chunk) =>
    db
      .selectFrom('orderLines')
      .selectAll()
      .where('orderId', 'in', chunk)
      .orderBy('orderId')
      .orderBy('lineNo')
      .execute(),
  );
  const byOrder = new Map<string, OrderLineRow[]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

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
 * The account's row lock (a no-op UPDATE): its checkouts run one by one, so its limits cannot be raced past. On
 * SQLite every transaction already runs alone, and the UPDATE would only rewrite the row (decision 245).
 */
export async function lockAccount(db: DB, userId: string): Promise<void> {
  if (runsOneAtATime(db)) return;
  await db
    .updateTable('users')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('id', '=', userId)
    .execute();
}

type IdempotencyKeyRow = Selectable<IdempotencyKeyTable>;

/**
 * Claims an account's Idempotency-Key (or takes over an expired one); false when a live row holds it.
 * NOTE: on PostgreSQL a second request with the same key waits here until the first one's transaction
 * ends, and then sees its row: two requests at once still make one order.
 */
export async function claimIdempotencyKey(db: DB, row: IdempotencyKeyRow): Promise<boolean> {
  const { requestHash, orderId, createdAt, expiresAt } = row;
  const result = await db
    .insertInto('idempotencyKeys')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['userId', 'key'])
        .doUpdateSet({ requestHash, orderId, createdAt, expiresAt })
        .where('idempotencyKeys.expiresAt', '<=', createdAt),
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

/** A closed intent's cancel at Stripe, queued in the closing transaction; retried through an outage of about two days. */
export const PROVIDER_CANCEL_JOB = 'payment.provider-cancel';
export const queueProviderCancel = (trx: DB, intentId: string): Promise<string> =>
  enqueueJob(trx, PROVIDER_CANCEL_JOB, { intentId }, undefined, { id: `provider-cancel-${intentId}`, maxAttempts: 50 });

/** open → canceled for every open payment intent of the order; Stripe's are also queued for cancelling there. */
export async function cancelOpenIntentsOfOrder(db: DB, orderId: string, at: string): Promise<void> {
  const closed = await db
    .updateTable('paymentIntents')
    .set((eb) => ({
      status: INTENT_STATUS.canceled,
      providerCancelPending: eb.case().when('provider', '=', 'stripe').then(1).else(0).end(),
      updatedAt: at,
    }))
    .where('orderId', '=', orderId)
    .where('status', '=', INTENT_STATUS.open)
    .returning(['id', 'provider'])
    .execute();
  for (const intent of closed) if (intent.provider === 'stripe') await queueProviderCancel(db, intent.id);
}

/**
 * The order's row lock (a no-op UPDATE); false when there is no such order.
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

export async function setInvoiceNumberIfNone(db: DB, orderId: string, number: string, at: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ invoiceNumber: number, invoiceIssuedAt: at })
    .where('id', '=', orderId)
    .where('invoiceNumber', 'is', null)
    .execute();
}

/** from → to in ONE conditional UPDATE; `codDue`: only while cash on delivery with its cash not collected. */
export async function updateOrderStatusIf(
  db: DB,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  columns: Updateable<OrderTable>,
  codDue = false,
): Promise<boolean> {
  let query = db
    .updateTable('orders')
    .set({ ...columns, status: to })
    .where('id', '=', id)
    .where('status', '=', from);
  if (codDue) query = query.where('paymentMethod', '=', COD_METHOD).where('paidAt', 'is', null);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One entry of the order's timeline; the columns left out are null. */
export async function insertOrderEvent(db: DB, row: Omit<Insertable<OrderEventTable>, 'id'>): Promise<void> {
  await db
    .insertInto('orderEvents')
    .values({ id: newId(), ...row })
    .execute();
}

export async function listOrderEvents(db: DB, orderId: string) {
  return db.selectFrom('orderEvents').selectAll().where('orderId', '=', orderId).orderBy('at').orderBy('id').execute();
}

/** The buyer's name and language and the card of the payment that paid each order, by order id. */
export async function listOrderExtras(db: DB, orderIds: string[]) {
  const rows = await inChunks(orderIds, (chunk) =>
    db
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
        'users.language as buyerLanguage',
        'paymentIntents.provider as paymentProvider',
        'paymentIntents.cardBrand as cardBrand',
        'paymentIntents.cardLast4 as cardLast4',
      ])
      .where('orders.id', 'in', chunk)
      .execute(),
  );
  return new Map(rows.map((row) => [row.orderId, row]));
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
