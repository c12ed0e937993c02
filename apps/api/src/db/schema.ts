// Table types (camelCase here, snake_case in SQL). Money columns hold poisha; timestamps are ISO-8601
// text in UTC on both databases, so that they sort and compare the same.
import type { ColumnType, Generated } from 'kysely';
import type { Locale } from '@store/shared/i18n/locales';

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

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
}

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
  /** Shipping charged, in poisha; `total` = subtotal + shipping is what the payment takes. */
  shipping: Generated<number>;
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

/** better-auth's dates: ISO text on SQLite, timestamptz (a Date) on PostgreSQL. */
export type AuthDate = ColumnType<Date | string, Date | string, Date | string>;

/** The columns better-auth writes on each of its tables. */
interface AuthTimestamps {
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface UserTable extends AuthTimestamps {
  id: string;
  name: string;
  email: string;
  /** boolean on PostgreSQL, 0/1 on SQLite. */
  emailVerified: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  image: string | null;
  role: Generated<'user' | 'admin'>;
  /** The language of the account's emails and invoices: 'en' or 'bn'. */
  language: Generated<Locale>;
}

export interface SessionTable extends AuthTimestamps {
  id: string;
  expiresAt: AuthDate;
  token: string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable extends AuthTimestamps {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthDate | null;
  refreshTokenExpiresAt: AuthDate | null;
  scope: string | null;
  password: string | null;
}

export interface VerificationTable extends AuthTimestamps {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
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
  cartLines: CartLineTable;
  idempotencyKeys: IdempotencyKeyTable;
  backgroundJobs: BackgroundJobTable;
  mailMessages: MailMessageTable;
  paymentIntents: PaymentIntentTable;
  webhookEvents: { id: string; type: string; receivedAt: string };
  images: ImageTable;
  users: UserTable;
  sessions: SessionTable;
  accounts: AccountTable;
  verifications: VerificationTable;
  requestRateLimits: { key: string; resetAt: number; count: number };
  readyProbe: { id: number; at: string };
}
