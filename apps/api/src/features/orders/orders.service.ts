// Ordering rules: placing (stock taken atomically with the insert), reading, paging and cancelling orders.
// The server decides product, unit price, total and owner; the browser's price and email are not trusted.
import { messageRef } from '@store/shared/i18n/catalogue';
import { API_ERROR } from '@store/shared/messages';
import { poishaToTaka } from '@store/shared/money';
import {
  checkOrderQuantity,
  type DeleteResult,
  type InsertResult,
  type Order,
  type OrderListQuery,
  type PlaceOrderInput,
} from '@store/shared/schemas';
import type { DB, StoreDatabase } from '../../db/database.ts';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import { isId, nowIso } from '../../lib/ids.ts';
import { type AuthUser, sameEmail } from '../accounts/index.ts';
import { queueOrderMail } from '../mail/index.ts';
import { placeOrderLines, type RefusedLine, requestHash } from './order-placement.service.ts';
import { deskSort, isFiltered, toDeskFilter } from './order-desk-filter.ts';
import { countDeskOrders, findDeskOrders } from './order-desk.repository.ts';
import type { OrderRules } from './order-rules.ts';
import { COD_CONFIRMED_STATUSES, isOrderPaid, paymentKindOf } from '@store/shared/order-flow';
import { ORDER_STATUS, toOrderStatus } from './order-states.ts';
import { giveBackHeldStock } from './order-hold.service.ts';
import { applyTransition } from './order-transitions.service.ts';
import {
  cancelOpenIntentsOfOrder,
  findOrderById,
  listLinesOfOrders,
  listOrderExtras,
  listOrderLines,
  listOrdersOfUser,
  type OrderExtrasRow,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository.ts';
import { catalogChanged } from '../catalog/index.ts';

export function toOrderDto(row: OrderRow, lines: OrderLineRow[], extras?: OrderExtrasRow): Order {
  const status = toOrderStatus(row.status);
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
    orderId: row.orderRef,
    paid: isOrderPaid(row),
    transactionId: row.transactionId,
    status,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    lines: lines.map((l) => ({
      productId: l.productId,
      productname: l.productName,
      unitPrice: poishaToTaka(l.unitPrice),
      quantity: l.quantity,
      lineTotal: poishaToTaka(l.lineTotal),
    })),
    subtotal: poishaToTaka(row.subtotal),
    shipping: poishaToTaka(row.shipping),
    total: poishaToTaka(row.total),
    expiresAt: status === ORDER_STATUS.unpaid || status === ORDER_STATUS.expired ? row.expiresAt : null,
    holdUntil: status === ORDER_STATUS.unpaid ? row.holdUntil : null,
    holdLapsed: status === ORDER_STATUS.unpaid && row.stockHeld === 0,
    buyerName: extras?.buyerName ?? null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    paymentProvider: extras?.paymentProvider ?? null,
    cardBrand: extras?.cardBrand ?? null,
    cardLast4: extras?.cardLast4 ?? null,
    invoiceNumber: row.invoiceNumber,
    refundId: row.refundId,
    paymentMethod: row.paymentMethod,
    paymentFee: poishaToTaka(row.paymentFee),
    cashToCollect: cashToCollectOf(row),
  };
}

/**
 * Taka a cash-on-delivery order confirmed for dispatch still has to be paid in cash (0 before it is
 * confirmed, once collected, once closed, and for every other method).
 */
function cashToCollectOf(row: OrderRow): number {
  if (paymentKindOf(row) !== 'cod_due') return 0;
  return (COD_CONFIRMED_STATUSES as readonly string[]).includes(row.status) ? poishaToTaka(row.total) : 0;
}

/** One query for all the lines. */
export async function toOrderDtos(db: DB, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [lines, extras] = await Promise.all([listLinesOfOrders(db, ids), listOrderExtras(db, ids)]);
  return rows.map((row) => toOrderDto(row, lines.get(row.id) ?? [], extras.get(row.id)));
}

/** POST /api/orders: a one-line checkout (order-placement.service.ts, docs/decisions/030-order-placement.md). */
export async function placeOrder(
  store: StoreDatabase,
  rules: OrderRules,
  user: AuthUser,
  input: PlaceOrderInput,
  idempotencyKey?: string,
): Promise<InsertResult & { replayed: boolean }> {
  if (input.email !== undefined && !sameEmail(input.email, user.email)) {
    throw validationFailed({ email: messageRef('orders', 'ORDER_TEXT', 'notYourEmail') });
  }
  if (!isId(input.productId)) throw notFound(API_ERROR.productNotFound);
  const line = { productId: input.productId, quantity: input.orderQuanty };
  const contact = { address: input.address.trim(), phone: input.phone.trim(), orderRef: (input.orderId ?? '').trim() };
  const placed = await placeOrderLines(store, rules, {
    userId: user.id,
    email: user.email,
    ...contact,
    ...(idempotencyKey
      ? { idempotency: { key: idempotencyKey, requestHash: requestHash('orders', { line, ...contact }) } }
      : {}),
    readLines: async () => [line],
    noLines: () => notFound(API_ERROR.productNotFound),
    refused: refusedSingleLine,
  });
  return { acknowledged: true, insertedId: placed.orderId, replayed: placed.replayed };
}

