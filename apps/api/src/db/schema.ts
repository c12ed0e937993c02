// Table types (camelCase here, snake_case in SQL). Money columns hold poisha; timestamps are ISO-8601
// text in UTC on both databases, so that they sort and compare the same.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamps } from './schema-columns.ts';
import type { AccountTable, SessionTable, UserTable, VerificationTable } from './schema-auth.ts';
import type {
  CartLineTable,
  IdempotencyKeyTable,
  OrderEventTable,
  OrderLineTable,
  OrderRefundTable,
  OrderTable,
  SandboxRefundTable,
  SslcommerzRefundTable,
} from './schema-orders.ts';

import type { AddressTable, ShippingZonePlaceTable, ShippingZoneTable } from './schema-delivery.ts';
import type { CourierEventTable, CourierParcelTable, CourierPayoutTable } from './schema-courier.ts';
import type { CodRulesTable } from './schema-cod.ts';
import type { SmsOutboxTable } from './schema-sms.ts';
import type {
  CustomerGroupApplicationTable,
  CustomerGroupMemberTable,
  CustomerGroupPriceTable,
  CustomerGroupTable,
  PriceBreakTable,
} from './schema-pricing.ts';
import type { ContactMessageTable, ContactReplyTable } from './schema-contact.ts';
import type {
  CartCouponTable,
  OrderDiscountTable,
  PromotionTable,
  PromotionTargetTable,
  PromotionUseTable,
} from './schema-promotions.ts';
import type {
  QuoteRequestLineTable,
  QuoteRequestTable,
  QuoteVersionLineTable,
  QuoteVersionTable,
} from './schema-quotes.ts';
import type { AuditEntryTable } from './schema-audit.ts';

export type * from './schema-auth.ts';
export type * from './schema-courier.ts';
export type * from './schema-delivery.ts';
export type * from './schema-orders.ts';
export type * from './schema-sms.ts';
export type * from './schema-contact.ts';
export type * from './schema-quotes.ts';
export type * from './schema-promotions.ts';
export type * from './schema-audit.ts';

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

/**
 * price, minQuantity and sku are those of the lowest-priced variant and stock the sum of the variants'
 * (the spec's fields), written in the same transaction as the variants (decision 220).
 */
export interface ProductTable extends Timestamps {
  id: string;
  name: string;
  img: string;
  /** The spec's `des`. */
  description: string;
  minQuantity: number;
  /** Stock left in all variants: the spec's "Available" (`maxQuantity`). Changed only by conditional updates. */
  stock: number;
  price: number;
  sku: NullableText;
  /** JSON text: [{ "name": "Size", "values": ["S", "M"] }], up to three; [] for a product without options. */
  options: Generated<string>;
  /** The variants' SKUs and option values, for the search index. */
  variantTerms: Generated<string>;
  /** Shown reviews and the sum of their stars, kept by product_reviews' trigger. */
  ratingCount: Generated<number>;
  ratingTotal: Generated<number>;
  categoryId: NullableText;
  /** '15', '5', '0' or 'exempt' (VAT_RATES); copied onto each order line at placement (migration 233). */
  vatRate: Generated<string>;
  /** 1: buyers and visitors see it; 0: hidden from them, kept for staff (migration 244). */
  published: Generated<number>;
}

/** One combination of a product's option values that is sold; a product without options has one. */
export interface ProductVariantTable extends Timestamps {
  id: string;
  productId: string;
  position: number;
  /** The value of each of the product's options, in their order; null past the product's options. */
  option1: NullableText;
  option2: NullableText;
  option3: NullableText;
  sku: NullableText;
  price: number;
  /** Changed only by conditional updates, with the product's sum in the same transaction. */
  stock: number;
  minQuantity: number;
  /** Its own picture; null: the product's. */
  img: NullableText;
  /** Shipping weight in grams; 0 until the owner weighs it. */
  weightGrams: Generated<number>;
}

/** A buyer's review of one product; one per account and product. */
export interface ProductReviewTable extends Timestamps {
  id: string;
  productId: string;
  userId: string;
  userName: string;
  rating: number;
  title: string;
  body: string;
  hiddenAt: NullableText;
  hiddenReason: NullableText;
  /** 1 when the author had bought the product when writing: only these count in the average. */
  byBuyer: Generated<number>;
}

/** A review hidden or shown again by an admin, kept for the record. */
export interface ProductReviewEventTable {
  id: string;
  reviewId: string;
  productId: string;
  action: 'hidden' | 'shown';
  reason: string;
  actorUserId: string;
  actorEmail: string;
  at: string;
}

export interface CategoryTable extends Timestamps {
  id: string;
  name: string;
  position: number;
}

export interface ReviewTable {
  id: string;
  userId: string | null;
  userName: string;
  userEmail: string;
  /** The spec's `des`. */
  description: string;
  /** 1 to 5: the spec's `number`. */
  rating: number;
  createdAt: string;
  hiddenAt: NullableText;
  hiddenReason: NullableText;
}

