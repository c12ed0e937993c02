// Ordering rules: placing, reading, paging, cancelling and expiring orders. The server decides
// product, unit price, total and owner; the browser's price and email are not trusted.
import { hasPermission, type Permission } from '@store/shared/staff-roles';
import { messageRef } from '@store/shared/i18n/catalogue';
import { API_ERROR } from '@store/shared/messages';
import { poishaToTaka } from '@store/shared/money';
import {
  checkOrderQuantity,
  type DeleteResult,
  type InsertResult,
  type LowStock,
  type Order,
  OrderDeliveryAddressSchema,
  type OrderListQuery,
  type PlaceOrderRequest,
  type StaffOrder,
  valuesOfVariant,
  variantTitle,
} from '@store/shared/schemas';
import type { JobRunner } from '../../background/job-runner.ts';
import type { DB, StoreDatabase } from '../../db/database.ts';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import { isId, nowIso } from '../../lib/ids.ts';
import { type AuthUser, sameEmail } from '../accounts/index.ts';
import { queueOrderMail } from '../mail/index.ts';
import {
  chooseVariant,
  ORDER_EXPIRE_JOB,
  type OrderRules,
  placeOrderLines,
  type RefusedLine,
} from './order-placement.service.ts';
import { countDeskOrders, findDeskOrders, findLowStockVariants } from './order-desk.repository.ts';
import { COD_CONFIRMED_STATUSES, COD_METHOD, isOrderPaid, paymentKindOf } from '@store/shared/order-flow';
import { ORDER_STATUS, toOrderStatus } from './order-states.ts';
import { giveBackHeldStock, ORDER_HOLD_JOB, orderStockChanged, releaseLapsedHold } from './order-hold.service.ts';
import { applyTransition } from './order-transitions.service.ts';
import { listDiscountsOfOrders } from './order-discounts.repository.ts';
import { orderAsSeenBy } from './order-amounts.ts';
import { releasePromotionUses } from '../promotions/index.ts';
import {
  cancelOpenIntentsOfOrder,
  findOrderById,
  listLinesOfOrders,
  listOrderExtras,
  listOrdersOfUser,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository.ts';

/**
 * The order, or 404; with `user`, 403 unless it is theirs or their role holds `staffPermission` (decision 031;
 * `ownerOnly`: no staff).
 */
export async function loadOrder(
  db: DB,
  id: string,
  user?: AuthUser,
  ownerOnly = false,
  staffPermission: Permission = 'orders',
): Promise<OrderRow> {
  const order = isId(id) ? await findOrderById(db, id) : undefined;
  if (!order) throw notFound(API_ERROR.orderNotFound);
  if (user && order.userId !== user.id && (ownerOnly || !hasPermission(user.role, staffPermission))) throw forbidden();
  return order;
}

/** An order line as the API shows it (orders and invoices). */
export const toLineDto = (l: OrderLineRow) => ({
  productId: l.productId,
  variantId: l.variantId,
  variantTitle: l.variantTitle,
  sku: l.sku,
  productname: l.productName,
  unitPrice: poishaToTaka(l.unitPrice),
  quantity: l.quantity,
  lineTotal: poishaToTaka(l.lineTotal),
});

/** Poisha a cash-on-delivery order's rider collects: the total less a delivery fee paid online in advance. */
export const codCashOf = (row: Pick<OrderRow, 'total' | 'codAdvance' | 'codAdvancePaidAt'>): number =>
  row.total - (row.codAdvancePaidAt === null ? 0 : row.codAdvance);

/** A COD order's delivery fee asked in advance and not paid yet: no online payment but that one, no confirmation. */
export const isCodAdvanceDue = (row: Pick<OrderRow, 'paymentMethod' | 'codAdvance' | 'codAdvancePaidAt'>): boolean =>
  row.paymentMethod === COD_METHOD && row.codAdvance > 0 && row.codAdvancePaidAt === null;

/** The orders as the API shows them, with their lines and extras read in one query each. */
export async function toOrderDtos(db: DB, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [lines, extras, discounts] = await Promise.all([
    listLinesOfOrders(db, ids),
    listOrderExtras(db, ids),
    listDiscountsOfOrders(db, ids),
  ]);
  return rows.map((row) => {
    const status = toOrderStatus(row.status);
    const extra = extras.get(row.id);
    // Cash a cash-on-delivery order confirmed for dispatch still has to be paid in.
    const cashDue =
      paymentKindOf(row) === 'cod_due' && (COD_CONFIRMED_STATUSES as readonly string[]).includes(row.status);
    return {
      _id: row.id,
      productId: row.productId,
      productname: row.productName,
      email: row.email,
      orderQuanty: row.quantity,
      price: poishaToTaka(row.total),
      unitPrice: poishaToTaka(row.unitPrice),
      address: row.address,
      phone: row.phone,
      deliveryAddress: row.deliveryAddress ? OrderDeliveryAddressSchema.parse(JSON.parse(row.deliveryAddress)) : null,
      shippingZone: row.shippingZone,
      weightGrams: row.weightGrams,
      codOffered: row.codOffered === 1,
      orderId: row.orderRef,
      paid: isOrderPaid(row),
      transactionId: row.transactionId,
      status,
      createdAt: row.createdAt,
      paidAt: row.paidAt,
      lines: (lines.get(row.id) ?? []).map(toLineDto),
      subtotal: poishaToTaka(row.subtotal),
      shipping: poishaToTaka(row.shipping),
      total: poishaToTaka(row.total),
      discount: poishaToTaka(row.discount),
      discounts: (discounts.get(row.id) ?? []).map((d) => ({
        promotionId: d.promotionId,
        name: d.name,
        code: d.code,
        kind: d.kind,
        amount: poishaToTaka(d.amount),
      })),
      expiresAt: status === ORDER_STATUS.unpaid || status === ORDER_STATUS.expired ? row.expiresAt : null,
      holdUntil: status === ORDER_STATUS.unpaid ? row.holdUntil : null,
      holdLapsed: status === ORDER_STATUS.unpaid && row.stockHeld === 0,
      buyerName: extra?.buyerName ?? null,
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      trackingUrl: row.trackingUrl,
      paymentProvider: extra?.paymentProvider ?? null,
      cardBrand: extra?.cardBrand ?? null,
      cardLast4: extra?.cardLast4 ?? null,
      invoiceNumber: row.invoiceNumber,
      refundId: row.refundId,
      paymentMethod: row.paymentMethod,
      paymentFee: poishaToTaka(row.paymentFee),
      cashToCollect: cashDue ? poishaToTaka(codCashOf(row)) : 0,
      codAdvance: poishaToTaka(row.codAdvance),
      codAdvanceReason: row.codAdvanceReason,
      codAdvancePaidAt: row.codAdvancePaidAt,
      codAdvanceRefundedAt: row.codAdvanceRefundedAt,
    };
  });
}

/** GET /orders/{id}: the order as it is now, as the API shows it (to `user` when given: see loadOrder). */
export async function orderDtoOf(db: DB, id: string, user?: AuthUser): Promise<Order> {
  const [dto] = await toOrderDtos(db, [await loadOrder(db, id, user)]);
  if (!dto) throw notFound(API_ERROR.orderNotFound);
  return dto;
}

/** GET /orders/{id}: the order as `user` may read it: whole for its buyer and `amounts`, else without its amounts. */
export async function orderSeenBy(db: DB, id: string, user: AuthUser): Promise<StaffOrder> {
  const row = await loadOrder(db, id, user);
  const [dto] = await toOrderDtos(db, [row]);
  if (!dto) throw notFound(API_ERROR.orderNotFound);
  return orderAsSeenBy(user, dto, row.userId);
}

/** POST /api/orders: a one-line checkout (docs/decisions/030-order-placement.md). */
export async function placeOrder(
  store: StoreDatabase,
  rules: OrderRules,
  user: AuthUser,
  input: PlaceOrderRequest,
  idempotencyKey?: string,
): Promise<InsertResult & { replayed: boolean }> {
  if (input.email !== undefined && !sameEmail(input.email, user.email)) {
    throw validationFailed({ email: messageRef('orders', 'ORDER_TEXT', 'notYourEmail') });
  }
  const line = { productId: input.productId, variantId: input.variantId, quantity: input.orderQuanty };
  const placed = await placeOrderLines(store, rules, {
    user,
    contact: input,
    idempotencyKey,
    call: 'orders',
    hashed: { line },
    // After the Idempotency-Key is claimed: a repeated request gets its order even if the product went since.
    readLines: async (trx) => {
      const { variant } = await chooseVariant(trx, line.productId, line.variantId);
      return [{ ...line, variantId: variant.id }];
    },
    noLines: () => notFound(API_ERROR.productNotFound),
    refused: refusedSingleLine,
    // The spec's one-line order has no coupon: the automatic promotions only (decision 237).
    promotions: { couponCode: null },
  });
  return { acknowledged: true, insertedId: placed.orderId, replayed: placed.replayed };
}

/** The spec's order form's errors for its one line: which rule the quantity broke, as of now. */
function refusedSingleLine({ line, reason, variant }: RefusedLine): AppError {
  if (!variant || reason === 'gone') return notFound(API_ERROR.productNotFound);
  const message = checkOrderQuantity(line.quantity, variant.minQuantity, variant.stock);
  if (reason === 'below_minimum')
    return validationFailed({ orderQuanty: message ?? messageRef('orders', 'ORDER_TEXT', 'quantityWhole') });
  return new AppError('OUT_OF_STOCK', 409, messageRef('orders', 'ORDER_TEXT', 'notEnoughStock'), {
    orderQuanty: message ?? messageRef('orders', 'ORDER_TEXT', 'notEnoughStock'),
  });
}

/** GET /myorders?email=: the caller's own orders, newest first, cancelled ones only with `include=cancelled`. */
export async function getMyOrders(db: DB, user: AuthUser, email: string, include?: 'cancelled'): Promise<Order[]> {
  if (!sameEmail(email, user.email)) throw forbidden();
  return toOrderDtos(db, await listOrdersOfUser(db, user.id, include === 'cancelled'));
}

/** GET /orders (admin): newest first unless sorted, filtered, paged by `limit`; `total` when filtered or paged. */
export async function browseOrders(db: DB, query: OrderListQuery): Promise<{ items: Order[]; total?: number }> {
  const { limit } = query;
  const page = limit === undefined ? undefined : { limit, offset: ((query.page ?? 1) - 1) * limit };
  const items = await toOrderDtos(db, await findDeskOrders(db, query, page));
  const filtered = Boolean(
    query.status || query.paid || query.q || query.from || query.to || query.method || query.promotion,
  );
  if (limit === undefined && !filtered) return { items };
  return { items, total: limit === undefined ? items.length : await countDeskOrders(db, query) };
}

/** GET /admin/low-stock: one row per variant whose stock is under `threshold`, fewest first. */
export async function getLowStock(db: DB, threshold: number): Promise<LowStock> {
  const rows = await findLowStockVariants(db, threshold);
  return {
    threshold,
    products: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      maxQuantity: r.stock,
      minQuantity: r.minQuantity,
      variantId: r.variantId,
      variantTitle: variantTitle(valuesOfVariant(r)),
      sku: r.sku,
    })),
  };
}

