// Courier contract: booking parcels, their tracking state, and the cash couriers collect and pay out. Amounts in taka.
import { z } from 'zod';

/** `sandbox`: the store's built-in courier for a start without keys (every parcel is delivered minutes later). */
export const COURIERS = ['sandbox', 'steadfast'] as const;
export type CourierName = (typeof COURIERS)[number];

/** Our parcel states; `courierStatus` keeps the courier's own word. */
export const PARCEL_STATUSES = [
  'booked',
  'in_transit',
  'on_hold',
  'delivered',
  'partly_delivered',
  'returned',
] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/** After these the courier reports nothing that changes the order. */
export const FINAL_PARCEL_STATUSES: readonly ParcelStatus[] = ['delivered', 'partly_delivered', 'returned'];

/** At most this many orders in one booking. */
export const MAX_BOOKING_ORDERS = 50;

export const CourierParcelSchema = z.object({
  courier: z.enum(COURIERS),
  /** `Steadfast`, `Sandbox courier`: the carrier on the order. */
  courierName: z.string(),
  consignmentId: z.string(),
  trackingCode: z.string(),
  trackingUrl: z.string().nullable(),
  status: z.enum(PARCEL_STATUSES),
  /** The courier's status word, as reported (`in_review`, `delivered_approval_pending`…). */
  courierStatus: z.string(),
  /** Cash to collect on delivery (0 for an order paid online). */
  codAmount: z.number(),
  /** Cash the courier reported collected; null before delivery. */
  collectedAmount: z.number().nullable(),
  /** The collected cash differs from the order's total. */
  amountMismatch: z.boolean(),
  bookedAt: z.string(),
  updatedAt: z.string(),
});
export type CourierParcel = z.infer<typeof CourierParcelSchema>;

/** An order named twice counts once. */
const orderIdsSchema = z.array(z.string().trim().min(1).max(100)).min(1);

/** POST /api/admin/courier/bookings (admin). */
export const CourierBookingInputSchema = z.object({ orderIds: orderIdsSchema.max(MAX_BOOKING_ORDERS) });
export type CourierBookingInput = z.infer<typeof CourierBookingInputSchema>;

/**
 * Codes of a refused booking: `courier_refused` (the courier's reason in message), `courier_unavailable`,
 * `booking_in_progress` (another booking of the order runs), `not_bookable` (state or payment), `not_found`.
 */
export const BOOKING_FAILURE_CODES = [
  'courier_refused',
  'courier_unavailable',
  'booking_in_progress',
  'not_bookable',
  'not_found',
] as const;

export const CourierBookingResultSchema = z.discriminatedUnion('ok', [
  z.object({ orderId: z.string(), ok: z.literal(true), parcel: CourierParcelSchema }),
  z.object({ orderId: z.string(), ok: z.literal(false), code: z.string(), message: z.string() }),
]);
export type CourierBookingResult = z.infer<typeof CourierBookingResultSchema>;

export const CourierBookingsSchema = z.object({ results: z.array(CourierBookingResultSchema) });
export type CourierBookings = z.infer<typeof CourierBookingsSchema>;

/** GET /api/admin/courier/cash (admin): cash on delivery collected by couriers and not paid out to the store. */
export const CourierCashSchema = z.object({
  couriers: z.array(
    z.object({
      courier: z.enum(COURIERS),
      courierName: z.string(),
      unpaidTotal: z.number(),
      orders: z.array(
        z.object({
          orderId: z.string(),
          /** The order's short reference, as the desk shows it. */
          ref: z.string(),
          deliveredAt: z.string().nullable(),
          total: z.number(),
          collectedAmount: z.number(),
          amountMismatch: z.boolean(),
        }),
      ),
    }),
  ),
});
export type CourierCash = z.infer<typeof CourierCashSchema>;

/** POST /api/admin/courier/payouts (admin): a payout received from a courier for these orders. */
export const CourierPayoutInputSchema = z.object({
  courier: z.enum(COURIERS),
  paidOn: z.iso.date(),
  reference: z.string().trim().min(1).max(100),
  orderIds: orderIdsSchema.max(1000),
});
export type CourierPayoutInput = z.infer<typeof CourierPayoutInputSchema>;

export const CourierPayoutSchema = z.object({
  id: z.string(),
  courier: z.enum(COURIERS),
  paidOn: z.string(),
  reference: z.string(),
  /** The cash collected on its orders. */
  amount: z.number(),
  orderIds: z.array(z.string()),
});
export type CourierPayout = z.infer<typeof CourierPayoutSchema>;

export const CourierPayoutCreatedSchema = z.object({ payout: CourierPayoutSchema });

/** GET /api/admin/courier/payouts (admin), newest first. */
export const CourierPayoutListSchema = z.object({ payouts: z.array(CourierPayoutSchema) });
export type CourierPayoutList = z.infer<typeof CourierPayoutListSchema>;

/** Steadfast's webhook body: only these are read. */
export const SteadfastWebhookSchema = z
  .object({
    notification_type: z.enum(['delivery_status', 'tracking_update']),
    consignment_id: z.union([z.number(), z.string().min(1).max(100)]),
    invoice: z.string().max(100).optional(),
    cod_amount: z.number().nonnegative().optional(),
    status: z.string().max(60).optional(),
    delivery_charge: z.number().nonnegative().optional(),
    tracking_message: z.string().max(1000).optional(),
    updated_at: z.string().min(1).max(60),
  })
  .loose();
export type SteadfastWebhook = z.infer<typeof SteadfastWebhookSchema>;

export const CourierWebhookResultSchema = z.object({ status: z.literal('success'), message: z.string() });
