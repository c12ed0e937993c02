// The payment area's messages as the API uses them.
// NOTE: what a buyer may read on the payment page (a refused intent, a closed payment, a card error)
// is thrown as a catalogue reference: the error handler answers it in English with its reference
// (`messageId`, `fieldIds`), and the page shows it in its own language. What only a machine reads
// (Stripe's webhook, SSLCommerz's IPN) is plain English from the catalogue.
import { messageRef } from '@store/shared/i18n/catalogue';
import type enPayments from '@store/shared/i18n/catalogues/en/payments';
import { englishTexts } from '@store/shared/i18n/server';

type PaymentTexts = typeof enPayments;

/** A PAYMENT_TEXT message a buyer may see, for the page's language. */
export const paymentMessage = (key: keyof PaymentTexts['PAYMENT_TEXT']): string =>
  messageRef('payments', 'PAYMENT_TEXT', key);

/** A card error in Stripe's words, for the page's language. */
export const cardError = (key: keyof PaymentTexts['CARD_ERROR']): string => messageRef('payments', 'CARD_ERROR', key);

/** The English texts, for answers only a machine reads. */
export const PAYMENT_TEXT_EN = englishTexts('payments').PAYMENT_TEXT;
