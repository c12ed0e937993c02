// The payment messages. What a buyer may read is thrown as a catalogue reference, which the page shows
// in its own language; what only a machine reads (Stripe's webhook, SSLCommerz's IPN) is plain English.
import { messageRef } from '@store/shared/i18n/catalogue';
import type enPayments from '@store/shared/i18n/catalogues/en/payments';
import { englishTexts } from '@store/shared/i18n/server';

export const paymentMessage = (key: keyof (typeof enPayments)['PAYMENT_TEXT']): string =>
  messageRef('payments', 'PAYMENT_TEXT', key);
export const cardError = (key: keyof (typeof enPayments)['CARD_ERROR']): string =>
  messageRef('payments', 'CARD_ERROR', key);

export const PAYMENT_TEXT_EN = englishTexts('payments').PAYMENT_TEXT;
