// The order desk's state changes after payment and every order's timeline (docs/decisions/090-order-desk.md).
import { messageRef } from '@store/shared/i18n/catalogue';
import { API_ERROR } from '@store/shared/messages';
import { COD_METHOD, findTransition, paymentKindOf } from '@store/shared/order-flow';
import type { Order, OrderEvent, OrderTransitionInput, RefundState } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { isId, nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/index.ts';
import { type PaymentProvider, type ProviderRefund, ProviderUnavailableError } from '../../lib/payment-provider.ts';
import { ORDER_STATUS, type OrderStatus, toOrderStatus } from './order-states.ts';
import { applyTransition, restocks, returnOrderStock } from './order-transitions.service.ts';
import { takeStockForPayment } from './order-hold.service.ts';
import { findOrderById, listOrderEvents, lockOrder } from './orders.repository.ts';
import { closeUnpaidOrder, orderDtoOf } from './orders.service.ts';
import { refundRestOfOrder } from './order-refunds.service.ts';
import { catalogChanged } from '../catalog/index.ts';

export interface LifecycleDeps {
  /** The provider that took a payment recorded with this payment_method (null: cash, or none enabled). */
  providerFor: (paymentMethod: string | null) => PaymentProvider | null;
  /** Lowercased carrier name → tracking page URL with `{tracking}` (CARRIER_TRACKING_URLS). */
  trackingUrls: Readonly<Record<string, string>>;
  /** Runs after the commit when an admin's cancel closed an open payment intent. */
  paymentClosed: () => void;
}

export function transitionNotAllowed(current: OrderStatus, to: OrderStatus): AppError {
  return new AppError(
    'TRANSITION_NOT_ALLOWED',
    409,
    messageRef('order-desk', 'ORDER_DESK_TEXT', 'transitionNotAllowed', { from: current, to }),
    undefined,
    current,
  );
}

const providerUnavailable = () =>
  new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 502, messageRef('payments', 'PAYMENT_TEXT', 'providerUnavailable'));
const noRefund = () => notFound(messageRef('order-desk', 'ORDER_DESK_TEXT', 'noRefund'));

/** The carrier's tracking page for this number, when CARRIER_TRACKING_URLS knows the carrier. */
export function trackingUrlFor(
  urls: Readonly<Record<string, string>>,
  carrier: string,
  trackingNumber: string,
): string | null {
  const template = urls[carrier.trim().toLowerCase()];
  return template ? template.replaceAll('{tracking}', encodeURIComponent(trackingNumber)) : null;
}

/**
 * POST /orders/{id}/transitions (admin). A refund transition asks the provider first, outside any
 * transaction (order-refunds.service.ts); when it refuses or cannot be reached nothing changes (502),
 * and a retry never refunds twice (the provider's idempotency key is the order's).
 */
