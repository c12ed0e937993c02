// What a request for quote sends: mails to the shop and the requester, and an SMS with the link to a
// Bangladeshi mobile; each written in the caller's transaction, in the requester's language.
import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from '@store/shared/i18n/locales';
import { formatDateIn, formatTakaIn } from '@store/shared/i18n/format';
import { textsIn } from '@store/shared/i18n/server';
import { poishaToTaka } from '@store/shared/money';
import type { QuoteVersion } from '@store/shared/schemas';
import { normaliseBdMobile } from '@store/shared/schemas/phone';
import { orderSmsRef } from '@store/shared/sms/order-sms';
import type { DB } from '../../db/database.ts';
import { queueQuoteMail } from '../mail/index.ts';
import { queueSms } from '../sms/index.ts';
import type { QuoteRequestRow } from './quotes.repository.ts';

export const localeOf = (row: { locale: string }): Locale => (isLocale(row.locale) ? row.locale : DEFAULT_LOCALE);

/** The signed link, absolute, under /bn for a Bangla requester. */
export const quoteUrl = (origin: string, row: { id: string; key: string; locale: string }) =>
  `${origin}${localizedPath(`/quotes/${encodeURIComponent(row.id)}?key=${encodeURIComponent(row.key)}`, localeOf(row))}`;

async function textRequester(trx: DB, row: QuoteRequestRow, template: string, body: string) {
  const recipient = normaliseBdMobile(row.phone);
  if (!recipient) return;
  await queueSms(trx, { template, recipient, locale: localeOf(row), body, orderId: null });
}

/** A new request: to the shop, and its confirmation with the link to the requester (email and/or SMS). */
export async function notifyRequested(
  trx: DB,
  row: QuoteRequestRow,
  lines: { name: string; quantity: number }[],
  options: { shopEmail: string; origin: string },
) {
  const { id, key, name, email, phone, note } = row;
  const data = { id, key, name, email, phone, note, lines };
  await queueQuoteMail(trx, { template: 'quote-shop', to: options.shopEmail, data });
  const locale = localeOf(row);
  if (email) await queueQuoteMail(trx, { template: 'quote-received', to: email, locale, data });
  const url = quoteUrl(options.origin, row);
  await textRequester(trx, row, 'quote-received', textsIn(locale, 'quotes').QUOTE_SMS.received({ url }));
}

/** A new version: its prices, total and validity with the link, to the requester. */
export async function notifyQuoted(trx: DB, row: QuoteRequestRow, version: QuoteVersion, origin: string) {
  const locale = localeOf(row);
  const { id, key, name, email } = row;
  if (email) {
    await queueQuoteMail(trx, {
      template: 'quote-offer',
      to: email,
      locale,
      data: { id, key, name, ...version },
    });
  }
  const { QUOTE_SMS } = textsIn(locale, 'quotes');
  const body = QUOTE_SMS.offer({
    total: formatTakaIn(locale, poishaToTaka(version.total)),
    validUntil: formatDateIn(locale, version.validUntil, 'dateTime'),
    url: quoteUrl(origin, row),
  });
  await textRequester(trx, row, 'quote-offer', body);
}

/** An acceptance: to the shop, with the order it placed. */
export async function notifyAccepted(
  trx: DB,
  row: QuoteRequestRow,
  placed: { orderId: string; total: number },
  shopEmail: string,
) {
  await queueQuoteMail(trx, {
    template: 'quote-accepted',
    to: shopEmail,
    data: {
      id: row.id,
      name: row.name,
      orderId: placed.orderId,
      orderRef: orderSmsRef(placed.orderId),
      total: placed.total,
    },
  });
}
