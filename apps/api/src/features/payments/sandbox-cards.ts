// The sandbox's card processor: answers as Stripe's test cards do. The card number goes in and only
// its brand and last four digits come out.
import { type CardField, type CardInput, cardBrand, checkCardFields, digitsOnly } from '@store/shared/schemas';
import { cardError } from './payment-messages.ts';

export type CardOutcome =
  | { ok: true; brand: string; last4: string }
  | { ok: false; code: string; message: string; field?: CardField; fields?: Partial<Record<CardField, string>> };

/** Stripe's test numbers that fail, and how (https://docs.stripe.com/testing#declined-payments). */
const DECLINING_TEST_CARDS: Readonly<Record<string, { code: string; message: string; field?: CardField }>> = {
  '4000000000000002': { code: 'card_declined', message: cardError('declined') },
  '4000000000009995': { code: 'insufficient_funds', message: cardError('insufficientFunds') },
  '4000000000000069': { code: 'expired_card', message: cardError('expired') },
  '4000000000000127': { code: 'incorrect_cvc', message: cardError('incorrectCvc'), field: 'cvc' },
};

/** Stripe's test card whose payment succeeds and whose refund fails (https://docs.stripe.com/testing#refunds). */
export const REFUND_FAILING_TEST_CARD = '4000000000005126';

const FIELD_CODE: Readonly<Record<CardField, string>> = {
  number: 'incorrect_number',
  expiry: 'invalid_expiry',
  cvc: 'invalid_cvc',
};

/**
 * The sandbox's verdict on a card: first what a card element would refuse (incomplete or invalid
 * number, past expiry, short CVC), then the declining test cards; any other valid card succeeds.
 */
export function processSandboxCard(card: CardInput, now: Date = new Date()): CardOutcome {
  const fields = checkCardFields(card, now);
  const field = (['number', 'expiry', 'cvc'] as const).find((f) => fields[f] !== undefined);
  if (field)
    return { ok: false, code: FIELD_CODE[field], message: fields[field] ?? cardError('declined'), field, fields };
  const number = digitsOnly(card.number);
  const decline = DECLINING_TEST_CARDS[number];
  if (decline) return { ok: false, ...decline };
  return { ok: true, brand: cardBrand(number), last4: number.slice(-4) };
}