/** DELETE /myorders/{id}. */
export async function cancelMyOrder(db: DB, user: AuthUser, id: string): Promise<DeleteResult> {
  await loadOrder(db, id, user, true);
  const owner: Closer = { actor: 'owner', by: { id: user.id, email: user.email, role: user.role } };
  if (await closeUnpaidOrder(db, id, ORDER_STATUS.cancelled, nowIso(), owner)) return { deletedCount: 1 };
  const now = await findOrderById(db, id);
  if (now && isOrderPaid(now)) throw conflict(messageRef('orders', 'ORDER_TEXT', 'orderPaidCannotCancel'));
  if (now && paymentKindOf(now) === 'cod_due' && now.status !== ORDER_STATUS.cancelled) {
    throw conflict(messageRef('orders', 'ORDER_TEXT', 'codConfirmedCannotCancel'));
  }
  return { deletedCount: 0 };
}

/** Who closes an unpaid order: its owner or an admin (cancel), or the store (expiry); and why, if they say. */
type Closer = (
  { actor: 'owner' | 'admin'; by: { id: string; email: string; role: string } } | { actor: 'system'; by: null }
) & {
  note?: string | undefined;
};

/**
 * The one way an unpaid order closes (cancel or expiry), in one transaction: stock back, open intents
 * closed (a payment after this is kept as refund_due, Stripe's cancel queued); after the commit the
 * catalogue is told. False when it was no longer unpaid.
 */
