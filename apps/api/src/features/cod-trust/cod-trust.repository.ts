// The cash-on-delivery history of phone numbers, the owner's COD rules and the confirmation queue: the
// only SQL of this feature.
import { COD_METHOD } from '@store/shared/order-flow';
import { type Selectable, sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { CodRulesTable } from '../../db/schema-cod.ts';

const RULES_ROW_ID = 1;

type CodRulesRow = Selectable<CodRulesTable>;

export const findCodRulesRow = (db: DB): Promise<CodRulesRow | undefined> =>
  db.selectFrom('codRules').selectAll().where('id', '=', RULES_ROW_ID).executeTakeFirst();

export async function saveCodRulesRow(db: DB, values: Omit<CodRulesRow, 'id'>): Promise<void> {
  await db
    .insertInto('codRules')
    .values({ id: RULES_ROW_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/** The names of these zones: orders keep the name of the zone they were quoted in. */
export async function findZoneNames(db: DB, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('shippingZones').select(['id', 'name']).where('id', 'in', ids).execute();
}

export interface HistoryCounts {
  phone: string;
  delivered: number;
  returned: number;
  refused: number;
}

/**
 * Delivered, returned and refused COD orders per number. Refused: cancelled after it was once confirmed
 * (an event into `processing`), which only the shop can do; a buyer's cancel before that is not counted.
 */
export async function countCodHistory(db: DB, phones: readonly string[]): Promise<Map<string, HistoryCounts>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .where('orders.paymentMethod', '=', COD_METHOD)
    .where('orders.phone', 'in', phones)
    .select([
      'orders.phone',
      sql<number | string>`sum(case when ${sql.ref('orders.status')} = 'delivered' then 1 else 0 end)`.as('delivered'),
      sql<number | string>`sum(case when ${sql.ref('orders.status')} = 'returned' then 1 else 0 end)`.as('returned'),
      sql<number | string>`sum(case when ${sql.ref('orders.status')} = 'cancelled' and exists (
        select 1 from order_events e where e.order_id = ${sql.ref('orders.id')} and e.to_status = 'processing'
      ) then 1 else 0 end)`.as('refused'),
    ])
    .groupBy('orders.phone')
    .execute();
  return new Map(
    rows.map((r) => [
      r.phone,
      { phone: r.phone, delivered: Number(r.delivered), returned: Number(r.returned), refused: Number(r.refused) },
    ]),
  );
}

/** Unpaid cash-on-delivery orders that have not expired, oldest first (the owner calls in that order). */
export async function findCodQueue(db: DB, now: string, limit: number) {
  return db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.userId')
    .where('orders.status', '=', 'unpaid')
    .where('orders.paymentMethod', '=', COD_METHOD)
    .where((eb) => eb.or([eb('orders.expiresAt', 'is', null), eb('orders.expiresAt', '>', now)]))
    .select([
      'orders.id',
      'orders.phone',
      'orders.total',
      'orders.shippingZone',
      'orders.createdAt',
      'orders.expiresAt',
      'orders.deliveryAddress',
      'orders.codAdvance',
      'orders.codAdvancePaidAt',
      'users.name as buyerName',
    ])
    .orderBy('orders.createdAt', 'asc')
    .orderBy('orders.id', 'asc')
    .limit(limit)
    .execute();
}

/** The states in which a COD order's advance, once paid, is owed back: it will never be delivered. */
export const ADVANCE_REFUND_STATUSES = ['cancelled', 'returned', 'expired'] as const;

/** COD orders closed after their advance was paid online, the advance not given back yet; oldest first. */
export async function findAdvancesToRefund(db: DB, limit: number) {
  return db
    .selectFrom('orders')
    .where('orders.paymentMethod', '=', COD_METHOD)
    .where('orders.codAdvancePaidAt', 'is not', null)
    .where('orders.codAdvanceRefundedAt', 'is', null)
    .where('orders.status', 'in', [...ADVANCE_REFUND_STATUSES])
    .select([
      'orders.id',
      'orders.phone',
      'orders.status',
      'orders.codAdvance',
      'orders.codAdvanceProvider',
      'orders.codAdvancePaidAt',
    ])
    .orderBy('orders.codAdvancePaidAt', 'asc')
    .limit(limit)
    .execute();
}
