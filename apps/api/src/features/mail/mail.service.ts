// The store's email: the outbox written in the change's transaction, delivered by a background job.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@store/shared/i18n/locales';
import { textsIn } from '@store/shared/i18n/server';
import { isPhoneAccountEmail } from '@store/shared/schemas/phone';
import {
  OUTBOX_PAGE_SIZE,
  type OutboxEntry,
  type OutboxMessage,
  type OutboxPage,
  nameWithVariant,
  valuesOfVariant,
  variantTitle,
} from '@store/shared/schemas';
import { describeError, enqueueJob, type JobRunner } from '../../background/job-runner.ts';
import type { DB } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import {
  countMail,
  findAccountLanguage,
  findMail,
  findOrderForMail,
  insertMail,
  listAdmins,
  listLowStockVariants,
  listMail,
  type MailRow,
  updateQueuedMail,
} from './mail.repository.ts';
import { isMailTemplate, mailSubject } from './mail-subjects.ts';
import type { MailData, MailLanguage, MailTemplate } from './mail-types.ts';
import type { MailTransport } from './mail-transport.ts';
import { type OrderForMail, orderMailData } from './order-mail-data.ts';

const MAIL_SEND_JOB = 'mail.send';
const LOW_STOCK_JOB = 'mail.low-stock';
const LOW_STOCK_EVERY_MS = 24 * 3_600_000;
/** With the runner's delays (30 s, 1 min … at most 1 hour), 30 attempts span about a day. */
export const MAIL_MAX_ATTEMPTS = 30;

interface QueuedMail<K extends MailTemplate> {
  template: K;
  to: string;
  data: MailData[K];
  /** The message's language; by default the language of the account of `to` (English without one). */
  locale?: Locale;
}

/** A line's or variant's name as messages show it: the product's, then the variant's title when it has options. */

const mailLanguage = (locale: Locale): MailLanguage => ({ locale, t: textsIn(locale, 'mail').MAIL_TEXT });

/**
 * Writes one message and its delivery job inside the caller's transaction; returns the message's id. A phone
 * account's placeholder address (`…@phone.invalid`) can receive nothing: no message is written to it.
 */
export async function queueMail<K extends MailTemplate>(
  trx: DB,
  mail: QueuedMail<K>,
  at = new Date(),
): Promise<string | undefined> {
  if (isPhoneAccountEmail(mail.to)) return undefined;
  const id = newId();
  const locale = mail.locale ?? (await findAccountLanguage(trx, { email: mail.to })) ?? DEFAULT_LOCALE;
  await insertMail(trx, {
    id,
    template: mail.template,
    recipient: mail.to,
    subject: mailSubject(mail.template, mail.data, mailLanguage(locale)),
    locale,
    data: JSON.stringify(mail.data),
    createdAt: at.toISOString(),
  });
  await enqueueJob(trx, MAIL_SEND_JOB, { id }, at, { id: `mail-${id}`, maxAttempts: MAIL_MAX_ATTEMPTS });
  return id;
}

/** The language of a buyer's messages: their account's, English without one (read once for an order's mail and SMS). */
export async function findBuyerLocale(trx: DB, userId: string): Promise<Locale> {
  return (await findAccountLanguage(trx, { id: userId })) ?? DEFAULT_LOCALE;
}

/** An order as its emails show it, its buyer's address and language, and its payment. */
async function orderMail(trx: DB, orderId: string) {
  const found = await findOrderForMail(trx, orderId);
  if (!found) return undefined;
  const o = found.order;
  // The order's email was typed at checkout: its messages follow the language of the buyer's account.
  const locale = await findBuyerLocale(trx, o.userId);
  // The invoice number of a paid order was given in this same transaction, just before.
  const { transactionId, invoiceNumber } = o;
  return { order: orderMailData(found), to: o.email, locale, transactionId, invoiceNumber };
}

async function queueAdminMail<K extends 'admin-paid-order' | 'admin-refund-due' | 'low-stock'>(
  trx: DB,
  template: K,
  data: MailData[K],
  at?: Date,
) {
  for (const admin of await listAdmins(trx)) {
    await queueMail(trx, { template, to: admin.email, locale: admin.language, data }, at);
  }
}

