// The owner's figures for a period of store days beside the period before it; poisha until the answer.
import { CURRENCY } from '@store/shared/constants';
import { poishaToTaka } from '@store/shared/money';
import { ORDER_STATUSES, type OrderStatus } from '@store/shared/order-flow';
import {
  addDays,
  daysInPeriod,
  type Insights,
  type InsightsQuery,
  PROMOTION_KINDS,
  type PromotionKind,
} from '@store/shared/schemas';
import type { DB, DialectName } from '../../db/database.ts';
import { storeDayStart, storeOffsetSpans } from '../../lib/store-time.ts';
import {
  countByStatus,
  countInStatuses,
  countNewCustomers,
  type DayMethodRow,
  type InstantRange,
  sumByDayAndMethod,
  sumPromotionUses,
  sumVariantSales,
  type VariantSalesRow,
} from './insights.repository.ts';

const AWAITING_SHIPMENT: readonly OrderStatus[] = ['paid', 'processing'];
const TOP_PRODUCTS = 10;
/** Orders paid without a recorded method (before payment methods were kept) show under this name. */
const UNKNOWN_METHOD = 'unknown';

type DaySums = Record<'paid' | 'refunded' | 'orders', number>;
type PeriodSums = Record<'days' | 'methods', Map<string, DaySums>>;

/** The period's instants: from the start of `from` to the start of the day after `to`. */
const rangeOf = (from: string, to: string): InstantRange => ({ start: storeDayStart(from), end: storeDayStart(to, 1) });

/** Adds a row's payments or refunds to its day's and its method's sums. */
function add(sums: PeriodSums, row: DayMethodRow, kind: 'paid' | 'refunded'): void {
  for (const [map, key] of [
    [sums.days, row.day],
    [sums.methods, row.method ?? UNKNOWN_METHOD],
  ] as const) {
    const sum = map.get(key) ?? { paid: 0, refunded: 0, orders: 0 };
    sum[kind] += row.amount;
    if (kind === 'paid') sum.orders += row.orders;
    map.set(key, sum);
  }
}

/** Payments and refunds of the period by store day and by method, one pair of queries per offset span. */
async function sumPeriod(db: DB, dialect: DialectName, range: InstantRange): Promise<PeriodSums> {
  const sums: PeriodSums = { days: new Map(), methods: new Map() };
  for (const span of storeOffsetSpans(range.start, range.end)) {
    const [paid, refunded] = await Promise.all([
      sumByDayAndMethod(db, dialect, 'orders.paidAt', span),
      sumByDayAndMethod(db, dialect, 'orders.refundedAt', span),
    ]);
    for (const row of paid) add(sums, row, 'paid');
    for (const row of refunded) add(sums, row, 'refunded');
  }
  return sums;
}

const total = (map: Map<string, DaySums>, pick: (s: DaySums) => number): number =>
  [...map.values()].reduce((sum, s) => sum + pick(s), 0);

async function figuresOf(db: DB, dialect: DialectName, range: InstantRange) {
  const [sums, sales, newCustomers] = await Promise.all([
    sumPeriod(db, dialect, range),
    sumVariantSales(db, range),
    countNewCustomers(db, range),
  ]);
  const paid = total(sums.days, (s) => s.paid);
  const paidOrders = total(sums.days, (s) => s.orders);
  const figures = {
    revenue: poishaToTaka(paid - total(sums.days, (s) => s.refunded)),
    paidOrders,
    averageOrderValue: paidOrders === 0 ? 0 : poishaToTaka(Math.round(paid / paidOrders)),
    piecesSold: sales.reduce((sum, s) => sum + s.pieces, 0),
    newCustomers,
  };
  return { figures, sums, sales };
}

type Sales = Pick<VariantSalesRow, 'productId' | 'productName' | 'pieces' | 'revenue'> & { variantTitle?: string };

/** The variants' sales summed by product (as named on the order). */
function byProduct(sales: VariantSalesRow[]): Sales[] {
  const products = new Map<string, Sales>();
  for (const { productId, productName, pieces, revenue } of sales) {
    const key = JSON.stringify([productId, productName]);
    const sum = products.get(key) ?? { productId, productName, pieces: 0, revenue: 0 };
    sum.pieces += pieces;
    sum.revenue += revenue;
    products.set(key, sum);
  }
  return [...products.values()];
}

