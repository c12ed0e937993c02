// Table types: one interface per table, composed into the Database type Kysely checks queries against.
// Columns are snake_case in SQL and camelCase here (CamelCasePlugin). Money columns hold poisha.
// Timestamps are ISO-8601 text in UTC on both databases, so that they sort and compare the same.
import type { ColumnType, Generated } from 'kysely';
import type { Locale } from '@store/shared/i18n/locales';

export interface ProductTable {
  id: string;
  name: string;
  img: string;
  /** The spec's `des`. */
  description: string;
  minQuantity: number;
  /** Stock left: the spec's "Available" (`maxQuantity`). Changed only by conditional updates. */
  stock: number;
  /** Unit price in poisha. */
  price: number;
  createdAt: string;
  updatedAt: string;
  /** The admin's stock-keeping unit, shown on the product page (migration 140). */
  sku: ColumnType<string | null, string | null | undefined, string | null>;
  /** Shown reviews and the sum of their stars, kept by product_reviews' trigger (migration 140). */
  ratingCount: ColumnType<number, number | undefined, number>;
  ratingTotal: ColumnType<number, number | undefined, number>;
  /** The product's category (migration 130); null for a product made before categories existed. */
  categoryId: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One picture of a product's gallery; position 0 is the card picture (migration 140). */
export interface ProductImageTable {
  productId: string;
  position: number;
  url: string;
}

/** One row of a product's specification table, in the admin's order (migration 140). */
export interface ProductSpecTable {
  productId: string;
  position: number;
  name: string;
  value: string;
}

/** A buyer's review of one product; one per account and product (migration 140). */
export interface ProductReviewTable {
  id: string;
  productId: string;
  userId: string;
  /** The account's name when the review was written. */
  userName: string;
  rating: number;
  title: string;
  body: string;
  createdAt: string;
  updatedAt: string;
  /** Set while an admin hides the review; the row is kept. */
  hiddenAt: NullableText;
  hiddenReason: NullableText;
  /** 1 when the author had bought the product when writing: only these count in the average (migration 214). */
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

/** A category of products (Drivetrain, Brakes…), shown in `position` order. */
export interface CategoryTable {
  id: string;
  name: string;
  position: number;
  createdAt: string;
  updatedAt: string;
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
  /** Set while an admin hides the review (migration 214); the row is kept. */
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
  /** Unit price in poisha, taken from the catalog when the order was placed. */
  unitPrice: number;
  /** The spec's `orderQuanty`. */
  quantity: number;
  /** unitPrice × quantity, in poisha. */
  total: number;
  address: string;
  phone: string;
  /** The spec's optional orderId: "any number you remember". */
  orderRef: string;
  /** See features/orders/order-states.ts. */
  status: string;
  transactionId: string | null;
  paidAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  /** Sum of the lines' totals, in poisha (migration 081). */
  subtotal: ColumnType<number, number | undefined, number>;
  /** Shipping charged, in poisha; `total` = subtotal + shipping is what the payment takes. */
  shipping: ColumnType<number, number | undefined, number>;
  /** While unpaid: when the order expires (ISO text); set at placement. */
  expiresAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 while the order's pieces are out of stock for it; 0 once they went back (migration 212). */
  stockHeld: ColumnType<number, number | undefined, number>;
  /** While unpaid: when its hold on the stock lapses (ISO text); null: it holds until it expires. */
  holdUntil: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set when shipped (migration 090): the carrier and its tracking number. */
  carrier: NullableText;
  trackingNumber: NullableText;
  /** The carrier's tracking page for the number (CARRIER_TRACKING_URLS when it was shipped). */
  trackingUrl: NullableText;
  /** The provider's refund id and when the order was refunded. */
  refundId: NullableText;
  refundedAt: NullableText;
  shippedAt: NullableText;
  deliveredAt: NullableText;
  /** `INV-2026-000123`, given in the transaction that records the payment (migration 091). */
  invoiceNumber: ColumnType<string | null, string | null | undefined, string | null>;
  invoiceIssuedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The provider that took the payment (sandbox, stripe, sslcommerz) or `cod` (migration 093). */
  paymentMethod: NullableText;
  /** Poisha the payment method adds to the total: the cash-on-delivery fee (migration 100). */
  paymentFee: ColumnType<number, number | undefined, number>;
}

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

/** One change of an order's state (migration 090); kept forever. */
export interface OrderEventTable {
  id: string;
  orderId: string;
  /** Null for the order being placed. */
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

/** An SSLCommerz refund, claimed by its idempotency key before the call (migration 101). */
export interface SslcommerzRefundTable {
  idempotencyKey: string;
  tranId: string;
  amount: number;
  refundRefId: string | null;
  createdAt: string;
}

/** One product of an order (migration 081); every order has at least one. Money in poisha. */
export interface OrderLineTable {
  orderId: string;
  lineNo: number;
  productId: string | null;
  productName: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

/** A refund of an order (migration 213): its remainder, chosen lines, or a goodwill amount. Poisha. */
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

/** The pieces of one order line a refund gives back (migration 213). */
export interface OrderRefundLineTable {
  refundId: string;
  orderId: string;
  lineNo: number;
  quantity: number;
}

/** A signed-in buyer's cart, one row per product. unitPrice is what the buyer saw, in poisha. */
export interface CartLineTable {
  userId: string;
  productId: string;
  quantity: number;
  unitPrice: number;
  productName: string;
  img: string;
  createdAt: string;
  updatedAt: string;
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

/** Background work (migration 080, apps/api/src/background/). */
export interface BackgroundJobTable {
  id: string;
  kind: string;
  /** JSON text. */
  payload: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  runAt: string;
  attempts: ColumnType<number, number | undefined, number>;
  maxAttempts: number;
  lockedBy: string | null;
  lockedUntil: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

/** The store's outgoing mail (migration 092, features/mail/): one row per message, written with its cause. */
export interface MailMessageTable {
  id: string;
  /** Which message (features/mail/mail-templates.tsx), e.g. order-received. */
  template: string;
  recipient: string;
  subject: string;
  locale: string;
  /** JSON text: what the template shows (links are made from PUBLIC_URL when it is rendered). */
  data: string;
  /** queued | sent | failed | held (no SMTP_URL: kept here, never sent) */
  status: 'queued' | 'sent' | 'failed' | 'held';
  attempts: ColumnType<number, number | undefined, number>;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
}

export interface PaymentIntentTable {
  id: string;
  orderId: string;
  provider: string;
  /** The provider's id for this intent (sandbox: our own id; stripe: pi_…). */
  providerRef: string;
  clientSecret: string;
  /** Poisha. */
  amount: number;
  currency: string;
  status: string;
  cardBrand: string | null;
  cardLast4: string | null;
  createdAt: string;
  updatedAt: string;
  /** 1 while the intent still has to be cancelled at the provider (migration 050). */
  providerCancelPending: ColumnType<number, number | undefined, number>;
}

export interface WebhookEventTable {
  id: string;
  type: string;
  receivedAt: string;
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

// ---- Identity (migration 002): better-auth writes these; we read them and change users.role. ----

/** better-auth's dates: ISO text on SQLite, timestamptz (a Date) on PostgreSQL. */
export type AuthDate = ColumnType<Date | string, Date | string, Date | string>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  /** boolean on PostgreSQL, 0/1 on SQLite. */
  emailVerified: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  image: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  /** 'user' or 'admin'; the only source of a caller's role. */
  role: ColumnType<'user' | 'admin', 'user' | 'admin' | undefined, 'user' | 'admin'>;
  /** The language of the account's emails and invoices: 'en' or 'bn' (migration 150). */
  language: ColumnType<Locale, Locale | undefined, Locale>;
}

export interface SessionTable {
  id: string;
  expiresAt: AuthDate;
  token: string;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
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
  /** scrypt hash; never leaves the server. */
  password: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

/** Fixed-window counters for sign-in and sign-up (per IP, per account). */
export interface AuthRateLimitTable {
  key: string;
  /** Start of the current window, ms since the epoch. */
  windowStart: number;
  count: number;
}

/** Fixed-window counters of the write limits (migration 070), per route and account or IP. */
export interface RequestRateLimitTable {
  key: string;
  /** End of the current window, ms since the epoch. */
  resetAt: number;
  count: number;
}

/** One row the readiness write probe upserts (migration 217): proof that a write still commits. */
export interface ReadyProbeTable {
  id: number;
  at: string;
}

/** The last invoice number given out in each of the store's years (migration 091). */
export interface InvoiceCounterTable {
  year: number;
  last: number;
}

export interface CatalogStateTable {
  id: number;
  /** Bumped with every product insert, update or delete (see features/catalog/catalog-read-model.ts). */
  version: number;
}

export interface Database {
  orderRefunds: OrderRefundTable;
  orderRefundLines: OrderRefundLineTable;
  catalogState: CatalogStateTable;
  products: ProductTable;
  productImages: ProductImageTable;
  productSpecs: ProductSpecTable;
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
  invoiceCounters: InvoiceCounterTable;
  cartLines: CartLineTable;
  idempotencyKeys: IdempotencyKeyTable;
  backgroundJobs: BackgroundJobTable;
  mailMessages: MailMessageTable;
  paymentIntents: PaymentIntentTable;
  webhookEvents: WebhookEventTable;
  images: ImageTable;
  users: UserTable;
  sessions: SessionTable;
  accounts: AccountTable;
  verifications: VerificationTable;
  authRateLimits: AuthRateLimitTable;
  requestRateLimits: RequestRateLimitTable;
  readyProbe: ReadyProbeTable;
}