const ORDER_TEMPLATES = {
  placed: 'order-received',
  cancelled: 'order-cancelled',
  expired: 'order-expired',
  delivered: 'order-delivered',
} as const;

/** What happened to an order; a refund gives back the order's total. */
type OrderMailChange =
  | keyof typeof ORDER_TEMPLATES
  | 'paid'
  | { event: 'shipped'; carrier: string; trackingNumber: string; trackingUrl: string | null }
  | { event: 'refunded'; refundReference: string };

/**
 * Inside the transaction of an order change (placed, paid, closed, or an order desk's transition): writes
 * its messages. `paid` also tells every admin; `cancelled`/`expired` are the buyer's notice that it closed.
 */
export async function queueOrderMail(trx: DB, orderId: string, change: OrderMailChange): Promise<void> {
  const mail = await orderMail(trx, orderId);
  if (!mail) return;
  const { order, to, locale, transactionId, invoiceNumber } = mail;
  const send = <K extends MailTemplate>(template: K, data: MailData[K]) =>
    queueMail(trx, { template, to, locale, data });
  if (change === 'paid') {
    await send('payment-received', { order, transactionId, invoiceNumber });
    await queueAdminMail(trx, 'admin-paid-order', { order, transactionId });
  } else if (typeof change === 'string') await send(ORDER_TEMPLATES[change], { order });
  else if (change.event === 'shipped') {
    const { event: _event, ...shipment } = change;
    await send('order-shipped', { order, ...shipment });
  } else await send('order-refunded', { order, amount: order.total, refundReference: change.refundReference });
}

/**
 * The "placed" email from what placement just wrote (its order row, lines and its promotions' discounts) and the
 * buyer's language it read: the same message as queueOrderMail(…, 'placed'), without reading the order back.
 */
export async function queuePlacedOrderMail(trx: DB, placed: OrderForMail, locale: Locale): Promise<void> {
  // Largest first, then by name: as findOrderForMail reads an order's discounts.
  const discounts = [...placed.discounts].sort(
    (a, b) => b.amount - a.amount || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const order = orderMailData({ ...placed, discounts });
  await queueMail(trx, { template: ORDER_TEMPLATES.placed, to: order.email, locale, data: { order } });
}

/** To every admin, inside the transaction that records it: money the store must give back. */
export async function queueAdminRefundDueMail(
  trx: DB,
  orderId: string,
  payment: { transactionId: string; provider: string; amount: number },
): Promise<void> {
  const mail = await orderMail(trx, orderId);
  if (mail) await queueAdminMail(trx, 'admin-refund-due', { order: mail.order, ...payment });
}

/** The account messages better-auth asks for (accounts/auth.ts): written at once, outside any order. */
export async function queueAccountMail(
  db: DB,
  mail:
    | QueuedMail<'verify-email'>
    | QueuedMail<'reset-password'>
    | QueuedMail<'password-changed'>
    | QueuedMail<'existing-sign-up'>,
): Promise<void> {
  await db.transaction().execute((trx) => queueMail(trx, mail));
}

/** The contact form's messages (features/contact): written in the transaction that stores the message or reply. */
export async function queueContactMail(
  trx: DB,
  mail: QueuedMail<'contact-shop'> | QueuedMail<'contact-copy'> | QueuedMail<'contact-reply'>,
): Promise<void> {
  await queueMail(trx, mail);
}

/** Request For Quote's messages (features/quotes): written in the transaction that changes the request. */
export async function queueQuoteMail(
  trx: DB,
  mail:
    QueuedMail<'quote-shop'> | QueuedMail<'quote-received'> | QueuedMail<'quote-offer'> | QueuedMail<'quote-accepted'>,
): Promise<void> {
  await queueMail(trx, mail);
}

interface RenderOptions {
  publicUrl: string;
  redactSecrets?: boolean;
}

async function renderMail(row: MailRow, options: RenderOptions) {
  if (!isMailTemplate(row.template)) throw new Error(`unknown mail template ${row.template}`);
  const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  return renderTemplate(row.template, JSON.parse(row.data) as never, locale, options);
}

export async function renderTemplate<K extends MailTemplate>(
  template: K,
  data: MailData[K],
  locale: Locale,
  options: RenderOptions,
) {
  // NOTE: loaded with the first message, not at start: React Email and its renderer hold about
  // 40 MB (docs/features/operations.md, "How the server runs").
  const [{ render }, { mailElement }] = await Promise.all([
    import('@react-email/render'),
    import('./mail-templates.tsx'),
  ]);
  const language = mailLanguage(locale);
  const element = mailElement(template, data, {
    ...language,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    redactSecrets: options.redactSecrets ?? false,
  });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: mailSubject(template, data, language), html, text };
}

