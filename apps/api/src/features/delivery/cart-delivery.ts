// The cart's shipping before checkout: quoted for the address the buyer picks (else their default) with
// the same zones and rules checkout applies, so the figure the cart shows is the one the order stores.
import { poishaToTaka } from '@store/shared/money';
import type { DeliveryQuote as CartDeliveryQuote } from '@store/shared/schemas';
import type { ShippingZoneRates } from '@store/shared/schemas/shipping';
import type { DB } from '../../db/database.ts';
import { dearestQuote, resolveDelivery, servedQuote } from './delivery.service.ts';
import { findDefaultAddressId } from './delivery.repository.ts';

/** Shipping in poisha, and the quote the cart shows (null without any address). */
export async function estimateDelivery(
  db: DB,
  zones: readonly ShippingZoneRates[],
  userId: string,
  addressId: string | undefined,
  parcel: { grams: number; subtotal: number },
): Promise<{ shipping: number; delivery: CartDeliveryQuote | null }> {
  const { grams, subtotal } = parcel;
  // `?addressId=` (a chooser with nothing picked yet) asks for the default, as leaving it out does.
  const id = addressId || (await findDefaultAddressId(db, userId));
  if (!id) return { shipping: subtotal > 0 ? dearestQuote(zones, grams, subtotal).fee : 0, delivery: null };
  const quote = servedQuote(
    zones,
    await resolveDelivery(db, userId, { address: '', phone: '', addressId: id }),
    grams,
    subtotal,
  );
  const shipping = quote && subtotal > 0 ? quote.fee : 0;
  return {
    shipping,
    delivery: {
      addressId: id,
      zone: quote?.zone.name ?? '',
      weightGrams: grams,
      shipping: poishaToTaka(shipping),
      cod: quote?.zone.cod ?? false,
      served: quote !== null,
      freeFrom: quote?.zone.freeFrom == null ? null : poishaToTaka(quote.zone.freeFrom),
    },
  };
}
