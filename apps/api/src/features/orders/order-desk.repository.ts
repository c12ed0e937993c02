// The order desk's queries (admin): orders by state, paid or not, a search word and the days they
// were placed, in one of four orders; the rows of the CSV export; products running low.
// NOTE: the search is `lower(column) LIKE lower(word)` with %, _ and \ escaped and ESCAPE '\'
// written out, which both SQLite (no default escape) and PostgreSQL read the same way.
import { type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderLineRow, OrderRow } from './orders.repository.ts';
import type { OrderDeskSort } from '@store/shared/schemas';
import { COD_METHOD, PAID_STATUSES } from '@store/shared/order-flow';

export interface OrderDeskFilter {
  /** Only these states (empty or absent: every state). */
  statuses?: readonly string[];
  notStatuses?: readonly string[];
  /**
   * true: money taken and kept (a paid state, and for cash on delivery, cash collected); false: the rest.
   */
  paid?: boolean;
  /** `cod`: cash-on-delivery orders; `online`: the others. */
  method?: 'cod' | 'online';
  /** Part of the order id, the buyer's reference, email, phone or a product name; any case. */
  q?: string;
  createdFrom?: string;
  createdBefore?: string;
}

/** `word` as a LIKE pattern that matches it anywhere, its own %, _ and \ taken literally. */
export const containsPattern = (word: string): string => `%${word.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** Digits a search word needs before it is also tried against phone numbers' digits. */
const PHONE_DIGITS_MIN = 5;

type OrdersQuery<O> = SelectQueryBuilder<Database, 'orders', O>;

function likeAny(eb: ExpressionBuilder<Database, 'orders'>, word: string) {
  const pattern = containsPattern(word);
  const like = (column: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  // A phone number is found however it is written: its digits against the stored phone's digits
  // (`01711-000000` finds `+880 1711 000000`, whose digits hold `01711000000`).
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
        .where(like('orderLines.productName')),
    ),
  ]);
}

function applyFilter<O>(query: OrdersQuery<O>, filter: OrderDeskFilter): OrdersQuery<O> {
  let q = query;
  if (filter.statuses) {
    // An empty list matches nothing (`in ()` is not SQL).
    q = filter.statuses.length > 0 ? q.where('orders.status', 'in', [...filter.statuses]) : q.where(sql.lit(false));
  }
  if (filter.notStatuses) q = q.where('orders.status', 'not in', [...filter.notStatuses]);
  if (filter.paid !== undefined) {
    const paid = filter.paid;
    q = q.where((eb) => {
      const codDue = eb.and([eb('orders.paymentMethod', '=', COD_METHOD), eb('orders.paidAt', 'is', null)]);
      const inPaidState = eb('orders.status', 'in', [...PAID_STATUSES]);
      return paid ? eb.and([inPaidState, eb.not(codDue)]) : eb.or([eb.not(inPaidState), codDue]);
    });
  }
  if (filter.method === 'cod') q = q.where('orders.paymentMethod', '=', COD_METHOD);
  if (filter.method === 'online') {
    q = q.where((eb) => eb.or([eb('orders.paymentMethod', 'is', null), eb('orders.paymentMethod', '!=', COD_METHOD)]));
  }
  if (filter.createdFrom) q = q.where('orders.createdAt', '>=', filter.createdFrom);
  if (filter.createdBefore) q = q.where('orders.createdAt', '<', filter.createdBefore);
  const word = filter.q;
  if (word) q = q.where((eb) => likeAny(eb, word));
  return q;
}

function applySort<O>(query: OrdersQuery<O>, sort: OrderDeskSort): OrdersQuery<O> {
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
  filter: OrderDeskFilter,
  sort: OrderDeskSort,
  page: { limit?: number; offset?: number } = {},
): Promise<OrderRow[]> {
  let query = applySort(applyFilter(db.selectFrom('orders').selectAll('orders'), filter), sort);
  if (page.limit !== undefined) query = query.limit(page.limit).offset(page.offset ?? 0);
  return query.execute();
}

export async function countDeskOrders(db: DB, filter: OrderDeskFilter): Promise<number> {
  const row = await applyFilter(
    db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('count')),
    filter,
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The ids of the orders under the filter, sorted (the export reads them in slices). */
export async function findDeskOrderIds(db: DB, filter: OrderDeskFilter, sort: OrderDeskSort): Promise<string[]> {
  const rows = await applySort(applyFilter(db.selectFrom('orders').select('orders.id'), filter), sort).execute();
  return rows.map((r) => r.id);
}

export type ExportOrderRow = OrderRow & { buyerName: string | null };

/** These orders (any order) with their buyers' names, their lines grouped by order, and the poisha refunded of each. */
export async function findExportSlice(
  db: DB,
  ids: string[],
): Promise<{ orders: Map<string, ExportOrderRow>; lines: Map<string, OrderLineRow[]>; refunded: Map<string, number> }> {
  const orders = new Map<string, ExportOrderRow>();
  const lines = new Map<string, OrderLineRow[]>();
  const refunded = new Map<string, number>();
  if (ids.length === 0) return { orders, lines, refunded };
  const orderRows = await db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.userId')
    .selectAll('orders')
    .select('users.name as buyerName')
    .where('orders.id', 'in', ids)
    .execute();
  for (const row of orderRows) orders.set(row.id, row);
  const lineRows = await db
    .selectFrom('orderLines')
    .selectAll()
    .where('orderId', 'in', ids)
    .orderBy('orderId')
    .orderBy('lineNo')
    .execute();
  for (const line of lineRows) {
    const list = lines.get(line.orderId) ?? [];
    list.push(line);
    lines.set(line.orderId, list);
  }
  const refundRows = await db
    .selectFrom('orderRefunds')
    .select((eb) => ['orderId', eb.fn.sum<number>('amount').as('amount')])
    .where('orderId', 'in', ids)
    .where('status', '=', 'succeeded')
    .groupBy('orderId')
    .execute();
  for (const row of refundRows) refunded.set(row.orderId, Number(row.amount));
  return { orders, lines, refunded };
}

export interface LowStockRow {
  id: string;
  name: string;
  stock: number;
  minQuantity: number;
}

/** Products whose stock is under `threshold`, fewest first (then by name). */
export async function findLowStockProducts(db: DB, threshold: number): Promise<LowStockRow[]> {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'stock', 'minQuantity'])
    .where('stock', '<', threshold)
    .orderBy('stock', 'asc')
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
