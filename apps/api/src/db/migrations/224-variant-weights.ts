// (being written)
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

export function up224(_dialect: DialectName) {
  return async (_db: Kysely<unknown>): Promise<void> => {};
}
