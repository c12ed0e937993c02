// An order as its emails show it, built the same way from the order read back and from placement's snapshot.
import type { Selectable } from 'kysely';
import { nameWithVariant, OrderDeliveryAddressSchema } from '@store/shared/schemas';
import type { OrderTable } from '../../db/schema.ts';
import type { OrderMailData } from './mail-types.ts';
import { addressPartsOf } from './order-delivery-text.ts';

/** An order's row, lines and discounts as the order's emails and placement's snapshot both give them. */
export interface OrderForMail {
  order: Pick<
    Selectable<OrderTable>,
    | 'id'
    | 'subtotal'
    | 'shipping'
    | 'total'
    | 'address'
    | 'phone'
    | 'email'
    | 'expiresAt'
    | 'createdAt'
    | 'deliveryAddress'
    | 'shippingZone'
    | 'weightGrams'
  >;
  lines: readonly {
    productName: string;
    variantTitle: string | null;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
  }[];
  discounts: readonly { name: string; code: string | null; amount: number }[];
}

/** An order as its emails show it. */
export function orderMailData({ order: o, lines, discounts }: OrderForMail): OrderMailData {
  return {
    id: o.id,
    ref: o.id.slice(0, 8).toUpperCase(),
    lines: lines.map(({ productName, variantTitle, quantity, unitPrice, lineTotal }) => ({
      name: nameWithVariant(productName, variantTitle),
      quantity,
      unitPrice,
      lineTotal,
    })),
    subtotal: o.subtotal,
    shipping: o.shipping,
    discounts: discounts.map(({ name, code, amount }) => ({ name, code, amount })),
    total: o.total,
    address: o.address,
    phone: o.phone,
    email: o.email,
    expiresAt: o.expiresAt ?? o.createdAt,
    delivery: o.deliveryAddress
      ? addressPartsOf(OrderDeliveryAddressSchema.parse(JSON.parse(o.deliveryAddress)))
      : null,
    shippingZone: o.shippingZone,
    weightGrams: Number(o.weightGrams),
  };
}
