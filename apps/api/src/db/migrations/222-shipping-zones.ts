// Shipping zones (docs/decisions/221-shipping-zones.md): the owner's delivery rates, each for a set of
// places. A place is a whole district (area_id '') or one area of it, and belongs to one zone at most:
// the primary key says so, so that two admins saving at once cannot both claim it. Fees in poisha.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

export function up222(_dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await sql`create table shipping_zones (
      id text primary key,
      name text not null,
      position integer not null,
      base_fee bigint not null check (base_fee >= 0),
      per_kg_fee bigint not null check (per_kg_fee >= 0),
      free_from bigint check (free_from >= 0),
      cod integer not null check (cod in (0, 1)),
      created_at text not null,
      updated_at text not null
    )`.execute(db);
    await sql`create table shipping_zone_places (
      zone_id text not null references shipping_zones(id) on delete cascade,
      district_id text not null,
      area_id text not null default '',
      primary key (district_id, area_id)
    )`.execute(db);
    await sql`create index shipping_zone_places_zone on shipping_zone_places (zone_id)`.execute(db);
  };
}