export async function closeUnpaidOrder(
  db: DB,
  orderId: string,
  to: typeof ORDER_STATUS.cancelled | typeof ORDER_STATUS.expired,
  at: string,
  { actor, by, note }: Closer,
): Promise<boolean> {
  const closed = await db.transaction().execute(async (trx) => {
    const request = { orderId, from: ORDER_STATUS.unpaid, to, actor, by, at, note: note ?? null };
    if (!(await applyTransition(trx, request))) return false;
    await queueOrderMail(trx, orderId, to === ORDER_STATUS.cancelled ? 'cancelled' : 'expired');
    await giveBackHeldStock(trx, orderId);
    await releasePromotionUses(trx, orderId, at);
    await cancelOpenIntentsOfOrder(trx, orderId, nowIso());
    return true;
  });
  if (closed) await orderStockChanged(db, orderId);
  return closed;
}

/** Expires the order if it is still unpaid; true when this call did it. */
export const expireOrder = (db: DB, orderId: string, at: Date): Promise<boolean> =>
  closeUnpaidOrder(db, orderId, ORDER_STATUS.expired, at.toISOString(), { actor: 'system', by: null });

/** The unpaid-order jobs, written with the order (so they survive restarts): the end of its hold, and its expiry. */
export function registerOrderExpiry(runner: JobRunner): void {
  runner.register<{ orderId: string }>(ORDER_HOLD_JOB, async ({ orderId }, { db, now }) => {
    await releaseLapsedHold(db, orderId, now);
  });
  runner.register<{ orderId: string }>(ORDER_EXPIRE_JOB, async ({ orderId }, { db, now }) => {
    await expireOrder(db, orderId, now);
  });
}
