// The one way an order's state changes after it was placed (docs/decisions/090-order-desk.md).
import { findTransition, type OrderActor, type PaymentKind, restocksByDefault } from '@store/shared/order-flow';
import type { Updateable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { OrderTable } from '../../db/schema.ts';
import { queueOrderMail } from '../mail/index.ts';
import { queueOrderSms, smsChangeOfTransition } from '../sms/index.ts';
import { takeNextDocumentNumber } from './document-numbers.ts';
import { ORDER_STATUS, type OrderStatus, toOrderStatus } from './order-states.ts';
import {
  findOrderById,
  insertOrderEvent,
  listOrderLines,
  lockOrder,
  listRefundsOfOrder,
  returnStock,
  setInvoiceNumberIfNone,
  updateOrderStatusIf,
} from './orders.repository.ts';
import { recordChange } from '../audit/index.ts';

export interface TransitionRequest {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  actor: OrderActor;
  /**
   * The signed-in person behind it; null when the store does it (payment, expiry, a provider's webhook).
   * With a staff role, the audit trail records the step.
   */
  by: { id: string; email: string; role: string } | null;
  at: string;
  note?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
  /** Stored with the order, not in the event. */
  trackingUrl?: string | null;
  /** The provider's refund, for a transition the table marks `refund` (made before this call). */
  refundId?: string | null;
  /** The payment recorded by unpaid → paid or → refund_due, and the provider that took it. */
  transactionId?: string;
  paymentMethod?: string;
  /** The order's payment kind as read before (default `online`): picks the table's rule. */
  kind?: PaymentKind;
  /** The admin records the cash a cash-on-delivery order was paid with (with transactionId). */
  collectsCash?: boolean;
}

/** Thrown for a transition the table does not allow for that actor: a programming error, never the caller's. */
export class TransitionNotInTableError extends Error {}

/** The order's columns a transition sets: its payment, if it records one, and the new state's. */
function columnsFor(request: TransitionRequest, isRefund: boolean): Updateable<OrderTable> {
  const { from, to, at, transactionId, paymentMethod } = request;
  const paid =
    transactionId === undefined
      ? {}
      : { transactionId, paidAt: at, ...(paymentMethod !== undefined && { paymentMethod }) };
  const refunded =
    to === 'refunded' || (isRefund && request.refundId) ? { refundedAt: at, refundId: request.refundId ?? null } : {};
  if (to === 'cancelled' || to === 'expired') return { ...paid, ...refunded, cancelledAt: at };
  if (to === 'delivered' && from !== 'delivered') return { ...paid, deliveredAt: at };
  if (to !== 'shipped') return { ...paid, ...refunded };
  const { carrier = null, trackingNumber = null, trackingUrl = null } = request;
  return { ...paid, shippedAt: at, carrier, trackingNumber, trackingUrl };
}

/** The calendar-year format of invoices given before decision 233 (kept: those numbers never change). */
export const formatInvoiceNumber = (year: number, n: number): string => `INV-${year}-${String(n).padStart(6, '0')}`;

/**
 * Gapless per financial year (`INV-2026-27-000001`), in the payment's transaction after the order row's
 * update (docs/decisions/091-invoice-numbers.md, 233-vat-invoices.md); numbers given before stay as they are.
 */
export async function assignInvoiceNumber(db: DB, orderId: string, at: string): Promise<string> {
  const existing = (await findOrderById(db, orderId))?.invoiceNumber;
  if (existing) return existing;
  const number = await takeNextDocumentNumber(db, 'INV', at);
  await setInvoiceNumberIfNone(db, orderId, number, at);
  return number;
}

/**
 * In the caller's transaction; false when the order was no longer in `from` (nothing changed).
 * NOTE: a refund transition's `to` may be cancelled (paid → cancelled with a refund): its refund id is stored too.
 */
export async function applyTransition(trx: DB, request: TransitionRequest): Promise<boolean> {
  const { orderId, from, to, at, by } = request;
  const kind = request.kind ?? 'online';
  const rule = findTransition(from, to, request.actor, kind, request.collectsCash === true);
  if (!rule) {
    throw new TransitionNotInTableError(
      `order transition ${from} → ${to} by ${request.actor} (${kind}${request.collectsCash ? ', cash' : ''})`,
    );
  }
  if (rule.collectsCash && request.transactionId === undefined) {
    throw new TransitionNotInTableError('cash collected without a transaction id');
  }
  const columns = columnsFor(request, rule.refund === true);
  // A rule for one payment kind holds only while the order is still of that kind (the cash is
  // collected once, even by two admins at once: delivered → delivered is guarded by it).
  const codDue = rule.kinds?.length === 1 && rule.kinds[0] === 'cod_due';
  if (!(await updateOrderStatusIf(trx, orderId, from, to, columns, codDue))) return false;
  await insertOrderEvent(trx, {
    orderId,
    fromStatus: from,
    toStatus: to,
    actorUserId: by?.id ?? null,
    actorEmail: by?.email ?? null,
    at,
    note: request.note ?? null,
    carrier: request.carrier ?? null,
    trackingNumber: request.trackingNumber ?? null,
    refundId: request.refundId ?? null,
  });
  if (request.transactionId !== undefined) await assignInvoiceNumber(trx, orderId, at);
  if (request.actor === 'admin' && by?.role) {
    const { note = null, carrier = null, trackingNumber = null } = request;
    await recordChange(
      trx,
      { ...by, role: by.role },
      {
        kind: to === ORDER_STATUS.cancelled ? 'order.cancel' : 'order.transition',
        objectType: 'order',
        objectId: orderId,
        before: { status: from },
        after: {
          status: to,
          ...(note && { note }),
          ...(carrier && { carrier }),
          ...(trackingNumber && { trackingNumber }),
        },
      },
    );
  }
  // The buyer's message about a desk transition; payment, cancel and expiry write their own.
  if (to === 'shipped' && request.carrier && request.trackingNumber) {
    const { carrier, trackingNumber, trackingUrl = null } = request;
    await queueOrderMail(trx, orderId, { event: 'shipped', carrier, trackingNumber, trackingUrl });
  } else if (to === 'delivered' && from !== 'delivered') {
    await queueOrderMail(trx, orderId, 'delivered');
  } else if (rule.refund && request.refundId) {
    await queueOrderMail(trx, orderId, { event: 'refunded', refundReference: request.refundId });
  }
  // The buyer's SMS, by the target state (a courier's transitions too).
  const smsChange = smsChangeOfTransition(from, to);
  if (smsChange) await queueOrderSms(trx, orderId, smsChange);
  return true;
}

/** Puts every line's pieces back into its variant's stock, but not those a partial refund put back already (decision 213). */
export async function returnOrderStock(trx: DB, orderId: string): Promise<void> {
  const lines = await listOrderLines(trx, orderId);
  const ledger = await listRefundsOfOrder(trx, orderId);
  const restocked = ledger.refunds.filter((r) => r.restock === 1 && r.status === 'succeeded');
  const back = restocked.flatMap((r) => ledger.lines.get(r.id) ?? []);
  const given = (lineNo: number) => back.reduce((n, b) => (b.lineNo === lineNo ? n + b.quantity : n), 0);
  await returnStock(
    trx,
    lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity - given(line.lineNo) })),
  );
}

