// Text messages to buyers: written with the order change in its transaction, delivered by a background job
// through the configured gateway, or held in the outbox when there is none (docs/features/sms.md).
import { randomBytes } from 'node:crypto';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@store/shared/i18n/locales';
import { normaliseBdMobile } from '@store/shared/schemas/phone';
import { countSmsSegments, SMS_OUTBOX_PAGE_SIZE, type SmsOutboxEntry, type SmsOutboxPage } from '@store/shared/sms';
import { type OrderSmsTemplate, orderSmsRef, orderSmsText, orderTrackPath } from '@store/shared/sms/order-sms';
import { SIGN_IN_CODE_MINUTES, SIGN_IN_CODE_SMS_TEMPLATE } from '@store/shared/sms/sign-in-code-sms';
import { describeError, enqueueJob, type JobRunner } from '../../background/job-runner.ts';
import type { DB } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import type { SmsGateway } from './sms-gateway.ts';
import {
  countSms,
  findOrderForSms,
  findSms,
  insertSms,
  listSms,
  type SmsRow,
  updateQueuedSms,
} from './sms.repository.ts';

const SMS_SEND_JOB = 'sms.send';
const CODE_LIFE_MS = SIGN_IN_CODE_MINUTES * 60_000;
const CODE_EXPIRED = 'The code expired before the gateway took it; not sent.';
/** With the runner's delays (30 s, 1 min … at most 1 hour), 12 attempts span about six hours. */
export const SMS_MAX_ATTEMPTS = 12;

/** What happened to an order that the buyer hears of by SMS. */
export type OrderSmsChange = 'placed' | 'cod-confirmed' | 'shipped' | 'delivered' | 'returned';

const TEMPLATES: Record<OrderSmsChange, OrderSmsTemplate> = {
  placed: 'order-placed',
  'cod-confirmed': 'order-cod-confirmed',
  shipped: 'order-shipped',
  delivered: 'order-delivered',
  returned: 'order-returned',
};

/**
 * The change a transition is, for the buyer's SMS, by its target state: a cash-on-delivery order confirmed
 * (unpaid → processing), shipped, delivered, returned. `returned` is matched by name, so a transition to it
 * texts the buyer from the day the order flow has that state.
 */
export function smsChangeOfTransition(from: string, to: string): OrderSmsChange | undefined {
  if (from === to) return undefined;
  if (from === 'unpaid' && to === 'processing') return 'cod-confirmed';
  if (to === 'shipped' || to === 'delivered' || to === 'returned') return to;
  return undefined;
}

/** 20 hex characters: the gateway's csms_id is at most 20, and ours is the message's id. */
const newSmsId = (): string => randomBytes(10).toString('hex');

/** `origin`: the store's, for the tracking link of the placed message. */
interface SmsOptions {
  at?: Date;
  origin?: string;
}

/**
 * Inside the transaction of an order change: writes the buyer's message and its delivery job, so the
 * message exists if and only if the change commits. Nothing is written for an order whose phone is not a
 * Bangladeshi mobile number. Returns the message's id.
 */
export async function queueOrderSms(
  trx: DB,
  orderId: string,
  change: OrderSmsChange,
  options: SmsOptions = {},
): Promise<string | undefined> {
  const order = await findOrderForSms(trx, orderId);
  if (!order) return undefined;
  const locale = isLocale(order.language) ? order.language : DEFAULT_LOCALE;
  return queueSmsOfOrder(trx, order, locale, change, options);
}

type OrderSmsFacts = Omit<NonNullable<Awaited<ReturnType<typeof findOrderForSms>>>, 'language'>;

/**
 * The "placed" message from what placement just wrote and the buyer's language it read: the same message as
 * queueOrderSms(…, 'placed'), without reading the order back. A new order has no carrier or tracking yet.
 */
export async function queuePlacedOrderSms(
  trx: DB,
  order: Pick<OrderSmsFacts, 'id' | 'phone' | 'total' | 'discount' | 'trackKey'>,
  locale: Locale,
  options: SmsOptions = {},
): Promise<string | undefined> {
  const placed = { ...order, carrier: null, trackingNumber: null, trackingUrl: null };
  return queueSmsOfOrder(trx, placed, locale, 'placed', options);
}