export async function transitionOrder(
  db: DB,
  deps: LifecycleDeps,
  admin: AuthUser,
  id: string,
  input: OrderTransitionInput,
): Promise<Order> {
  const order = isId(id) ? await findOrderById(db, id) : undefined;
  if (!order) throw notFound(API_ERROR.orderNotFound);
  const from = toOrderStatus(order.status);
  const kind = paymentKindOf(order);
  const collectsCash = input.cashCollected === true;
  const rule = findTransition(from, input.to, 'admin', kind, collectsCash);
  if (!rule) throw transitionNotAllowed(from, input.to);
  const by = { id: admin.id, email: admin.email };
  const at = nowIso();

  if (from === ORDER_STATUS.unpaid && input.to === ORDER_STATUS.cancelled) {
    const closed = await db
      .transaction()
      .execute((trx) =>
        closeUnpaidOrder(trx, order.id, ORDER_STATUS.cancelled, at, { actor: 'admin', by }, input.note),
      );
    if (!closed) throw await stateMovedOn(db, order.id, input.to);
    catalogChanged(db, 'details');
    if (closed.closedPayments > 0) deps.paymentClosed();
    return orderNow(db, order.id);
  }

  // The money goes back first: what partial refunds left of the order (decision 213).
  const refund = rule.refund
    ? await refundRestOfOrder(db, deps.providerFor(order.paymentMethod), order, by, [from])
    : undefined;
  const restock = rule.refund ? restocks(from, input.restock) : rule.restock === true;
  const changed = await db.transaction().execute(async (trx) => {
    // Confirming a cash-on-delivery order whose short hold lapsed takes its pieces again (decision 212).
    if (
      from === ORDER_STATUS.unpaid &&
      (await lockOrder(trx, order.id)) &&
      !(await takeStockForPayment(trx, order.id))
    ) {
      throw conflict(messageRef('payments', 'PAYMENT_TEXT', 'holdLapsedSoldOutDesk'));
    }
    const moved = await applyTransition(trx, {
      orderId: order.id,
      from,
      to: input.to,
      actor: 'admin',
      by,
      at,
      kind,
      note: input.note ?? null,
      // The cash is the payment: its own transaction id, the time, `cod`, and the invoice number.
      ...(rule.collectsCash
        ? { collectsCash: true, transactionId: cashTransactionId(order.id), paymentMethod: COD_METHOD }
        : {}),
      ...(input.to === ORDER_STATUS.shipped && input.carrier && input.trackingNumber
        ? {
            carrier: input.carrier,
            trackingNumber: input.trackingNumber,
            trackingUrl: trackingUrlFor(deps.trackingUrls, input.carrier, input.trackingNumber),
          }
        : {}),
      ...(refund ? { refundId: refund.id } : {}),
    });
    if (moved && restock) await returnOrderStock(trx, order.id);
    return moved;
  });
  if (!changed) throw await stateMovedOn(db, order.id, input.to);
  catalogChanged(db, 'details');
  return orderNow(db, order.id);
}

/** The transaction id of a cash-on-delivery order's cash: one per order. */
export const cashTransactionId = (orderId: string): string => `COD-${orderId}`;

/** Another change won the race: 409 with the state it left. */
async function stateMovedOn(db: DB, id: string, to: OrderStatus): Promise<AppError> {
  const now = await findOrderById(db, id);
  if (!now) return notFound(API_ERROR.orderNotFound);
  return transitionNotAllowed(toOrderStatus(now.status), to);
}

async function orderNow(db: DB, id: string): Promise<Order> {
  const row = await findOrderById(db, id);
  if (!row) throw notFound(API_ERROR.orderNotFound);
  return orderDtoOf(db, row);
}

/**
 * GET /orders/{id}/refund (admin): the order's refund as its provider reports it now (SSLCommerz's
 * refund query; the sandbox's own records). 404 when the order has no refund or the provider cannot say.
 */
export async function getRefundState(
  db: DB,
  deps: Pick<LifecycleDeps, 'providerFor'>,
  id: string,
): Promise<RefundState> {
  const order = isId(id) ? await findOrderById(db, id) : undefined;
  if (!order) throw notFound(API_ERROR.orderNotFound);
  if (!order.refundId) throw noRefund();
  const provider = deps.providerFor(order.paymentMethod);
  if (!provider?.retrieveRefund) throw notFound(messageRef('payments', 'PAYMENT_TEXT', 'refundQueryUnsupported'));
  const retrieve = provider.retrieveRefund.bind(provider);
  let refund: ProviderRefund | null;
  try {
    refund = await retrieve(order.refundId);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw providerUnavailable();
    throw error;
  }
  if (!refund) throw noRefund();
  return { refundId: refund.id, provider: provider.name, status: refund.status };
}

/** GET /orders/{id}/events: the order's timeline, oldest first, for its owner or an admin. */
export async function getOrderEvents(db: DB, user: AuthUser, id: string): Promise<OrderEvent[]> {
  const order = isId(id) ? await findOrderById(db, id) : undefined;
  if (!order) throw notFound(API_ERROR.orderNotFound);
  if (order.userId !== user.id && user.role !== 'admin') throw forbidden();
  return (await listOrderEvents(db, order.id)).map((e) => ({
    id: e.id,
    orderId: e.orderId,
    from: e.fromStatus === null ? null : toOrderStatus(e.fromStatus),
    to: toOrderStatus(e.toStatus),
    by: e.actorEmail,
    at: e.at,
    note: e.note,
    carrier: e.carrier,
    trackingNumber: e.trackingNumber,
    refundId: e.refundId,
  }));
}
