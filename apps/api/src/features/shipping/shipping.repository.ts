// Shipping zones and their places: the only SQL of the feature.
import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { ShippingZonePlaceTable, ShippingZoneTable } from '../../db/schema-delivery.ts';

export type ShippingZoneRow = Selectable<ShippingZoneTable>;
export type ShippingZonePlaceRow = Selectable<ShippingZonePlaceTable>;

export async function listZoneRows(db: DB): Promise<ShippingZoneRow[]> {
  return db.selectFrom('shippingZones').selectAll().orderBy('position').orderBy('id').execute();
}

export async function listPlaceRows(db: DB): Promise<ShippingZonePlaceRow[]> {
  return db.selectFrom('shippingZonePlaces').selectAll().orderBy('districtId').orderBy('areaId').execute();
}

export async function findZoneRow(db: DB, id: string): Promise<ShippingZoneRow | undefined> {
  return db.selectFrom('shippingZones').selectAll().where('id', '=', id).executeTakeFirst();
}

/** After the last zone (two added at once may share a position: the id breaks the tie). */
export async function insertZoneRow(db: DB, row: Omit<Insertable<ShippingZoneTable>, 'position'>): Promise<void> {
  const last = await db
    .selectFrom('shippingZones')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  await db
    .insertInto('shippingZones')
    .values({ ...row, position: Number(last?.position ?? 0) + 1 })
    .execute();
}

export async function updateZoneRow(
  db: DB,
  id: string,
  fields: Pick<ShippingZoneRow, 'name' | 'baseFee' | 'perKgFee' | 'freeFrom' | 'cod' | 'updatedAt'>,
): Promise<number> {
  const result = await db.updateTable('shippingZones').set(fields).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function setZonePosition(db: DB, id: string, position: number, at: string): Promise<void> {
  await db.updateTable('shippingZones').set({ position, updatedAt: at }).where('id', '=', id).execute();
}

/** A zone's places become `places`; the primary key refuses one another zone holds. */
export async function replaceZonePlaces(
  db: DB,
  zoneId: string,
  places: readonly ShippingZonePlaceRow[],
): Promise<void> {
  await db.deleteFrom('shippingZonePlaces').where('zoneId', '=', zoneId).execute();
  if (places.length > 0)
    await db
      .insertInto('shippingZonePlaces')
      .values([...places])
      .execute();
}

export async function deleteZoneRow(db: DB, id: string): Promise<number> {
  await db.deleteFrom('shippingZonePlaces').where('zoneId', '=', id).execute();
  const result = await db.deleteFrom('shippingZones').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
