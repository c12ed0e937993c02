// An order as staff read it: whole, or without what it cost for a role without `amounts` (a packer; decision 240).
import { z } from 'zod';
import { type Order, OrderLineSchema, OrderSchema } from './orders.ts';

/**
 * What an order costs and how it was paid: left out of the admin order reads for a role without `amounts`
 * (a packer). `cashToCollect` stays (the courier is handed the cash to collect with the parcel), and so do the
 * payment's state (`paid`, `paidAt`, `paymentMethod`): the order desk's steps depend on them.
 */
export const ORDER_AMOUNT_KEYS = [
  'price',
  'unitPrice',
  'subtotal',
  'shipping',
  'total',
  'discount',
  'discounts',
  'paymentFee',
  'transactionId',
  'paymentProvider',
  'cardBrand',
  'cardLast4',
  'invoiceNumber',
  'refundId',
  'codAdvance',
  'codAdvanceReason',
  'codAdvancePaidAt',
  'codAdvanceRefundedAt',
] as const satisfies readonly (keyof Order)[];
/** An order line's own amounts, left out with the order's. */
export const ORDER_LINE_AMOUNT_KEYS = ['unitPrice', 'lineTotal'] as const;

const omitKeys = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, true])) as Record<K, true>;
/** An order as a role without `amounts` reads it: no prices, totals, payments or refunds. */
export const OrderWithoutAmountsSchema = OrderSchema.omit(omitKeys(ORDER_AMOUNT_KEYS)).extend({
  lines: z.array(OrderLineSchema.omit(omitKeys(ORDER_LINE_AMOUNT_KEYS))),
});
export type OrderWithoutAmounts = z.infer<typeof OrderWithoutAmountsSchema>;
/** An admin order read: the whole order, or without its amounts (the caller's role decides). */
export const StaffOrderSchema = z.union([OrderSchema, OrderWithoutAmountsSchema]);
export type StaffOrder = z.infer<typeof StaffOrderSchema>;
export const StaffOrderListSchema = z.array(StaffOrderSchema);
/** Whether the read order carries its amounts (the caller's role holds `amounts`, or it is their own order). */
export const hasAmounts = (order: StaffOrder): order is Order => 'total' in order;
