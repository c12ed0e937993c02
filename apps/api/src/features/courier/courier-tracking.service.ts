// A courier's report (webhook or poll) applied to the parcel and its order: once per report key, never
// backwards, every change on the order's timeline. The order moves only through the transition service
// (actor `system`), so the buyer's mail and text follow by its target state.
import { COD_METHOD, paymentKindOf } from '@store/shared/order-flow';
import { formatTaka, poishaToTaka } from '@store/shared/money';
import type { ParcelStatus } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import {
  applyTransition,
  findOrderById,
  insertOrderEvent,
  lockOrder,
  ORDER_STATUS,
  orderStockChanged,
  returnOrderStock,
  toOrderStatus,
} from '../orders/index.ts';
import { COURIER_NAMES, toCourierName } from './courier-parcel-dto.ts';
import { isFinalParcelStatus, mayFollow, parcelStatusOf } from './courier-status.ts';
import { findParcel, type ParcelRow, recordEvent, updateParcelIf } from './courier.repository.ts';

export interface CourierReport {
  /** Unique per report at this courier: a replay of it changes nothing. */
  eventKey: string;
  courierStatus?: string | undefined;
  /** Poisha the courier says it collected. */
  collectedAmount?: number | null | undefined;
  deliveryCharge?: number | null | undefined;
  /** The courier's words for the timeline (a tracking update). */
  message?: string | undefined;
  /** The courier's time of the report. */
  reportedAt: string;
}

export type ReportOutcome = 'applied' | 'replayed' | 'ignored';

const isDelivery = (s: ParcelStatus) => s === 'delivered' || s === 'partly_delivered';

/** Cash on delivery's cash: what the courier reported, else what it was asked to collect. */
const collectedOf = (parcel: ParcelRow, report: CourierReport) =>
  parcel.codAmount > 0 ? (report.collectedAmount ?? parcel.codAmount) : null;

function noteOf(courier: string, courierStatus: string, message: string | undefined, cash: number | null): string {
  const parts = [`${courier}: ${courierStatus}`];
  if (cash !== null) parts.push(`cash collected ${formatTaka(poishaToTaka(cash))}`);
  if (message) parts.push(message);
  return parts.join('; ').slice(0, 1000);
}

/** Moves the order for a parcel newly delivered or returned; other reports go on the timeline only. */
async function moveOrder(trx: DB, parcel: ParcelRow, next: ParcelStatus | null, note: string, cash: number | null) {
  const order = await findOrderById(trx, parcel.orderId);
  if (!order) return { restocked: false };
  const from = toOrderStatus(order.status);
  const kind = paymentKindOf(order);
  const at = nowIso();
  const base = { orderId: order.id, from, actor: 'system' as const, by: null, at, kind, note };
  if (from === ORDER_STATUS.shipped && next !== null && isDelivery(next)) {
    const cod = kind === 'cod_due';
    await applyTransition(trx, {
      ...base,
      to: ORDER_STATUS.delivered,
      // The collected cash is the payment, as when the admin records it (its amount is on the parcel).
      ...(cod && cash !== null
        ? { collectsCash: true, transactionId: `COD-${order.id}`, paymentMethod: COD_METHOD }
        : {}),
    });
    return { restocked: false };
  }
  if (from === ORDER_STATUS.shipped && next === 'returned') {
    const moved = await applyTransition(trx, { ...base, to: ORDER_STATUS.returned });
    if (moved) await returnOrderStock(trx, order.id);
    return { restocked: moved };
  }
  await insertOrderEvent(trx, {
    orderId: order.id,
    fromStatus: from,
    toStatus: from,
    actorUserId: null,
    actorEmail: null,
    at,
    note,
    carrier: null,
    trackingNumber: null,
    refundId: null,
  });
  return { restocked: false };
}

/** Applies one report to the order's parcel, in one transaction under the order's row lock. */
export async function applyCourierReport(db: DB, orderId: string, report: CourierReport): Promise<ReportOutcome> {
  const result = await db.transaction().execute(async (trx) => {
    await lockOrder(trx, orderId);
    const parcel = await findParcel(trx, orderId);
    if (!parcel?.consignmentId) return { outcome: 'ignored' as const, restocked: false };
    if (!(await recordEvent(trx, { courier: parcel.courier, eventKey: report.eventKey, orderId, at: nowIso() }))) {
      return { outcome: 'replayed' as const, restocked: false };
    }
    const courierName = COURIER_NAMES[toCourierName(parcel.courier)];
    const current = parcel.status as ParcelStatus;
    const next = report.courierStatus === undefined ? current : parcelStatusOf(report.courierStatus);
    const courierStatus = report.courierStatus ?? parcel.courierStatus ?? '';
    if (next === null || !mayFollow(current, next)) return { outcome: 'ignored' as const, restocked: false };
    // Between the open states (booked, in transit, on hold) the later report wins.
    const toOpenState = next !== current && !isFinalParcelStatus(next);
    if (toOpenState && parcel.lastEventAt !== null && report.reportedAt < parcel.lastEventAt) {
      return { outcome: 'ignored' as const, restocked: false };
    }
    const sameState = next === current && courierStatus === parcel.courierStatus;
    if (sameState && !report.message) return { outcome: 'ignored' as const, restocked: false };
    const delivered = isDelivery(next) && !isDelivery(current);
    const cash = delivered ? collectedOf(parcel, report) : null;
    const changed = await updateParcelIf(trx, orderId, parcel.status, {
      status: next,
      courierStatus,
      at: nowIso(),
      lastEventAt: report.reportedAt,
      ...(delivered ? { collectedAmount: cash, deliveredAt: nowIso() } : {}),
      ...(report.deliveryCharge != null ? { deliveryCharge: report.deliveryCharge } : {}),
    });
    if (!changed) return { outcome: 'ignored' as const, restocked: false };
    const note = noteOf(courierName, courierStatus, report.message, cash);
    const moved = await moveOrder(trx, parcel, next === current ? null : next, note, cash);
    return { outcome: 'applied' as const, restocked: moved.restocked };
  });
  if (result.restocked) await orderStockChanged(db, orderId);
  return result.outcome;
}
