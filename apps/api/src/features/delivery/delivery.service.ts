// Where an order goes and what its delivery costs (docs/decisions/221-shipping-zones.md): an address from
// the buyer's book, or the spec's free-text address; the fee from the stored zones and the parcel's
// weight, always computed here (the browser's figure is never read).
import { messageRef } from '@store/shared/i18n/catalogue';
import { areaById, districtById } from '@store/shared/geo';
import type { DeliveryAddress } from '@store/shared/schemas/addresses';
import { type ShippingPlace, type ShippingZoneRates, shippingQuote } from '@store/shared/schemas/shipping';
import type { DB } from '../../db/database.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { findAddressOfUser } from '../addresses/index.ts';
import { quoteFor } from '../shipping/index.ts';
import { placeFromText } from './place-from-text.ts';

/** Where to: what the order stores of it. */
export interface DeliveryChoice {
  /** The spec's one-line `address` and the phone the courier calls. */
  address: string;
  phone: string;
  /** The structured address; null for a free-text one. */
  delivery: DeliveryAddress | null;
  place: ShippingPlace | null;
}

export interface DeliveryQuote {
  zone: ShippingZoneRates;
  /** Poisha. */
  fee: number;
  grams: number;
}

const checkoutText = (key: 'unknownAddress' | 'notServed', values?: Record<string, string>) =>
  messageRef('delivery', 'CHECKOUT_TEXT', key, values);

/** The caller's address-book entry `addressId` (400 on `addressId` when it is not theirs), or the free text. */
export async function resolveDelivery(
  db: DB,
  userId: string,
  contact: { address: string; phone: string; addressId?: string | undefined },
): Promise<DeliveryChoice> {
  if (!contact.addressId) {
    const address = contact.address.trim();
    return { address, phone: contact.phone.trim(), delivery: null, place: placeFromText(address) };
  }
  const saved = await findAddressOfUser(db, userId, contact.addressId);
  if (!saved) throw validationFailed({ addressId: checkoutText('unknownAddress') });
  const { id: _id, isDefault: _isDefault, ...delivery } = saved;
  return {
    address: delivery.line,
    phone: delivery.phone,
    delivery,
    place: { districtId: delivery.districtId, areaId: delivery.areaId },
  };
}

/** The zone that serves the choice's place and its fee; null: none does. */
export function servedQuote(
  zones: readonly ShippingZoneRates[],
  choice: Pick<DeliveryChoice, 'place'>,
  grams: number,
  subtotal: number,
): DeliveryQuote | null {
  const served = choice.place && quoteFor(zones, choice.place, grams, subtotal);
  return served ? { ...served, grams } : null;
}

/** The dearest zone's fee: what a parcel pays when its address names no served place. */
export function dearestQuote(zones: readonly ShippingZoneRates[], grams: number, subtotal: number): DeliveryQuote {
  const quotes = zones.map((zone) => ({ zone, fee: shippingQuote(zone, grams, subtotal), grams }));
  return quotes.reduce((a, b) => (b.fee > a.fee ? b : a));
}

/**
 * The zone and fee for `grams` worth `subtotal` (poisha). A structured address outside every zone is
 * refused (400 on `addressId`); a free-text one that names no served place pays the dearest zone's fee.
 */
export function quoteDelivery(
  zones: readonly ShippingZoneRates[],
  choice: Pick<DeliveryChoice, 'delivery' | 'place'>,
  grams: number,
  subtotal: number,
): DeliveryQuote {
  const served = servedQuote(zones, choice, grams, subtotal);
  if (served) return served;
  if (choice.delivery)
    throw validationFailed({ addressId: checkoutText('notServed', { place: placeName(choice.delivery) }) });
  return dearestQuote(zones, grams, subtotal);
}

const placeName = (a: DeliveryAddress) =>
  [areaById(a.areaId)?.en, districtById(a.districtId)?.en].filter(Boolean).join(', ');