/** The spec's order form's errors for its one line: which rule the quantity broke, as of now. */
function refusedSingleLine({ line, reason, product }: RefusedLine): AppError {
  if (!product || reason === 'gone') return notFound(API_ERROR.productNotFound);
  const message = checkOrderQuantity(line.quantity, product.minQuantity, product.stock);
  if (reason === 'below_minimum')
    return validationFailed({ orderQuanty: message ?? messageRef('orders', 'ORDER_TEXT', 'quantityWhole') });
  return new AppError('OUT_OF_STOCK', 409, messageRef('orders', 'ORDER_TEXT', 'notEnoughStock'), {
    orderQuanty: message ?? messageRef('orders', 'ORDER_TEXT', 'notEnoughStock'),
  });
}

/**
 * GET /myorders?email=: the caller's own orders, newest first, without cancelled ones (the spec's
 * list); `include=cancelled` keeps them, for the store's own My Orders page.
 */
export async function getMyOrders(db: DB, user: AuthUser, email: string, include?: 'cancelled'): Promise<Order[]> {
  if (!sameEmail(email, user.email)) throw forbidden();
  return toOrderDtos(db, await listOrdersOfUser(db, user.id, { withCancelled: include === 'cancelled' }));
}

/** One order, for its owner or an admin; someone else's → 403 (see docs/decisions/031-order-access-and-cancelling.md). */
export async function getOrder(db: DB, user: AuthUser, id: string): Promise<Order> {
  const row = isId(id) ? await findOrderById(db, id) : undefined;
  if (!row) throw notFound(API_ERROR.orderNotFound);
  if (row.userId !== user.id && user.role !== 'admin') throw forbidden();
  return orderDtoOf(db, row);
}

export async function orderDtoOf(db: DB, row: OrderRow): Promise<Order> {
  const [lines, extras] = await Promise.all([listOrderLines(db, row.id), listOrderExtras(db, [row.id])]);
  return toOrderDto(row, lines, extras.get(row.id));
}

export interface OrderPage {
  items: Order[];
  /** Set when the caller asked for a page (`limit`). */
  total?: number;
}

/**
 * GET /orders (admin): every order newest first; the order desk's filters and sort narrow and order
 * them (order-desk-filter.ts), and `limit` pages them. `total` is set when filtered or paged.
 */
export async function browseOrders(db: DB, query: OrderListQuery): Promise<OrderPage> {
  const filter = toDeskFilter(query);
  const sort = deskSort(query);
  const page = query.limit === undefined ? {} : { limit: query.limit, offset: ((query.page ?? 1) - 1) * query.limit };
  const rows = await findDeskOrders(db, filter, sort, page);
  if (query.limit === undefined && !isFiltered(query)) return { items: await toOrderDtos(db, rows) };
  const total = query.limit === undefined ? rows.length : await countDeskOrders(db, filter);
  return { items: await toOrderDtos(db, rows), total };
}

/**
 * DELETE /myorders/{id} (docs/decisions/031-order-access-and-cancelling.md). `paymentClosed` runs
 * after the commit when an open payment intent was closed (the payments job then cancels it at the provider).
 */
export async function cancelMyOrder(
  db: DB,
  user: AuthUser,
  id: string,
  paymentClosed: () => void,
): Promise<DeleteResult> {
  const existing = isId(id) ? await findOrderById(db, id) : undefined;
  if (!existing) throw notFound(API_ERROR.orderNotFound);
  if (existing.userId !== user.id) throw forbidden();
  const { deletedCount, closedPayments } = await db.transaction().execute(async (trx) => {
    const closed = await closeUnpaidOrder(trx, id, ORDER_STATUS.cancelled, nowIso(), {
      actor: 'owner',
      by: { id: user.id, email: user.email },
    });
    if (closed) return { deletedCount: 1, closedPayments: closed.closedPayments };
    const now = await findOrderById(trx, id);
    if (now && isOrderPaid(now)) throw conflict(messageRef('orders', 'ORDER_TEXT', 'orderPaidCannotCancel'));
    if (now && paymentKindOf(now) === 'cod_due' && now.status !== ORDER_STATUS.cancelled) {
      throw conflict(messageRef('orders', 'ORDER_TEXT', 'codConfirmedCannotCancel'));
    }
    return { deletedCount: 0, closedPayments: 0 };
  });
  if (deletedCount > 0) catalogChanged(db, 'details');
  if (closedPayments > 0) paymentClosed();
  return { deletedCount };
}

/** Who closes an unpaid order: its owner or an admin (cancel), or the store (expiry). */
export type Closer = { actor: 'owner' | 'admin'; by: { id: string; email: string } } | { actor: 'system'; by: null };

/**
 * The one way an unpaid order closes, inside the caller's transaction: unpaid → cancelled (its owner
 * or an admin) or → expired (its deadline passed, the store), through the transition function; then
 * its pieces go back to stock and its open payment intents are closed (a payment that succeeds after
 * this is kept as refund_due). Returns how many intents were closed (the payments job then cancels
 * them at the provider), or false when the order was no longer unpaid: nothing changed.
 */
export async function closeUnpaidOrder(
  trx: DB,
  orderId: string,
  to: typeof ORDER_STATUS.cancelled | typeof ORDER_STATUS.expired,
  at: string,
  closer: Closer,
  note?: string,
): Promise<false | { closedPayments: number }> {
  const closed = await applyTransition(trx, {
    orderId,
    from: ORDER_STATUS.unpaid,
    to,
    actor: closer.actor,
    by: closer.by,
    at,
    note: note ?? null,
  });
  if (!closed) return false;
  await queueOrderMail(trx, orderId, to === ORDER_STATUS.cancelled ? 'cancelled' : 'expired');
  // Its pieces went back already when its short hold lapsed (decision 212): only once.
  await giveBackHeldStock(trx, orderId);
  return { closedPayments: await cancelOpenIntentsOfOrder(trx, orderId, nowIso()) };
}
