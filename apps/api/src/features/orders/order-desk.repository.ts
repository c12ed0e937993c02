// The order desk's queries (admin): its filters (days are the store's, STORE_TIME_ZONE, `to` inclusive),
// sorts and pages; the rows of the CSV export; variants running low.
// NOTE: the search is `lower(column) LIKE lower(word)` with %, _ and \ escaped and ESCAPE '\'
// written out, which both SQLite (no default escape) and PostgreSQL read the same way.
import { type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { OrderDeskSort, OrderListQuery } from '@store/shared/schemas';
import { COD_METHOD, PAID_STATUSES } from '@store/shared/order-flow';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { storeDayStart } from '../../lib/store-time.ts';
import { listDiscountsOfOrders } from './order-discounts.repository.ts';
import { listLinesOfOrders, type OrderRow } from './orders.repository.ts';

export type OrderDeskQuery = Pick<
  OrderListQuery,
  'status' | 'paid' | 'q' | 'from' | 'to' | 'sort' | 'method' | 'promotion'
>;

/** `word` as a LIKE pattern that matches it anywhere, its own %, _ and \ taken literally. */
export const containsPattern = (word: string): string => `%${word.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** Digits a search word needs before it is also tried against phone numbers' digits. */
const PHONE_DIGITS_MIN = 5;

type OrdersQuery<O> = SelectQueryBuilder<Database, 'orders', O>;

function likeAny(eb: ExpressionBuilder<Database, 'orders'>, word: string) {
  const pattern = containsPattern(word);
  const like = (column: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  // A phone number is found however it is written: `01711-000000` finds `+880 1711 000000`.
  const digits = word.replace(/\D/g, '');
  const phoneDigits = sql<string>`replace(replace(replace(replace(replace(${sql.ref('orders.phone')}, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')`;
  const phoneLike = digits.length >= PHONE_DIGITS_MIN ? [sql<SqlBool>`${phoneDigits} like ${`%${digits}%`}`] : [];
  return eb.or([
    ...phoneLike,
    like('orders.id'),
    like('orders.orderRef'),
    like('orders.email'),
    like('orders.phone'),
    like('orders.productName'),
    eb.exists(
      eb
        .selectFrom('orderLines')
        .select(sql.lit(1).as('one'))
        .whereRef('orderLines.orderId', '=', 'orders.id')
        .where((line) =>
          line.or([like('orderLines.productName'), like('orderLines.variantTitle'), like('orderLines.sku')]),
        ),
    ),
  ]);
}

/** paid=true: money taken and kept (a paid state, and for cash on delivery, cash collected); false: the rest. */
function applyFilter<O>(query: OrdersQuery<O>, filter: OrderDeskQuery): OrdersQuery<O> {
  let q = query;
  const { status, paid, method, from, to, q: word, promotion } = filter;
  if (status) q = q.where('orders.status', '=', status);
  if (paid) {
    q = q.where((eb) => {
      const codDue = eb.and([eb('orders.paymentMethod', '=', COD_METHOD), eb('orders.paidAt', 'is', null)]);
      const inPaidState = eb('orders.status', 'in', [...PAID_STATUSES]);
      return paid === 'true' ? eb.and([inPaidState, eb.not(codDue)]) : eb.or([eb.not(inPaidState), codDue]);
    });
  }
  if (method === 'cod') q = q.where('orders.paymentMethod', '=', COD_METHOD);
  if (method === 'online') {
    q = q.where((eb) => eb.or([eb('orders.paymentMethod', 'is', null), eb('orders.paymentMethod', '!=', COD_METHOD)]));
  }
  if (from) q = q.where('orders.createdAt', '>=', storeDayStart(from));
  if (to) q = q.where('orders.createdAt', '<', storeDayStart(to, 1));
  if (word) q = q.where((eb) => likeAny(eb, word));
  if (promotion) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('orderDiscounts')
          .select(sql.lit(1).as('one'))
          .whereRef('orderDiscounts.orderId', '=', 'orders.id')
          .where('orderDiscounts.promotionId', '=', promotion),
      ),
    );
  }
  return q;
}

function applySort<O>(query: OrdersQuery<O>, sort: OrderDeskSort = 'newest'): OrdersQuery<O> {
  switch (sort) {
    case 'oldest':
      return query.orderBy('orders.createdAt', 'asc').orderBy('orders.id', 'asc');
    case 'total-desc':
      return query.orderBy('orders.total', 'desc').orderBy('orders.createdAt', 'desc').orderBy('orders.id', 'desc');
    case 'total-asc':
      return query.orderBy('orders.total', 'asc').orderBy('orders.createdAt', 'desc').orderBy('orders.id', 'desc');
    case 'newest':
      return query.orderBy('orders.createdAt', 'desc').orderBy('orders.id', 'desc');
  }
}

export async function findDeskOrders(
  db: DB,
  filter: OrderDeskQuery,
  page: { limit: number; offset: number } | undefined,
): Promise<OrderRow[]> {
  const query = applySort(applyFilter(db.selectFrom('orders').selectAll('orders'), filter), filter.sort);
  return (page ? query.limit(page.limit).offset(page.offset) : query).execute();
}

export async function countDeskOrders(db: DB, filter: OrderDeskQuery): Promise<number> {
  const row = await applyFilter(
    db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('count')),
    filter,
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The ids of the orders under the filter, sorted (the export reads them in slices). */
export async function findDeskOrderIds(db: DB, filter: OrderDeskQuery): Promise<string[]> {
  const rows = await applySort(applyFilter(db.selectFrom('orders').select('orders.id'), filter), filter.sort).execute();
  return rows.map((r) => r.id);
}

/**
 * These orders (never none) with their buyers' names, their lines grouped by order, the poisha refunded of each,
 * and the promotions' discounts each received.
 */
export async function findExportSlice(db: DB, ids: string[]) {
  const orderRows = await db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.userId')
    .selectAll('orders')
    .select('users.name as buyerName')
    .where('orders.id', 'in', ids)
    .execute();
  const refundRows = await db
    .selectFrom('orderRefunds')
    .select((eb) => ['orderId', eb.fn.sum<number>('amount').as('amount')])
    .where('orderId', 'in', ids)
    .where('status', '=', 'succeeded')
    .groupBy('orderId')
    .execute();
  return {
    orders: new Map(orderRows.map((row) => [row.id, row])),
    lines: await listLinesOfOrders(db, ids),
    refunded: new Map(refundRows.map((row) => [row.orderId, Number(row.amount)])),
    discounts: await listDiscountsOfOrders(db, ids),
  };
}

/** The variants whose stock is under `threshold`, fewest first (then by product name and position). */
export async function findLowStockVariants(db: DB, threshold: number) {
  return db
    .selectFrom('productVariants as v')
    .innerJoin('products as p', 'p.id', 'v.productId')
    .select(['p.id', 'p.name', 'v.id as variantId', 'v.option1', 'v.option2', 'v.option3', 'v.sku', 'v.stock'])
    .select('v.minQuantity')
    .where('v.stock', '<', threshold)
    .orderBy('v.stock', 'asc')
    .orderBy('p.name', 'asc')
    .orderBy('p.id', 'asc')
    .orderBy('v.position', 'asc')
    .orderBy('v.id', 'asc')
    .execute();
}
