import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.ts';
import { ORDER_SMS_TEMPLATES, orderSmsRef, orderSmsText, orderTrackPath, type OrderSmsValues } from './order-sms.ts';
import { countSmsSegments } from './segments.ts';

/** The longest values an order's message realistically carries. */
const LONGEST: OrderSmsValues = {
  ref: orderSmsRef('ffffffff-ffff-4fff-8fff-ffffffffffff'),
  // ৳1,234,567.89: far above any basket of bicycle parts.
  total: 123_456_789,
  carrier: 'Sundarban',
  trackingNumber: 'SFR-2412291234-ABCDEF12',
  // Pathao's merchant tracking page with its consignment id and the buyer's phone: about as long as they come.
  trackingUrl: 'https://merchant.pathao.com/tracking?consignment_id=DL291124ABCD12XY&phone=01711000000',
  // A long shop domain and a Bangla page: the tracking link with its 22-character key.
  followUrl: orderTrackPath('bn', 'AbCdEfGhIjKlMnOpQrStUv', 'https://shop.bicycle-manufacturer.com.bd'),
};

describe('order text messages', () => {
  it.each(LOCALES.flatMap((locale) => ORDER_SMS_TEMPLATES.map((template) => [locale, template] as const)))(
    '%s %s fits in two SMS with the longest realistic values',
    (locale, template) => {
      for (const values of [LONGEST, { ...LONGEST, trackingUrl: null, followUrl: null }]) {
        const text = orderSmsText(locale, template, values);
        expect(countSmsSegments(text).segments, text).toBeLessThanOrEqual(2);
        expect(text).toContain('FFFFFFFF');
      }
    },
  );

  it('writes the total as the store writes taka: Bengali digits and lakh grouping in Bangla', () => {
    const values = { ref: '0F8E2C1A', total: 465_150 };
    expect(orderSmsText('en', 'order-placed', values)).toBe(
      'Order 0F8E2C1A received. Total ৳4,651.50. We will confirm it soon. Thank you!',
    );
    expect(orderSmsText('bn', 'order-placed', values)).toContain('মোট ৳৪,৬৫১.৫০');
    expect(orderSmsText('bn', 'order-cod-confirmed', { ref: 'A', total: 12_500_000 })).toContain('৳১,২৫,০০০');
  });

  it('links the tracking page when there is one, else names the carrier and the tracking number', () => {
    expect(orderSmsText('en', 'order-shipped', LONGEST)).toContain(LONGEST.trackingUrl);
    const byNumber = orderSmsText('bn', 'order-shipped', { ...LONGEST, trackingUrl: null });
    expect(byNumber).toContain('Sundarban');
    expect(byNumber).toContain('SFR-2412291234-ABCDEF12');
  });

  it('gives the buyer the link to follow the order when it was placed, in their language', () => {
    const values = { ref: '0F8E2C1A', total: 465_150 };
    const en = orderSmsText('en', 'order-placed', { ...values, followUrl: orderTrackPath('en', 'k1', 'https://s.bd') });
    expect(en).toBe('Order 0F8E2C1A received. Total ৳4,651.50. Follow it: https://s.bd/track/k1');
    const bn = orderSmsText('bn', 'order-placed', { ...values, followUrl: orderTrackPath('bn', 'k1', 'https://s.bd') });
    expect(bn).toContain('https://s.bd/bn/track/k1');
  });

  it('says the discount after the discounted total, in English and Bangla', () => {
    const values = { ref: '0F8E2C1A', total: 418_635, discount: 46_515 };
    expect(orderSmsText('en', 'order-placed', values)).toBe(
      'Order 0F8E2C1A received. Total ৳4,186.35 (৳465.15 off). We will confirm it soon. Thank you!',
    );
    expect(orderSmsText('bn', 'order-placed', values)).toContain('৳৪,১৮৬.৩৫ (৳৪৬৫.১৫ ছাড়)');
    // Without a discount, as before.
    expect(orderSmsText('en', 'order-placed', { ...values, discount: 0 })).not.toContain('off');
  });

  it('leaves the discount out when it would take one more SMS part, never more than two', () => {
    for (const locale of LOCALES) {
      for (const template of ['order-placed', 'order-cod-confirmed'] as const) {
        const values = { ...LONGEST, discount: 12_345_678 };
        const told = orderSmsText(locale, template, values);
        const plain = orderSmsText(locale, template, { ...values, discount: 0 });
        expect(countSmsSegments(told).segments, told).toBe(countSmsSegments(plain).segments);
        expect(countSmsSegments(told).segments).toBeLessThanOrEqual(2);
      }
    }
    // The link of a placed order leaves no room in Bangla: the total alone.
    const long = { ...LONGEST, discount: 100 };
    const bn = orderSmsText('bn', 'order-placed', long);
    expect(countSmsSegments(bn).segments).toBe(countSmsSegments(orderSmsText('bn', 'order-placed', LONGEST)).segments);
  });

  it('sends an English text without a taka sign as GSM-7 (a Bangla one is always UCS-2)', () => {
    expect(countSmsSegments(orderSmsText('en', 'order-delivered', LONGEST)).encoding).toBe('gsm7');
    expect(countSmsSegments(orderSmsText('bn', 'order-delivered', LONGEST)).encoding).toBe('ucs2');
  });
});
