// NOTE: a message changes state only through conditional UPDATEs (queued → sent/failed/held), so a
// retried or repeated job never sends a message twice that it already recorded as sent.
import type { Selectable, Updateable } from 'kysely';
import type { Locale } from '@store/shared/i18n/locales';
import type { DB } from '../../db/database.ts';
import type { MailMessageTable } from '../../db/schema.ts';

export type MailRow = Selectable<MailMessageTable>;

export async function insertMail(
  db: DB,
  mail: Pick<MailRow, 'id' | 'template' | 'recipient' | 'subject' | 'locale' | 'data' | 'createdAt'>,
): Promise<void> {
  await db
    .insertInto('mailMessages')
    .values({ ...mail, status: 'queued', attempts: 0, lastError: null, updatedAt: mail.createdAt, sentAt: null })
    .execute();
}

export async function findMail(db: DB, id: string): Promise<MailRow | undefined> {
  return db.selectFrom('mailMessages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** queued → sent, failed or held, or queued again after a failed attempt (its error kept). */
export async function updateQueuedMail(db: DB, id: string, changes: Updateable<MailMessageTable>): Promise<void> {
  await db.updateTable('mailMessages').set(changes).where('id', '=', id).where('status', '=', 'queued').execute();
}

export async function countMail(db: DB): Promise<number> {
  const row = await db
    .selectFrom('mailMessages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listMail(db: DB, offset: number, limit: number): Promise<MailRow[]> {
  return db
    .selectFrom('mailMessages')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function findOrderForMail(db: DB, orderId: string) {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return undefined;
  const lines = await db
    .selectFrom('orderLines')
    .select(['productName', 'variantTitle', 'quantity', 'unitPrice', 'lineTotal'])
    .where('orderId', '=', orderId)
    .orderBy('lineNo')
    .execute();
  // Each promotion's discount, as its own line of the summary (docs/features/promotions.md, "On the books").
  const discounts = await db
    .selectFrom('orderDiscounts')
    .select(['name', 'code', 'amount'])
    .where('orderId', '=', orderId)
    .orderBy('amount', 'desc')
    .orderBy('name')
    .execute();
  return { order, lines, discounts };
}

/** The store's notices (a paid order, a refund due, low stock) go to its owners, as they went to its admins. */
export async function listAdmins(db: DB): Promise<{ email: string; language: Locale }[]> {
  return db.selectFrom('users').select(['email', 'language']).where('role', '=', 'owner').orderBy('email').execute();
}

/** The language of the account with this id or address (accounts' addresses are stored in lower case). */
export async function findAccountLanguage(
  db: DB,
  user: { id: string } | { email: string },
): Promise<Locale | undefined> {
  const [column, value] =
    'id' in user ? (['id', user.id] as const) : (['email', user.email.trim().toLowerCase()] as const);
  const row = await db.selectFrom('users').select('language').where(column, '=', value).executeTakeFirst();
  return row?.language;
}

/** Variants under `level` pieces, fewest first, with their products' names and option values. */
export async function listLowStockVariants(db: DB, level: number) {
  return db
    .selectFrom('productVariants as v')
    .innerJoin('products as p', 'p.id', 'v.productId')
    .select(['v.id', 'p.name', 'v.stock', 'v.option1', 'v.option2', 'v.option3'])
    .where('v.stock', '<', level)
    .orderBy('v.stock')
    .orderBy('p.name')
    .orderBy('v.position')
    .limit(200)
    .execute();
}
