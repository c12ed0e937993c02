// Cash on delivery's advance delivery fee (rule b, docs/decisions/225-cod-rules.md): the owner's three
// conditions on the rules row, and on each order the advance asked, its payment and its refund.
import { type Kysely, sql } from 'kysely';

export async function up230(db: Kysely<unknown>): Promise<void> {
  for (const column of ['advance_outside_dhaka', 'advance_first_time', 'advance_past_refusal']) {
    await sql`alter table cod_rules add column ${sql.raw(column)} integer not null default 0`.execute(db);
  }
  await sql`alter table orders add column cod_advance integer not null default 0`.execute(db);
  for (const column of [
    'cod_advance_reason',
    'cod_advance_paid_at',
    'cod_advance_provider',
    'cod_advance_ref',
    'cod_advance_refund_id',
    'cod_advance_refunded_at',
  ]) {
    await sql`alter table orders add column ${sql.raw(column)} text`.execute(db);
  }
}
