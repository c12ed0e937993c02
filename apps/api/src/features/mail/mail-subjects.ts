// Each email's subject, apart from its body, so that writing a message into the outbox loads no
// React Email (the bodies load with the first message rendered).
import { formatTakaIn } from '@store/shared/i18n/format';
import type { Locale } from '@store/shared/i18n/locales';
import { textsIn } from '@store/shared/i18n/server';
import { poishaToTaka } from '@store/shared/money';
import type { MailData, MailLanguage, MailTemplate } from './mail-types.ts';

export const contactText = (locale: Locale) => textsIn(locale, 'contact-inbox');
export const quoteText = (locale: Locale) => textsIn(locale, 'quotes');

export const money = (locale: Locale, poisha: number) => formatTakaIn(locale, poishaToTaka(poisha));

/** Every template, once: the type makes a missing or unknown one an error. */
const SUBJECTS: { [K in MailTemplate]: (data: MailData[K], language: MailLanguage) => string } = {
  'verify-email': (_d, { t }) => t.verifySubject,
  'reset-password': (_d, { t }) => t.resetSubject,
  'password-changed': (_d, { t }) => t.passwordChangedSubject,
  'existing-sign-up': (_d, { t }) => t.existingSignUpSubject,
  'order-received': (d, { t }) => t.orderReceivedSubject({ ref: d.order.ref }),
  'payment-received': (d, { t }) => t.paymentReceivedSubject({ ref: d.order.ref }),
  'order-shipped': (d, { t }) => t.shippedSubject({ ref: d.order.ref }),
  'order-delivered': (d, { t }) => t.deliveredSubject({ ref: d.order.ref }),
  'order-cancelled': (d, { t }) => t.cancelledSubject({ ref: d.order.ref }),
  'order-expired': (d, { t }) => t.expiredSubject({ ref: d.order.ref }),
  'order-refunded': (d, { t }) => t.refundedSubject({ ref: d.order.ref }),
  'admin-paid-order': (d, { t, locale }) =>
    t.adminPaidSubject({ ref: d.order.ref, total: money(locale, d.order.total) }),
  'admin-refund-due': (d, { t, locale }) =>
    t.adminRefundDueSubject({ ref: d.order.ref, amount: money(locale, d.amount) }),
  'low-stock': (d, { t }) => t.lowStockSubject({ count: d.products.length }),
  'contact-shop': (d, { locale }) => contactText(locale).CONTACT_MAIL.shopSubject({ subject: d.subject }),
  'contact-copy': (d, { locale }) => contactText(locale).CONTACT_MAIL.copySubject({ subject: d.subject }),
  'contact-reply': (d, { locale }) => contactText(locale).CONTACT_MAIL.replySubject({ subject: d.subject }),
  'quote-shop': (d, { locale }) => quoteText(locale).QUOTE_MAIL.shopSubject({ name: d.name }),
  'quote-received': (_d, { locale }) => quoteText(locale).QUOTE_MAIL.receivedSubject,
  'quote-offer': (d, { locale }) => quoteText(locale).QUOTE_MAIL.offerSubject({ total: money(locale, d.total) }),
  'quote-accepted': (d, { locale }) => quoteText(locale).QUOTE_MAIL.acceptedSubject({ name: d.name, ref: d.orderRef }),
};

export const MAIL_TEMPLATES = Object.keys(SUBJECTS) as MailTemplate[];

export const isMailTemplate = (name: string): name is MailTemplate => Object.hasOwn(SUBJECTS, name);

export function mailSubject<K extends MailTemplate>(template: K, data: MailData[K], language: MailLanguage): string {
  return SUBJECTS[template](data, language);
}
