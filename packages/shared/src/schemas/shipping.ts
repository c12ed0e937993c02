// Shipping by zone and weight (decision 221): a zone is a set of districts, or of areas within a
// district (Dhaka's thanas); an area's zone wins over its district's. Amounts in poisha.

/** A zone as the quote reads it. */
export interface ShippingZoneRates {
  id: string;
  name: string;
  /** District ids (packages/shared/src/geo) the whole of which the zone covers. */
  districtIds: readonly string[];
  /** Area ids (upazilas, thanas) the zone covers, more precise than a district. */
  areaIds: readonly string[];
  /** For the first kilogram (or less). */
  baseFee: number;
  /** For each further kilogram or part of one. */
  perKgFee: number;
  /** An order's subtotal from which shipping is free; null: never. */
  freeFrom: number | null;
  /** Whether cash on delivery is offered there. */
  cod: boolean;
}

/** Where a parcel goes, as the zones read it. */
export interface ShippingPlace {
  districtId: string;
  areaId: string;
}

/** The zone that serves a place: the one naming its area, else the one naming its district; null: none. */
export function zoneFor<Z extends ShippingZoneRates>(zones: readonly Z[], place: ShippingPlace): Z | null {
  return (
    zones.find((z) => z.areaIds.includes(place.areaId)) ??
    zones.find((z) => z.districtIds.includes(place.districtId)) ??
    null
  );
}

const GRAMS_PER_KG = 1000;

/** The fee for `grams` of goods worth `subtotal` (poisha) in `zone`. */
export function shippingQuote(zone: ShippingZoneRates, grams: number, subtotal: number): number {
  if (zone.freeFrom !== null && subtotal >= zone.freeFrom) return 0;
  const extraKg = Math.max(0, Math.ceil((grams - GRAMS_PER_KG) / GRAMS_PER_KG));
  return zone.baseFee + extraKg * zone.perKgFee;
}
