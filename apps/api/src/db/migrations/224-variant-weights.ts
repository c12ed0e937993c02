// Every variant gets a shipping weight in grams, for shipping priced by weight; 0 means not weighed yet,
// which is what every variant written before has.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

export function up224(_dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await sql`alter table product_variants add column weight_grams integer not null default 0`.execute(db);
  };
}
