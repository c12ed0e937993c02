// Request For Quote's table types (migration 232). Amounts in poisha.
import type { Timestamps } from './schema-columns.ts';

/** Stored states; "expired" is read from `status` quoted and `validUntil` passed. */
export type StoredQuoteStatus = 'requested' | 'quoted' | 'accepted' | 'declined' | 'closed';

/** A buyer's request; `userId` null for a guest, whose only credential is `key` (the signed link). */
export interface QuoteRequestTable extends Timestamps {
  id: string;
  userId: string | null;
  key: string;
  name: string;
  email: string;
  phone: string;
  note: string;
  locale: string;
  status: StoredQuoteStatus;
  /** 0 before the first quote. */
  latestVersion: number;
  /** The latest version's, copied so that lists filter by it in SQL. */
  validUntil: string | null;
  orderId: string | null;
}

export interface QuoteRequestLineTable {
  requestId: string;
  lineNo: number;
  productId: string;
  variantId: string;
  /** The product's name with the variant's title, as at the request. */
  name: string;
  quantity: number;
}

export interface QuoteVersionTable {
  requestId: string;
  version: number;
  shipping: number;
  validUntil: string;
  note: string;
  createdAt: string;
  createdBy: string;
}

export interface QuoteVersionLineTable {
  requestId: string;
  version: number;
  lineNo: number;
  variantId: string;
  productId: string;
  name: string;
  quantity: number;
  unitPrice: number;
}
