// Kysely queries of the SMS outbox; the only place their SQL is built.
// NOTE: a message changes state only through conditional UPDATEs (queued → sent/failed/held), so a job
// that runs twice never records a sent message again.
import type { Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { SmsOutboxTable } from '../../db/schema.ts';

export type SmsRow = Selectable<SmsOutboxTable>;

export async function insertSms(
  db: DB,
  sms: Pick<SmsRow, 'id' | 'template' | 'recipient' | 'locale' | 'body' | 'segments' | 'orderId' | 'createdAt'>,
): Promise<void> {
  await db
    .insertInto('smsOutbox')
    .values({
      ...sms,
      status: 'queued',
      attempts: 0,
      lastError: null,
      gatewayRef: null,
      updatedAt: sms.createdAt,
      sentAt: null,
    })
    .execute();
}

export async function findSms(db: DB, id: string): Promise<SmsRow | undefined> {
  return db.selectFrom('smsOutbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** queued → sent, failed or held, or queued again after a failed attempt (its error kept). */
export async function updateQueuedSms(db: DB, id: string, changes: Updateable<SmsOutboxTable>): Promise<void> {
  await db.updateTable('smsOutbox').set(changes).where('id', '=', id).where('status', '=', 'queued').execute();
}

export async function countSms(db: DB): Promise<number> {
  const row = await db
    .selectFrom('smsOutbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listSms(db: DB, offset: number, limit: number): Promise<SmsRow[]> {
  return db
    .selectFrom('smsOutbox')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** What an order's text message says, and the buyer's phone and account language (none without an account). */
export async function findOrderForSms(db: DB, orderId: string) {
  return db
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.userId')
    .select([
      'o.id',
      'o.phone',
      'o.total',
      'o.discount',
      'o.carrier',
      'o.trackingNumber',
      'o.trackingUrl',
      'o.trackKey',
      'u.language',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}
