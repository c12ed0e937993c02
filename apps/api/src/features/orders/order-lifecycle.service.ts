// The order desk's state changes after payment and every order's timeline (docs/decisions/090-order-desk.md).
import { messageRef } from '@store/shared/i18n/catalogue';
import { poishaToTaka } from '@store/shared/money';
import { COD_METHOD, findTransition, paymentKindOf } from '@store/shared/order-flow';
import { transitionPermission } from '@store/shared/staff-roles';
import type { Order, OrderEvent, OrderTransitionInput, RefundState } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { assertPermission } from '../../lib/staff-permissions.ts';
import { nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/index.ts';
import type { PaymentProvider } from '../../lib/payment-provider.ts';
import { ORDER_STATUS, type OrderStatus, toOrderStatus } from './order-states.ts';
import { applyTransition, restocks, returnOrderStock } from './order-transitions.service.ts';
import { releasePromotionUses } from '../promotions/index.ts';
import { orderStockChanged, takeStockForPayment } from './order-hold.service.ts';
import { listOrderEvents, lockOrder } from './orders.repository.ts';
import { closeUnpaidOrder, isCodAdvanceDue, loadOrder, orderDtoOf } from './orders.service.ts';
import { askProvider, refundRestOfOrder } from './order-refunds.service.ts';
import { eventWithoutAmounts, seesAmounts } from './order-amounts.ts';

/** `providerFor`: the provider that took a payment recorded with this payment_method (null: cash, or none). */
type ProviderFor = { providerFor: (paymentMethod: string | null) => PaymentProvider | null };

const transitionNotAllowed = (current: OrderStatus, to: OrderStatus) =>
  new AppError(
    'TRANSITION_NOT_ALLOWED',
    409,
    messageRef('order-desk', 'ORDER_DESK_TEXT', 'transitionNotAllowed', { from: current, to }),
    undefined,
    current,
  );

const noRefund = () => notFound(messageRef('order-desk', 'ORDER_DESK_TEXT', 'noRefund'));

/** The carrier's tracking page for this number, when CARRIER_TRACKING_URLS knows the carrier. */
function trackingUrlFor(urls: Readonly<Record<string, string>>, carrier: string, trackingNumber: string) {
  const template = urls[carrier.trim().toLowerCase()];
  return template ? template.replaceAll('{tracking}', encodeURIComponent(trackingNumber)) : null;
}

/** POST /orders/{id}/transitions (staff, with the step's permission); a refund asks the provider first, and nothing changes if it fails (502). */
export async function transitionOrder(
  db: DB,
  deps: ProviderFor & { trackingUrls: Readonly<Record<string, string>> },
  admin: AuthUser,
  id: string,
  input: OrderTransitionInput,
): Promise<Order> {
  const order = await loadOrder(db, id);
  const from = toOrderStatus(order.status);
  const kind = paymentKindOf(order);
  const collectsCash = input.cashCollected === true;
  const rule = findTransition(from, input.to, 'admin', kind, collectsCash);
  if (!rule) throw transitionNotAllowed(from, input.to);
  // Each step needs its own permission: a packer ships, only a role with `refunds` gives money back.
  assertPermission(admin, transitionPermission(rule));
  // Rule (b) of the COD rules: the delivery fee is paid online before the order is confirmed (decision 225).
  if (from === ORDER_STATUS.unpaid && input.to === ORDER_STATUS.processing && isCodAdvanceDue(order)) {
    throw conflict(
      messageRef('cod-trust', 'COD_ADVANCE_TEXT', 'confirmBeforeAdvance', { advance: poishaToTaka(order.codAdvance) }),
    );
  }
  const by = { id: admin.id, email: admin.email, role: admin.role };
  const at = nowIso();

  if (from === ORDER_STATUS.unpaid && input.to === ORDER_STATUS.cancelled) {
    const closer = { actor: 'admin', by, note: input.note } as const;
    if (!(await closeUnpaidOrder(db, order.id, ORDER_STATUS.cancelled, at, closer))) {
      throw await stateMovedOn(db, order.id, input.to);
    }
    return orderDtoOf(db, order.id);
  }

  // The money goes back first: what partial refunds left of the order (decision 213).
  const refundId = rule.refund
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
      ...(rule.collectsCash ? { collectsCash: true, transactionId: `COD-${order.id}`, paymentMethod: COD_METHOD } : {}),
      ...(input.to === ORDER_STATUS.shipped && input.carrier && input.trackingNumber
        ? {
            carrier: input.carrier,
            trackingNumber: input.trackingNumber,
            trackingUrl: trackingUrlFor(deps.trackingUrls, input.carrier, input.trackingNumber),
          }
        : {}),
      ...(refundId ? { refundId } : {}),
    });
    if (moved && restock) await returnOrderStock(trx, order.id);
    // A cancelled order gives its promotions' uses back (a refund alone does not).
    if (moved && input.to === ORDER_STATUS.cancelled) await releasePromotionUses(trx, order.id, at);
    return moved;
  });
  if (!changed) throw await stateMovedOn(db, order.id, input.to);
  await orderStockChanged(db, order.id);
  return orderDtoOf(db, order.id);
}

/** Another change won the race: 409 with the state it left. */
const stateMovedOn = async (db: DB, id: string, to: OrderStatus) =>
  transitionNotAllowed(toOrderStatus((await loadOrder(db, id)).status), to);

/** GET /orders/{id}/refund (admin): the order's refund as its provider reports it now; 404 when it cannot say. */
export async function getRefundState(db: DB, deps: ProviderFor, id: string): Promise<RefundState> {
  const { refundId, paymentMethod } = await loadOrder(db, id);
  if (!refundId) throw noRefund();
  const provider = deps.providerFor(paymentMethod);
  if (!provider?.retrieveRefund) throw notFound(messageRef('payments', 'PAYMENT_TEXT', 'refundQueryUnsupported'));
  const retrieve = provider.retrieveRefund.bind(provider);
  const refund = await askProvider(() => retrieve(refundId));
  if (!refund) throw noRefund();
  return { refundId: refund.id, provider: provider.name, status: refund.status };
}

/** GET /orders/{id}/events: the order's timeline, oldest first, for its owner or an admin. */
export async function getOrderEvents(db: DB, user: AuthUser, id: string): Promise<OrderEvent[]> {
  const order = await loadOrder(db, id, user);
  const events = (await listOrderEvents(db, order.id)).map((e) => ({
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
  return seesAmounts(user, order.userId) ? events : events.map(eventWithoutAmounts);
}
