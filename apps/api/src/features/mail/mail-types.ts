// The shapes of the store's emails, apart from the bodies, layout and subjects that all read them.
import type { Texts } from '@store/shared/i18n/catalogue';
import type { EnglishCatalogues } from '@store/shared/i18n/catalogues';
import type { Locale } from '@store/shared/i18n/locales';
import type { OrderAddressParts } from './order-delivery-text.ts';

export type MailTexts = Texts<EnglishCatalogues['mail']>['MAIL_TEXT'];

/** An order as its emails show it (a snapshot taken when the message is written). Amounts in poisha. */
export interface OrderMailData {
  id: string;
  /** Short reference shown to people: the first characters of the id. */
  ref: string;
  /** name: the product's, with the variant's title after it when it has options. */
  lines: { name: string; quantity: number; unitPrice: number; lineTotal: number }[];
  subtotal: number;
  shipping: number;
  /** Each promotion's discount (absent from messages written before promotions); total is after them. */
  discounts?: { name: string; code: string | null; amount: number }[];
  total: number;
  address: string;
  phone: string;
  email: string;
  expiresAt: string;
  /** The structured address (place ids, named at render in the reader's language); null: `address` is free text. */
  delivery?: OrderAddressParts | null;
  /** The zone and parcel weight the shipping was priced on; absent from messages written before zones. */
  shippingZone?: string | null;
  weightGrams?: number;
}

export interface MailData {
  'verify-email': { name: string; url: string };
  'reset-password': { name: string; token: string };
  'password-changed': { name: string };
  'existing-sign-up': { name: string };
  'order-received': { order: OrderMailData };
  'payment-received': { order: OrderMailData; transactionId: string | null; invoiceNumber: string | null };
  'order-shipped': { order: OrderMailData; carrier: string; trackingNumber: string; trackingUrl: string | null };
  'order-delivered': { order: OrderMailData };
  'order-cancelled': { order: OrderMailData };
  'order-expired': { order: OrderMailData };
  'order-refunded': { order: OrderMailData; amount: number; refundReference: string };
  'admin-paid-order': { order: OrderMailData; transactionId: string | null };
  /** Money the store must give back (amount in poisha): a second payment of a paid order. */
  'admin-refund-due': { order: OrderMailData; transactionId: string; provider: string; amount: number };
  /** One entry per variant (id: the variant's), named with its title: "Chainring — 34T". */
  'low-stock': { level: number; products: { id: string; name: string; stock: number }[] };
  /** A contact form message, to the shop and (as a copy) to its sender. */
  'contact-shop': ContactMailData;
  'contact-copy': ContactMailData;
  /** The owner's reply to a contact message, to its sender. */
  'contact-reply': ContactMailData & { reply: string };
  /** A request for quote (features/quotes), to the shop and, with its link, to the requester. */
  'quote-shop': QuoteMailData;
  'quote-received': QuoteMailData;
  /** A quote version to the requester, with its link. */
  'quote-offer': QuoteOfferMailData;
  /** To the shop: a quote was accepted and its order placed. */
  'quote-accepted': { id: string; name: string; orderId: string; orderRef: string; total: number };
}

/** `key`: the signed link's (/quotes/{id}?key=…), the only way a guest reads the request. */
export interface QuoteMailData {
  id: string;
  key: string;
  name: string;
  email: string;
  phone: string;
  note: string;
  lines: { name: string; quantity: number }[];
}

/** Amounts in poisha. */
export interface QuoteOfferMailData {
  id: string;
  key: string;
  name: string;
  lines: { name: string; quantity: number; unitPrice: number; lineTotal: number }[];
  shipping: number;
  total: number;
  validUntil: string;
  note: string;
}

export interface ContactMailData {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}
export type MailTemplate = keyof MailData;

export interface MailLanguage {
  t: MailTexts;
  locale: Locale;
}

export interface RenderContext extends MailLanguage {
  /** The store's public origin, without a trailing slash. */
  publicUrl: string;
  /** Hide links that carry a secret (a message already delivered, shown to an admin). */
  redactSecrets: boolean;
}