interface MailDelivery {
  /** Null: no SMTP_URL, messages are kept (held) in the outbox. */
  transport: MailTransport | null;
  from: string;
  publicUrl: string;
}

/** The job that delivers one message; it runs again (growing delays) until the server takes it. */
export function registerMailDelivery(runner: JobRunner, delivery: MailDelivery): void {
  runner.register<{ id: string }>(MAIL_SEND_JOB, async ({ id }, { db, now, attempt }) => {
    const row = await findMail(db, id);
    if (!row || row.status !== 'queued') return;
    if (!delivery.transport) {
      await updateQueuedMail(db, id, { status: 'held', updatedAt: now.toISOString() });
      return;
    }
    const { subject, text, html } = await renderMail(row, { publicUrl: delivery.publicUrl });
    // Our message id, the same on every attempt: a receiving server can spot a repeat.
    const messageId = `<${row.id}@${new URL(delivery.publicUrl).hostname}>`;
    try {
      await delivery.transport.send({ from: delivery.from, to: row.recipient, subject, text, html, messageId });
    } catch (error) {
      const status = attempt >= MAIL_MAX_ATTEMPTS ? 'failed' : 'queued';
      await updateQueuedMail(db, id, {
        status,
        attempts: attempt,
        lastError: describeError(error, 1000),
        updatedAt: nowIso(),
      });
      throw error;
    }
    const at = nowIso();
    await updateQueuedMail(db, id, { status: 'sent', attempts: attempt, lastError: null, sentAt: at, updatedAt: at });
  });
}

/** The start of the next day (UTC) after `at`: when the low-stock note after one at `at` is written. */
const nextDay = (at: Date): Date => new Date((Math.floor(at.getTime() / LOW_STOCK_EVERY_MS) + 1) * LOW_STOCK_EVERY_MS);

export async function scheduleLowStockNote(db: DB, after: Date): Promise<void> {
  const runAt = nextDay(after);
  await enqueueJob(db, LOW_STOCK_JOB, null, runAt, { id: `${LOW_STOCK_JOB}:${runAt.toISOString()}` });
}

/** The daily note to admins of the variants under `level` pieces; written only when there are any. */
export function registerLowStockNote(runner: JobRunner, level: () => number): void {
  runner.register<null>(LOW_STOCK_JOB, async (_payload, { db, now }) => {
    await db.transaction().execute(async (trx) => {
      const products = (await listLowStockVariants(trx, level())).map((v) => ({
        id: v.id,
        name: nameWithVariant(v.name, variantTitle(valuesOfVariant(v))),
        stock: v.stock,
      }));
      if (products.length > 0) await queueAdminMail(trx, 'low-stock', { level: level(), products }, now);
      await scheduleLowStockNote(trx, now);
    });
  });
}

const toEntry = ({ recipient, locale: _locale, data: _data, updatedAt: _updatedAt, ...row }: MailRow): OutboxEntry => ({
  ...row,
  to: recipient,
});

export async function listOutbox(db: DB, page: number, delivering: boolean): Promise<OutboxPage> {
  const total = await countMail(db);
  const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  const rows = await listMail(db, (page - 1) * OUTBOX_PAGE_SIZE, OUTBOX_PAGE_SIZE);
  return { items: rows.map(toEntry), page, pageCount, total, delivering };
}

/** A link carrying a secret (verify, reset) is shown only when the store sends no email (no SMTP_URL). */
export async function getOutboxMessage(
  db: DB,
  id: string,
  options: { publicUrl: string; delivering: boolean },
): Promise<OutboxMessage | undefined> {
  const row = await findMail(db, id);
  if (!row) return undefined;
  const { html, text } = await renderMail(row, { publicUrl: options.publicUrl, redactSecrets: options.delivering });
  return { ...toEntry(row), html, text };
}
