// (being written)
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

export function up223(_dialect: DialectName) {
  return async (_db: Kysely<unknown>): Promise<void> => {};
}
