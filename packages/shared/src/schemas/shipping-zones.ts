// The shipping zones' API (GET /api/shipping-zones and the admin's writes): fees in taka at the edge,
// poisha inside (schemas/shipping.ts quotes). Place ids are checked against the geo data by the API,
// so that this contract stays small enough for every page that shows the rates.
import { z } from 'zod';
import { refsTo } from '../i18n/catalogue.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { requiredText } from './common.ts';

const zoneError = refsTo('shipping', 'SHIPPING_ZONE_ERRORS');

export const SHIPPING_ZONE_LIMITS = {
  name: 60,
  /** Taka: a courier's fee for one parcel, never near this. */
  maxFeeTaka: 100_000,
  maxFreeFromTaka: 10_000_000,
  /** The owner's zones: a handful in practice. */
  maxZones: 50,
  /** Every district and area of Bangladesh fits. */
  maxPlaces: 2000,
} as const;

/** The id of the one zone the configured fee makes while the owner has defined none. */
export const DEFAULT_SHIPPING_ZONE_ID = 'default';

/** A zone as anyone reads it; fees in taka, `freeFrom` null: shipping is never free there. */
export const ShippingZoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  baseFee: z.number(),
  perKgFee: z.number(),
  freeFrom: z.number().nullable(),
  cod: z.boolean(),
  districtIds: z.array(z.string()),
  areaIds: z.array(z.string()),
});
export type ShippingZone = z.infer<typeof ShippingZoneSchema>;
export const ShippingZoneListSchema = z.array(ShippingZoneSchema);

const takaFee = (max: number) =>
  z
    .number({ error: zoneError('feeNotNumber') })
    .refine((n) => Number.isFinite(n), zoneError('feeNotNumber'))
    .refine((n) => n >= 0, zoneError('feeNegative'))
    .refine((n) => n <= max, zoneError('feeTooHigh', { max }))
    .refine(hasAtMostTwoDecimals, zoneError('feeTwoDecimals'));

const placeIds = z.array(z.string().trim().max(100)).max(SHIPPING_ZONE_LIMITS.maxPlaces);

/** POST /api/shipping-zones and PUT /api/shipping-zones/{id}: the whole zone, fees in taka. */
export const ShippingZoneInputSchema = z
  .object({
    name: requiredText(zoneError('nameRequired'), SHIPPING_ZONE_LIMITS.name, (max) =>
      zoneError('nameTooLong', { max }),
    ),
    baseFee: takaFee(SHIPPING_ZONE_LIMITS.maxFeeTaka),
    perKgFee: takaFee(SHIPPING_ZONE_LIMITS.maxFeeTaka),
    freeFrom: takaFee(SHIPPING_ZONE_LIMITS.maxFreeFromTaka).nullable().default(null),
    cod: z.boolean({ error: zoneError('codYesOrNo') }).default(true),
    districtIds: placeIds.default([]),
    areaIds: placeIds.default([]),
  })
  .refine((zone) => zone.districtIds.length + zone.areaIds.length > 0, {
    path: ['districtIds'],
    message: zoneError('placesRequired'),
    // Said beside the other fields' messages: the form shows every missing part at once.
    when: ({ value }) => {
      const { districtIds, areaIds } = (value ?? {}) as { districtIds?: unknown; areaIds?: unknown };
      return (
        (districtIds === undefined || Array.isArray(districtIds)) && (areaIds === undefined || Array.isArray(areaIds))
      );
    },
  });
export type ShippingZoneInput = z.input<typeof ShippingZoneInputSchema>;

/** PUT /api/shipping-zones/order: every zone's id, once, in the new order (the first is shown first). */
export const ShippingZoneOrderSchema = z.object({
  ids: z.array(z.string().max(100)).max(SHIPPING_ZONE_LIMITS.maxZones),
});
export type ShippingZoneOrder = z.infer<typeof ShippingZoneOrderSchema>;
