// Ordering rules: placing (stock taken atomically with the insert), reading, paging and cancelling orders.
// The server decides product, unit price, total and owner; the browser's price and email are not trusted.
import { API_ERROR, ORDER_TEXT } from '@store/shared/messages';
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
import { isId, newId, nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/auth-user.ts';
import { sameEmail } from '../accounts/email.ts';
import { findProductById } from '../catalog/catalog.repository.ts';
import { cancelOpenPaymentForOrder } from '../payments/payments.service.ts';
import { ORDER_STATUS, isPaidStatus, toOrderStatus } from './order-states.ts';
import {
  cancelUnpaidOrder,
  countAllOrders,
  findOrderById,
  insertOrderTakingStock,
  listAllOrders,
  listOrdersOfUser,
  type OrderRow,
  returnStock,
} from './orders.repository.ts';

export function toOrderDto(row: OrderRow): Order {
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
    paid: isPaidStatus(row.status),
    transactionId: row.transactionId,
    status: toOrderStatus(row.status),
    createdAt: row.createdAt,
    paidAt: row.paidAt,
  };
}

/**
 * Places an order: the quantity leaves stock by one conditional UPDATE, atomically with the INSERT of
 * the order at the catalog's unit price (orders.repository.ts). Too little stock → 409 (also when
 * another order won the last pieces a moment earlier); below the minimum → 400; unknown product → 404.
 * See docs/decisions/030-order-placement.md.
 */
export async function placeOrder(store: StoreDatabase, user: AuthUser, input: PlaceOrderInput): Promise<InsertResult> {
  if (input.email !== undefined && !sameEmail(input.email, user.email)) {
    throw validationFailed({ email: ORDER_TEXT.notYourEmail });
  }
  if (!isId(input.productId)) throw notFound(API_ERROR.productNotFound);
  const id = newId();
  const placed = await insertOrderTakingStock(store, {
    id,
    userId: user.id,
    email: user.email,
    productId: input.productId,
    quantity: input.orderQuanty,
    address: input.address.trim(),
    phone: input.phone.trim(),
    orderRef: (input.orderId ?? '').trim(),
    status: ORDER_STATUS.unpaid,
    transactionId: null,
    paidAt: null,
    cancelledAt: null,
    createdAt: nowIso(),
  });
  if (!placed) throw await whyNotTaken(store.db, input.productId, input.orderQuanty);
  return { acknowledged: true, insertedId: id };
}

/** The error for a stock update that found no row: which rule the quantity broke, as of now. */
async function whyNotTaken(db: DB, productId: string, quantity: number): Promise<AppError> {
  const product = await findProductById(db, productId);
  if (!product) return notFound(API_ERROR.productNotFound);
  const message = checkOrderQuantity(quantity, product.minQuantity, product.stock);
  if (quantity < product.minQuantity || quantity < 1) {
    return validationFailed({ orderQuanty: message ?? ORDER_TEXT.quantityWhole });
  }
  return new AppError('OUT_OF_STOCK', 409, ORDER_TEXT.notEnoughStock, {
    orderQuanty: message ?? ORDER_TEXT.notEnoughStock,
  });
}

/** GET /myorders?email=: the caller's own orders, newest first, without cancelled ones. */
export async function getMyOrders(db: DB, user: AuthUser, email: string): Promise<Order[]> {
  if (!sameEmail(email, user.email)) throw forbidden();
  return (await listOrdersOfUser(db, user.id)).map(toOrderDto);
}

/** One order, for its owner or an admin; someone else's → 403 (see docs/decisions/031-order-access-and-cancelling.md). */
export async function getOrder(db: DB, user: AuthUser, id: string): Promise<Order> {
  const row = isId(id) ? await findOrderById(db, id) : undefined;
  if (!row) throw notFound(API_ERROR.orderNotFound);
  if (row.userId !== user.id && user.role !== 'admin') throw forbidden();
  return toOrderDto(row);
}

export interface OrderPage {
  items: Order[];
  /** Set when the caller asked for a page (`limit`). */
  total?: number;
}

/** GET /orders (admin): every order newest first, paged when limit is given. */
export async function browseOrders(db: DB, query: OrderListQuery): Promise<OrderPage> {
  if (query.limit === undefined) return { items: (await listAllOrders(db)).map(toOrderDto) };
  const offset = ((query.page ?? 1) - 1) * query.limit;
  const [rows, total] = await Promise.all([listAllOrders(db, { limit: query.limit, offset }), countAllOrders(db)]);
  return { items: rows.map(toOrderDto), total };
}

/**
 * DELETE /myorders/{id}: the owner cancels an unpaid order (soft: status → cancelled) and its quantity
 * goes back to stock and its open payment intent is closed, all in one transaction. Paid → 409;
 * already cancelled → { deletedCount: 0 } (see docs/decisions/031-order-access-and-cancelling.md).
 * `paymentClosed` runs after the commit when an open payment intent was closed (the payments job
 * then cancels it at the provider).
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
    const cancelled = await cancelUnpaidOrder(trx, id, user.id, nowIso());
    if (cancelled) {
      if (cancelled.productId) await returnStock(trx, cancelled.productId, cancelled.quantity);
      return { deletedCount: 1, closedPayments: await cancelOpenPaymentForOrder(trx, id) };
    }
    const now = await findOrderById(trx, id);
    if (now && isPaidStatus(now.status)) throw conflict(ORDER_TEXT.orderPaidCannotCancel);
    return { deletedCount: 0, closedPayments: 0 };
  });
  if (closedPayments > 0) paymentClosed();
  return { deletedCount };
}
