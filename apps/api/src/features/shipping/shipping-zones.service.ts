// The owner's shipping zones: whole zones written at once (rates and places), a place in one zone at
// most (409 naming the zone that has it), place ids checked against the geo data.
import { refsTo } from '@store/shared/i18n/catalogue';
import { areaById, districtById } from '@store/shared/geo';
import { poishaToTaka, takaToPoisha } from '@store/shared/money';
import type { DeleteResult } from '@store/shared/schemas';
import type { ShippingZoneRates } from '@store/shared/schemas/shipping';
import { SHIPPING_ZONE_LIMITS, type ShippingZone, type ShippingZoneOrder } from '@store/shared/schemas/shipping-zones';
import type { DB } from '../../db/database.ts';
import { conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import {
  deleteZoneRow,
  findZoneRow,
  insertZoneRow,
  listPlaceRows,
  listZoneRows,
  replaceZonePlaces,
  setZonePosition,
  type ShippingZonePlaceRow,
  updateZoneRow,
} from './shipping.repository.ts';
import { type AuditActor, recordChange, recordEdit } from '../audit/index.ts';

const zoneError = refsTo('shipping', 'SHIPPING_ZONE_ERRORS');

/** A stored zone in poisha, with its place in the owner's order. */
export type StoredZone = ShippingZoneRates & { position: number };

/** The validated input: fees in taka (the API's unit), as the zod schema returns them. */
interface ZoneFields {
  name: string;
  baseFee: number;
  perKgFee: number;
  freeFrom: number | null;
  cod: boolean;
  districtIds: string[];
  areaIds: string[];
}

/** The owner's zones in their order, fees in poisha. */
export async function listStoredZones(db: DB): Promise<StoredZone[]> {
  const [zones, places] = await Promise.all([listZoneRows(db), listPlaceRows(db)]);
  return zones.map((z) => {
    const own = places.filter((p) => p.zoneId === z.id);
    return {
      id: z.id,
      name: z.name,
      position: z.position,
      baseFee: Number(z.baseFee),
      perKgFee: Number(z.perKgFee),
      freeFrom: z.freeFrom === null ? null : Number(z.freeFrom),
      cod: z.cod === 1,
      districtIds: own.filter((p) => p.areaId === '').map((p) => p.districtId),
      areaIds: own.filter((p) => p.areaId !== '').map((p) => p.areaId),
    };
  });
}

/** A zone as the API shows it: taka. */
export function publicZone(zone: StoredZone): ShippingZone {
  return {
    id: zone.id,
    name: zone.name,
    position: zone.position,
    baseFee: poishaToTaka(zone.baseFee),
    perKgFee: poishaToTaka(zone.perKgFee),
    freeFrom: zone.freeFrom === null ? null : poishaToTaka(zone.freeFrom),
    cod: zone.cod,
    districtIds: [...zone.districtIds],
    areaIds: [...zone.areaIds],
  };
}

export async function getShippingZones(db: DB): Promise<ShippingZone[]> {
  return (await listStoredZones(db)).map(publicZone);
}

/** The input's places as rows, each id known to the geo data; 400 naming the first unknown one. */
function placesOf(zoneId: string, input: ZoneFields): ShippingZonePlaceRow[] {
  const rows = new Map<string, ShippingZonePlaceRow>();
  for (const id of input.districtIds) {
    if (!districtById(id)) throw validationFailed({ districtIds: zoneError('unknownDistrict', { id }) });
    rows.set(`${id}|`, { zoneId, districtId: id, areaId: '' });
  }
  for (const id of input.areaIds) {
    const area = areaById(id);
    if (!area) throw validationFailed({ areaIds: zoneError('unknownArea', { id }) });
    rows.set(`${area.districtId}|${id}`, { zoneId, districtId: area.districtId, areaId: id });
  }
  return [...rows.values()];
}

const placeName = (place: Pick<ShippingZonePlaceRow, 'districtId' | 'areaId'>): string => {
  const district = districtById(place.districtId)?.en ?? place.districtId;
  const area = place.areaId ? areaById(place.areaId)?.en : undefined;
  return area ? `${area} (${district})` : district;
};

/** 409 when another zone has one of the places, naming the place and that zone. */
async function refuseTakenPlaces(db: DB, zoneId: string, places: readonly ShippingZonePlaceRow[]): Promise<void> {
  const held = new Map((await listPlaceRows(db)).map((p) => [`${p.districtId}|${p.areaId}`, p.zoneId]));
  const taken = places.find((p) => {
    const owner = held.get(`${p.districtId}|${p.areaId}`);
    return owner !== undefined && owner !== zoneId;
  });
  if (!taken) return;
  const owner = await findZoneRow(db, held.get(`${taken.districtId}|${taken.areaId}`) ?? '');
  throw conflict(zoneError('placeTaken', { place: placeName(taken), zone: owner?.name ?? '' }));
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Writes a zone's rates and places in one transaction; a place another admin saved at the same time: 409. */
async function writeZone(
  db: DB,
  zoneId: string,
  input: ZoneFields,
  actor: AuditActor,
  write: (trx: DB) => Promise<void>,
) {
  const places = placesOf(zoneId, input);
  try {
    await db.transaction().execute(async (trx) => {
      await refuseTakenPlaces(trx, zoneId, places);
      const was = await auditedZone(trx, zoneId);
      await write(trx);
      await replaceZonePlaces(trx, zoneId, places);
      const now = await auditedZone(trx, zoneId);
      if (!was) await recordChange(trx, actor, { ...zoneObject(zoneId), after: now });
      else if (now) await recordEdit(trx, actor, zoneObject(zoneId), was, now);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await refuseTakenPlaces(db, zoneId, places);
    throw error;
  }
}

/** A zone as the audit trail keeps it: the owner's fields in taka, its places; null before it exists. */
async function auditedZone(trx: DB, id: string) {
  const zone = (await listStoredZones(trx)).find((z) => z.id === id);
  if (!zone) return null;
  const { position: _position, ...fields } = publicZone(zone);
  return fields;
}
const zoneObject = (id: string) =>
  ({ kind: 'settings.shipping-zones', objectType: 'shipping-zone', objectId: id }) as const;

const rates = (input: ZoneFields) => ({
  name: input.name,
  baseFee: takaToPoisha(input.baseFee),
  perKgFee: takaToPoisha(input.perKgFee),
  freeFrom: input.freeFrom === null ? null : takaToPoisha(input.freeFrom),
  cod: input.cod ? 1 : 0,
});

async function zoneById(db: DB, id: string): Promise<ShippingZone> {
  const zone = (await listStoredZones(db)).find((z) => z.id === id);
  if (!zone) throw notFound(zoneError('zoneNotFound'));
  return publicZone(zone);
}

export async function createShippingZone(db: DB, input: ZoneFields, actor: AuditActor): Promise<ShippingZone> {
  const id = newId();
  const at = nowIso();
  await writeZone(db, id, input, actor, async (trx) => {
    if ((await listZoneRows(trx)).length >= SHIPPING_ZONE_LIMITS.maxZones) {
      throw validationFailed({ name: zoneError('tooManyZones', { max: SHIPPING_ZONE_LIMITS.maxZones }) });
    }
    await insertZoneRow(trx, { id, ...rates(input), createdAt: at, updatedAt: at });
  });
  return zoneById(db, id);
}

export async function updateShippingZone(
  db: DB,
  id: string,
  input: ZoneFields,
  actor: AuditActor,
): Promise<ShippingZone> {
  await writeZone(db, id, input, actor, async (trx) => {
    if ((await updateZoneRow(trx, id, { ...rates(input), updatedAt: nowIso() })) === 0) {
      throw notFound(zoneError('zoneNotFound'));
    }
  });
  return zoneById(db, id);
}

export async function deleteShippingZone(db: DB, id: string, actor: AuditActor): Promise<DeleteResult> {
  const deletedCount = await db.transaction().execute(async (trx) => {
    const before = await auditedZone(trx, id);
    const count = await deleteZoneRow(trx, id);
    if (count > 0) await recordChange(trx, actor, { ...zoneObject(id), before });
    return count;
  });
  if (deletedCount === 0) throw notFound(zoneError('zoneNotFound'));
  return { deletedCount };
}

export async function reorderShippingZones(
  db: DB,
  input: ShippingZoneOrder,
  actor: AuditActor,
): Promise<ShippingZone[]> {
  await db.transaction().execute(async (trx) => {
    const current = await listZoneRows(trx);
    const wanted = new Set(input.ids);
    if (wanted.size !== input.ids.length || wanted.size !== current.length || current.some((z) => !wanted.has(z.id))) {
      throw validationFailed({ ids: zoneError('orderMismatch') });
    }
    const at = nowIso();
    for (const [index, id] of input.ids.entries()) {
      if (current.find((z) => z.id === id)?.position !== index + 1) await setZonePosition(trx, id, index + 1, at);
    }
    const order = { ids: current.map((z) => z.id) };
    await recordEdit(trx, actor, zoneObject('order'), order, { ids: input.ids });
  });
  return getShippingZones(db);
}