function top<S extends Sales>(sales: S[], by: 'revenue' | 'pieces'): S[] {
  const other = by === 'revenue' ? 'pieces' : 'revenue';
  return [...sales]
    .sort(
      (a, b) =>
        b[by] - a[by] ||
        b[other] - a[other] ||
        a.productName.localeCompare(b.productName) ||
        (a.productId ?? '').localeCompare(b.productId ?? '') ||
        (a.variantTitle ?? '').localeCompare(b.variantTitle ?? ''),
    )
    .slice(0, TOP_PRODUCTS);
}

const toTopProduct = (s: Sales) => ({
  productId: s.productId,
  productname: s.productName,
  pieces: s.pieces,
  revenue: poishaToTaka(s.revenue),
});

type PromotionUseRow = Awaited<ReturnType<typeof sumPromotionUses>>[number];

/** Each promotion's figures in the period beside the one before, in taka; most discount given first. */
function promotionsOf(rows: PromotionUseRow[]): NonNullable<Insights['promotions']> {
  const none = { uses: 0, discount: 0, sales: 0 };
  const byId = new Map<
    string,
    { name: string; code: string | null; kind: PromotionKind; current: typeof none; previous: typeof none }
  >();
  // The current period's name and code first: a promotion renamed since shows as it is named now.
  for (const row of [...rows].sort((a, b) => (a.period === b.period ? 0 : a.period === 'current' ? -1 : 1))) {
    const kind = (PROMOTION_KINDS as readonly string[]).includes(row.kind)
      ? (row.kind as PromotionKind)
      : 'order_amount';
    const entry = byId.get(row.promotionId) ?? { name: row.name, code: row.code, kind, current: none, previous: none };
    entry[row.period] = { uses: row.uses, discount: row.discount, sales: row.sales };
    byId.set(row.promotionId, entry);
  }
  const taka = (f: typeof none) => ({ uses: f.uses, discount: poishaToTaka(f.discount), sales: poishaToTaka(f.sales) });
  return [...byId.entries()]
    .sort(
      ([aId, a], [bId, b]) =>
        b.current.discount - a.current.discount ||
        b.previous.discount - a.previous.discount ||
        a.name.localeCompare(b.name) ||
        aId.localeCompare(bId),
    )
    .map(([promotionId, e]) => ({
      promotionId,
      name: e.name,
      code: e.code,
      kind: e.kind,
      ...taka(e.current),
      previous: taka(e.previous),
    }));
}

export async function getInsights(db: DB, dialect: DialectName, query: InsightsQuery): Promise<Insights> {
  const { from, to } = query;
  const days = daysInPeriod(from, to);
  const previousFrom = addDays(from, -days);
  const previousTo = addDays(from, -1);
  const range = rangeOf(from, to);
  const previousRange = rangeOf(previousFrom, previousTo);
  const [current, previous, statusRows, awaitingShipment, promotionRows] = await Promise.all([
    figuresOf(db, dialect, range),
    figuresOf(db, dialect, previousRange),
    countByStatus(db, range),
    countInStatuses(db, AWAITING_SHIPMENT),
    sumPromotionUses(db, { previousStart: previousRange.start, start: range.start, end: range.end }),
  ]);

  const byDay = Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    const sums = current.sums.days.get(date);
    return { date, revenue: poishaToTaka((sums?.paid ?? 0) - (sums?.refunded ?? 0)), orders: sums?.orders ?? 0 };
  });
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of statusRows) {
    if ((ORDER_STATUSES as readonly string[]).includes(row.status)) byStatus[row.status as OrderStatus] = row.count;
  }
  const byMethod = [...current.sums.methods.entries()]
    .map(([method, s]) => ({ method, revenue: s.paid - s.refunded, orders: s.orders }))
    .sort((a, b) => b.revenue - a.revenue || a.method.localeCompare(b.method))
    .map((m) => ({ ...m, revenue: poishaToTaka(m.revenue) }));

  return {
    currency: CURRENCY,
    from,
    to,
    ...current.figures,
    awaitingShipment,
    byDay,
    byStatus,
    byMethod,
    topProducts: top(byProduct(current.sales), 'revenue').map(toTopProduct),
    topProductsByPieces: top(byProduct(current.sales), 'pieces').map(toTopProduct),
    topVariants: top(current.sales, 'revenue').map((s) => ({
      ...toTopProduct(s),
      variantId: s.variantId,
      variantTitle: s.variantTitle,
    })),
    previous: { from: previousFrom, to: previousTo, ...previous.figures },
    promotions: promotionsOf(promotionRows),
  };
}
