// Where parcels go and what they cost (docs/decisions/221-shipping-zones.md). Money columns hold poisha.
import type { ColumnType } from 'kysely';
import type { Timestamps } from './schema-columns.ts';

/** One entry of a buyer's address book. Place ids are those of packages/shared/src/geo. */
export interface AddressTable extends Timestamps {
  id: string;
  userId: string;
  recipientName: string;
  /** +8801XXXXXXXXX */
  phone: string;
  divisionId: string;
  districtId: string;
  areaId: string;
  street: string;
  landmark: string;
  postcode: string;
  /** 1 for the buyer's default address (one at most per user), else 0. */
  isDefault: ColumnType<number, number | undefined, number>;
}

export interface ShippingZoneTable extends Timestamps {
  id: string;
  name: string;
  position: number;
  baseFee: number;
  perKgFee: number;
  freeFrom: number | null;
  /** 1: cash on delivery is offered in the zone. */
  cod: number;
}

/** A place a zone serves: a whole district (`areaId` '') or one area of it. A place is in one zone at most. */
export interface ShippingZonePlaceTable {
  zoneId: string;
  districtId: string;
  areaId: string;
}
