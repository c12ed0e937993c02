// Booking parcels from the order desk: one parcel per order, never two. The parcel row is the claim made
// before the courier is asked (a second booking of the order sees it: booking_in_progress); a refusal or
// an outage removes it; a lost answer is found again by our invoice (the order id) at the courier.
import { messageRef } from '@store/shared/i18n/catalogue';
import { areaById, districtById } from '@store/shared/geo';
import { paymentKindOf } from '@store/shared/order-flow';
import { type CourierBookingResult, OrderDeliveryAddressSchema, nameWithVariant } from '@store/shared/schemas';
import { normaliseBdMobile } from '@store/shared/schemas/phone';
import type { DB } from '../../db/database.ts';
import { isId, nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../accounts/index.ts';
import {
  applyTransition,
  findOrderById,
  listOrderExtras,
  listOrderLines,
  lockOrder,
  codCashOf,
  ORDER_STATUS,
  type OrderRow,
  toOrderStatus,
} from '../orders/index.ts';
import {
  type BookedParcel,
  type CourierProvider,
  CourierRefusedError,
  CourierUnavailableError,
  type ParcelRequest,
} from './courier-provider.ts';
import { toParcelDto } from './courier-parcel-dto.ts';
import { parcelStatusOf } from './courier-status.ts';
import {
  BOOKING,
  claimBooking,
  completeBooking,
  dropClaim,
  findParcel,
  takeOverStaleClaim,
} from './courier.repository.ts';

const text = (key: string, values?: Record<string, string | number>) =>
  messageRef('order-desk', 'COURIER_TEXT', key, values);

/** A claim older than this was left by a booking that stopped (a crash): longer than any courier call. */
const STALE_CLAIM_MS = 5 * 60_000;
const ADDRESS_MAX = 250;
const DESCRIPTION_MAX = 500;

type Failure = Extract<CourierBookingResult, { ok: false }>;
const fail = (orderId: string, code: string, message: string): Failure => ({ orderId, ok: false, code, message });

/** Paid online and not shipped, or cash on delivery confirmed for dispatch. */
function isBookable(order: OrderRow): boolean {
  const kind = paymentKindOf(order);
  if (kind === 'online') return order.status === ORDER_STATUS.paid || order.status === ORDER_STATUS.processing;
  return kind === 'cod_due' && order.status === ORDER_STATUS.processing;
}

/** 01XXXXXXXXX, as couriers in Bangladesh take a mobile number; null for anything else. */
function courierPhone(phone: string): string | null {
  const e164 = normaliseBdMobile(phone);
  return e164 ? `0${e164.slice(4)}` : null;
}

/** Street, area, district (with postcode), landmark: what a rider reads. */
function addressLineOf(order: OrderRow): { name: string | null; phone: string; address: string } {
  if (!order.deliveryAddress) return { name: null, phone: order.phone, address: order.address };
  const a = OrderDeliveryAddressSchema.parse(JSON.parse(order.deliveryAddress));
  const district = districtById(a.districtId)?.en ?? '';
  const parts = [
    a.street,
    areaById(a.areaId)?.en ?? '',
    a.postcode ? `${district}-${a.postcode}` : district,
    a.landmark ? `Landmark: ${a.landmark}` : '',
  ];
  return { name: a.recipientName, phone: a.phone, address: parts.filter((p) => p.trim() !== '').join(', ') };
}

async function parcelRequestOf(db: DB, order: OrderRow): Promise<ParcelRequest | string> {
  const where = addressLineOf(order);
  const phone = courierPhone(where.phone);
  if (!phone) return text('phoneNotMobile');
  const lines = await listOrderLines(db, order.id);
  const buyerName = (await listOrderExtras(db, [order.id])).get(order.id)?.buyerName;
  const items = lines.map((l) => `${nameWithVariant(l.productName, l.variantTitle)} × ${l.quantity}`).join('; ');
  const kg = order.weightGrams > 0 ? `Weight ${(order.weightGrams / 1000).toFixed(2)} kg. ` : '';
  return {
    invoice: order.id,
    recipientName: (where.name ?? buyerName ?? order.email).slice(0, 100),
    recipientPhone: phone,
    recipientAddress: where.address.replace(/\s+/g, ' ').trim().slice(0, ADDRESS_MAX),
    codAmount: paymentKindOf(order) === 'cod_due' ? codCashOf(order) : 0,
    note: `${kg}Order ${order.id.slice(0, 8).toUpperCase()}`,
    itemDescription: items.slice(0, DESCRIPTION_MAX),
  };
}

/** Asks the courier; a refusal may be our own earlier booking whose answer was lost: it is looked up. */
async function askCourier(provider: CourierProvider, request: ParcelRequest): Promise<BookedParcel> {
  try {
    return await provider.bookParcel(request);
  } catch (error) {
    if (!(error instanceof CourierRefusedError)) throw error;
    const earlier = await provider.findByInvoice(request.invoice).catch(() => null);
    if (earlier) return earlier;
    throw error;
  }
}

/** Stores the parcel and moves the order through processing to shipped with the courier's tracking code. */
async function recordBooking(
  db: DB,
  provider: CourierProvider,
  admin: AuthUser,
  orderId: string,
  booked: BookedParcel,
): Promise<boolean> {
  const at = nowIso();
  return db.transaction().execute(async (trx) => {
    await lockOrder(trx, orderId);
    await completeBooking(trx, orderId, {
      ...booked,
      status: parcelStatusOf(booked.courierStatus) ?? 'booked',
      at,
    });
    const order = await findOrderById(trx, orderId);
    if (!order) return false;
    // The role makes the steps audited, as the order desk's own (order-transitions.service.ts).
    const by = { id: admin.id, email: admin.email, role: admin.role };
    const kind = paymentKindOf(order);
    let from = toOrderStatus(order.status);
    if (from === ORDER_STATUS.paid) {
      await applyTransition(trx, { orderId, from, to: ORDER_STATUS.processing, actor: 'admin', by, at, kind });
      from = ORDER_STATUS.processing;
    }
    if (from !== ORDER_STATUS.processing) return false;
    return applyTransition(trx, {
      orderId,
      from,
      to: ORDER_STATUS.shipped,
      actor: 'admin',
      by,
      at,
      kind,
      note: `${provider.displayName} consignment ${booked.consignmentId}`,
      carrier: provider.displayName,
      trackingNumber: booked.trackingCode,
      trackingUrl: provider.trackingUrl(booked.trackingCode),
    });
  });
}

async function bookOne(db: DB, provider: CourierProvider, admin: AuthUser, orderId: string) {
  const order = isId(orderId) ? await findOrderById(db, orderId) : undefined;
  if (!order) return fail(orderId, 'not_found', text('orderNotFound'));
  const existing = await findParcel(db, orderId);
  const booked = existing && toParcelDto(existing);
  if (booked) return { orderId, ok: true as const, parcel: booked };
  const at = nowIso();
  let claimed = false;
  if (existing?.status === BOOKING) {
    const staleBefore = new Date(Date.now() - STALE_CLAIM_MS).toISOString();
    claimed = await takeOverStaleClaim(db, orderId, staleBefore, at);
    if (!claimed) return fail(orderId, 'booking_in_progress', text('bookingInProgress'));
  }
  if (!isBookable(order)) return fail(orderId, 'not_bookable', text('notBookable', { status: order.status }));
  const request = await parcelRequestOf(db, order);
  if (typeof request === 'string') {
    if (claimed) await dropClaim(db, orderId);
    return fail(orderId, 'not_bookable', request);
  }
  if (!claimed && !(await claimBooking(db, { orderId, courier: provider.name, codAmount: request.codAmount, at }))) {
    return fail(orderId, 'booking_in_progress', text('bookingInProgress'));
  }
  let parcel: BookedParcel;
  try {
    parcel = await askCourier(provider, request);
  } catch (error) {
    await dropClaim(db, orderId);
    if (error instanceof CourierRefusedError) return fail(orderId, 'courier_refused', error.message);
    if (error instanceof CourierUnavailableError)
      return fail(orderId, 'courier_unavailable', text('courierUnavailable'));
    throw error;
  }
  const shipped = await recordBooking(db, provider, admin, orderId, parcel);
  if (!shipped) return fail(orderId, 'not_bookable', text('orderMovedOn', { consignment: parcel.consignmentId }));
  const row = await findParcel(db, orderId);
  const dto = row && toParcelDto(row);
  if (!dto) throw new Error(`parcel of ${orderId} not recorded`);
  return { orderId, ok: true as const, parcel: dto };
}

/** POST /admin/courier/bookings: each order in turn (an order named twice, once). */
export async function bookParcels(
  db: DB,
  provider: CourierProvider,
  admin: AuthUser,
  orderIds: string[],
): Promise<CourierBookingResult[]> {
  const results: CourierBookingResult[] = [];
  for (const orderId of new Set(orderIds)) results.push(await bookOne(db, provider, admin, orderId));
  return results;
}
