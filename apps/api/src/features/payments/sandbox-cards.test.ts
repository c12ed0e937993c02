// Unit tests: the sandbox's card verdicts (Stripe's test cards) and the amount check in poisha.
import { englishTexts, resolveMessageIn } from '@store/shared/i18n/server';
import { describe, expect, it } from 'vitest';
import { isPriceOfTotal } from './payment-intents.service.ts';
import { type CardOutcome, processSandboxCard } from './sandbox-provider.ts';

const { CARD_ERROR } = englishTexts('payments');

const NOW = new Date('2026-05-15T12:00:00Z');

/** A verdict with its message as the API answers it: in English (the outcome holds a catalogue reference). */
const english = (outcome: CardOutcome): CardOutcome =>
  outcome.ok ? outcome : { ...outcome, message: resolveMessageIn('en', outcome.message) };
const card = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});

describe('processSandboxCard', () => {
  it('accepts 4242 4242 4242 4242 and keeps only the brand and the last four digits', () => {
    const outcome = processSandboxCard(card('4242 4242 4242 4242'), NOW);
    expect(outcome).toEqual({ ok: true, brand: 'visa', last4: '4242' });
    expect(JSON.stringify(outcome)).not.toContain('42424242');
  });

  it('accepts other valid test cards of other brands', () => {
    expect(english(processSandboxCard(card('5555 5555 5555 4444'), NOW))).toEqual({
      ok: true,
      brand: 'mastercard',
      last4: '4444',
    });
    expect(english(processSandboxCard(card('3782 822463 10005', { cvc: '1234' }), NOW))).toEqual({
      ok: true,
      brand: 'amex',
      last4: '0005',
    });
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', CARD_ERROR.declined],
    ['4000 0000 0000 9995', 'insufficient_funds', CARD_ERROR.insufficientFunds],
    ['4000 0000 0000 0069', 'expired_card', CARD_ERROR.expired],
    ['4000 0000 0000 0127', 'incorrect_cvc', CARD_ERROR.incorrectCvc],
  ])('answers %s as Stripe does: %s', (number, code, message) => {
    expect(english(processSandboxCard(card(number), NOW))).toMatchObject({ ok: false, code, message });
  });

  it('names its messages so that the payment page shows them in its language', () => {
    const outcome = processSandboxCard(card('4000 0000 0000 9995'), NOW);
    expect(outcome.ok ? '' : resolveMessageIn('bn', outcome.message)).toBe('আপনার কার্ডে যথেষ্ট টাকা নেই।');
  });

  it('refuses a number that fails the Luhn check as invalid', () => {
    expect(english(processSandboxCard(card('4242 4242 4242 4241'), NOW))).toMatchObject({
      ok: false,
      code: 'incorrect_number',
      message: CARD_ERROR.invalidNumber,
      field: 'number',
    });
  });

  it('refuses a short number as incomplete', () => {
    expect(english(processSandboxCard(card('4242 4242'), NOW))).toMatchObject({
      ok: false,
      message: CARD_ERROR.incompleteNumber,
    });
  });

  it('refuses an expiry date in the past, and takes the current month', () => {
    expect(english(processSandboxCard(card('4242424242424242', { expMonth: 4, expYear: 2026 }), NOW))).toMatchObject({
      ok: false,
      code: 'invalid_expiry',
      message: CARD_ERROR.pastExpiry,
      field: 'expiry',
    });
    expect(english(processSandboxCard(card('4242424242424242', { expMonth: 5, expYear: 2026 }), NOW))).toMatchObject({
      ok: true,
    });
  });

  it('judges the form of the card before the test numbers: a declining card with a past date is refused for the date', () => {
    expect(english(processSandboxCard(card('4000000000000002', { expYear: 2020 }), NOW))).toMatchObject({
      message: CARD_ERROR.pastExpiry,
    });
  });
});

describe('isPriceOfTotal (amounts in poisha)', () => {
  it.each([
    [59.97, 5997, true],
    [0.1 + 0.2, 30, true],
    [1250.5 * 3, 375150, true],
    [10_000_000, 1_000_000_000, true],
    [59.96, 5997, false],
    [59.98, 5997, false],
    [5997, 5997, false],
    [Number.NaN, 0, false],
  ])('%d taka against %d poisha → %s', (taka, poisha, expected) => {
    expect(isPriceOfTotal(taka, poisha)).toBe(expected);
  });
});
