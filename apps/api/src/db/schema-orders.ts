// Orders, their lines, events and refunds, and the cart. Money columns hold poisha.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamps } from './schema-columns.ts';

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

export interface OrderTable {
  id: string;
  userId: string;
  email: string;
  /** Null once the product is deleted; the order keeps its name and prices. */
  productId: string | null;
  /** The spec's `productname`, copied when the order was placed. */
  productName: string;
  unitPrice: number;
  quantity: number;
  total: number;
  address: string;
  phone: string;
  /** The spec's optional orderId: "any number you remember". */
  orderRef: string;
  status: string;
  transactionId: string | null;
  paidAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  subtotal: Generated<number>;
  /** Shipping charged, in poisha; `total` = subtotal + shipping − discount is what the payment takes. */
  shipping: Generated<number>;
  /** Poisha taken off by promotions (order_discounts holds each; free delivery's is part of it). */
  discount: Generated<number>;
  /** 'online' when a discount was for paying online: cash on delivery is refused for the order. */
  paymentMethodRequired: Generated<string | null>;
  /** JSON of the structured address (DeliveryAddress); null for orders placed with a free-text address. */
  deliveryAddress: NullableText;
  /** The shipping zone's name and the parcel's weight the fee was quoted on. */
  shippingZone: NullableText;
  weightGrams: Generated<number>;
  /** 1 when the zone offered cash on delivery at placement. */
  codOffered: Generated<number>;
  /** While unpaid: when the order expires (ISO text); set at placement. */
  expiresAt: NullableText;
  /** 1 while the order's pieces are out of stock for it; 0 once they went back. */
  stockHeld: Generated<number>;
  /** While unpaid: when its hold on the stock lapses (ISO text); null: it holds until it expires. */
  holdUntil: NullableText;
  carrier: NullableText;
  trackingNumber: NullableText;
  trackingUrl: NullableText;
  refundId: NullableText;
  refundedAt: NullableText;
  shippedAt: NullableText;
  deliveredAt: NullableText;
  /** `INV-2026-000123`, given in the transaction that records the payment. */
  invoiceNumber: NullableText;
  invoiceIssuedAt: NullableText;
  /** The provider that took the payment (sandbox, stripe, sslcommerz) or `cod`. */
  paymentMethod: NullableText;
  /** Poisha the payment method adds to the total: the cash-on-delivery fee. */
  paymentFee: Generated<number>;
  /** The random key that names the order in its tracking link (`/track/{key}`); null for orders placed before links. */
  trackKey: NullableText;
  /** Poisha of the delivery fee a COD order pays online before it is confirmed (0: none asked; migration 230). */
  codAdvance: Generated<number>;
  /** `outsideDhaka`, `firstTime` or `pastRefusal`: the rule that asked for it. */
  codAdvanceReason: NullableText;
  codAdvancePaidAt: NullableText;
  /** The provider that took the advance and its payment id: a refund goes back through them. */
  codAdvanceProvider: NullableText;
  codAdvanceRef: NullableText;
  codAdvanceRefundId: NullableText;
  codAdvanceRefundedAt: NullableText;
  /** The buyer's business as given at checkout, for the VAT invoice (migration 233); null: none. */
  buyerBusinessName: NullableText;
  buyerBin: NullableText;
  buyerBusinessAddress: NullableText;
}

/** One change of an order's state; kept forever. */
export interface OrderEventTable {
  id: string;
  orderId: string;
  fromStatus: string | null;
  toStatus: string;
  /** Null when the store did it (payment, expiry, a refund made at the provider). */
  actorUserId: string | null;
  actorEmail: string | null;
  at: string;
  note: NullableText;
  carrier: NullableText;
  trackingNumber: NullableText;
  refundId: NullableText;
}

/** The sandbox provider's refunds, one per idempotency key (Stripe keeps its own). Amount in poisha. */
export interface SandboxRefundTable {
  id: string;
  paymentRef: string;
  amount: number;
  idempotencyKey: string;
  status: string;
  createdAt: string;
}

/** An SSLCommerz refund, claimed by its idempotency key before the call. */
export interface SslcommerzRefundTable {
  idempotencyKey: string;
  tranId: string;
  amount: number;
  refundRefId: string | null;
  createdAt: string;
}

/** One product of an order; every order has at least one. Money in poisha. */
export interface OrderLineTable {
  orderId: string;
  lineNo: number;
  productId: string | null;
  /** The variant ordered (it may since have been removed); its title and SKU copied at placement. */
  variantId: string | null;
  productName: string;
  /** "34T / Black"; '' for a product without options. */
  variantTitle: Generated<string>;
  sku: NullableText;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** The product's VAT rate when the order was placed (VAT_RATES); a later product edit leaves it. */
  vatRate: Generated<string>;
  /** Poisha: this line's share of the order's discounts on goods; what was paid for it is lineTotal − discount. */
  discount: Generated<number>;
}

/** A refund of an order: its remainder, chosen lines, or a goodwill amount. Poisha. */
export interface OrderRefundTable {
  id: string;
  orderId: string;
  idempotencyKey: string;
  kind: 'full' | 'partial';
  amount: number;
  restock: number;
  status: 'pending' | 'succeeded';
  providerRefundId: NullableText;
  creditNoteNumber: NullableText;
  note: NullableText;
  actorEmail: NullableText;
  createdAt: string;
  completedAt: NullableText;
}

/** A signed-in buyer's cart, one row per variant. unitPrice is what the buyer saw, in poisha. */
export interface CartLineTable extends Timestamps {
  userId: string;
  variantId: string;
  productId: string;
  quantity: number;
  unitPrice: number;
  productName: string;
  variantTitle: Generated<string>;
  img: string;
}

/** An Idempotency-Key of an account and the order it made; kept 24 hours. */
export interface IdempotencyKeyTable {
  userId: string;
  key: string;
  requestHash: string;
  orderId: string;
  createdAt: string;
  expiresAt: string;
}
