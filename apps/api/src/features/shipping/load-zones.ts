// The zones checkout quotes from: the owner's, or, until the owner defines any, one zone made of the
// configured SHIPPING_FEE and FREE_SHIPPING_FROM, so that those settings keep working as before.
import { DISTRICTS } from '@store/shared/geo';
import { type ShippingPlace, type ShippingZoneRates, shippingQuote, zoneFor } from '@store/shared/schemas/shipping';
import { DEFAULT_SHIPPING_ZONE_ID } from '@store/shared/schemas/shipping-zones';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/database.ts';
import { listStoredZones, type StoredZone } from './shipping-zones.service.ts';

/** English, as every name the API returns; the web shows its own word for it (shipping DEFAULT_ZONE). */
const DEFAULT_ZONE_NAME = 'Bangladesh';

type FeeSettings = Pick<Config, 'SHIPPING_FEE' | 'FREE_SHIPPING_FROM'>;

/** The configured flat fee as a zone of every district: base fee for any weight, free from the threshold. */
export function defaultZone(config: FeeSettings): StoredZone {
  return {
    id: DEFAULT_SHIPPING_ZONE_ID,
    name: DEFAULT_ZONE_NAME,
    position: 0,
    districtIds: DISTRICTS.map((d) => d.id),
    areaIds: [],
    baseFee: config.SHIPPING_FEE,
    perKgFee: 0,
    freeFrom: config.FREE_SHIPPING_FROM,
    cod: true,
  };
}

/** The owner's zones in their order (poisha); the default zone alone while there are none. */
export async function loadShippingZones(db: DB, config: FeeSettings): Promise<StoredZone[]> {
  const zones = await listStoredZones(db);
  return zones.length > 0 ? zones : [defaultZone(config)];
}

/** The zone that serves `place` and its fee for `grams` of goods worth `subtotal` (poisha); null: no zone. */
export function quoteFor<Z extends ShippingZoneRates>(
  zones: readonly Z[],
  place: ShippingPlace,
  grams: number,
  subtotal: number,
): { zone: Z; fee: number } | null {
  const zone = zoneFor(zones, place);
  return zone ? { zone, fee: shippingQuote(zone, grams, subtotal) } : null;
}