async function queueSmsOfOrder(
  trx: DB,
  order: OrderSmsFacts,
  locale: Locale,
  change: OrderSmsChange,
  { at = new Date(), origin }: SmsOptions,
): Promise<string | undefined> {
  const recipient = normaliseBdMobile(order.phone);
  if (!recipient) return undefined;
  const template = TEMPLATES[change];
  const body = orderSmsText(locale, template, {
    ref: orderSmsRef(order.id),
    total: Number(order.total),
    discount: Number(order.discount),
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    followUrl: origin && order.trackKey ? orderTrackPath(locale, order.trackKey, origin) : null,
  });
  return queueSms(trx, { template, recipient, locale, body, orderId: order.id }, at);
}

interface NewSms {
  template: string;
  /** +8801XXXXXXXXX */
  recipient: string;
  locale: string;
  body: string;
  orderId: string | null;
}

/** Writes a message and its delivery job, in the caller's transaction; returns the message's id. */
export async function queueSms(trx: DB, message: NewSms, at = new Date()): Promise<string> {
  const id = newSmsId();
  await insertSms(trx, {
    id,
    ...message,
    segments: countSmsSegments(message.body).segments,
    createdAt: at.toISOString(),
  });
  await enqueueJob(trx, SMS_SEND_JOB, { id }, at, { id: `sms-${id}`, maxAttempts: SMS_MAX_ATTEMPTS });
  return id;
}

interface SmsDelivery {
  /** Null: no gateway configured; messages are held in the outbox. */
  gateway: SmsGateway | null;
  /** Where a held message is also written (the zero-key start on a laptop); null in a real deployment. */
  heldLog: { info(obj: object, msg: string): void } | null;
}

/** The job that delivers one message; it runs again (growing delays) until the gateway takes it. */
export function registerSmsDelivery(runner: JobRunner, delivery: SmsDelivery): void {
  runner.register<{ id: string }>(SMS_SEND_JOB, async ({ id }, { db, now, attempt }) => {
    const row = await findSms(db, id);
    if (!row || row.status !== 'queued') return;
    // A sign-in code that could not go out while it worked is not sent late: it would only confuse.
    if (row.template === SIGN_IN_CODE_SMS_TEMPLATE && now.getTime() - Date.parse(row.createdAt) > CODE_LIFE_MS) {
      await updateQueuedSms(db, id, { status: 'failed', lastError: CODE_EXPIRED, updatedAt: now.toISOString() });
      return;
    }
    if (!delivery.gateway) {
      await updateQueuedSms(db, id, { status: 'held', updatedAt: now.toISOString() });
      delivery.heldLog?.info({ smsTo: row.recipient, smsText: row.body }, 'SMS kept, not sent (no SMS gateway set)');
      return;
    }
    let reference: string | null;
    try {
      ({ reference } = await delivery.gateway.send({ to: row.recipient, body: row.body, messageId: row.id }));
    } catch (error) {
      await updateQueuedSms(db, id, {
        status: attempt >= SMS_MAX_ATTEMPTS ? 'failed' : 'queued',
        attempts: attempt,
        lastError: describeError(error, 1000),
        updatedAt: nowIso(),
      });
      throw error;
    }
    const sentAt = nowIso();
    await updateQueuedSms(db, id, {
      status: 'sent',
      attempts: attempt,
      lastError: null,
      gatewayRef: reference,
      sentAt,
      updatedAt: sentAt,
    });
  });
}

const toEntry = ({ recipient, ...row }: SmsRow): SmsOutboxEntry => ({ ...row, to: recipient });

export async function listSmsOutbox(db: DB, page: number, delivering: boolean): Promise<SmsOutboxPage> {
  const total = await countSms(db);
  const pageCount = Math.max(1, Math.ceil(total / SMS_OUTBOX_PAGE_SIZE));
  const rows = await listSms(db, (page - 1) * SMS_OUTBOX_PAGE_SIZE, SMS_OUTBOX_PAGE_SIZE);
  return { items: rows.map(toEntry), page, pageCount, total, delivering };
}
