// The card rules a card element applies (brand, formatting, Luhn, expiry) and the payment bodies.
import { describe, expect, it } from 'vitest';
import { englishTexts, resolveMessageIn } from './i18n/server.ts';
import {
  cardBrand,
  checkCardFields,
  CreatePaymentIntentInputSchema,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  passesLuhn,
  PayOrderInputSchema,
} from './schemas/payments.ts';

const NOW = new Date('2026-05-15T12:00:00Z');
const { CARD_ERROR } = englishTexts('payments');

/** The card's errors as the API answers them: in English. */
const inEnglish = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, resolveMessageIn('en', text)]));

describe('passesLuhn', () => {
  it.each(['4242424242424242', '4000 0000 0000 0002', '378282246310005', '79927398713', '5555555555554444'])(
    'passes %s',
    (n) => expect(passesLuhn(n)).toBe(true),
  );
  it.each(['4242424242424241', '4000000000000001', '79927398710', '', '0000000000000001'])('fails %s', (n) =>
    expect(passesLuhn(n)).toBe(false),
  );
});

describe('cardBrand', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['4', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['6011 1111 1111 1117', 'discover'],
    ['3056 9300 0902 0004', 'diners'],
    ['3566 0020 2036 0505', 'jcb'],
    ['6200 0000 0000 0005', 'unionpay'],
    ['9999', 'unknown'],
    ['', 'unknown'],
  ])('%s is %s', (n, brand) => expect(cardBrand(n)).toBe(brand));
});

describe('formatCardNumber', () => {
  it('groups as printed on the card and stops at the longest number of the brand', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242x4242 99')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059')).toBe('3782 822463 10005');
  });
});

describe('formatExpiry and parseExpiry', () => {
  it('writes MM / YY as you type', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12', '1')).toBe('12 / ');
    expect(formatExpiry('12 / 2', '12 / ')).toBe('12 / 2');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12 / 305')).toBe('12 / 30');
  });

  it('deletes the separator together with the month’s last digit', () => {
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
    expect(formatExpiry('12 / ', '12 / 3')).toBe('12');
  });

  it('reads month and four-digit year, or null while incomplete', () => {
    expect(parseExpiry('12 / 30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('04 / 27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('12 / 3')).toBeNull();
  });
});

describe('checkCardFields', () => {
  const valid = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

  it('finds nothing wrong with a valid card', () => {
    expect(checkCardFields(valid, NOW)).toEqual({});
  });

  it.each([
    [{ number: '' }, 'number', CARD_ERROR.incompleteNumber],
    [{ number: '4242 4242 4242' }, 'number', CARD_ERROR.incompleteNumber],
    [{ number: '4242 4242 4242 4241' }, 'number', CARD_ERROR.invalidNumber],
    [{ expMonth: 4, expYear: 2026 }, 'expiry', CARD_ERROR.pastExpiry],
    [{ expMonth: 12, expYear: 2025 }, 'expiry', CARD_ERROR.pastExpiry],
    [{ expMonth: 13 }, 'expiry', CARD_ERROR.invalidExpiryMonth],
    [{ expMonth: 0 }, 'expiry', CARD_ERROR.invalidExpiryMonth],
    [{ expYear: 2090 }, 'expiry', CARD_ERROR.invalidExpiryYear],
    [{ expMonth: Number.NaN }, 'expiry', CARD_ERROR.incompleteExpiry],
    [{ cvc: '12' }, 'cvc', CARD_ERROR.incompleteCvc],
    [{ cvc: '1234' }, 'cvc', CARD_ERROR.invalidCvc],
    [{ cvc: '12a' }, 'cvc', CARD_ERROR.incompleteCvc],
  ])('%o → %s: %s', (change, field, message) => {
    expect(inEnglish(checkCardFields({ ...valid, ...change }, NOW))).toEqual({ [field]: message });
  });

  it('names its messages so that a page shows them in its language', () => {
    const { number } = checkCardFields({ ...valid, number: '4242' }, NOW);
    expect(resolveMessageIn('bn', number ?? '')).toBe('কার্ড নম্বর পুরোটা লেখা হয়নি।');
  });

  it('counts the current month as not expired', () => {
    expect(checkCardFields({ ...valid, expMonth: 5, expYear: 2026 }, NOW)).toEqual({});
  });

  it('wants four CVC digits for American Express', () => {
    const amex = { ...valid, number: '3782 822463 10005' };
    expect(inEnglish(checkCardFields({ ...amex, cvc: '123' }, NOW))).toEqual({ cvc: CARD_ERROR.incompleteCvc });
    expect(checkCardFields({ ...amex, cvc: '1234' }, NOW)).toEqual({});
  });
});

describe('payment bodies', () => {
  it('takes a price in taka with at most two decimals and the order id', () => {
    expect(CreatePaymentIntentInputSchema.safeParse({ price: 3751.5, order: 'o1' }).success).toBe(true);
    expect(CreatePaymentIntentInputSchema.safeParse({ price: 10.005, order: 'o1' }).success).toBe(false);
    expect(CreatePaymentIntentInputSchema.safeParse({ price: 0, order: 'o1' }).success).toBe(false);
    expect(CreatePaymentIntentInputSchema.safeParse({ price: 10 }).success).toBe(false);
  });

  it('needs the order and a transaction id to record a payment', () => {
    expect(PayOrderInputSchema.safeParse({ order: 'o1', transactionId: 'pi_1' }).success).toBe(true);
    expect(PayOrderInputSchema.safeParse({ order: 'o1', transactionId: '  ' }).success).toBe(false);
    expect(PayOrderInputSchema.safeParse({ order: 'o1' }).success).toBe(false);
  });
});
