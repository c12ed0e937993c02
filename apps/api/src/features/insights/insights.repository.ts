// The owner's insights as SQL aggregates over indexed ranges.
// NOTE: a store day is the UTC text shifted by the zone's offset, given per stretch of constant offset
// (storeOffsetSpans): SQLite knows no time zones, and one way keeps both databases answering alike.
import { type RawBuilder, sql } from 'kysely';
import type { DB, DialectName } from '../../db/database.ts';

export interface InstantRange {
  start: string;
  end: string;
}

/** Sums of one store day and payment method; amounts in poisha. */
export type DayMethodRow = Awaited<ReturnType<typeof sumByDayAndMethod>>[number];
export type VariantSalesRow = Awaited<ReturnType<typeof sumVariantSales>>[number];

type TimeColumn = 'orders.paidAt' | 'orders.refundedAt';

/** `YYYY-MM-DD` of a UTC text column moved by a whole number of minutes. */
function shiftedDay(dialect: DialectName, column: TimeColumn, offsetMinutes: number): RawBuilder<string> {
  if (!Number.isInteger(offsetMinutes)) throw new RangeError('offset must be whole minutes');
  if (dialect === 'sqlite') {
    const modifier = `${offsetMinutes >= 0 ? '+' : '-'}${Math.abs(offsetMinutes)} minutes`;
    return sql<string>`date(${sql.ref(column)}, ${sql.lit(modifier)})`;
  }
  return sql<string>`to_char(cast(${sql.ref(column)} as timestamp) + make_interval(mins => ${sql.lit(offsetMinutes)}), 'YYYY-MM-DD')`;
}

// NOTE: PostgreSQL answers sum() and count() as bigint, which pg hands over as text.
const num = (v: unknown): number => Number(v ?? 0);

/** Orders paid or refunded within `range`, their totals summed by store day and payment method. */
export async function sumByDayAndMethod(
  db: DB,
  dialect: DialectName,
  column: TimeColumn,
  range: InstantRange & { offsetMinutes: number },
) {
  const day = shiftedDay(dialect, column, range.offsetMinutes);
  const rows = await db
    .selectFrom('orders')
    .select([
      day.as('day'),
      'orders.paymentMethod as method',
      sql<string>`sum(${sql.ref('orders.total')})`.as('amount'),
      sql<string>`count(*)`.as('orders'),
    ])
    .where(column, '>=', range.start)
    .where(column, '<', range.end)
    .groupBy([day, 'orders.paymentMethod'])
    .execute();
  return rows.map((r) => ({ day: r.day, method: r.method, amount: num(r.amount), orders: num(r.orders) }));
}

/** Pieces and what was paid for them (line totals less their share of discounts) of the orders paid within `range`, by variant (as named on the order). */
export async function sumVariantSales(db: DB, range: InstantRange) {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('orderLines', 'orderLines.orderId', 'orders.id')
    .select([
      'orderLines.productId',
      'orderLines.productName',
      'orderLines.variantId',
      'orderLines.variantTitle',
      sql<string>`sum(${sql.ref('orderLines.quantity')})`.as('pieces'),
      sql<string>`sum(${sql.ref('orderLines.lineTotal')} - ${sql.ref('orderLines.discount')})`.as('revenue'),
    ])
    .where('orders.paidAt', '>=', range.start)
    .where('orders.paidAt', '<', range.end)
    .groupBy(['orderLines.productId', 'orderLines.productName', 'orderLines.variantId', 'orderLines.variantTitle'])
    .execute();
  return rows.map((r) => ({
    productId: r.productId,
    productName: r.productName,
    variantId: r.variantId,
    variantTitle: r.variantTitle,
    pieces: num(r.pieces),
    revenue: num(r.revenue),
  }));
}

export async function countByStatus(db: DB, range: InstantRange): Promise<{ status: string; count: number }[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', sql<string>`count(*)`.as('count')])
    .where('createdAt', '>=', range.start)
    .where('createdAt', '<', range.end)
    .groupBy('status')
    .execute();
  return rows.map((r) => ({ status: r.status, count: num(r.count) }));
}

export async function countInStatuses(db: DB, statuses: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<string>`count(*)`.as('count'))
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return num(row?.count);
}

export async function countNewCustomers(db: DB, range: InstantRange): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<string>`count(*)`.as('count'))
    .where('createdAt', '>=', range.start)
    .where('createdAt', '<', range.end)
    .where('role', '=', 'user')
    .executeTakeFirst();
  return num(row?.count);
}

/**
 * Each promotion's uses (orders placed with it, not cancelled or expired), discount given and those orders' totals,
 * in the current period ([current.start, end)) and the one before ([previousStart, current.start)): one grouped query.
 */
export async function sumPromotionUses(db: DB, range: { previousStart: string; start: string; end: string }) {
  const period = sql<string>`case when ${sql.ref('orders.createdAt')} >= ${range.start} then 'current' else 'previous' end`;
  const rows = await db
    .selectFrom('orderDiscounts')
    .innerJoin('orders', 'orders.id', 'orderDiscounts.orderId')
    .select([
      'orderDiscounts.promotionId',
      period.as('period'),
      sql<string>`max(${sql.ref('orderDiscounts.name')})`.as('name'),
      sql<string | null>`max(${sql.ref('orderDiscounts.code')})`.as('code'),
      sql<string>`max(${sql.ref('orderDiscounts.kind')})`.as('kind'),
      sql<string>`count(*)`.as('uses'),
      sql<string>`sum(${sql.ref('orderDiscounts.amount')})`.as('discount'),
      sql<string>`sum(${sql.ref('orders.total')})`.as('sales'),
    ])
    .where('orders.createdAt', '>=', range.previousStart)
    .where('orders.createdAt', '<', range.end)
    .where('orders.status', 'not in', ['cancelled', 'expired'])
    // NOTE: by the output column's name: PostgreSQL would not match the CASE written twice with its own parameters.
    .groupBy(['orderDiscounts.promotionId', sql.ref('period')])
    .execute();
  return rows.map((r) => ({
    promotionId: r.promotionId,
    period: r.period === 'current' ? ('current' as const) : ('previous' as const),
    name: r.name,
    code: r.code,
    kind: r.kind,
    uses: num(r.uses),
    discount: num(r.discount),
    sales: num(r.sales),
  }));
}