/** Whether a refund puts the pieces back (not a refund_due order's nor a returned order's: they went back already). */
export const restocks = (from: OrderStatus, asked: boolean | undefined): boolean =>
  from === ORDER_STATUS.refundDue || from === ORDER_STATUS.returned ? false : (asked ?? restocksByDefault(from));

/** A refund made in Stripe's dashboard (charge.refunded): only a full one closes the order. */
export async function recordRefundMadeAtProvider(
  trx: DB,
  orderId: string,
  refund: { amountRefunded: number; refundId: string | null },
  at: string,
): Promise<'refunded' | 'recorded_already' | 'partial' | 'not_refundable' | 'unknown_order'> {
  if (!(await lockOrder(trx, orderId))) return 'unknown_order';
  const order = await findOrderById(trx, orderId);
  if (!order) return 'unknown_order';
  const from = toOrderStatus(order.status);
  // Refunded already, or cancelled with a refund by the order desk (whose own refund Stripe reports too).
  if (from === ORDER_STATUS.refunded || order.refundId !== null) return 'recorded_already';
  if (!findTransition(from, ORDER_STATUS.refunded, 'system')) return 'not_refundable';
  if (refund.amountRefunded < order.total) return 'partial';
  const moved = await applyTransition(trx, {
    orderId,
    from,
    to: ORDER_STATUS.refunded,
    actor: 'system',
    by: null,
    at,
    refundId: refund.refundId,
  });
  if (!moved) return 'recorded_already';
  if (restocks(from, undefined)) await returnOrderStock(trx, orderId);
  return 'refunded';
}
