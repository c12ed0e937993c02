// The buyer's text message about an order, in the buyer's language. Server only (it loads every catalogue).
import { formatTakaIn } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { textsIn } from '../i18n/server.ts';
import { poishaToTaka } from '../money.ts';
import { countSmsSegments } from './segments.ts';

export const ORDER_SMS_TEMPLATES = [
  'order-placed',
  'order-cod-confirmed',
  'order-shipped',
  'order-delivered',
  'order-returned',
] as const;
export type OrderSmsTemplate = (typeof ORDER_SMS_TEMPLATES)[number];

export interface OrderSmsValues {
  /** The order's short reference: the first 8 characters of its id, in capitals (as the emails show it). */
  ref: string;
  /** Poisha: what the buyer pays, after the promotions' discount. */
  total: number;
  /** Poisha the promotions took off; said as "(৳X off)" after the total when it costs no extra SMS part. */
  discount?: number;
  carrier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  /** The order's tracking page, signed by its key: readable without signing in. */
  followUrl?: string | null;
}

/** `https://shop/bn/track/{key}`: the page that shows an order to whoever holds its link (the key names it). */
export const orderTrackPath = (locale: Locale, key: string, origin = ''): string =>
  `${origin}${locale === 'en' ? '' : `/${locale}`}/track/${key}`;

/** The order's short reference, as its emails show it. */
export const orderSmsRef = (orderId: string): string => orderId.slice(0, 8).toUpperCase();

export function orderSmsText(locale: Locale, template: OrderSmsTemplate, values: OrderSmsValues): string {
  const { SMS_TEXT: t } = textsIn(locale, 'sms');
  const { ref } = values;
  const plainTotal = formatTakaIn(locale, poishaToTaka(values.total));
  const { BOOKS_DISCOUNT_TEXT: d } = textsIn(locale, 'promotions-books');
  const off = values.discount ? d.smsOff({ amount: formatTakaIn(locale, poishaToTaka(values.discount)) }) : '';
  /** The message with the discount after the total, unless that makes it take one more SMS part. */
  const withTotal = (write: (total: string) => string): string => {
    const plain = write(plainTotal);
    if (!off) return plain;
    const told = write(`${plainTotal} ${off}`);
    return countSmsSegments(told).segments <= countSmsSegments(plain).segments ? told : plain;
  };
  switch (template) {
    case 'order-placed': {
      const { followUrl } = values;
      if (followUrl) return withTotal((total) => t.orderPlacedWithLink({ ref, total, followUrl }));
      return withTotal((total) => t.orderPlaced({ ref, total }));
    }
    case 'order-cod-confirmed':
      return withTotal((total) => t.codConfirmed({ ref, total }));
    case 'order-shipped':
      // The link names the carrier and the parcel; without one, the buyer asks the carrier by number.
      if (values.trackingUrl) return t.shippedWithLink({ ref, trackingUrl: values.trackingUrl });
      return t.shippedWithNumber({
        ref,
        carrier: values.carrier ?? '',
        trackingNumber: values.trackingNumber ?? '',
      });
    case 'order-delivered':
      return t.delivered({ ref });
    case 'order-returned':
      return t.returned({ ref });
  }
}
