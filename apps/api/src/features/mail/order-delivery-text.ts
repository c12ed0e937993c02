// An order's address and the basis of its shipping as text, in a reader's language: the emails and the
// invoice PDF write them so (the web app has its own components for the same).
import { areaById, districtById } from '@store/shared/geo';
import type { Locale } from '@store/shared/i18n/locales';
import { textsIn } from '@store/shared/i18n/server';
import type { DeliveryAddress } from '@store/shared/schemas/addresses';
import { displayBdMobile } from '@store/shared/schemas/phone';

/** The name the API gives the default zone (shipping/load-zones.ts); written in the reader's language. */
const DEFAULT_ZONE_NAME = 'Bangladesh';

export type OrderAddressParts = Pick<
  DeliveryAddress,
  'recipientName' | 'phone' | 'districtId' | 'areaId' | 'street' | 'landmark' | 'postcode'
>;

/** What a message keeps of an order's structured address (its one-line form and division left out). */
export const addressPartsOf = (a: OrderAddressParts): OrderAddressParts => ({
  recipientName: a.recipientName,
  phone: a.phone,
  districtId: a.districtId,
  areaId: a.areaId,
  street: a.street,
  landmark: a.landmark,
  postcode: a.postcode,
});

/** `Dhanmondi, Dhaka 1205` / `ধানমন্ডি, ঢাকা 1205`; a district's own sadar area reads once. */
export function placeLineIn(locale: Locale, a: Pick<OrderAddressParts, 'areaId' | 'districtId' | 'postcode'>): string {
  const names = [areaById(a.areaId), districtById(a.districtId)]
    .filter((p) => p !== undefined)
    .map((p) => (locale === 'bn' ? p.bn : p.en));
  const place = [...new Set(names)].join(', ');
  return a.postcode ? `${place} ${a.postcode}` : place;
}

/** Recipient, phone (01711-000000), street, landmark, then area, district and postcode: one line each. */
export function addressLinesIn(locale: Locale, a: OrderAddressParts): string[] {
  const { ORDER_DELIVERY_TEXT: T } = textsIn(locale, 'delivery');
  return [
    a.recipientName,
    displayBdMobile(a.phone),
    a.street,
    ...(a.landmark ? [T.nearLandmark({ landmark: a.landmark })] : []),
    placeLineIn(locale, a),
  ];
}

/**
 * The shipping line's label with what it was priced on: `Shipping (Dhaka city, 1.2 kg)`; the zone alone
 * when nothing was weighed; `shipping` alone for an order from before zones.
 */
export function shippingLabelIn(
  locale: Locale,
  shipping: string,
  order: { shippingZone?: string | null | undefined; weightGrams?: number | undefined },
): string {
  if (!order.shippingZone) return shipping;
  const { ORDER_DELIVERY_TEXT: T } = textsIn(locale, 'delivery');
  const zone =
    order.shippingZone === DEFAULT_ZONE_NAME ? textsIn(locale, 'shipping').DEFAULT_ZONE.name : order.shippingZone;
  const basis = order.weightGrams ? T.zoneAndWeight({ zone, kg: order.weightGrams / 1000 }) : zone;
  return T.shippingPricedOn({ shipping, basis });
}
