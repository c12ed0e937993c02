// The order page a tracking link opens (GET /api/track/{key}): the link in the buyer's SMS is the only
// credential, so the answer leaves out everything personal (docs/features/phone-buyers.md).
import { orderSmsRef } from '@store/shared/sms/order-sms';
import type { CourierParcel, TrackedOrder } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { API_ERROR } from '@store/shared/messages';
import { toOrderStatus } from './order-states.ts';
import { findOrderIdByTrackKey, listOrderEvents } from './orders.repository.ts';
import { orderDtoOf } from './orders.service.ts';

export async function getTrackedOrder(
  db: DB,
  key: string,
  parcelOf?: (db: DB, orderId: string) => Promise<CourierParcel | null>,
): Promise<TrackedOrder> {
  const id = await findOrderIdByTrackKey(db, key);
  // An unknown key and a malformed one look the same: nothing says whether an order exists.
  if (!id) throw notFound(API_ERROR.orderNotFound);
  const order = await orderDtoOf(db, id);
  const events = await listOrderEvents(db, id);
  return {
    _id: order._id,
    ref: orderSmsRef(order._id),
    productname: order.productname,
    status: order.status,
    createdAt: order.createdAt,
    paid: order.paid,
    lines: order.lines,
    subtotal: order.subtotal,
    shipping: order.shipping,
    total: order.total,
    expiresAt: order.expiresAt,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    paymentMethod: order.paymentMethod,
    paymentFee: order.paymentFee,
    cashToCollect: order.cashToCollect,
    shippingZone: order.shippingZone,
    parcel: parcelOf ? await parcelOf(db, id) : null,
    events: events.map((e) => ({ status: toOrderStatus(e.toStatus), at: e.at })),
  };
}
