// Table types: one interface per table, composed into the Database type Kysely checks queries against.
// Columns are snake_case in SQL and camelCase here (CamelCasePlugin). Money columns hold poisha.
// Timestamps are ISO-8601 text in UTC on both databases, so that they sort and compare the same.
import type { ColumnType, Generated } from 'kysely';

export interface ProductTable {
  id: string;
  name: string;
  img: string;
  des: string;
  minQuantity: number;
  /** Stock left: the spec's "Available" (maxQuantity). Changed only by conditional updates. */
  maxQuantity: number;
  /** Unit price in poisha. */
  price: number;
  createdAt: string;
  updatedAt: string;
}

/** Search index: one row per (word, product); prefix range scans make `?q=` fast on both databases. */
export interface ProductTermTable {
  term: string;
  productId: string;
}

export interface ReviewTable {
  id: string;
  userId: string | null;
  userName: string;
  userEmail: string;
  des: string;
  number: number;
  createdAt: string;
}

export interface ProfileTable {
  userId: string;
  education: string;
  profil: string;
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
  productname: string;
  /** Unit price in poisha, taken from the catalog when the order was placed. */
  unitPrice: number;
  orderQuanty: number;
  /** unitPrice × orderQuanty, in poisha. */
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

export interface Database {
  products: ProductTable;
  productTerms: ProductTermTable;
  reviews: ReviewTable;
  profiles: ProfileTable;
  orders: OrderTable;
  paymentIntents: PaymentIntentTable;
  webhookEvents: WebhookEventTable;
  images: ImageTable;
}

/** Unused marker so `Generated` stays importable for tables that add generated columns. */
export type GeneratedId = Generated<number>;
