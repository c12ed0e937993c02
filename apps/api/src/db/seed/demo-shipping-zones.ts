// The demo store's delivery rates, at a Dhaka shop's usual courier prices. The places are computed
// from the geo data, so that the zones cover the whole country whatever list of places ships.
import { AREAS, DISTRICTS } from '@store/shared/geo';
import { takaToPoisha } from '@store/shared/money';
import type { DB } from '../database.ts';
import { newId } from '../../lib/ids.ts';

interface DemoZone {
  name: string;
  baseFeeTaka: number;
  perKgFeeTaka: number;
  freeFromTaka: number;
  districtIds: string[];
  areaIds: string[];
}

const DHAKA = 'dhaka';
const SUBURB_UPAZILAS = ['savar', 'keraniganj', 'dhamrai', 'nawabganj', 'dohar'].map((slug) => `${DHAKA}/${slug}`);
const SUBURB_DISTRICTS = ['gazipur', 'narayanganj'];

export function demoShippingZones(): DemoZone[] {
  const suburbDistricts = DISTRICTS.filter((d) => SUBURB_DISTRICTS.includes(d.id)).map((d) => d.id);
  return [
    {
      name: 'Dhaka city',
      baseFeeTaka: 70,
      perKgFeeTaka: 20,
      freeFromTaka: 5000,
      districtIds: [],
      areaIds: AREAS.filter((a) => a.districtId === DHAKA && a.kind === 'thana').map((a) => a.id),
    },
    {
      name: 'Dhaka suburbs',
      baseFeeTaka: 100,
      perKgFeeTaka: 20,
      freeFromTaka: 8000,
      districtIds: suburbDistricts,
      areaIds: AREAS.filter((a) => SUBURB_UPAZILAS.includes(a.id)).map((a) => a.id),
    },
    {
      name: 'Rest of Bangladesh',
      baseFeeTaka: 130,
      perKgFeeTaka: 25,
      freeFromTaka: 10_000,
      districtIds: DISTRICTS.filter((d) => d.id !== DHAKA && !SUBURB_DISTRICTS.includes(d.id)).map((d) => d.id),
      areaIds: [],
    },
  ];
}

/** The demo zones, into a database whose owner has defined none. */
export async function seedShippingZones(trx: DB, at: string): Promise<void> {
  if ((await trx.selectFrom('shippingZones').select('id').limit(1).execute()).length > 0) return;
  for (const [index, zone] of demoShippingZones().entries()) {
    const id = newId();
    await trx
      .insertInto('shippingZones')
      .values({
        id,
        name: zone.name,
        position: index + 1,
        baseFee: takaToPoisha(zone.baseFeeTaka),
        perKgFee: takaToPoisha(zone.perKgFeeTaka),
        freeFrom: takaToPoisha(zone.freeFromTaka),
        cod: 1,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    const places = [
      ...zone.districtIds.map((districtId) => ({ zoneId: id, districtId, areaId: '' })),
      ...zone.areaIds.map((areaId) => ({ zoneId: id, districtId: areaId.split('/')[0] ?? '', areaId })),
    ];
    if (places.length > 0) await trx.insertInto('shippingZonePlaces').values(places).execute();
  }
}
