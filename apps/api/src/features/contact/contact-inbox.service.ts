// The owner's inbox of contact messages and the sender's own list: threads, replies (email, and SMS to a
// Bangladeshi mobile number) and states (docs/features/contact.md).
import { textsIn } from '@store/shared/i18n/server';
import { isLocale, DEFAULT_LOCALE } from '@store/shared/i18n/locales';
import { normaliseBdMobile } from '@store/shared/schemas/phone';
import type { DB } from '../../db/database.ts';
import type { ContactStatus, ContactThread } from '@store/shared/schemas';
import { notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { queueContactMail } from '../mail/index.ts';
import { queueSms } from '../sms/index.ts';

/** An SMS reply stays within a few segments; the full text is in the email. */
const SMS_REPLY_CHARS = 300;

const MESSAGE_COLUMNS = ['id', 'name', 'email', 'phone', 'subject', 'message', 'status', 'createdAt'] as const;

async function withReplies(db: DB, rows: Omit<ContactThread, 'replies'>[]): Promise<ContactThread[]> {
  if (rows.length === 0) return [];
  const replies = await db
    .selectFrom('contactReplies')
    .select(['id', 'messageId', 'body', 'smsSent', 'createdAt'])
    .where(
      'messageId',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    replies: replies
      .filter((r) => r.messageId === row.id)
      .map(({ id, body, smsSent, createdAt }) => ({ id, body, smsSent: Number(smsSent) === 1, createdAt })),
  }));
}

/** The inbox, newest first, optionally of one state. */
export async function listContactMessages(db: DB, status?: ContactStatus) {
  let query = db.selectFrom('contactMessages').select(MESSAGE_COLUMNS);
  if (status) query = query.where('status', '=', status);
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(200).execute();
  return withReplies(db, rows);
}

/** The messages a signed-in sender sent, with the replies. */
export async function listOwnContactMessages(db: DB, userId: string) {
  const rows = await db
    .selectFrom('contactMessages')
    .select(MESSAGE_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return withReplies(db, rows);
}

export async function getContactThread(db: DB, id: string): Promise<ContactThread> {
  const row = await db.selectFrom('contactMessages').select(MESSAGE_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const [thread] = await withReplies(db, [row]);
  return thread as ContactThread;
}

/** Keeps the reply in the thread, emails it, texts it to a Bangladeshi mobile number; the message is answered. */
export async function replyToContactMessage(db: DB, id: string, reply: { body: string; authorId: string }) {
  await db.transaction().execute(async (trx) => {
    const message = await trx.selectFrom('contactMessages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!message) throw notFound();
    const at = new Date().toISOString();
    const locale = isLocale(message.locale) ? message.locale : DEFAULT_LOCALE;
    const mobile = normaliseBdMobile(message.phone);
    await trx
      .insertInto('contactReplies')
      .values({
        id: newId(),
        messageId: id,
        body: reply.body,
        authorId: reply.authorId,
        smsSent: mobile ? 1 : 0,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await trx.updateTable('contactMessages').set({ status: 'answered', updatedAt: at }).where('id', '=', id).execute();
    const { name, email, phone, subject } = message;
    await queueContactMail(trx, {
      template: 'contact-reply',
      to: email,
      locale,
      data: { id, name, email, phone, subject, message: message.message, reply: reply.body },
    });
    if (mobile) {
      const text = reply.body.length > SMS_REPLY_CHARS ? `${reply.body.slice(0, SMS_REPLY_CHARS - 1)}…` : reply.body;
      await queueSms(trx, {
        template: 'contact-reply',
        recipient: mobile,
        locale,
        body: textsIn(locale, 'contact-inbox').CONTACT_SMS.reply({ subject, reply: text }),
        orderId: null,
      });
    }
  });
  return getContactThread(db, id);
}

export async function setContactStatus(db: DB, id: string, status: ContactStatus) {
  const result = await db
    .updateTable('contactMessages')
    .set({ status, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound();
  return getContactThread(db, id);
}
