import { z } from 'zod';

/** An order as the API returns it. `price` is the order's total in taka (unit price × quantity). */
export const OrderSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  productname: z.string(),
  email: z.string(),
  orderQuanty: z.number().int(),
  /** Total in taka. */
  price: z.number(),
  /** Unit price in taka, from the catalog when the order was placed. */
  unitPrice: z.number(),
  address: z.string(),
  phone: z.string(),
  /** The spec's optional "any number you remember". */
  orderId: z.string(),
  paid: z.boolean(),
  transactionId: z.string().nullable(),
  status: z.enum(['unpaid', 'paid', 'cancelled', 'refund_due']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = z.array(OrderSchema);