/** A store review hidden, shown again or deleted by an admin; a deletion keeps what the review said. */
export interface ReviewEventTable {
  id: string;
  reviewId: string;
  action: 'hidden' | 'shown' | 'deleted';
  reason: NullableText;
  authorEmail: string;
  rating: number;
  description: string;
  actorUserId: string;
  actorEmail: string;
  at: string;
}

export interface ProfileTable {
  userId: string;
  education: string;
  /** The spec's `profil`: a link to the user's profile elsewhere. */
  profileUrl: string;
  city: string;
  phone: string;
  updatedAt: string;
  /** The buyer's business for VAT invoices (migration 233); '' when none. */
  businessName: Generated<string>;
  bin: Generated<string>;
  businessAddress: Generated<string>;
}

export interface BackgroundJobTable extends Timestamps {
  id: string;
  kind: string;
  payload: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  runAt: string;
  attempts: Generated<number>;
  maxAttempts: number;
  lockedBy: string | null;
  lockedUntil: string | null;
  lastError: string | null;
  finishedAt: string | null;
}

/** The store's outgoing mail: one row per message, written with its cause. */
export interface MailMessageTable extends Timestamps {
  id: string;
  template: string;
  recipient: string;
  subject: string;
  locale: string;
  /** JSON text: what the template shows (links are made from PUBLIC_URL when it is rendered). */
  data: string;
  status: 'queued' | 'sent' | 'failed' | 'held';
  attempts: Generated<number>;
  lastError: string | null;
  sentAt: string | null;
}

export interface PaymentIntentTable extends Timestamps {
  id: string;
  orderId: string;
  provider: string;
  /** The provider's id for this intent (sandbox: our own id; stripe: pi_…). */
  providerRef: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: string;
  cardBrand: string | null;
  cardLast4: string | null;
  /** 1 while the intent still has to be cancelled at the provider. */
  providerCancelPending: Generated<number>;
}

export interface ImageTable {
  id: string;
  contentType: string;
  data: ColumnType<Buffer, Buffer, never>;
  width: number;
  height: number;
  byteSize: number;
  createdAt: string;
}

export interface Database {
  orderRefunds: OrderRefundTable;
  orderRefundLines: { refundId: string; orderId: string; lineNo: number; quantity: number };
  /** `version` is bumped with every product insert, update or delete (features/catalog/catalog-read-model.ts). */
  catalogState: { id: number; version: number };
  products: ProductTable;
  productVariants: ProductVariantTable;
  productImages: { productId: string; position: number; url: string };
  productSpecs: { productId: string; position: number; name: string; value: string };
  productReviews: ProductReviewTable;
  productReviewEvents: ProductReviewEventTable;
  categories: CategoryTable;
  reviews: ReviewTable;
  reviewEvents: ReviewEventTable;
  profiles: ProfileTable;
  orders: OrderTable;
  orderLines: OrderLineTable;
  orderEvents: OrderEventTable;
  sandboxRefunds: SandboxRefundTable;
  sslcommerzRefunds: SslcommerzRefundTable;
  invoiceCounters: { year: number; last: number };
  /** The last number of each gapless series (`INV-2026-27`, `CN-2026-27`; migration 233). */
  documentCounters: { series: string; last: number };
  cartLines: CartLineTable;
  idempotencyKeys: IdempotencyKeyTable;
  backgroundJobs: BackgroundJobTable;
  mailMessages: MailMessageTable;
  smsOutbox: SmsOutboxTable;
  contactMessages: ContactMessageTable;
  contactReplies: ContactReplyTable;
  quoteRequests: QuoteRequestTable;
  quoteRequestLines: QuoteRequestLineTable;
  quoteVersions: QuoteVersionTable;
  quoteVersionLines: QuoteVersionLineTable;
  paymentIntents: PaymentIntentTable;
  webhookEvents: { id: string; type: string; receivedAt: string };
  images: ImageTable;
  users: UserTable;
  sessions: SessionTable;
  accounts: AccountTable;
  verifications: VerificationTable;
  requestRateLimits: { key: string; resetAt: number; count: number };
  readyProbe: { id: number; at: string };
  addresses: AddressTable;
  shippingZones: ShippingZoneTable;
  shippingZonePlaces: ShippingZonePlaceTable;
  courierParcels: CourierParcelTable;
  courierEvents: CourierEventTable;
  courierPayouts: CourierPayoutTable;
  codRules: CodRulesTable;
  priceBreaks: PriceBreakTable;
  promotions: PromotionTable;
  promotionTargets: PromotionTargetTable;
  orderDiscounts: OrderDiscountTable;
  promotionUses: PromotionUseTable;
  cartCoupons: CartCouponTable;
  customerGroups: CustomerGroupTable;
  customerGroupPrices: CustomerGroupPriceTable;
  customerGroupMembers: CustomerGroupMemberTable;
  customerGroupApplications: CustomerGroupApplicationTable;
  auditEntries: AuditEntryTable;
}
